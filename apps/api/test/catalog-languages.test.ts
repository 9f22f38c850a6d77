import { PRODUCT_FACT_KEYS } from '@farmai/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bn } from '../src/seed/content/translations/bn.js';
import { hi } from '../src/seed/content/translations/hi.js';
import { sampleProduct } from './fixtures.js';
import { setUpShop } from './helpers/shop.js';

/**
 * Products in other languages over HTTP: the admin writes and reads every translation; the shop's
 * listing, product and search answers come in the Accept-Language language (read model, answer
 * cache and SQL alike), mark what is in English, and stay exactly as they were in English.
 */

const shop = setUpShop();

const UREA = 'Urea 46% N — 50 kg';
/**
 * The English answer's fields, in the order it has always sent them (with the product page's `unit`,
 * `packSize`, `images` and `slug`, and the product facts after the pack size, as their columns are).
 */
const ENGLISH_KEYS = [
  '_id',
  'image',
  'title',
  'description',
  'totalStock',
  'unit',
  'packSize',
  ...PRODUCT_FACT_KEYS,
  'category',
  'brand',
  'price',
  'salePrice',
  'averageReview',
  'images',
  'slug',
  'createdAt',
  'updatedAt',
];

interface Product {
  _id: string;
  title: string;
  description: string;
  language?: string;
  translations?: Record<string, { title: string; description: string }>;
}

const ureaTranslations = {
  bn: bn.products[UREA],
  hi: hi.products[UREA],
};
let urea: Product;
let plain: Product;

beforeAll(async () => {
  const added = await shop.admin.post('/api/admin/products/add', {
    ...sampleProduct,
    title: UREA,
    description: 'Granular urea containing 46% nitrogen.',
    category: 'fertilizer',
    brand: 'agrobangla',
    translations: ureaTranslations,
  });
  expect(added.statusCode, added.body).toBe(201);
  urea = added.json<{ data: Product }>().data;
  plain = (await shop.admin.post('/api/admin/products/add', { ...sampleProduct, category: 'fertilizer' })).json<{
    data: Product;
  }>().data;
});

const get = (url: string, language?: string) =>
  shop.anonymous.get(url, language ? { 'accept-language': language } : undefined);

describe('products in other languages', () => {
  it('are written and read back by the admin with every translation', async () => {
    expect(urea.translations).toEqual(ureaTranslations);
    const one = await shop.admin.get(`/api/admin/products/get/${urea._id}`);
    expect(one.json<{ data: Product }>().data.translations).toEqual(ureaTranslations);
    const list = (await shop.admin.get('/api/admin/products/get?limit=100')).json<{ data: Product[] }>().data;
    expect(list.find((p) => p._id === plain._id)?.translations).toEqual({});
    expect((await shop.shopper.get(`/api/admin/products/get/${urea._id}`)).statusCode).toBe(403);

    const edited = await shop.admin.put(`/api/admin/products/edit/${plain._id}`, {
      translations: { es: { title: 'Semillas de tomate', description: 'Tomate híbrido.' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Product }>().data.translations).toEqual({
      es: { title: 'Semillas de tomate', description: 'Tomate híbrido.' },
    });
    // a write without translations keeps them
    const priced = await shop.admin.put(`/api/admin/products/edit/${plain._id}`, { totalStock: 12 });
    expect(priced.json<{ data: Product }>().data.translations).toHaveProperty('es');
    for (const bad of [{ de: { title: 'x', description: 'y' } }, { bn: { title: '', description: 'y' } }, { hi: {} }]) {
      const res = await shop.admin.put(`/api/admin/products/edit/${plain._id}`, { translations: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('are read in the shopper’s language, the untranslated marked as English', async () => {
    const inBangla = await get(`/api/shop/products/get/${urea._id}`, 'bn-BD,bn;q=0.9');
    expect(inBangla.headers.vary).toContain('accept-language');
    expect(inBangla.json<{ data: Product }>().data).toMatchObject({
      title: ureaTranslations.bn?.title,
      description: ureaTranslations.bn?.description,
      language: 'bn',
    });
    const inFrench = (await get(`/api/shop/products/get/${urea._id}`, 'fr-FR')).json<{ data: Product }>().data;
    expect(inFrench).toMatchObject({ title: UREA, language: 'en' });

    const listing = (await get('/api/shop/products/get?category=fertilizer&limit=100', 'hi')).json<{
      data: Product[];
    }>().data;
    expect(listing.find((p) => p._id === urea._id)).toMatchObject({
      title: ureaTranslations.hi?.title,
      language: 'hi',
    });
    expect(listing.find((p) => p._id === plain._id)).toMatchObject({ language: 'en' });
    expect(listing.every((p) => p.language === 'hi' || p.language === 'en')).toBe(true);
  });

  it('keep their English answers exactly as they were, whatever the English tag', async () => {
    for (const url of [
      `/api/shop/products/get/${urea._id}`,
      '/api/shop/products/get?category=fertilizer&limit=100',
      '/api/shop/search/urea',
    ]) {
      const plainAnswer = await get(url);
      const data = plainAnswer.json<{ data: Product | Product[] }>().data;
      for (const product of Array.isArray(data) ? data : [data]) expect(Object.keys(product)).toEqual(ENGLISH_KEYS);
      expect((await get(url, 'en-GB,en;q=0.8')).body).toBe(plainAnswer.body);
      expect((await get(url, 'de-DE')).body).toBe(plainAnswer.body);
      const bangla = await get(url, 'bn');
      expect(bangla.headers.etag).not.toBe(plainAnswer.headers.etag);
    }
  });

  it('are found by a Bangla or Hindi word, misspelt too, and answered in the shopper’s language', async () => {
    for (const keyword of ['ইউরিয়া', 'ইউরীয়া', 'यूरिया', 'युरिया', 'यूरिया खाद']) {
      const res = await get(`/api/shop/search/${encodeURIComponent(keyword)}`, 'bn');
      const hits = res.json<{ data: Product[] }>().data;
      expect(
        hits.map((p) => p._id),
        keyword,
      ).toContain(urea._id);
      expect(hits.find((p) => p._id === urea._id)?.language).toBe('bn');
    }
    const english = (await get('/api/shop/search/urea')).json<{ data: Product[] }>().data;
    expect(english.map((p) => p.title)).toContain(UREA);
  });
});
