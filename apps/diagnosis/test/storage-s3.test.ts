import { type LocalS3, startLocalS3 } from '@farmai/media/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../src/routes/analyze.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { multipart } from './support/multipart.js';

let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3('farmai-diagnosis-test');
  t = await buildTestApp({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('S3 storage', () => {
  it('stores the photo and the overlay in the bucket and returns their public URLs', async () => {
    const { payload, headers } = multipart({
      // a crop the photo model does not cover: the photo's measured spots are marked whatever the model reads
      userInputText: 'My wheat leaves have brown spots with yellow rings around them',
      image: { filename: 'leaf.png', contentType: 'image/png', data: await leafPhoto('spots-halo', 'png') },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/images/analyze', payload, headers });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<AnalyzeResponse>();
    const base = `${s3.endpoint}/${s3.bucket}/diagnosis/`;
    expect(data.uploadedImageUrl?.startsWith(base)).toBe(true);
    expect(data.cloudinaryImageUrl).toBe(data.uploadedImageUrl);
    expect(data.generatedImageUrl?.startsWith(base)).toBe(true);

    const photo = await fetch(data.uploadedImageUrl ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const overlay = await fetch(data.generatedImageUrl ?? '');
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get('content-type')).toBe('image/jpeg');

    // nothing is served locally with the S3 driver
    const local = await t.app.inject({
      method: 'GET',
      url: `/uploads/diagnosis/${data.uploadedImageUrl?.split('/').pop()}`,
    });
    expect(local.statusCode).toBe(404);
  });
});
