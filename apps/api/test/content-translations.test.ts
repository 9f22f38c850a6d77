import { describe, expect, it } from 'vitest';
import { makeImage } from './fixtures.js';
import { type Client, multipart } from './helper.js';
import { setUpShop } from './helpers/shop.js';

/**
 * Advice, cultivation guides and banners in other languages: the admin writes the translations
 * beside the English text and reads them all back; shoppers read each item in their
 * Accept-Language, or in English marked as such, and English answers keep their exact shape.
 */

const shop = setUpShop();

const bangla = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const hindi = { 'accept-language': 'hi-IN' };
const spanish = { 'accept-language': 'es' };

const kinds = [
  {
    name: 'expert advice',
    base: '/api/common/expertAdvice',
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    nameField: 'title',
    englishKeys: ['_id', 'title', 'description', 'path', 'postedDate'],
  },
  {
    name: 'cultivation guides',
    base: '/api/common/scm',
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    nameField: 'crop_name',
    englishKeys: ['_id', 'crop_name', 'description', 'path', 'createdAt'],
  },
] as const;

describe.each(kinds)('$name in other languages', (kind) => {
  type Entry = Record<string, unknown> & { _id: string; language?: string; translations?: Record<string, unknown> };
  const listOf = async (client: Client, headers?: Record<string, string>) => {
    const res = await client.get(kind.base, headers);
    expect(res.statusCode, res.body).toBe(200);
    return { res, list: res.json<Record<string, Entry[]>>()[kind.listKey] ?? [] };
  };
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer) => {
    const form = multipart(
      fields,
      image ? { field: 'image', filename: 'a.png', contentType: 'image/png', data: image } : undefined,
    );
    return shop.admin.request({ method, url, payload: form.payload, headers: form.headers });
  };

  it('are written beside the English text, read back by the admin, and read in the shopper’s language', async () => {
    const translations = {
      bn: { [kind.nameField]: 'ধান চাষ', description: '1. জলবায়ু ও মাটি: উষ্ণ ও আর্দ্র।' },
      es: { [kind.nameField]: 'Cultivo de arroz', description: '1. Clima y suelo: cálido y húmedo.' },
    };
    const added = await send(
      'POST',
      `${kind.base}/add`,
      {
        [kind.nameField]: 'Rice growing',
        description: '1. Climate and Soil: warm and humid.',
        translations: JSON.stringify(translations),
      },
      await makeImage('png'),
    );
    expect(added.statusCode, added.body).toBe(201);
    const created = added.json<{ data: Entry }>().data;
    expect(created.translations).toEqual(translations);

    const admin = await shop.admin.get(`${kind.base}/translations`);
    expect(admin.statusCode, admin.body).toBe(200);
    const adminEntry = admin.json<Record<string, Entry[]>>()[kind.listKey]?.find((e) => e._id === created._id);
    expect(adminEntry).toMatchObject({ [kind.nameField]: 'Rice growing', translations });

    const { res: bnRes, list: inBangla } = await listOf(shop.anonymous, bangla);
    expect(bnRes.headers.vary).toContain('accept-language');
    expect(inBangla.find((e) => e._id === created._id)).toMatchObject({
      [kind.nameField]: 'ধান চাষ',
      description: '1. জলবায়ু ও মাটি: উষ্ণ ও আর্দ্র।',
      language: 'bn',
    });
    const { list: inHindi } = await listOf(shop.anonymous, hindi);
    expect(inHindi.find((e) => e._id === created._id)).toMatchObject({
      [kind.nameField]: 'Rice growing',
      language: 'en',
    });
    expect(inHindi.every((e) => e.language === 'en' || e.language === 'hi')).toBe(true);

    const { res: enRes, list: inEnglish } = await listOf(shop.anonymous);
    for (const entry of inEnglish) expect(Object.keys(entry)).toEqual(kind.englishKeys);
    expect(inEnglish.find((e) => e._id === created._id)?.[kind.nameField]).toBe('Rice growing');
    expect((await shop.anonymous.get(kind.base, { 'accept-language': 'en-US,en;q=0.9' })).body).toBe(enRes.body);
  });

  it('are replaced as a whole when sent again, kept when not, and checked', async () => {
    const created = (
      await send('POST', `${kind.base}/add`, {
        [kind.nameField]: 'Maize',
        translations: JSON.stringify({ hi: { [kind.nameField]: 'मक्का' } }),
        status: 'draft',
      })
    ).json<{ data: Entry }>().data;
    expect(created.translations).toEqual({ hi: { [kind.nameField]: 'मक्का', description: '' } });

    const textOnly = await send(
      'PUT',
      `${kind.base}/${created._id}`,
      { description: 'Sow in rows.', status: 'published' },
      await makeImage('png'),
    );
    expect(textOnly.json<Record<string, Entry>>()[kind.updateKey]?.translations).toEqual(created.translations);

    const replaced = await send('PUT', `${kind.base}/${created._id}`, {
      translations: JSON.stringify({ fr: { [kind.nameField]: 'Maïs', description: 'Semer en lignes.' } }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Record<string, Entry>>()[kind.updateKey]?.translations).toEqual({
      fr: { [kind.nameField]: 'Maïs', description: 'Semer en lignes.' },
    });
    const { list: inHindi } = await listOf(shop.anonymous, hindi);
    expect(inHindi.find((e) => e._id === created._id)).toMatchObject({ [kind.nameField]: 'Maize', language: 'en' });

    for (const bad of ['{"de":{"title":"x","crop_name":"x"}}', '{"bn":{}}', 'not json', '{"en":{}}']) {
      const res = await send('PUT', `${kind.base}/${created._id}`, { translations: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('translations');
    }
    expect((await shop.shopper.get(`${kind.base}/translations`)).statusCode).toBe(403);
    expect((await shop.anonymous.get(`${kind.base}/translations`)).statusCode).toBe(401);
  });
});

describe('banners in other languages', () => {
  type Banner = { _id: string; image: string; title?: string; language?: string; backdrop?: string };
  const upload = async () => {
    const form = multipart(
      {},
      { field: 'my_file', filename: 'b.png', contentType: 'image/png', data: await makeImage('png') },
    );
    const res = await shop.admin.post('/api/admin/products/upload-image', form.payload, form.headers);
    return res.json<{ result: { url: string } }>().result.url;
  };
  const banners = async (headers?: Record<string, string>) =>
    (await shop.anonymous.get('/api/common/feature/get', headers)).json<{ data: Banner[] }>().data;

  it('come in another language as the picture without words and the words to draw over it', async () => {
    const image = await upload();
    const backdrop = await upload();
    const added = await shop.admin.post('/api/common/feature/add', {
      image,
      title: 'Monsoon sale',
      backdrop,
      translations: { bn: { title: 'বর্ষার সেল' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ data: Banner }>().data._id;

    expect((await banners(bangla)).find((b) => b._id === id)).toEqual(
      expect.objectContaining({ image: backdrop, title: 'বর্ষার সেল', language: 'bn' }),
    );
    const inSpanish = (await banners(spanish)).find((b) => b._id === id);
    expect(inSpanish).toMatchObject({ image, language: 'en' });
    expect(inSpanish).not.toHaveProperty('title');
    const english = await shop.anonymous.get('/api/common/feature/get');
    expect(english.headers.vary).toContain('accept-language');
    for (const banner of english.json<{ data: Banner[] }>().data) {
      expect(Object.keys(banner)).toEqual(['_id', 'image', 'createdAt']);
    }

    const edited = await shop.admin.put(`/api/common/feature/${id}`, {
      translations: { bn: { title: 'বর্ষার সেল' }, es: { title: 'Rebajas del monzón' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await banners(spanish)).find((b) => b._id === id)).toMatchObject({
      image: backdrop,
      title: 'Rebajas del monzón',
      language: 'es',
    });
    const admin = (await shop.admin.get('/api/common/feature/translations')).json<{ data: Banner[] }>().data;
    expect(admin.find((b) => b._id === id)).toMatchObject({
      title: 'Monsoon sale',
      backdrop,
      translations: { bn: { title: 'বর্ষার সেল' }, es: { title: 'Rebajas del monzón' } },
    });

    const newBackdrop = await upload();
    await shop.admin.put(`/api/common/feature/${id}`, { backdrop: newBackdrop });
    expect((await shop.anonymous.get(backdrop)).statusCode).toBe(404);
    await shop.admin.delete(`/api/common/feature/${id}`);
    expect((await shop.anonymous.get(newBackdrop)).statusCode).toBe(404);
  });

  it('known only as a picture, come as they are in every language', async () => {
    const image = await upload();
    const id = (await shop.admin.post('/api/common/feature/add', { image })).json<{ data: Banner }>().data._id;
    expect((await banners(bangla)).find((b) => b._id === id)).toMatchObject({ image, language: 'en' });
    // words without a picture without words cannot be drawn: the picture stays as it is
    await shop.admin.put(`/api/common/feature/${id}`, { translations: { bn: { title: 'সেল' } } });
    expect((await banners(bangla)).find((b) => b._id === id)).toMatchObject({ image, language: 'en' });
    expect(
      (await shop.admin.put(`/api/common/feature/${id}`, { translations: { de: { title: 'x' } } })).statusCode,
    ).toBe(400);
    expect((await shop.shopper.put(`/api/common/feature/${id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await shop.anonymous.get('/api/common/feature/translations')).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await shop.admin.put(`/api/common/feature/${missing}`, { title: 'x' })).statusCode).toBe(404);
  });
});
