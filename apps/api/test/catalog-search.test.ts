import { ADMIN_PAGE_SIZE_DEFAULT, sortOptionIds } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, createProduct, type TestContext, type TestProduct } from './helper.js';
import { buyerWith, payOrder, placeOrder, setUpShop } from './helpers/shop.js';

/**
 * Listing orders (featured, newest, popularity, titles without letter case, out of stock last), the
 * lists older clients ask without paging, short and acronym searches, suggestions as one types and
 * "did you mean". The same database is also answered by a second server without the read model:
 * both must answer byte for byte alike.
 */
const shop = setUpShop();
let sqlOnly: TestContext;
let sqlClient: Client;

interface Product extends TestProduct {
  category: string;
  brand: string;
}
interface ListBody {
  data: Product[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  didYouMean?: string;
}

const TITLES: [string, Record<string, unknown>][] = [
  ['HDPE Grow Bags 12 × 12 in', { category: 'others', brand: 'agritech', price: 6 }],
  ['Hand-Push Row Seeder', { category: 'farmtools', brand: 'famai', price: 48 }],
  ['hand trowel, forged', { category: 'farmtools', brand: 'farmy', price: 4 }],
  ['DAP Diammonium Phosphate 18-46-0 50 kg', { category: 'fertilizer', brand: 'aci', price: 41 }],
  ['NPK 20-20-20 Water-Soluble Fertilizer', { category: 'fertilizer', brand: 'aci', price: 7.9 }],
  ['Urea 46% N 50 kg', { category: 'fertilizer', brand: 'agrobangla', price: 32 }],
  ['Okra Seeds Green Star', { category: 'seed', brand: 'agrobangla', price: 2.5 }],
  ['Zinc Sulphate 1 kg (sold out)', { category: 'fertilizer', brand: 'unknown', price: 1, totalStock: 0 }],
  ['Aardvark Seed Tray (sold out)', { category: 'seed', brand: 'farmy', price: 0.5, totalStock: 0 }],
];
const products: Record<string, Product> = {};
/** More than one default page of products. */
const FILLER = 24;

beforeAll(async () => {
  for (const [title, overrides] of TITLES) {
    products[title] = (await createProduct(shop.admin, { title, ...overrides })) as Product;
  }
  for (let i = 0; i < FILLER; i++) {
    await createProduct(shop.admin, {
      title: `Filler Seed Packet ${String(i).padStart(2, '0')}`,
      category: 'seed',
      brand: i % 2 ? 'agritech' : 'famai',
      price: 10 + i,
    });
  }
  // sales: the NPK sells 3, the urea 1
  const npk = products['NPK 20-20-20 Water-Soluble Fertilizer'] as Product;
  const urea = products['Urea 46% N 50 kg'] as Product;
  const buyer = await buyerWith(shop.ctx, [
    [npk, 3],
    [urea, 1],
  ]);
  const paid = await payOrder(buyer.client, await placeOrder(buyer));
  expect(paid.statusCode, paid.body).toBe(200);
  sqlOnly = await buildTestApp({ database: shop.ctx.database, env: { CATALOG_READ_MODEL: 'false' } });
  sqlClient = new Client(sqlOnly.app);
}, 120_000);
afterAll(async () => sqlOnly?.close());

const list = async (query: string, client: Client = shop.anonymous) => {
  const res = await client.get(`/api/shop/products/get${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};
const titlesOf = (body: ListBody) => body.data.map((p) => p.title);
const TOTAL = TITLES.length + FILLER;

describe('listing orders', () => {
  it('puts out-of-stock products last in every order', async () => {
    for (const sortBy of sortOptionIds) {
      const body = await list(`?sortBy=${sortBy}&page=1&limit=100`);
      expect(body.data, sortBy).toHaveLength(TOTAL);
      const stocks = body.data.map((p) => p.totalStock > 0);
      expect(stocks.slice(0, TOTAL - 2).every(Boolean), sortBy).toBe(true);
      expect(stocks.slice(TOTAL - 2), sortBy).toEqual([false, false]);
    }
  });

  it('orders titles without regard to letter case: "Hand-Push…" before "HDPE…"', async () => {
    const atoz = titlesOf(await list('?sortBy=title-atoz&page=1&limit=100'));
    expect(atoz.indexOf('hand trowel, forged')).toBeLessThan(atoz.indexOf('Hand-Push Row Seeder'));
    expect(atoz.indexOf('Hand-Push Row Seeder')).toBeLessThan(atoz.indexOf('HDPE Grow Bags 12 × 12 in'));
    expect(atoz.slice(-2)).toEqual(['Aardvark Seed Tray (sold out)', 'Zinc Sulphate 1 kg (sold out)']);
    const ztoa = titlesOf(await list('?sortBy=title-ztoa&page=1&limit=100'));
    expect(ztoa.slice(0, TOTAL - 2)).toEqual(atoz.slice(0, TOTAL - 2).reverse());
  });

  it('sorts by popularity (units sold in paid orders) and features the best sellers', async () => {
    for (const sortBy of ['popularity', 'featured']) {
      const top = titlesOf(await list(`?sortBy=${sortBy}&page=1&limit=3`));
      expect(top.slice(0, 2), sortBy).toEqual(['NPK 20-20-20 Water-Soluble Fertilizer', 'Urea 46% N 50 kg']);
    }
  });

  it('sorts by newest first', async () => {
    const latest = await createProduct(shop.admin, { title: 'Brand-New Sprayer Nozzle', category: 'farmtools' });
    const top = await list('?sortBy=newest&page=1&limit=2');
    expect(top.data[0]?._id).toBe(latest._id);
    expect(top.data[1]?.title).toBe(`Filler Seed Packet ${String(FILLER - 1).padStart(2, '0')}`);
    const res = await shop.admin.delete(`/api/admin/products/delete/${latest._id}`);
    expect(res.statusCode).toBe(200);
  });

  it('keeps price low to high as the order a request without sortBy gets', async () => {
    const plain = await list('?page=1&limit=100');
    const prices = plain.data.filter((p) => p.totalStock > 0).map((p) => p.salePrice || p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plain).toEqual(await list('?sortBy=price-lowtohigh&page=1&limit=100'));
  });

  it('filters by category and brand in each new order', async () => {
    const body = await list('?category=fertilizer&brand=aci,agrobangla&sortBy=featured&page=1&limit=10');
    expect(titlesOf(body)).toEqual([
      'NPK 20-20-20 Water-Soluble Fertilizer',
      'Urea 46% N 50 kg',
      'DAP Diammonium Phosphate 18-46-0 50 kg',
    ]);
  });
});

describe('lists asked without page or limit (older clients)', () => {
  it('answer every product up to LEGACY_LIST_LIMIT in the shop and the admin lists, with pagination', async () => {
    const shopList = await list('');
    expect(shopList.data).toHaveLength(TOTAL);
    expect(shopList.pagination).toEqual({ page: 1, limit: 500, total: TOTAL, totalPages: 1 });
    const filtered = await list('?category=seed');
    expect(filtered.pagination.total).toBe(FILLER + 2);
    expect(filtered.data).toHaveLength(FILLER + 2);
    const admin = await shop.admin.get('/api/admin/products/get');
    expect(admin.statusCode).toBe(200);
    const adminBody = admin.json<ListBody>();
    expect(adminBody.data).toHaveLength(TOTAL);
    expect(adminBody.pagination).toEqual({ page: 1, limit: 500, total: TOTAL, totalPages: 1 });
  });

  it('page as asked when the request names page or limit', async () => {
    expect((await list('?page=2')).pagination).toEqual({ page: 2, limit: 24, total: TOTAL, totalPages: 2 });
    expect((await list('?page=2')).data).toHaveLength(TOTAL - 24);
    expect((await list('?limit=5')).data).toHaveLength(5);
    // the back office pages by its own default size
    const admin = (await shop.admin.get('/api/admin/products/get?page=1')).json<ListBody>();
    expect(admin.data).toHaveLength(ADMIN_PAGE_SIZE_DEFAULT);
  });

  it('answer at most the configured number', async () => {
    const small = await buildTestApp({ database: shop.ctx.database, env: { LEGACY_LIST_LIMIT: '30' } });
    try {
      const body = (await new Client(small.app).get('/api/shop/products/get')).json<ListBody>();
      expect(body.data).toHaveLength(30);
      expect(body.pagination).toEqual({ page: 1, limit: 30, total: TOTAL, totalPages: 2 });
    } finally {
      await small.close();
    }
  });
});

const search = async (keyword: string, query = '?page=1&limit=24', client: Client = shop.anonymous) => {
  const res = await client.get(`/api/shop/search/${encodeURIComponent(keyword)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};

describe('search', () => {
  it('finds acronyms and two-letter beginnings', async () => {
    expect(titlesOf(await search('NPK'))[0]).toBe('NPK 20-20-20 Water-Soluble Fertilizer');
    expect(titlesOf(await search('DAP'))[0]).toBe('DAP Diammonium Phosphate 18-46-0 50 kg');
    expect(titlesOf(await search('dap'))[0]).toBe('DAP Diammonium Phosphate 18-46-0 50 kg');
    // ACI is a brand: its products are found by its name
    const aci = titlesOf(await search('ACI'));
    expect(aci).toEqual(
      expect.arrayContaining(['DAP Diammonium Phosphate 18-46-0 50 kg', 'NPK 20-20-20 Water-Soluble Fertilizer']),
    );
    expect(titlesOf(await search('np'))).toContain('NPK 20-20-20 Water-Soluble Fertilizer');
  });

  it('says what was meant when a search finds nothing, and that finds products', async () => {
    const misspelt = await search('sedd');
    expect(misspelt.data).toEqual([]);
    expect(misspelt.didYouMean).toBe('seed');
    expect((await search(misspelt.didYouMean ?? '')).pagination.total).toBeGreaterThan(0);
    const twoWords = await search('okra sedd');
    expect(twoWords.data).toEqual([]);
    expect(twoWords.didYouMean).toBe('okra seed');
    const nothing = await search('qqxxzz');
    expect(nothing.data).toEqual([]);
    expect(nothing.didYouMean).toBeUndefined();
    // a search that finds products carries no suggestion
    expect((await search('seed')).didYouMean).toBeUndefined();
  });
});

interface SuggestBody {
  data: { kind: string; value: string; label: string }[];
}
const suggest = async (q: string, headers: Record<string, string> = {}) => {
  const res = await shop.anonymous.request({
    method: 'GET',
    url: `/api/shop/products/suggest?q=${encodeURIComponent(q)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestBody>().data;
};

describe('suggestions as one types', () => {
  it('suggests categories, brands and product titles', async () => {
    const np = await suggest('np');
    expect(np).toContainEqual({
      kind: 'product',
      value: products['NPK 20-20-20 Water-Soluble Fertilizer']?._id,
      label: 'NPK 20-20-20 Water-Soluble Fertilizer',
    });
    expect((await suggest('fert'))[0]).toEqual({ kind: 'category', value: 'fertilizer', label: 'Fertilizer' });
    expect((await suggest('ACI'))[0]).toEqual({ kind: 'brand', value: 'aci', label: 'ACI' });
    const many = await suggest('se');
    expect(many.length).toBeLessThanOrEqual(8);
    expect(many.length).toBeGreaterThan(3);
  });

  it('rejects an empty query', async () => {
    const res = await shop.anonymous.get('/api/shop/products/suggest?q=');
    expect(res.statusCode).toBe(400);
  });
});

describe('the read model and SQL', () => {
  it('answer every new order, legacy list, search, suggestion and correction byte for byte alike', async () => {
    const paths = [
      ...sortOptionIds.flatMap((sortBy) => [
        `/api/shop/products/get?sortBy=${sortBy}&page=1&limit=24`,
        `/api/shop/products/get?sortBy=${sortBy}&page=2&limit=7`,
        `/api/shop/products/get?sortBy=${sortBy}&category=seed,fertilizer&brand=aci,famai,agrobangla&page=1&limit=5`,
        `/api/shop/products/get?sortBy=${sortBy}&brand=farmy&page=1&limit=5`,
      ]),
      '/api/shop/products/get',
      '/api/shop/products/get?category=fertilizer',
      // words the catalog has, misspelt ones, and words, sizes and brands it lacks
      ...[
        'NPK',
        'dap',
        'aci',
        'np',
        'sedd',
        'okra sedd',
        'qqxxzz',
        'hand',
        'tractor',
        'urea 50kg',
        'urea 50 kg',
        '1 l',
        'syngenta',
        'ureaa 1kg',
        'kokra',
        'trowell',
      ].map((k) => `/api/shop/search/${encodeURIComponent(k)}?page=1&limit=24`),
      ...['np', 'fert', 'se', 'ha'].map((q) => `/api/shop/products/suggest?q=${q}`),
    ];
    for (const path of paths) {
      for (const language of ['en', 'bn']) {
        const headers = { 'accept-language': language };
        const fromModel = await shop.anonymous.request({ method: 'GET', url: path, headers });
        const fromSql = await sqlClient.request({ method: 'GET', url: path, headers });
        expect(fromModel.statusCode, path).toBe(200);
        expect(fromModel.body, `${path} ${language}`).toBe(fromSql.body);
      }
    }
  });
});
