import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CachedJson } from '../src/lib/send-json.js';
import { sampleProduct } from './fixtures.js';
import { setUpShop } from './helpers/shop.js';

const shop = setUpShop();

interface Product {
  _id: string;
  title: string;
  price: number;
  salePrice: number;
  category: string;
  brand: string;
  totalStock: number;
  averageReview: number;
}

async function addProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await shop.admin.post('/api/admin/products/add', { ...sampleProduct, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Product }>().data;
}

describe('admin products', () => {
  it('adds a product and answers with it, prices in dollars', async () => {
    const res = await shop.admin.post('/api/admin/products/add', sampleProduct);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; data: Product }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ ...sampleProduct, averageReview: 0, _id: expect.any(String) });
  });

  it('accepts numbers sent as strings and an empty sale price', async () => {
    const p = await addProduct({ price: '7.25', salePrice: '', totalStock: '3' });
    expect(p).toMatchObject({ price: 7.25, salePrice: 0, totalStock: 3 });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: undefined }, 'title'],
    [{ description: '   ' }, 'description'],
    [{ image: undefined }, 'image'],
    [{ price: -1 }, 'price'],
    [{ price: 'abc' }, 'price'],
    [{ price: 1.234 }, 'price'],
    [{ totalStock: -5 }, 'totalStock'],
    [{ totalStock: 2.5 }, 'totalStock'],
    [{ category: 'weapons' }, 'category'],
    [{ brand: 'acme' }, 'brand'],
    [{ salePrice: -2 }, 'salePrice'],
    [{ price: 5, salePrice: 6 }, 'Sale price'],
  ])('rejects %o with 400 naming %s and stores nothing', async (overrides, field) => {
    const before = (await shop.anonymous.get('/api/shop/products/get?limit=100')).json<{
      pagination: { total: number };
    }>();
    const res = await shop.admin.post('/api/admin/products/add', { ...sampleProduct, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
    expect(res.json<{ message: string }>().message).toContain(field);
    const after = (await shop.anonymous.get('/api/shop/products/get?limit=100')).json<{
      pagination: { total: number };
    }>();
    expect(after.pagination.total).toBe(before.pagination.total);
  });

  it('says in plain words, in every language, that a sale price must be below the price', async () => {
    const expected = {
      en: 'Sale price must be lower than the price',
      es: 'El precio de oferta debe ser menor que el precio',
      fr: 'Le prix soldé doit être inférieur au prix',
      bn: 'ছাড়ের দাম আসল দামের চেয়ে কম হতে হবে',
      hi: 'सेल की कीमत असली कीमत से कम होनी चाहिए',
    };
    for (const [language, message] of Object.entries(expected)) {
      const headers = { 'accept-language': language };
      const add = await shop.admin.post(
        '/api/admin/products/add',
        { ...sampleProduct, price: 5, salePrice: 5 },
        headers,
      );
      expect(add.statusCode).toBe(400);
      expect(add.json()).toEqual({ success: false, message, code: 'product.saleNotBelowPrice' });
    }
    const p = await addProduct({ price: 10, salePrice: 0 });
    const edit = await shop.admin.put(`/api/admin/products/edit/${p._id}`, { salePrice: 12 });
    expect(edit.json()).toEqual({ success: false, message: expected.en, code: 'product.saleNotBelowPrice' });
  });

  it('lists, edits and deletes', async () => {
    const p = await addProduct({ title: 'Knapsack Sprayer 16 L', category: 'farmtools', brand: 'aci', salePrice: 0 });
    const list = await shop.admin.get('/api/admin/products/get');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Product[] }>().data.map((x) => x._id)).toContain(p._id);

    const edit = await shop.admin.put(`/api/admin/products/edit/${p._id}`, { price: 30, salePrice: 25, totalStock: 8 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ success: boolean; data: Product }>()).toMatchObject({
      success: true,
      data: { price: 30, salePrice: 25, totalStock: 8, title: 'Knapsack Sprayer 16 L' },
    });
    const badEdit = await shop.admin.put(`/api/admin/products/edit/${p._id}`, { salePrice: 31 });
    expect(badEdit.statusCode).toBe(400);
    const blankTitle = await shop.admin.put(`/api/admin/products/edit/${p._id}`, { title: ' ' });
    expect(blankTitle.statusCode).toBe(400);
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).json<{ data: Product }>().data.price).toBe(30);

    const del = await shop.admin.delete(`/api/admin/products/delete/${p._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json<{ success: boolean }>().success).toBe(true);
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).statusCode).toBe(404);
    expect((await shop.admin.delete(`/api/admin/products/delete/${p._id}`)).statusCode).toBe(404);
    expect((await shop.admin.put(`/api/admin/products/edit/${p._id}`, { price: 3 })).statusCode).toBe(404);
  });

  it('is closed to shoppers (403) and to visitors (401)', async () => {
    const p = await addProduct();
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/admin/products/add', sampleProduct],
      ['GET', '/api/admin/products/get'],
      ['PUT', `/api/admin/products/edit/${p._id}`, { price: 1 }],
      ['DELETE', `/api/admin/products/delete/${p._id}`],
      ['POST', '/api/admin/products/upload-image', {}],
    ];
    for (const [method, url, payload] of routes) {
      const asShopper = await shop.shopper.request({ method: method as 'GET', url, payload: payload as object });
      expect(asShopper.statusCode, `${method} ${url} as shopper`).toBe(403);
      expect(asShopper.json()).toMatchObject({ success: false });
      const asVisitor = await shop.anonymous.request({ method: method as 'GET', url, payload: payload as object });
      expect(asVisitor.statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).json<{ data: Product }>().data.price).toBe(
      12.5,
    );
  });
});

describe('shop catalog', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const rows = [
      { title: 'Zinc Sulphate 33% 1 kg', category: 'fertilizer', brand: 'aci', price: 4, salePrice: 0 },
      { title: 'Urea 46% N 50 kg', category: 'fertilizer', brand: 'agrobangla', price: 28, salePrice: 24 },
      { title: 'Okra Seeds Green Velvet', category: 'seed', brand: 'famai', price: 3.5, salePrice: 0 },
      { title: 'Pruning Shears Steel', category: 'farmtools', brand: 'farmy', price: 15, salePrice: 11 },
      { title: 'Mancozeb 75% WP Fungicide', category: 'pestisides', brand: 'aci', price: 9, salePrice: 0 },
      { title: 'Biodegradable Mulch Film', category: 'others', brand: 'unknown', price: 40, salePrice: 0 },
    ];
    for (const row of rows) ids[row.title] = (await addProduct(row))._id;
  });

  it('filters by comma-separated categories and brands and sorts by the price a buyer pays', async () => {
    const res = await shop.anonymous.get('/api/shop/products/get?category=fertilizer,seed&brand=aci,agrobangla,famai');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: Product[]; pagination: { total: number } }>();
    expect(body.data.map((p) => p.title)).toEqual([
      'Okra Seeds Green Velvet',
      'Zinc Sulphate 33% 1 kg',
      'Urea 46% N 50 kg',
    ]);
    expect(body.pagination.total).toBe(3);

    const high = await shop.anonymous.get('/api/shop/products/get?brand=aci&sortBy=price-hightolow');
    expect(high.json<{ data: Product[] }>().data.map((p) => p.title)).toEqual([
      'Mancozeb 75% WP Fungicide',
      'Zinc Sulphate 33% 1 kg',
    ]);
  });

  it('sorts by title both ways and by price by default', async () => {
    const az = (await shop.anonymous.get('/api/shop/products/get?sortBy=title-atoz&limit=100')).json<{
      data: Product[];
    }>().data;
    const titles = az.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const za = (await shop.anonymous.get('/api/shop/products/get?sortBy=title-ztoa&limit=100')).json<{
      data: Product[];
    }>().data;
    expect(za.map((p) => p.title)).toEqual([...titles].reverse());
    const byDefault = (await shop.anonymous.get('/api/shop/products/get?limit=100')).json<{ data: Product[] }>().data;
    const paid = byDefault.map((p) => (p.salePrice > 0 ? p.salePrice : p.price));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
  });

  it('pages through the catalog', async () => {
    const all = (await shop.anonymous.get('/api/shop/products/get?limit=100')).json<{
      data: Product[];
      pagination: { total: number };
    }>();
    const total = all.pagination.total;
    const page2 = (await shop.anonymous.get('/api/shop/products/get?limit=2&page=2')).json<{
      data: Product[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    }>();
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total, totalPages: Math.ceil(total / 2) });
    expect(page2.data.map((p) => p._id)).toEqual(all.data.slice(2, 4).map((p) => p._id));
    const beyond = (await shop.anonymous.get('/api/shop/products/get?limit=2&page=999')).json<{ data: Product[] }>();
    expect(beyond.data).toEqual([]);
  });

  it.each([
    ['sortBy=cheapest', 'sortBy'],
    ['category=seed,weapons', 'category'],
    ['brand=acme', 'brand'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
  ])('rejects ?%s with 400 naming %s', async (query, field) => {
    const res = await shop.anonymous.get(`/api/shop/products/get?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('answers a product by id and 404 for an unknown or malformed id', async () => {
    const id = ids['Pruning Shears Steel'];
    const res = await shop.anonymous.get(`/api/shop/products/get/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Product }>().data).toMatchObject({ _id: id, price: 15, salePrice: 11 });
    expect((await shop.anonymous.get('/api/shop/products/get/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const malformed = await shop.anonymous.get('/api/shop/products/get/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, message: 'Product not found', code: 'product.notFound' });
  });
});

describe('search', () => {
  const search = async (keyword: string) => {
    const res = await shop.anonymous.get(`/api/shop/search/${encodeURIComponent(keyword)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Product[] }>().data.map((p) => p.title);
  };

  it('matches title, description, category and brand, case-insensitively', async () => {
    expect(await search('MANCOZEB')).toContain('Mancozeb 75% WP Fungicide');
    expect(await search('leaf curl')).toContain('Hybrid Tomato Seeds F1 — 10 g');
    expect(await search('pesticides')).toContain('Mancozeb 75% WP Fungicide');
    expect(await search('Agro Bangla')).toContain('Urea 46% N 50 kg');
    expect(await search('shears')).not.toContain('Urea 46% N 50 kg');
  });

  it('ranks title matches before description matches', async () => {
    await addProduct({
      title: 'Garden Trowel',
      description: 'Handy for transplanting okra seedlings.',
      category: 'farmtools',
    });
    const results = await search('okra');
    expect(results.indexOf('Okra Seeds Green Velvet')).toBe(0);
    expect(results).toContain('Garden Trowel');
  });

  it('tolerates one typo in words of five letters or more', async () => {
    expect(await search('fertiliser')).toEqual(expect.arrayContaining(['Zinc Sulphate 33% 1 kg', 'Urea 46% N 50 kg']));
    expect(await search('fungicde')).toContain('Mancozeb 75% WP Fungicide');
    expect(await search('biodegradble')).toContain('Biodegradable Mulch Film');
    expect(await search('zzzzqqqq')).toEqual([]);
  });

  it('pages its answers like the product list, the first 50 when the client names no page', async () => {
    for (let i = 0; i < 5; i++) await addProduct({ title: `Paged Jute Bag ${i}`, category: 'others' });
    const plain = (await shop.anonymous.get('/api/shop/search/jute%20bag')).json<{
      data: Product[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    }>();
    expect(plain.pagination).toEqual({ page: 1, limit: 50, total: plain.data.length, totalPages: 1 });
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await shop.anonymous.get(`/api/shop/search/jute%20bag?page=${page}&limit=2`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: Product[]; pagination: Record<string, number> }>();
      expect(body.pagination).toEqual({ page, limit: 2, total: plain.data.length, totalPages: 3 });
      pages.push(...body.data.map((p) => p._id));
    }
    expect(pages).toEqual(plain.data.map((p) => p._id));
    const past = (await shop.anonymous.get('/api/shop/search/jute%20bag?page=9&limit=2')).json<{
      data: Product[];
      pagination: Record<string, number>;
    }>();
    expect(past).toMatchObject({ data: [], pagination: { page: 9, total: plain.data.length } });
    const bad = await shop.anonymous.get('/api/shop/search/jute?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/limit/);
  });

  it('finds the tomato seeds first for "tomatoe seed"', async () => {
    const titles = await search('tomatoe seed');
    expect(titles[0]).toMatch(/tomato seed/i);
  });

  it('treats SQL and LIKE characters as plain text', async () => {
    expect(await search("'; drop table products; --")).toEqual([]);
    expect(await search('100%')).toEqual([]);
    expect((await shop.anonymous.get('/api/shop/products/get?limit=1')).statusCode).toBe(200);
  });
});

describe('cached catalog reads', () => {
  const listPrice = async (id: string) => {
    const res = await shop.anonymous.get('/api/shop/products/get?category=others&sortBy=title-atoz&limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<{ data: Product[] }>().data.find((p) => p._id === id)?.price;
  };

  it('shows an edit, a review and a deletion at once in the listing, the detail and search', async () => {
    const p = await addProduct({ title: 'Cached Coir Pot 8 cm', category: 'others', price: 2, salePrice: 0 });
    // warm every cached read of this product
    expect(await listPrice(p._id)).toBe(2);
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).json<{ data: Product }>().data.price).toBe(2);
    const searchTitles = async () =>
      (await shop.anonymous.get('/api/shop/search/coir%20pot')).json<{ data: Product[] }>().data.map((x) => x.title);
    expect(await searchTitles()).toContain('Cached Coir Pot 8 cm');

    expect((await shop.admin.put(`/api/admin/products/edit/${p._id}`, { price: 3 })).statusCode).toBe(200);
    expect(await listPrice(p._id)).toBe(3);
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).json<{ data: Product }>().data.price).toBe(3);

    expect((await shop.admin.delete(`/api/admin/products/delete/${p._id}`)).statusCode).toBe(200);
    expect(await listPrice(p._id)).toBeUndefined();
    expect((await shop.anonymous.get(`/api/shop/products/get/${p._id}`)).statusCode).toBe(404);
    expect(await searchTitles()).not.toContain('Cached Coir Pot 8 cm');
  });

  it('lets the browser revalidate with the ETag: 304 while unchanged, the new answer after an edit', async () => {
    const p = await addProduct({ title: 'Revalidated Seed Tray 72', category: 'others', price: 5, salePrice: 0 });
    const url = `/api/shop/products/get/${p._id}`;
    const first = await shop.anonymous.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const unchanged = await shop.anonymous.get(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // a list of tags, and the same tag for the compressed answer
    expect((await shop.anonymous.get(url, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    const compressed = await shop.anonymous.get(url, { 'accept-encoding': 'br' });
    expect(compressed.headers.etag).toBe(etag);
    expect((await shop.anonymous.get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

    expect((await shop.admin.put(`/api/admin/products/edit/${p._id}`, { price: 6 })).statusCode).toBe(200);
    const edited = await shop.anonymous.get(url, { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Product }>().data.price).toBe(6);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('sends the cached answer compressed to a client that takes it, compressed once', async () => {
    const url = '/api/shop/products/get?sortBy=title-atoz&limit=100';
    const plain = await shop.anonymous.get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await shop.anonymous.get(url, { 'accept-encoding': header });
      expect(first.headers['content-encoding'], header).toBe(encoding);
      expect(first.headers['content-type'], header).toMatch(/^application\/json/);
      expect(decode(first.rawPayload).toString(), header).toBe(plain.body);
      // the cache entry's compressed body, not one made for this request
      expect(first.rawPayload.equals(new CachedJson(plain.body).encoded(encoding)), header).toBe(true);
      // the entry's own compressed copy: the same bytes again, with a length (not streamed)
      const again = await shop.anonymous.get(url, { 'accept-encoding': header });
      expect(again.rawPayload.equals(first.rawPayload), header).toBe(true);
      expect(Number(again.headers['content-length']), header).toBe(first.rawPayload.length);
    }
    // an answer under 1 kB goes as it is
    const small = await shop.anonymous.get('/api/shop/products/get?category=others&brand=unknown&limit=1', {
      'accept-encoding': 'br',
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers the same keyword in any case and spacing with the same results', async () => {
    const a = (await shop.anonymous.get('/api/shop/search/MANCOZEB')).json<{ data: Product[] }>().data;
    const b = (await shop.anonymous.get(`/api/shop/search/${encodeURIComponent('  mancozeb ')}`)).json<{
      data: Product[];
    }>().data;
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
