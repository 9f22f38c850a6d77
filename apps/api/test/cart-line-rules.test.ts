import { LINE_CAP_KEYS, lineLimit, lineProductOf, PRODUCT_FACT_KEYS, PRODUCT_FACTS } from '@farmai/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { lineFacts, shelf } from '../src/modules/catalog/shelf.js';
import { type Client, createProduct, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop, buyerWith, createOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let buyer: { client: Client; user: { id: string } };
let hoe: TestProduct;
let empty: TestProduct;
let seeds: TestProduct;
/** A product per fact that caps a line, capped below its stock. */
let capped: TestProduct[];

const archive = (id: string) =>
  ctx.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
  buyer = await signIn(ctx);
  hoe = await createProduct(admin, { title: 'Line Rules Hoe', totalStock: 4 });
  empty = await createProduct(admin, { title: 'Line Rules Sickle', totalStock: 0 });
  seeds = await createProduct(admin, { title: 'Line Rules Seeds', totalStock: 6 });
  capped = await Promise.all(LINE_CAP_KEYS.map((key) => createProduct(admin, { totalStock: 6, [key]: 2 })));
});
afterAll(async () => ctx?.close());

describe('the line rules in SQL', () => {
  it('gives each product the same limit as the shared rules', async () => {
    await archive(seeds._id);
    // what every cart change and order reads of a product: the facts and the limit in SQL
    const rows = await ctx.database.db
      .select({ ...lineFacts, limit: shelf.lineLimit })
      .from(shelf)
      .where(inArray(shelf.id, [hoe._id, empty._id, seeds._id, ...capped.map((p) => p._id)]));
    expect(rows.map((r) => Number(r.limit)).sort()).toEqual([0, 0, ...capped.map(() => 2), 4]);
    for (const row of rows) expect(Number(row.limit)).toBe(lineLimit(lineProductOf(row)));
    await ctx.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, seeds._id));
  });
});

describe('a line of a product archived after it was put in the cart', () => {
  it('can no longer be added to, changed or merged, with the answers for a product not found', async () => {
    const { client, user } = buyer;
    const add = (quantity: number) =>
      client.post('/api/shop/cart/add', { userId: user.id, productId: seeds._id, quantity });
    expect((await add(2)).statusCode).toBe(200);
    await archive(seeds._id);

    const more = await add(1);
    expect(more.statusCode).toBe(404);
    expect(more.json()).toMatchObject({ code: 'product.notFound', message: 'Product not found' });
    const update = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: seeds._id,
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'product.notFound', message: 'Product not found' });

    const merge = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [
        { productId: seeds._id, quantity: 1 },
        { productId: hoe._id, quantity: 5 },
        { productId: empty._id, quantity: 1 },
      ],
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const answer = merge.json<{ data: { items: { productId: string; quantity: number }[] }; notices: unknown[] }>();
    expect(answer.data.items.map((i) => [i.productId, i.quantity])).toEqual([[hoe._id, 4]]);
    expect(answer.notices).toEqual([
      {
        productId: seeds._id,
        reason: 'notFound',
        quantity: 0,
        message: "A product from this browser's cart is no longer sold and was left out.",
      },
      {
        productId: hoe._id,
        reason: 'stockLimit',
        quantity: 4,
        message: 'Only 4 of "Line Rules Hoe" in stock: your cart holds 4.',
      },
      {
        productId: empty._id,
        reason: 'soldOut',
        quantity: 0,
        message: '"Line Rules Sickle" is out of stock and was not added to your cart.',
      },
    ]);
  });
});

describe('the facts a rule may read', () => {
  it('reach the cart line of every answer, as the product states them', async () => {
    const facts = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, PRODUCT_FACTS[key].max]));
    const stated = await createProduct(admin, { title: 'Line Rules Facts', totalStock: 9, ...facts });
    const { client, user } = await signIn(ctx);
    const added = await client.post('/api/shop/cart/add', { userId: user.id, productId: stated._id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    const [line] = cart.json<{ data: { items: Record<string, unknown>[] } }>().data.items;
    expect(line).toMatchObject({ productId: stated._id, totalStock: 9, ...facts });
    // and the shelf gives the rules the same facts
    const [row] = await ctx.database.db.select(lineFacts).from(shelf).where(eq(shelf.id, stated._id));
    expect(lineProductOf(row)).toMatchObject({ stock: 9, archived: false, ...facts });
  });
});

describe("a product's maximum per order", () => {
  const refusal = { success: false, code: 'cart.maxPerOrder', message: 'At most 3 of this item can be in one order' };

  it('refuses an add and a quantity change above it, on the server, with the stock above it', async () => {
    const limited = await createProduct(admin, { title: 'Hybrid Maize Seeds', totalStock: 50, maxPerOrder: 3 });
    const { client, user } = await signIn(ctx);
    const add = (quantity: number) =>
      client.post('/api/shop/cart/add', { userId: user.id, productId: limited._id, quantity });
    const change = (quantity: number) =>
      client.put('/api/shop/cart/update-cart', { userId: user.id, productId: limited._id, quantity });

    const tooMany = await add(4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(refusal);
    expect((await add(2)).statusCode).toBe(200);
    const past = await add(2);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(refusal);
    expect((await add(1)).statusCode).toBe(200);

    const raised = await change(4);
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual(refusal);
    expect((await change(2)).statusCode).toBe(200);
    const inSpanish = await client.put(
      '/api/shop/cart/update-cart',
      { userId: user.id, productId: limited._id, quantity: 9 },
      { 'accept-language': 'es' },
    );
    expect(inSpanish.json<{ message: string }>().message).toBe(
      'Un pedido puede incluir como máximo 3 unidades de este artículo',
    );
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(cart.json<{ data: { items: { quantity: number; maxPerOrder: number }[] } }>().data.items).toMatchObject([
      { quantity: 2, maxPerOrder: 3 },
    ]);
  });

  it("lowers a visitor's cart line to it at sign-in, with a notice", async () => {
    const limited = await createProduct(admin, { title: 'Bio Fungicide', totalStock: 50, maxPerOrder: 3 });
    const { client, user } = await signIn(ctx);
    expect(
      (await client.post('/api/shop/cart/add', { userId: user.id, productId: limited._id, quantity: 2 })).statusCode,
    ).toBe(200);
    const merge = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [{ productId: limited._id, quantity: 5 }],
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const answer = merge.json<{ data: { items: { productId: string; quantity: number }[] }; notices: unknown[] }>();
    expect(answer.data.items.map((i) => [i.productId, i.quantity])).toEqual([[limited._id, 3]]);
    expect(answer.notices).toEqual([
      {
        productId: limited._id,
        reason: 'maxPerOrder',
        quantity: 3,
        message: 'At most 3 of "Bio Fungicide" can be in one order: your cart holds 3.',
      },
    ]);

    // lowered below what the line already holds: the line keeps its units, and the notice says both numbers
    expect((await admin.put(`/api/admin/products/edit/${limited._id}`, { maxPerOrder: 2 })).statusCode).toBe(200);
    const again = await client.post(
      '/api/shop/cart/merge',
      { userId: user.id, items: [{ productId: limited._id, quantity: 1 }] },
      { 'accept-language': 'fr' },
    );
    expect(again.json<{ notices: unknown[] }>().notices).toEqual([
      {
        productId: limited._id,
        reason: 'maxPerOrder',
        quantity: 3,
        message: 'Une commande peut contenir au plus 2 unités de « Bio Fungicide » : votre panier en contient 3.',
      },
    ]);
  });

  it('refuses an order above it with 409, taking no stock', async () => {
    const limited = await createProduct(admin, { title: 'Drip Emitters', totalStock: 50, maxPerOrder: 6 });
    const buyer = await buyerWith(ctx, [[limited, 5]]);
    const lowered = await admin.put(`/api/admin/products/edit/${limited._id}`, { maxPerOrder: 4 });
    expect(lowered.statusCode, lowered.body).toBe(200);

    const order = await createOrder(buyer);
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({
      success: false,
      code: 'order.maxPerOrder',
      message: 'At most 4 of "Drip Emitters" can be in one order. Please lower the quantity.',
    });
    const [row] = await ctx.database.db
      .select({ totalStock: products.totalStock })
      .from(products)
      .where(eq(products.id, limited._id));
    expect(row?.totalStock).toBe(50);
    const orders = await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`);
    expect(orders.json<{ data: unknown[] }>().data).toEqual([]);

    expect((await admin.put(`/api/admin/products/edit/${limited._id}`, { maxPerOrder: null })).statusCode).toBe(200);
    expect((await createOrder(buyer)).statusCode).toBe(201);
  });
});
