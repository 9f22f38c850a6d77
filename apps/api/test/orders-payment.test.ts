import type { Order } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments, orders } from '../src/db/schema.js';
import { approveDemoPayment, type Client, createProduct, signIn, type TestContext } from './helper.js';
import {
  type Buyer,
  buildShopSettledByTests,
  buyerWith,
  createOrder,
  placeOrder,
  stockOf,
  unitsSoldOf,
} from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

/** POST /api/shop/order/capture for an order, as `client`. */
const capture = (client: Client, orderId: string, paymentId: string, payerId: string) =>
  client.post('/api/shop/order/capture', { paymentId, payerId, orderId });

/**
 * A paid order whose capture the provider made but the shop never recorded: what a capture leaves behind
 * when the process dies between the provider's answer and our record.
 */
async function capturedButNotRecorded(buyer: Buyer): Promise<string> {
  const order = await placeOrder(buyer);
  const approved = await approveDemoPayment(buyer.client, order.approvalURL);
  await ctx.database.db
    .update(orders)
    .set({ captureRequestedAt: new Date(Date.now() - 60_000), payerId: approved.payerId })
    .where(eq(orders.id, order.orderId));
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.orderId));
  await ctx.app.payments.capturePayment({
    orderId: order.orderId,
    amountCents: row?.totalCents ?? 0,
    paymentId: approved.paymentId,
    payerId: approved.payerId,
  });
  return order.orderId;
}

describe('checkout with the demo provider', () => {
  it('captures only an approved payment of this order, and a made-up payment id changes nothing', async () => {
    const p = await createProduct(admin, { price: 8, totalStock: 10 });
    const a = await buyerWith(ctx, [[p, 1]]);
    const b = await buyerWith(ctx, [[p, 2]]);
    const orderA = await placeOrder(a);
    const orderB = await placeOrder(b);
    const paymentA = decodeURIComponent(orderA.approvalURL.split('/').pop() as string);

    const notApproved = await capture(a.client, orderA.orderId, paymentA, 'X');
    expect(notApproved.statusCode).toBe(402);
    expect(notApproved.json<{ message: string }>().message).toMatch(/not approved/);

    const madeUp = await capture(a.client, orderA.orderId, 'DEMO-made-up', 'X');
    expect(madeUp.statusCode).toBe(400);

    const approvedB = await approveDemoPayment(b.client, orderB.approvalURL);
    // B's approved payment cannot pay A's order, even by A
    const wrongOrder = await capture(a.client, orderA.orderId, approvedB.paymentId, approvedB.payerId);
    expect(wrongOrder.statusCode).toBe(400);
    // and A cannot capture B's order at all: it is not A's
    const notOwner = await capture(a.client, orderB.orderId, approvedB.paymentId, approvedB.payerId);
    expect(notOwner.statusCode).toBe(404);

    const detailsA = (await a.client.get(`/api/shop/order/details/${orderA.orderId}`)).json<{ data: Order }>().data;
    expect(detailsA).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending', paymentId: '' });
    // both orders hold their units; paying takes no more
    expect(await stockOf(ctx, p._id)).toBe(7);

    expect(await unitsSoldOf(ctx, p._id)).toBe(0);
    const okB = await b.client.post('/api/shop/order/capture', { ...approvedB, orderId: orderB.orderId });
    expect(okB.statusCode).toBe(200);
    expect(await stockOf(ctx, p._id)).toBe(7);
    // B's two units are sold (the popularity order ranks by them); A's unpaid one is not, and a repeated capture adds nothing
    expect(await unitsSoldOf(ctx, p._id)).toBe(2);
    await b.client.post('/api/shop/order/capture', { ...approvedB, orderId: orderB.orderId });
    expect(await unitsSoldOf(ctx, p._id)).toBe(2);
  });

  it('gives unpaid units back when the hold runs out; a late payment for goods since sold is refused before money moves', async () => {
    const p = await createProduct(admin, { title: 'Last Sack of Urea', price: 25, totalStock: 1 });
    const q = await createProduct(admin, { title: 'Twine', price: 2, totalStock: 5 });
    const buyer = await buyerWith(ctx, [
      [p, 1],
      [q, 2],
    ]);
    const order = await placeOrder(buyer);
    expect(await stockOf(ctx, p._id)).toBe(0);
    expect(await stockOf(ctx, q._id)).toBe(3);
    // somebody else is told "sold out" before paying
    const late = await buyerWith(ctx, [[p, 1]]).catch(() => undefined);
    expect(late).toBeUndefined();

    const approved = await approveDemoPayment(buyer.client, order.approvalURL);
    // the 15 minutes pass
    await ctx.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.orderId));
    expect(await ctx.app.settlePayments()).toMatchObject({ released: 1 });
    expect(await stockOf(ctx, p._id)).toBe(1);
    expect(await stockOf(ctx, q._id)).toBe(5);
    const expired = (await admin.get(`/api/admin/orders/details/${order.orderId}`)).json<{ data: Order }>().data;
    expect(expired).toMatchObject({ paymentStatus: 'expired', orderStatus: 'rejected' });
    // running it again changes nothing
    expect(await ctx.app.settlePayments()).toMatchObject({ released: 0 });
    expect(await stockOf(ctx, p._id)).toBe(1);

    // the last sack goes to another buyer
    const other = await buyerWith(ctx, [[p, 1]]);
    const otherOrder = await createOrder(other);
    expect(otherOrder.statusCode).toBe(201);

    const refused = await buyer.client.post('/api/shop/order/capture', { ...approved, orderId: order.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Last Sack of Urea');
    const [payment] = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.orderId, order.orderId));
    expect(payment?.status).toBe('approved');
    expect(await stockOf(ctx, q._id)).toBe(5);
  });

  it('a buyer who leaves the payment page gives the units back at once, and can still pay while they last', async () => {
    const p = await createProduct(admin, { title: 'Drip Kit', price: 15, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[p, 2]]);
    const order = await placeOrder(buyer);
    expect(await stockOf(ctx, p._id)).toBe(1);
    const cancelled = await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    });
    expect(await stockOf(ctx, p._id)).toBe(3);
    // again: nothing more changes; and nobody else may cancel it
    expect((await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId })).statusCode).toBe(200);
    expect(await stockOf(ctx, p._id)).toBe(3);
    const stranger = await signIn(ctx);
    expect((await stranger.client.post('/api/shop/order/cancel', { orderId: order.orderId })).statusCode).toBe(404);
    // the payment approved after all (another tab): the units are taken again, then paid
    const approved = await approveDemoPayment(buyer.client, order.approvalURL);
    const paid = await buyer.client.post('/api/shop/order/capture', { ...approved, orderId: order.orderId });
    expect(paid.statusCode).toBe(200);
    expect(await stockOf(ctx, p._id)).toBe(1);
    // a paid order is not cancelled
    const late = await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId });
    expect(late.json<{ data: Order }>().data).toMatchObject({ paymentStatus: 'paid' });
    expect(await stockOf(ctx, p._id)).toBe(1);
  });

  it('settles a capture the provider made but the shop never recorded: paid, or refunded through the provider when the goods are gone', async () => {
    const p = await createProduct(admin, { title: 'Knapsack Sprayer', price: 30, totalStock: 2 });
    const kept = await capturedButNotRecorded(await buyerWith(ctx, [[p, 1]]));
    const lost = await capturedButNotRecorded(await buyerWith(ctx, [[p, 1]]));
    // the second order's hold was lost and its unit sold meanwhile
    await ctx.database.db.update(orders).set({ stockState: 'released' }).where(eq(orders.id, lost));

    const report = await ctx.app.settlePayments();
    expect(report).toMatchObject({ recovered: 1, refunded: 1 });
    const paid = (await admin.get(`/api/admin/orders/details/${kept}`)).json<{ data: Order }>().data;
    expect(paid).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    const refunded = (await admin.get(`/api/admin/orders/details/${lost}`)).json<{ data: Order }>().data;
    expect(refunded).toMatchObject({
      paymentStatus: 'refunded',
      orderStatus: 'rejected',
      refundId: expect.stringMatching(/^REFUND-/),
    });
    const [payment] = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.orderId, lost));
    expect(payment).toMatchObject({ status: 'refunded', refundId: refunded.refundId });
    expect(await stockOf(ctx, p._id)).toBe(0);
    expect(await ctx.app.settlePayments()).toMatchObject({ recovered: 0, refunded: 0 });
  });
});
