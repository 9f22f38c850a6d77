import type { Order } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders } from '../src/db/schema.js';
import { type Client, createProduct, signIn, type TestContext } from './helper.js';
import { buildShopSettledByTests, buyerWith, payOrder, placeOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx } = await buildShopSettledByTests());
  admin = (await signIn(ctx, 'admin')).client;
});
afterAll(async () => ctx?.close());

/** A buyer with one paid order of two lines. */
async function buyerWithPaidOrder() {
  const seeds = await createProduct(admin, { title: 'Okra Seeds 100 g', price: 2, totalStock: 40 });
  const spray = await createProduct(admin, { title: 'Neem Oil 1 l', price: 9, totalStock: 40 });
  const buyer = await buyerWith(ctx, [
    [seeds, 1],
    [spray, 2],
  ]);
  const order = await placeOrder(buyer);
  expect((await payOrder(buyer.client, order)).statusCode).toBe(200);
  const list = async (headers?: Record<string, string>) =>
    buyer.client.get(`/api/shop/order/list/${buyer.user.id}`, headers);
  return { buyer, orderId: order.orderId, list };
}

const ordersOf = (res: { json: <T>() => T }) => res.json<{ data: Order[] }>().data;

describe("a buyer's order list read again", () => {
  it('is the same answer with the same ETag, private to the browser, and 304 for the copy the phone holds', async () => {
    const { list, orderId } = await buyerWithPaidOrder();
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(ordersOf(first).map((o) => o._id)).toEqual([orderId]);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await list();
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const held = await list({ 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it('shows at once what any writer changed in the database: an order, its lines, its timeline, its removal', async () => {
    const { list, orderId } = await buyerWithPaidOrder();
    const before = await list();
    const db = ctx.database.db;

    // written past the API (as another replica, the back office or a job would): the next read has it
    await db.update(orders).set({ orderStatus: 'inShipping' }).where(eq(orders.id, orderId));
    const shipped = await list({ 'if-none-match': String(before.headers.etag) });
    expect(shipped.statusCode).toBe(200);
    expect(ordersOf(shipped)[0]?.orderStatus).toBe('inShipping');

    await db.update(orderItems).set({ quantity: 5 }).where(eq(orderItems.orderId, orderId));
    expect(ordersOf(await list())[0]?.cartItems.map((line) => line.quantity)).toEqual([5, 5]);

    const eventsBefore = ordersOf(await list())[0]?.timeline.length ?? 0;
    await db.insert(orderEvents).values({ orderId, orderStatus: 'delivered', paymentStatus: 'paid' });
    await db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, orderId));
    const delivered = ordersOf(await list())[0];
    expect(delivered?.orderStatus).toBe('delivered');
    expect(delivered?.timeline.length).toBeGreaterThan(eventsBefore);

    await db.delete(orders).where(eq(orders.id, orderId));
    expect(ordersOf(await list())).toEqual([]);
  });

  it('holds a new order as soon as it is placed, and the back office’s status change as soon as it is made', async () => {
    const { buyer, list, orderId } = await buyerWithPaidOrder();
    expect(ordersOf(await list())).toHaveLength(1);
    const product = await createProduct(admin, { title: 'Maize Seeds 2 kg', price: 6, totalStock: 10 });
    await buyer.client.post('/api/shop/cart/add', { userId: buyer.user.id, productId: product._id, quantity: 1 });
    const second = await placeOrder(buyer);
    expect(ordersOf(await list()).map((o) => o._id)).toEqual([second.orderId, orderId]);

    const moved = await admin.put(`/api/admin/orders/update/${orderId}`, { orderStatus: 'inProcess' });
    expect(moved.statusCode).toBe(200);
    expect(ordersOf(await list()).find((o) => o._id === orderId)?.orderStatus).toBe('inProcess');
  });
});
