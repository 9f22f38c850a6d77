import type { AdminProduct, Product } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProduct } from './fixtures.js';
import { buildTestApp, Client, signIn, type TestContext } from './helper.js';

/**
 * Products tagged with active ingredients, and the shop's answer to "which products hold these":
 * the same from the in-memory read model and from SQL, in stock first, then by how many they hold.
 */

let model: TestContext;
let sql: TestContext;
let admin: Client;
let shopper: Client;
let sqlShopper: Client;

beforeAll(async () => {
  model = await buildTestApp();
  // a second server on the same database, answering from SQL
  sql = await buildTestApp({ database: model.database, env: { CATALOG_READ_MODEL: 'false' } });
  admin = (await signIn(model, 'admin')).client;
  shopper = new Client(model.app);
  sqlShopper = new Client(sql.app);
});
afterAll(async () => {
  await sql.close();
  await model.close();
});

async function addProduct(overrides: Record<string, unknown>): Promise<AdminProduct> {
  const res = await admin.post('/api/admin/products/add', { ...sampleProduct, category: 'pestisides', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: AdminProduct }>().data;
}

async function byIngredients(client: Client, query: string, headers?: Record<string, string>) {
  const res = await client.get(`/api/shop/products/by-ingredients?${query}`, headers);
  return res;
}
const titles = async (client: Client, query: string) => {
  const res = await byIngredients(client, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: boolean; data: Product[] }>().data.map((p) => p.title);
};

describe('active ingredients of products', () => {
  let mancozeb: AdminProduct;
  let combo: AdminProduct;
  let soldOut: AdminProduct;
  let copper: AdminProduct;

  beforeAll(async () => {
    mancozeb = await addProduct({
      title: 'Mancozeb 75% WP — 1 kg',
      price: 8,
      salePrice: 6.5,
      totalStock: 12,
      activeIngredients: ['mancozeb'],
    });
    combo = await addProduct({
      title: 'Zeta Metalaxyl-M 4% + Mancozeb 64% WP',
      price: 11,
      salePrice: 0,
      totalStock: 5,
      activeIngredients: ['metalaxyl-m', 'mancozeb', 'mancozeb'],
    });
    soldOut = await addProduct({
      title: 'Alpha Mancozeb + Copper Oxychloride',
      totalStock: 0,
      activeIngredients: ['copper-oxychloride', 'mancozeb'],
    });
    copper = await addProduct({
      title: 'Copper Oxychloride 50% WP',
      totalStock: 30,
      activeIngredients: ['copper-oxychloride'],
      translations: { es: { title: 'Oxicloruro de cobre 50 % WP', description: 'Fungicida cúprico.' } },
    });
    await addProduct({ title: 'Untagged sprayer', category: 'farmtools' });
  });

  it('stores the tags once each, answers them to the admin, and untagged products have none', async () => {
    expect(combo.activeIngredients).toEqual(['metalaxyl-m', 'mancozeb']);
    // the shop's other answers stay as they were
    const got = await shopper.get(`/api/shop/products/get/${mancozeb._id}`);
    expect(got.json<{ data: Product }>().data).not.toHaveProperty('activeIngredients');
    const one = (await admin.get(`/api/admin/products/get/${mancozeb._id}`)).json<{ data: AdminProduct }>().data;
    expect(one.activeIngredients).toEqual(['mancozeb']);
    const list = (await admin.get('/api/admin/products/get?limit=100')).json<{ data: AdminProduct[] }>().data;
    expect(list.find((p) => p.title === 'Untagged sprayer')?.activeIngredients).toEqual([]);
  });

  it('rejects an unknown ingredient id with 400 naming the field, storing nothing', async () => {
    const res = await admin.post('/api/admin/products/add', { ...sampleProduct, activeIngredients: ['snake-oil'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/activeIngredients/);
    const bad = await byIngredients(shopper, 'ingredients=mancozeb,snake-oil');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/ingredients/);
    expect((await byIngredients(shopper, 'ingredients=')).statusCode).toBe(400);
    expect((await byIngredients(shopper, '')).statusCode).toBe(400);
    expect((await byIngredients(shopper, 'ingredients=mancozeb&limit=500')).statusCode).toBe(400);
    // in the asker's language
    const es = { 'accept-language': 'es' };
    const spanish = await admin.request({
      method: 'POST',
      url: '/api/admin/products/add',
      payload: { ...sampleProduct, activeIngredients: ['snake-oil'] },
      headers: es,
    });
    expect(spanish.json<{ message: string }>().message).toMatch(
      /activeIngredients.*debe ser el identificador de un principio activo conocido/,
    );
    expect((await byIngredients(shopper, 'ingredients=snake-oil', es)).json<{ message: string }>().message).toMatch(
      /valor desconocido para ingredient: snake-oil/,
    );
    expect((await byIngredients(shopper, 'ingredients=', es)).json<{ message: string }>().message).toMatch(
      /debe nombrar de 1 a 20 principios activos/,
    );
  });

  it('answers products holding any ingredient: in stock first, then most matches, then title', async () => {
    const query = 'ingredients=mancozeb,metalaxyl-m';
    expect(await titles(shopper, query)).toEqual([
      'Zeta Metalaxyl-M 4% + Mancozeb 64% WP',
      'Mancozeb 75% WP — 1 kg',
      'Alpha Mancozeb + Copper Oxychloride',
    ]);
    expect(await titles(shopper, 'ingredients=copper-oxychloride')).toEqual([
      'Copper Oxychloride 50% WP',
      'Alpha Mancozeb + Copper Oxychloride',
    ]);
    expect(await titles(shopper, 'ingredients=mancozeb&limit=1')).toEqual(['Mancozeb 75% WP — 1 kg']);
    expect(await titles(shopper, 'ingredients=imidacloprid')).toEqual([]);
    const second = (await byIngredients(shopper, query)).json<{ data: Product[] }>().data[1];
    expect(second).toMatchObject({ _id: mancozeb._id, price: 8, salePrice: 6.5, totalStock: 12 });
    // each product with its ingredients, sent last
    expect(Object.keys(second ?? {}).at(-1)).toBe('activeIngredients');
    expect(second?.activeIngredients).toEqual(['mancozeb']);
  });

  it('answers the same bytes from the read model and from SQL, in every language', async () => {
    for (const query of ['ingredients=mancozeb,metalaxyl-m', 'ingredients=copper-oxychloride,mancozeb&limit=2']) {
      for (const language of ['en', 'es', 'bn']) {
        const headers = { 'accept-language': language };
        const a = await byIngredients(shopper, query, headers);
        const b = await byIngredients(sqlShopper, query, headers);
        expect(a.statusCode).toBe(200);
        expect(a.body, `${query} ${language}`).toBe(b.body);
      }
    }
    const es = (await byIngredients(shopper, 'ingredients=copper-oxychloride', { 'accept-language': 'es' })).json<{
      data: Product[];
    }>().data;
    expect(es[0]).toMatchObject({ title: 'Oxicloruro de cobre 50 % WP', language: 'es' });
    expect(es[1]).toMatchObject({ title: 'Alpha Mancozeb + Copper Oxychloride', language: 'en' });
  });

  it('follows tagging, stock and deletion at once', async () => {
    const query = 'ingredients=copper-oxychloride';
    // the admin tags a product: it appears
    const edit = await admin.put(`/api/admin/products/edit/${mancozeb._id}`, {
      activeIngredients: ['mancozeb', 'copper-oxychloride'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await titles(shopper, query)).toEqual([
      'Copper Oxychloride 50% WP',
      'Mancozeb 75% WP — 1 kg',
      'Alpha Mancozeb + Copper Oxychloride',
    ]);
    // restocked: the sold-out one moves up by its two matches
    await admin.put(`/api/admin/products/edit/${soldOut._id}`, { totalStock: 3 });
    expect(await titles(shopper, 'ingredients=copper-oxychloride,mancozeb')).toEqual([
      'Alpha Mancozeb + Copper Oxychloride',
      'Mancozeb 75% WP — 1 kg',
      'Copper Oxychloride 50% WP',
      'Zeta Metalaxyl-M 4% + Mancozeb 64% WP',
    ]);
    expect(await titles(sqlShopper, 'ingredients=copper-oxychloride,mancozeb')).toEqual(
      await titles(shopper, 'ingredients=copper-oxychloride,mancozeb'),
    );
    // tags removed, then a product deleted
    await admin.put(`/api/admin/products/edit/${mancozeb._id}`, { activeIngredients: [] });
    await admin.delete(`/api/admin/products/delete/${copper._id}`);
    expect(await titles(shopper, query)).toEqual(['Alpha Mancozeb + Copper Oxychloride']);
    expect(await titles(sqlShopper, query)).toEqual(['Alpha Mancozeb + Copper Oxychloride']);
  });
});
