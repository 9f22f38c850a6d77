import type { Order, OrderStatus } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { type Client, createProduct, signIn, type TestContext } from './helper.js';
import { buildShopSettledByTests, buyerWith, payOrder, placeOrder, stockOf } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let adminName: string;

beforeAll(async () => {
  ({ ctx } = await buildShopSettledByTests());
  const signedIn = await signIn(ctx, 'admin');
  admin = signedIn.client;
  adminName = signedIn.user.userName;
});
afterAll(async () => ctx?.close());

const move = (orderId: string, orderStatus: string, language = 'en') =>
  admin.request({
    method: 'PUT',
    url: `/api/admin/orders/update/${orderId}`,
    payload: { orderStatus },
    headers: { 'accept-language': language },
  });
const correct = (orderId: string, payload: Record<string, unknown>) =>
  admin.put(`/api/admin/orders/correct/${orderId}`, payload);
const adminView = async (orderId: string) =>
  (await admin.get(`/api/admin/orders/details/${orderId}`)).json<{ data: Order }>().data;

/** A paid order (confirmed by its capture) and its buyer. */
async function paidOrder() {
  const product = await createProduct(admin, { title: 'Chilli Seeds 50 g', price: 3, totalStock: 50 });
  const buyer = await buyerWith(ctx, [[product, 2]]);
  const order = await placeOrder(buyer);
  expect((await payOrder(buyer.client, order)).statusCode).toBe(200);
  return { buyer, product, orderId: order.orderId };
}

/** Puts the paid order at `status` directly, as if it had got there step by step. */
const setStatus = (orderId: string, status: OrderStatus) =>
  ctx.database.db
    .update(orders)
    .set({ orderStatus: status, paymentStatus: 'paid', stockState: 'committed' })
    .where(eq(orders.id, orderId));

/** Every status an admin may name, and where a paid order at each may go (✓) in one move. */
const TARGETS: OrderStatus[] = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'];
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['inProcess', 'inShipping', 'delivered', 'rejected'],
  inProcess: ['inShipping', 'delivered', 'rejected'],
  inShipping: ['delivered'],
  delivered: [],
  rejected: [],
};

describe('the order status machine', () => {
  it('moves a paid order only forward, rejects it only before it ships, and ends at delivered or rejected', async () => {
    const { orderId } = await paidOrder();
    const seen: string[] = [];
    for (const from of ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const) {
      for (const to of TARGETS) {
        await setStatus(orderId, from);
        const res = await move(orderId, to);
        const allowed = ALLOWED[from].includes(to);
        seen.push(`${from}→${to}:${res.statusCode}`);
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(allowed ? 200 : 409);
        expect((await adminView(orderId)).orderStatus, `${from} → ${to}`).toBe(allowed ? to : from);
      }
    }
    expect(seen.filter((s) => s.endsWith(':200'))).toHaveLength(8);
  });

  it('answers a refused move with the statuses named, in the language asked for', async () => {
    const { orderId } = await paidOrder();
    await setStatus(orderId, 'inShipping');
    const back = await move(orderId, 'pending');
    expect(back.json<{ message: string }>().message).toBe(
      'An order cannot go back from “In shipping” to “Pending”. If its status is wrong, correct it and give the reason.',
    );
    expect((await move(orderId, 'rejected')).json<{ message: string }>().message).toContain('“In shipping”');
    const french = await move(orderId, 'confirmed', 'fr');
    expect(french.statusCode).toBe(409);
    expect(french.json<{ message: string }>().message).toContain(
      '«\u00a0En cours de livraison\u00a0» à «\u00a0Confirmée\u00a0»',
    );
    expect((await move(orderId, 'inShipping', 'hi')).json<{ message: string }>().message).toMatch(/[\u0900-\u097f]/);
    await setStatus(orderId, 'delivered');
    expect((await move(orderId, 'delivered')).json<{ message: string }>().message).toBe(
      'This order is already “Delivered”.',
    );
  });

  it('keeps an unpaid order from being confirmed, packed, shipped or delivered; it may be rejected', async () => {
    const product = await createProduct(admin, { totalStock: 5 });
    const order = await placeOrder(await buyerWith(ctx, [[product, 1]]));
    for (const to of ['confirmed', 'inProcess', 'inShipping', 'delivered']) {
      const res = await move(order.orderId, to);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/not paid yet.*“/);
    }
    expect((await move(order.orderId, 'pending')).statusCode).toBe(409);
    expect((await move(order.orderId, 'rejected')).statusCode).toBe(200);
  });

  it('refunds a paid order that is rejected, and puts its units back on the shelf', async () => {
    const { orderId, product } = await paidOrder();
    expect(await stockOf(ctx, product._id)).toBe(48);
    const res = await move(orderId, 'rejected');
    expect(res.statusCode, res.body).toBe(200);
    const rejected = await adminView(orderId);
    expect(rejected.paymentStatus).toBe('refunded');
    expect(rejected.refundId).not.toBe('');
    expect(await stockOf(ctx, product._id)).toBe(50);
  });
});

describe('corrections', () => {
  it('moves an order back only with a reason, kept with the admin’s name; the buyer sees the corrected state only', async () => {
    const { orderId, buyer } = await paidOrder();
    expect((await move(orderId, 'inProcess')).statusCode).toBe(200);
    expect((await move(orderId, 'inShipping')).statusCode).toBe(200);

    for (const payload of [{ orderStatus: 'inProcess' }, { orderStatus: 'inProcess', reason: '   ' }]) {
      const res = await correct(orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('reason');
    }
    expect((await adminView(orderId)).orderStatus).toBe('inShipping');

    const reason = 'Parcel still at the depot: courier scanned the wrong bag';
    const res = await correct(orderId, { orderStatus: 'inProcess', reason });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<{ data: Order }>().data;
    expect(view.orderStatus).toBe('inProcess');
    expect(view.statusChanges?.map(({ from, to, by, reason: why }) => ({ from, to, by, reason: why }))).toEqual([
      { from: 'confirmed', to: 'inProcess', by: adminName, reason: null },
      { from: 'inProcess', to: 'inShipping', by: adminName, reason: null },
      { from: 'inShipping', to: 'inProcess', by: adminName, reason },
    ]);
    expect(view.timeline.map((e) => e.step)).toEqual(['placed', 'paid', 'packed']);

    const own = await buyer.client.get(`/api/shop/order/details/${orderId}`);
    const buyerView = own.json<{ data: Order }>().data;
    expect(buyerView.timeline.map((e) => e.step)).toEqual(['placed', 'paid', 'packed']);
    expect(buyerView.statusChanges).toBeUndefined();
    expect(own.body).not.toContain('depot');
    const list = await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`);
    expect(list.body).not.toContain('depot');
  });

  it('refuses a correction that does not go back, or takes a paid order back to pending, or undoes a rejection', async () => {
    const { orderId } = await paidOrder();
    await setStatus(orderId, 'inProcess');
    const reason = 'A mistake on the packing table';
    for (const to of ['inShipping', 'delivered', 'rejected', 'inProcess']) {
      expect((await correct(orderId, { orderStatus: to, reason })).statusCode, to).toBe(409);
    }
    const pending = await correct(orderId, { orderStatus: 'pending', reason });
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ message: string }>().message).toBe(
      'This order has been paid: it cannot go back to “Pending”.',
    );
    expect((await correct(orderId, { orderStatus: 'confirmed', reason })).statusCode).toBe(200);

    await setStatus(orderId, 'delivered');
    expect((await correct(orderId, { orderStatus: 'inShipping', reason })).statusCode).toBe(200);
    await setStatus(orderId, 'rejected');
    expect((await correct(orderId, { orderStatus: 'inProcess', reason })).statusCode).toBe(409);
    expect((await adminView(orderId)).orderStatus).toBe('rejected');
  });
});
