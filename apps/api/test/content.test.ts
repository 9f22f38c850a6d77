import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImage } from './fixtures.js';
import { type Client, multipart } from './helper.js';
import { setUpShop } from './helpers/shop.js';

const shop = setUpShop();

const storedFiles = (folder: string) => {
  const dir = path.join(shop.ctx.uploadsDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function upload(client: Client, field: string, data: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const form = multipart({}, { field, filename, contentType, data });
  return client.post('/api/admin/products/upload-image', form.payload, form.headers);
}

describe('product image upload', () => {
  it('re-encodes a JPEG to WebP without EXIF, stores it under a random name and serves it cached', async () => {
    const jpeg = await makeImage('jpeg', 2400, 1600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(shop.admin, 'my_file', jpeg, 'IMG_0001 my farm.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { success, result } = res.json<{ success: boolean; result: { url: string } }>();
    expect(success).toBe(true);
    expect(result.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-w1600\.webp$/);
    expect(result.url).not.toContain('IMG_0001');

    const served = await shop.anonymous.get(result.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(String(served.headers['cache-control'])).toMatch(/max-age=31536000/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);

    // the narrower widths a phone asks for (the page's srcset) are stored beside it
    for (const width of [400, 800]) {
      const narrower = await shop.anonymous.get(result.url.replace('-w1600.webp', `-w${width}.webp`));
      expect(narrower.statusCode).toBe(200);
      const size = await sharp(narrower.rawPayload).metadata();
      expect([size.format, size.width]).toEqual(['webp', width]);
      expect(Math.abs((size.height ?? 0) - (width * 2) / 3)).toBeLessThanOrEqual(1);
    }
  });

  it('names a small picture by its own width, with only the narrower widths beside it', async () => {
    const res = await upload(shop.admin, 'my_file', await makeImage('png', 640, 480));
    const { url } = res.json<{ result: { url: string } }>().result;
    expect(url).toMatch(/-w640\.webp$/);
    expect((await shop.anonymous.get(url.replace('-w640', '-w400'))).statusCode).toBe(200);
    expect((await shop.anonymous.get(url.replace('-w640', '-w800'))).statusCode).toBe(404);
  });

  it('accepts PNG and WebP', async () => {
    expect((await upload(shop.admin, 'my_file', await makeImage('png'))).statusCode).toBe(200);
    expect((await upload(shop.admin, 'my_file', await makeImage('webp'), 'x.webp', 'image/webp')).statusCode).toBe(200);
  });

  it('answers 415 for a file that only claims to be an image, and stores nothing', async () => {
    const before = storedFiles('products').length;
    const fake = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    const res = await upload(shop.admin, 'my_file', fake, 'cat.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false });
    const script = await upload(shop.admin, 'my_file', Buffer.from('<script>alert(1)</script>'), 'a.jpg', 'image/jpeg');
    expect(script.statusCode).toBe(415);
    const truncated = (await makeImage('png')).subarray(0, 60);
    expect((await upload(shop.admin, 'my_file', truncated)).statusCode).toBe(415);
    expect(storedFiles('products').length).toBe(before);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(shop.admin, 'my_file', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers 400 without my_file, or without multipart', async () => {
    const noFile = multipart({ note: 'x' });
    const res = await shop.admin.post('/api/admin/products/upload-image', noFile.payload, noFile.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('my_file');
    expect((await upload(shop.admin, 'other_field', await makeImage('png'))).statusCode).toBe(400);
    expect((await shop.admin.post('/api/admin/products/upload-image', { my_file: 'x' })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const png = await makeImage('png');
    expect((await upload(shop.shopper, 'my_file', png)).statusCode).toBe(403);
    expect((await upload(shop.anonymous, 'my_file', png)).statusCode).toBe(401);
  });
});

describe('feature banners', () => {
  it('adds, lists and deletes banners; writes need an admin', async () => {
    const image = (await upload(shop.admin, 'my_file', await makeImage('png'))).json<{ result: { url: string } }>()
      .result.url;
    expect((await shop.shopper.post('/api/common/feature/add', { image })).statusCode).toBe(403);
    expect((await shop.anonymous.post('/api/common/feature/add', { image })).statusCode).toBe(401);
    expect((await shop.admin.post('/api/common/feature/add', { image: ' ' })).statusCode).toBe(400);

    const added = await shop.admin.post('/api/common/feature/add', { image });
    expect(added.statusCode).toBe(201);
    const { success, data } = added.json<{ success: boolean; data: { _id: string; image: string } }>();
    expect(success).toBe(true);
    expect(data.image).toBe(image);

    const list = await shop.anonymous.get('/api/common/feature/get');
    expect(list.json<{ data: { _id: string; image: string }[] }>().data).toContainEqual(
      expect.objectContaining({ _id: data._id, image }),
    );

    expect((await shop.shopper.delete(`/api/common/feature/${data._id}`)).statusCode).toBe(403);
    expect((await shop.anonymous.delete(`/api/common/feature/${data._id}`)).statusCode).toBe(401);
    const del = await shop.admin.delete(`/api/common/feature/${data._id}`);
    expect(del.json()).toMatchObject({ success: true, id: data._id });
    expect((await shop.anonymous.get(image)).statusCode).toBe(404);
    expect((await shop.admin.delete(`/api/common/feature/${data._id}`)).statusCode).toBe(404);
    const after = (await shop.anonymous.get('/api/common/feature/get')).json<{ data: { _id: string }[] }>().data;
    expect(after.map((f) => f._id)).not.toContain(data._id);
  });
});

const kinds = [
  {
    name: 'expert advice',
    base: '/api/common/expertAdvice',
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    textField: 'title',
    folder: 'advice',
  },
  {
    name: 'scientific cultivation',
    base: '/api/common/scm',
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    textField: 'crop_name',
    folder: 'cultivation',
  },
] as const;

describe.each(kinds)('$name entries', (kind) => {
  type Entry = Record<string, string> & { _id: string; path: string; description: string };

  const send = async (
    client: Client,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    image?: Buffer,
  ) => {
    const form = multipart(
      fields,
      image ? { field: 'image', filename: 'leaf.jpg', contentType: 'image/jpeg', data: image } : undefined,
    );
    return client.request({ method, url, payload: form.payload, headers: form.headers });
  };

  it('adds with an image, lists, updates text and image, and deletes', async () => {
    const description = '1. Climate and Soil: warm and humid.\n2. Sowing: 25 kg/ha.';
    const added = await send(
      shop.admin,
      'POST',
      `${kind.base}/add`,
      { [kind.textField]: 'Rice', description },
      await makeImage('jpeg', 900, 600),
    );
    expect(added.statusCode, added.body).toBe(201);
    const body = added.json<{ success: boolean; message: string; data: Entry }>();
    expect(body).toMatchObject({ success: true, message: 'Entry added successfully' });
    expect(body.data).toMatchObject({ [kind.textField]: 'Rice', description });
    expect(body.data.path).toMatch(new RegExp(`^/uploads/${kind.folder}/.+\\.webp$`));
    if (kind.textField === 'title')
      expect(Date.parse(body.data.postedDate as string)).toBeGreaterThan(Date.now() - 60_000);
    const id = body.data._id;
    const oldPath = body.data.path;
    const oldNarrower = oldPath.replace('-w900.webp', '-w400.webp');
    expect(oldNarrower).not.toBe(oldPath);
    expect((await shop.anonymous.get(oldNarrower)).statusCode).toBe(200);

    const list = await shop.anonymous.get(kind.base);
    expect(list.statusCode).toBe(200);
    expect(list.json<Record<string, Entry[]>>()[kind.listKey]).toContainEqual(expect.objectContaining({ _id: id }));

    const textOnly = await send(shop.admin, 'PUT', `${kind.base}/${id}`, { description: 'Updated guidance.' });
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    const updated = textOnly.json<Record<string, Entry> & { success: boolean; message: string }>();
    expect(updated.success).toBe(true);
    expect(updated[kind.updateKey]).toMatchObject({
      _id: id,
      [kind.textField]: 'Rice',
      description: 'Updated guidance.',
      path: oldPath,
    });

    const withImage = await send(
      shop.admin,
      'PUT',
      `${kind.base}/${id}`,
      { [kind.textField]: 'Paddy' },
      await makeImage('png'),
    );
    const replaced = withImage.json<Record<string, Entry>>()[kind.updateKey] as Entry;
    expect(replaced.path).not.toBe(oldPath);
    expect((await shop.anonymous.get(oldPath)).statusCode).toBe(404);
    // with its narrower widths
    expect((await shop.anonymous.get(oldNarrower)).statusCode).toBe(404);
    expect((await shop.anonymous.get(replaced.path)).statusCode).toBe(200);

    const del = await shop.admin.delete(`${kind.base}/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, id, message: expect.any(String) });
    expect((await shop.anonymous.get(replaced.path)).statusCode).toBe(404);
    const after = (await shop.anonymous.get(kind.base)).json<Record<string, Entry[]>>()[kind.listKey] ?? [];
    expect(after.map((e) => e._id)).not.toContain(id);
  });

  it('keeps a draft without image or text from farmers, and publishes only a complete entry', async () => {
    const draft = await send(shop.admin, 'POST', `${kind.base}/add`, { status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const data = draft.json<{ data: Entry }>().data;
    expect(data).toMatchObject({ path: '', description: '', [kind.textField]: '', status: 'draft' });
    const publicIds = async () =>
      ((await shop.anonymous.get(kind.base)).json<Record<string, Entry[]>>()[kind.listKey] ?? []).map((e) => e._id);
    expect(await publicIds()).not.toContain(data._id);
    const adminList = await shop.admin.get(`${kind.base}/translations`);
    expect(adminList.json<Record<string, Entry[]>>()[kind.listKey]).toContainEqual(
      expect.objectContaining({ _id: data._id, status: 'draft' }),
    );
    // the public list is what every farmer page reads, in every language
    const bangla = await shop.anonymous.get(kind.base, { 'accept-language': 'bn' });
    expect(bangla.json<Record<string, Entry[]>>()[kind.listKey]?.map((e) => e._id)).not.toContain(data._id);

    // publishing names the first field missing, and changes nothing
    const publish = (fields: Record<string, string>, image?: Buffer) =>
      send(shop.admin, 'PUT', `${kind.base}/${data._id}`, { ...fields, status: 'published' }, image);
    const noTitle = await publish({});
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json<{ message: string }>().message).toBe(`${kind.textField} is required to publish`);
    const noText = await publish({ [kind.textField]: 'Maize' });
    expect(noText.json<{ message: string }>().message).toBe('description is required to publish');
    const noImage = await publish({ [kind.textField]: 'Maize', description: 'Sow in rows.' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json<{ message: string }>().message).toBe('image is required to publish');
    expect(await publicIds()).not.toContain(data._id);
    const kept = (await shop.admin.get(`${kind.base}/translations`)).json<Record<string, Entry[]>>()[kind.listKey];
    expect(kept?.find((e) => e._id === data._id)).toMatchObject({ [kind.textField]: '', status: 'draft' });

    const done = await publish({ [kind.textField]: 'Maize', description: 'Sow in rows.' }, await makeImage('png'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Record<string, Entry>>()[kind.updateKey]).toMatchObject({ status: 'published' });
    expect(await publicIds()).toContain(data._id);

    // a published entry cannot lose its text, and a new one without status is published, so it needs all three
    const emptied = await send(shop.admin, 'PUT', `${kind.base}/${data._id}`, { description: '  ' });
    expect(emptied.statusCode).toBe(400);
    const bare = await send(shop.admin, 'POST', `${kind.base}/add`, { [kind.textField]: 'Rice', description: 'x' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toBe('image is required to publish');
    const badStatus = await send(shop.admin, 'POST', `${kind.base}/add`, { status: 'hidden' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ message: string }>().message).toContain('status');
  });

  it('rejects a non-image file (415) and an over-long field (400), storing nothing', async () => {
    const before = (await shop.anonymous.get(kind.base)).json<Record<string, Entry[]>>()[kind.listKey]?.length;
    const fake = await send(
      shop.admin,
      'POST',
      `${kind.base}/add`,
      { [kind.textField]: 'X', description: 'x' },
      Buffer.from('not an image at all'),
    );
    expect(fake.statusCode).toBe(415);
    const long = await send(shop.admin, 'POST', `${kind.base}/add`, { [kind.textField]: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain(kind.textField);
    const after = (await shop.anonymous.get(kind.base)).json<Record<string, Entry[]>>()[kind.listKey]?.length;
    expect(after).toBe(before);
  });

  it('answers 404 for an unknown id and keeps writes for admins', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send(shop.admin, 'PUT', `${kind.base}/${missing}`, { description: 'x' })).statusCode).toBe(404);
    expect((await shop.admin.delete(`${kind.base}/${missing}`)).statusCode).toBe(404);
    expect((await shop.admin.delete(`${kind.base}/nonsense`)).statusCode).toBe(404);

    const created = (
      await send(shop.admin, 'POST', `${kind.base}/add`, { description: 'keep', status: 'draft' })
    ).json<{
      data: Entry;
    }>().data;
    for (const client of [shop.shopper, shop.anonymous]) {
      const status = client === shop.shopper ? 403 : 401;
      expect((await send(client, 'POST', `${kind.base}/add`, { description: 'x' })).statusCode).toBe(status);
      expect((await send(client, 'PUT', `${kind.base}/${created._id}`, { description: 'x' })).statusCode).toBe(status);
      expect((await client.delete(`${kind.base}/${created._id}`)).statusCode).toBe(status);
    }
    const list =
      (await shop.admin.get(`${kind.base}/translations`)).json<Record<string, Entry[]>>()[kind.listKey] ?? [];
    expect(list.find((e) => e._id === created._id)?.description).toBe('keep');
  });
});
