import type { Product } from '@farmai/contracts';
import { BRANDS, CATEGORIES, TRANSLATION_LANGUAGES } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.js';
import { DEMO_FARMER, loadConfig } from '../src/config.js';
import { bn } from '../src/seed/content/translations/bn.js';
import { es } from '../src/seed/content/translations/es.js';
import { fr } from '../src/seed/content/translations/fr.js';
import { hi } from '../src/seed/content/translations/hi.js';
import { buildTestApp, Client, signIn, type TestContext } from './helper.js';

const TRANSLATIONS = { es, fr, bn, hi };

let ctx: TestContext;
let client: Client;

beforeAll(async () => {
  ctx = await buildTestApp();
  const report = await bootstrap(ctx.config, ctx.database, ctx.storage);
  expect(report.seed?.seeded).toBe(true);
  // the seed ran beside the started app: announced as a change of unknown products
  await ctx.app.catalogCache.invalidate();
  client = new Client(ctx.app);
}, 120_000);
afterAll(async () => ctx?.close());

describe('demo data', () => {
  it('has at least 40 products over every category and brand, some on sale, low and out of stock', async () => {
    const res = await client.get('/api/shop/products/get?limit=100');
    const { data, pagination } = res.json<{ data: Product[]; pagination: { total: number } }>();
    expect(pagination.total).toBeGreaterThanOrEqual(40);
    expect(new Set(data.map((p) => p.category))).toEqual(new Set(Object.keys(CATEGORIES)));
    expect(new Set(data.map((p) => p.brand))).toEqual(new Set(Object.keys(BRANDS)));
    expect(data.filter((p) => p.salePrice > 0).length).toBeGreaterThanOrEqual(5);
    expect(data.every((p) => p.salePrice === 0 || p.salePrice < p.price)).toBe(true);
    expect(data.filter((p) => p.totalStock > 0 && p.totalStock < 10).length).toBeGreaterThanOrEqual(3);
    expect(data.filter((p) => p.totalStock === 0).length).toBeGreaterThanOrEqual(1);
    expect(data.every((p) => p.description.length > 60 && p.title.length > 5)).toBe(true);
    for (const p of data.slice(0, 5)) {
      const image = await client.get(p.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives every product three pictures, and a unit and pack size read from its title', async () => {
    const { data } = (await client.get('/api/shop/products/get?limit=100')).json<{ data: Product[] }>();
    expect(data.every((p) => p.images.length === 3 && p.images[0] === p.image)).toBe(true);
    expect(new Set(data.flatMap((p) => p.images)).size).toBe(data.length * 3);
    for (const url of data[0]?.images ?? []) {
      const picture = await client.get(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
    const pack = (title: string) => {
      const p = data.find((item) => item.title === title);
      return p && [p.unit, p.packSize];
    };
    expect(pack('Urea 46% N — 50 kg')).toEqual(['kg', 50]);
    expect(pack('Neem Oil Emulsifiable Concentrate 500 ml')).toEqual(['mL', 500]);
    expect(pack('Yellow Sticky Traps (Pack of 25)')).toEqual(['piece', 25]);
    expect(pack('Knapsack Sprayer 16 L')).toEqual(['piece', 1]);
    expect(pack('Lay-Flat Irrigation Hose 2" — 50 m')).toEqual(['m', 50]);
  });

  it('has expert advice, cultivation guides with numbered headings, and three banners', async () => {
    const advice = (await client.get('/api/common/expertAdvice')).json<{
      expertAdvice: { path: string; title: string }[];
    }>();
    expect(advice.expertAdvice.length).toBeGreaterThanOrEqual(6);
    expect(advice.expertAdvice.every((a) => a.path.startsWith('/uploads/advice/'))).toBe(true);
    // the demo draft is the admin's only
    expect(advice.expertAdvice.map((a) => a.title)).not.toContain('Drip irrigation for dry-season vegetables');
    const scm = (await client.get('/api/common/scm')).json<{
      scientificCultivationMethods: { crop_name: string; description: string; path: string }[];
    }>();
    expect(scm.scientificCultivationMethods.length).toBeGreaterThanOrEqual(8);
    for (const guide of scm.scientificCultivationMethods) {
      const lines = guide.description.split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(lines.every((line) => /^\d+\.\s[^:]+:/.test(line))).toBe(true);
    }
    const banners = (await client.get('/api/common/feature/get')).json<{ data: { image: string }[] }>();
    expect(banners.data).toHaveLength(3);
  });

  it('stores the translations of seed/content/translations with each item, and none where it has none', async () => {
    const admin = (await signIn(ctx, 'admin')).client;
    type Translated = { translations: Record<string, Record<string, string>> };
    const products = (await admin.get('/api/admin/products/get?limit=100')).json<{
      data: (Translated & { title: string })[];
    }>().data;
    const advice = (await admin.get('/api/common/expertAdvice/translations')).json<{
      expertAdvice: (Translated & { title: string })[];
    }>().expertAdvice;
    const guides = (await admin.get('/api/common/scm/translations')).json<{
      scientificCultivationMethods: (Translated & { crop_name: string })[];
    }>().scientificCultivationMethods;
    const banners = (await admin.get('/api/common/feature/translations')).json<{
      data: (Translated & { title: string; backdrop: string })[];
    }>().data;
    const stored = { products, advice, guides, banners };
    const keyOf = { products: 'title', advice: 'title', guides: 'crop_name', banners: 'title' } as const;
    const fileOf = { products: 'products', advice: 'advice', guides: 'cultivation', banners: 'banners' } as const;
    for (const language of TRANSLATION_LANGUAGES) {
      for (const kind of ['products', 'advice', 'guides', 'banners'] as const) {
        const file: Record<string, Record<string, string>> = TRANSLATIONS[language][fileOf[kind]];
        const items: (Translated & Record<string, string>)[] = stored[kind] as never;
        expect(Object.keys(file).length, `${language} ${kind}`).toBeGreaterThan(0);
        // every translation names an item the demo data has
        const keys = items.map((item) => item[keyOf[kind]]);
        for (const key of Object.keys(file)) expect(keys, `${language} ${kind}`).toContain(key);
        for (const item of items) {
          const key = item[keyOf[kind]] ?? '';
          expect(item.translations[language], `${language} ${key}`).toEqual(file[key]);
        }
      }
    }
    expect(banners.every((b) => b.title !== '' && b.backdrop.startsWith('/uploads/features/'))).toBe(true);
  });

  it('reads in Bangla and Hindi, finds the urea fertilizer by its Bangla and Hindi names, and draws no banner words', async () => {
    const ureaBn = bn.products['Urea 46% N — 50 kg']?.title as string;
    expect(ureaBn).toContain('ইউরিয়া সার');
    for (const [keyword, language] of [
      ['ইউরিয়া', 'bn'],
      ['ইউরিয়া সার', 'bn'],
      ['यूरिया', 'hi'],
      ['यूरिया खाद', 'hi'],
    ] as const) {
      const found = (
        await client.get(`/api/shop/search/${encodeURIComponent(keyword)}`, { 'accept-language': language })
      ).json<{ data: Product[] }>().data;
      expect(
        found.map((p) => p.title),
        keyword,
      ).toContain(language === 'bn' ? ureaBn : hi.products['Urea 46% N — 50 kg']?.title);
    }
    const banners = (await client.get('/api/common/feature/get', { 'accept-language': 'bn' })).json<{
      data: { image: string; title?: string; language: string }[];
    }>().data;
    const translated = banners.filter((b) => b.language === 'bn');
    expect(translated.length).toBe(Object.keys(bn.banners).length);
    for (const banner of translated) {
      expect(Object.values(bn.banners).map((t) => t.title)).toContain(banner.title);
      expect((await client.get(banner.image)).statusCode).toBe(200);
    }
  });

  it('creates the admin and the farmer with the documented passwords', async () => {
    const admin = await new Client(ctx.app).post('/api/auth/login', {
      email: 'admin@farmai.local',
      password: 'farmai-admin',
    });
    expect(admin.json<{ user: { role: string } }>().user.role).toBe('admin');
    const farmer = await new Client(ctx.app).post('/api/auth/login', {
      email: DEMO_FARMER.email,
      password: DEMO_FARMER.password,
    });
    expect(farmer.json<{ user: { role: string } }>().user.role).toBe('user');
  });

  it('gives the farmer three paid orders with their tracking: delivered, shipped, just paid', async () => {
    const farmer = new Client(ctx.app);
    const login = await farmer.post('/api/auth/login', { email: DEMO_FARMER.email, password: DEMO_FARMER.password });
    const { id } = login.json<{ user: { id: string } }>().user;
    const orders = (await farmer.get(`/api/shop/order/list/${id}`)).json<{
      data: { orderNumber: string; paymentStatus: string; timeline: { step: string; at: string | null }[] }[];
    }>().data;
    expect(orders.map((o) => o.timeline.at(-1)?.step)).toEqual(['paid', 'shipped', 'delivered']);
    expect(orders.every((o) => o.paymentStatus === 'paid' && /^FA-\d{4}-\d{6}$/.test(o.orderNumber))).toBe(true);
    expect(orders[2]?.timeline.every((entry) => entry.at !== null)).toBe(true);
    const receipt = await farmer.get(`/api/shop/order/receipt/${(orders[0] as { _id?: string })._id}`);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('does not seed twice, and resets the admin from ADMIN_EMAIL/ADMIN_PASSWORD on every start', async () => {
    const config = loadConfig(
      { DATA_DIR: ctx.config.dataDir, ADMIN_EMAIL: 'admin@farmai.local', ADMIN_PASSWORD: 'rotated-secret-9' },
      { jwtSecret: ctx.config.jwtSecret },
    );
    const report = await bootstrap(config, ctx.database, ctx.storage);
    expect(report.seed?.seeded).toBe(false);
    expect(report.adminReset).toBe(true);
    const total = (await client.get('/api/shop/products/get')).json<{ pagination: { total: number } }>().pagination
      .total;
    expect(total).toBeLessThan(100);
    const old = await new Client(ctx.app).post('/api/auth/login', {
      email: 'admin@farmai.local',
      password: 'farmai-admin',
    });
    expect(old.statusCode).toBe(401);
    const rotated = await new Client(ctx.app).post('/api/auth/login', {
      email: 'admin@farmai.local',
      password: 'rotated-secret-9',
    });
    expect(rotated.statusCode).toBe(200);

    const other = loadConfig(
      { DATA_DIR: ctx.config.dataDir, ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'owner-secret-1' },
      { jwtSecret: ctx.config.jwtSecret },
    );
    await bootstrap(other, ctx.database, ctx.storage);
    const owner = await new Client(ctx.app).post('/api/auth/login', {
      email: 'owner@example.test',
      password: 'owner-secret-1',
    });
    expect(owner.json<{ user: { role: string } }>().user.role).toBe('admin');
  });
});
