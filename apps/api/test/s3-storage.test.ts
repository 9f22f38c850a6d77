import { createS3Storage } from '@farmai/media';
import { type LocalS3, startLocalS3 } from '@farmai/media/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/plugins/storage.js';
import { makeImage } from './fixtures.js';
import { buildTestApp, type Client, multipart, signIn, type TestContext } from './helper.js';

let s3: LocalS3;
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  s3 = await startLocalS3('farmai-uploads');
  const env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  ctx = await buildTestApp({ env });
  // the app must have picked the S3 driver from the configuration, not a test double
  expect(ctx.app.storage.name).toBe('s3');
  admin = (await signIn(ctx, 'admin')).client;
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('uploads on S3-compatible storage', () => {
  it('stores the re-encoded image in the bucket and hands out a URL that serves it', async () => {
    const form = multipart(
      {},
      { field: 'my_file', filename: 'field.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') },
    );
    const res = await admin.post('/api/admin/products/upload-image', form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ result: { url: string } }>().result.url;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/products/`)).toBe(true);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('removes the object from the bucket when its cultivation entry is deleted', async () => {
    const form = multipart(
      { crop_name: 'Maize', description: '1. Sowing: 20 kg/ha.' },
      { field: 'image', filename: 'maize.png', contentType: 'image/png', data: await makeImage('png') },
    );
    const added = await admin.post('/api/common/scm/add', form.payload, form.headers);
    expect(added.statusCode, added.body).toBe(201);
    const { _id, path } = added.json<{ data: { _id: string; path: string } }>().data;
    expect((await fetch(path)).status).toBe(200);
    expect((await admin.delete(`/api/common/scm/${_id}`)).statusCode).toBe(200);
    expect((await fetch(path)).status).toBe(404);
  });

  it('lets images load from the bucket and the diagnosis service under the content security policy', async () => {
    const res = await admin.get('/api/health');
    const imgSrc = /(?:^|;)img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    // the diagnosis pictures come through the API's own origin ('self') unless it has its own address
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', s3.endpoint]);
  });

  it('builds the driver the configuration names', () => {
    expect(createStorage({ driver: 'local', root: '/tmp/x' }).name).toBe('local');
    expect(
      createS3Storage({ bucket: 'b', region: 'us-east-1', publicBaseUrl: 'https://cdn.example.com' }).keyFromUrl(
        'https://cdn.example.com/products/a.webp',
      ),
    ).toBe('products/a.webp');
  });
});
