import type { AdminProduct } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createProduct, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop, buyerWith, createOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  ({ ctx, admin, anonymous } = await buildShop());
});
afterAll(async () => ctx?.close());

type Page = { success: boolean; data: AdminProduct[]; pagination: { total: number; totalPages: number } };

async function adminList(query: string): Promise<Page> {
  const res = await admin.get(`/api/admin/products/get${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}
const titlesOf = (page: Page) => page.data.map((p) => p.title);

const shopTitles = async (query = '') =>
  (await anonymous.get(`/api/shop/products/get${query}`))
    .json<{ data: { title: string }[] }>()
    .data.map((p) => p.title);
const searchTitles = async (keyword: string) =>
  (await anonymous.get(`/api/shop/search/${keyword}`)).json<{ data: { title: string }[] }>().data.map((p) => p.title);

describe('the admin product table', () => {
  let products: Record<string, TestProduct>;

  beforeAll(async () => {
    const make = (title: string, o: Record<string, unknown>) => createProduct(admin, { title, ...o });
    products = {
      paddy: await make('Paddy Seeds Deluxe', { category: 'seed', brand: 'aci', price: 12, totalStock: 40 }),
      maize: await make('Maize Seeds', { category: 'seed', brand: 'agritech', price: 8, totalStock: 5 }),
      hoe: await make('Garden Hoe', { category: 'farmtools', brand: 'aci', price: 20, salePrice: 15, totalStock: 0 }),
      urea: await make('Urea 50%_mix', { category: 'fertilizer', brand: 'farmy', price: 30, totalStock: 12 }),
      spray: await make('Neem Spray', { category: 'pestisides', brand: 'farmy', price: 6, totalStock: 1 }),
    };
  });

  it('answers as before without the new parameters: products on sale, cheapest first, paged', async () => {
    const page = await adminList('');
    expect(page.success).toBe(true);
    expect(titlesOf(page)).toEqual(['Neem Spray', 'Maize Seeds', 'Paddy Seeds Deluxe', 'Garden Hoe', 'Urea 50%_mix']);
    expect(page.pagination).toMatchObject({ total: 5, totalPages: 1 });
    expect(page.data[0]).toMatchObject({ archivedAt: null, translations: {} });
    expect(titlesOf(await adminList('?sortBy=title-ztoa&limit=2&page=2'))).toEqual(['Neem Spray', 'Maize Seeds']);
  });

  it('searches, filters by category, brand and stock, sorts by any column and pages', async () => {
    expect(titlesOf(await adminList('?search=seeds&sort=title'))).toEqual(['Maize Seeds', 'Paddy Seeds Deluxe']);
    // LIKE's wildcards are taken literally
    expect(titlesOf(await adminList('?search=50%25_'))).toEqual(['Urea 50%_mix']);
    expect(titlesOf(await adminList('?search=x_y'))).toEqual([]);
    expect(titlesOf(await adminList('?category=seed,farmtools&brand=aci&sort=title'))).toEqual([
      'Garden Hoe',
      'Paddy Seeds Deluxe',
    ]);
    expect(titlesOf(await adminList('?stock=in&sort=title'))).toEqual(['Paddy Seeds Deluxe', 'Urea 50%_mix']);
    expect(titlesOf(await adminList('?stock=low&sort=stock'))).toEqual(['Neem Spray', 'Maize Seeds']);
    expect(titlesOf(await adminList('?stock=out'))).toEqual(['Garden Hoe']);
    expect(titlesOf(await adminList('?sort=stock&order=desc'))).toEqual([
      'Paddy Seeds Deluxe',
      'Urea 50%_mix',
      'Maize Seeds',
      'Neem Spray',
      'Garden Hoe',
    ]);
    // the price column sorts by what a buyer pays (the sale price of the hoe)
    expect(titlesOf(await adminList('?sort=price&order=desc&limit=2'))).toEqual(['Urea 50%_mix', 'Garden Hoe']);
    const second = await adminList('?sort=brand&limit=2&page=2');
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(second.data.map((p) => p.brand)).toEqual(['agritech', 'farmy']);
    expect((await adminList('?sort=title&page=9')).pagination.total).toBe(5);

    const touched = await admin.put(`/api/admin/products/edit/${products.urea?._id}`, { totalStock: 13 });
    expect(touched.statusCode).toBe(200);
    expect(titlesOf(await adminList('?sort=updated&order=desc&limit=1'))).toEqual(['Urea 50%_mix']);

    for (const [query, field] of [
      ['?stock=some', 'stock'],
      ['?sort=colour', 'sort'],
      ['?order=up', 'order'],
      ['?category=fish', 'category'],
      ['?limit=500', 'limit'],
    ]) {
      const res = await admin.get(`/api/admin/products/get${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await anonymous.get('/api/admin/products/get')).statusCode).toBe(401);
  });

  it('sets the stock of several products at once, all or none', async () => {
    const ids = [products.maize?._id, products.spray?._id] as string[];
    const res = await admin.post('/api/admin/products/bulk-stock', { ids, totalStock: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, updated: 2, message: 'Products updated: 2' });
    expect(titlesOf(await adminList('?stock=low'))).toEqual([]);
    // the shop sees the new stock at once (read model and cache)
    const maize = await anonymous.get(`/api/shop/products/get/${products.maize?._id}`);
    expect(maize.json<{ data: { totalStock: number } }>().data.totalStock).toBe(25);

    const missing = '00000000-0000-4000-8000-000000000000';
    const partly = await admin.post('/api/admin/products/bulk-stock', { ids: [...ids, missing], totalStock: 3 });
    expect(partly.statusCode).toBe(404);
    expect(titlesOf(await adminList('?stock=low'))).toEqual([]);
    for (const body of [
      { ids: [], totalStock: 1 },
      { ids, totalStock: -1 },
      { ids, totalStock: 1.5 },
      { ids: 'all', totalStock: 1 },
      { ids },
    ]) {
      const bad = await admin.post('/api/admin/products/bulk-stock', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const shopper = (await signIn(ctx)).client;
    expect((await shopper.post('/api/admin/products/bulk-stock', { ids, totalStock: 1 })).statusCode).toBe(403);
  });
});

describe('deleting products', () => {
  it('deletes a product no order names, and archives one that orders name, out of every shop read', async () => {
    const kept = await createProduct(admin, { title: 'Ordered Tractor Oil', totalStock: 30 });
    const gone = await createProduct(admin, { title: 'Unordered Tractor Belt', totalStock: 30 });
    const buyer = await buyerWith(ctx, [[kept, 1]]);
    expect((await createOrder(buyer)).statusCode).toBe(201);
    // another shopper has the product in the cart
    const later = await buyerWith(ctx, [[kept, 2]]);

    expect(await searchTitles('tractor')).toEqual(['Ordered Tractor Oil', 'Unordered Tractor Belt']);
    const deleted = await admin.delete(`/api/admin/products/delete/${gone._id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Product deleted successfully', outcome: 'deleted' });
    const archived = await admin.delete(`/api/admin/products/delete/${kept._id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ success: true, outcome: 'archived' });

    // gone from the listing and its count, the search, the detail, and carts
    expect(await shopTitles()).not.toContain('Ordered Tractor Oil');
    const listing = await anonymous.get('/api/shop/products/get?category=seed&brand=aci');
    expect(listing.json<{ pagination: { total: number } }>().pagination.total).toBe(
      listing.json<{ data: unknown[] }>().data.length,
    );
    expect(await searchTitles('tractor')).toEqual([]);
    expect((await anonymous.get(`/api/shop/products/get/${kept._id}`)).statusCode).toBe(404);
    const add = await later.client.post('/api/shop/cart/add', {
      userId: later.user.id,
      productId: kept._id,
      quantity: 1,
    });
    expect(add.statusCode).toBe(404);
    const cart = await later.client.get(`/api/shop/cart/get/${later.user.id}`);
    expect(cart.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);
    // the same from SQL (a replica whose read model is not loaded)
    const sqlOnly = await buildShop({ database: ctx.database, env: { CATALOG_READ_MODEL: 'false' } });
    try {
      expect(await searchTitlesOf(sqlOnly.anonymous, 'tractor')).toEqual([]);
      expect((await sqlOnly.anonymous.get(`/api/shop/products/get/${kept._id}`)).statusCode).toBe(404);
    } finally {
      await sqlOnly.ctx.close();
    }

    // the admin sees it under "archived" only, and restores it
    expect(titlesOf(await adminList('?search=tractor'))).toEqual([]);
    const inArchive = await adminList('?stock=archived');
    expect(titlesOf(inArchive)).toEqual(['Ordered Tractor Oil']);
    expect(inArchive.data[0]?.archivedAt).toEqual(expect.any(String));
    const restored = await admin.post(`/api/admin/products/restore/${kept._id}`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ success: true, message: 'Product restored', data: { archivedAt: null } });
    expect(await searchTitles('tractor')).toEqual(['Ordered Tractor Oil']);
    expect((await anonymous.get(`/api/shop/products/get/${kept._id}`)).statusCode).toBe(200);
    expect(titlesOf(await adminList('?stock=archived'))).toEqual([]);
  });

  it('deletes and archives in bulk, in one transaction', async () => {
    const ordered = await createProduct(admin, { title: 'Bulk Ordered Rake' });
    const free = await createProduct(admin, { title: 'Bulk Free Rake' });
    expect((await createOrder(await buyerWith(ctx, [[ordered, 1]]))).statusCode).toBe(201);

    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await admin.post('/api/admin/products/bulk-delete', { ids: [free._id, missing] });
    expect(refused.statusCode).toBe(404);
    expect(await searchTitles('rake')).toEqual(['Bulk Free Rake', 'Bulk Ordered Rake']);

    const res = await admin.post('/api/admin/products/bulk-delete', { ids: [ordered._id, free._id, free._id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Deleted: 1. Archived (ordered before): 1',
      deleted: [free._id],
      archived: [ordered._id],
    });
    expect(await searchTitles('rake')).toEqual([]);
    expect(titlesOf(await adminList('?stock=archived&search=rake'))).toEqual(['Bulk Ordered Rake']);
    expect((await admin.get(`/api/admin/products/get/${free._id}`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/products/bulk-delete', { ids: [] })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/products/restore/${missing}`, {})).statusCode).toBe(404);
  });
});

async function searchTitlesOf(client: Client, keyword: string) {
  return (await client.get(`/api/shop/search/${keyword}`))
    .json<{ data: { title: string }[] }>()
    .data.map((p) => p.title);
}
