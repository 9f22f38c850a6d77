import type { PaymentReturn } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments } from '../src/db/schema.js';
import { settlePayments } from '../src/modules/orders/index.js';
import { approveDemoPayment, Client, createProduct, signIn, type TestContext } from './helper.js';
import { type Buyer, buildShopSettledByTests, buyerWith, placeOrder, stockOf } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

/** The same buyer signed in again in another browser (a phone's payment app, a second window): no shared storage. */
async function secondSession(buyer: Buyer): Promise<Client> {
  const client = new Client(ctx.app);
  const res = await client.post('/api/auth/login', { email: buyer.email, password: buyer.password });
  expect(res.statusCode).toBe(200);
  return client;
}

/** POST /api/shop/order/return as the return page does, with what its URL holds. */
async function returnState(client: Client, paymentId: string, payerId?: string) {
  const res = await client.post('/api/shop/order/return', { paymentId, ...(payerId ? { payerId } : {}) });
  return { status: res.statusCode, data: res.json<{ data: PaymentReturn }>().data, body: res.body };
}

/** Presses Pay now on a demo approval page by hand (the page may have no form when the order is paid). */
async function pressPayNow(client: Client, approvalURL: string) {
  const path = new URL(approvalURL).pathname;
  await client.get(path);
  return client.request({
    method: 'POST',
    url: `${path}/approve`,
    payload: `_xsrf=${encodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    xsrf: false,
  });
}

const paymentOf = (approvalURL: string) => decodeURIComponent(new URL(approvalURL).pathname.split('/').pop() ?? '');

describe('the payment return page asks the server', () => {
  it('shows paid in a second session that paid, and in the first one too, capturing once', async () => {
    const product = await createProduct(admin, { price: 12, totalStock: 5 });
    const buyer = await buyerWith(ctx, [[product, 2]]);
    const order = await placeOrder(buyer);
    const paymentId = paymentOf(order.approvalURL);

    // back in the first tab before anything was approved: not a failure, the page keeps asking
    const early = await returnState(buyer.client, paymentId);
    expect(early.status).toBe(200);
    expect(early.data).toMatchObject({ state: 'pending', orderId: order.orderId, paymentStatus: 'pending' });
    expect(early.data.orderNumber).toMatch(/^FA-\d{4}-\d{6}$/);

    const phone = await secondSession(buyer);
    const approved = await approveDemoPayment(phone, order.approvalURL);
    const onPhone = await returnState(phone, approved.paymentId, approved.payerId);
    expect(onPhone.data).toMatchObject({ state: 'paid', orderId: order.orderId, paymentStatus: 'paid' });

    // the first tab knows nothing of the phone's payment: the server does
    const firstTab = await returnState(buyer.client, paymentId);
    expect(firstTab.data).toMatchObject({ state: 'paid', orderNumber: onPhone.data.orderNumber });
    const again = await returnState(buyer.client, approved.paymentId, approved.payerId);
    expect(again.data.state).toBe('paid');

    expect(await stockOf(ctx, product._id)).toBe(3);
    const [payment] = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.id, paymentId));
    expect(payment?.status).toBe('captured');
  });

  it('captures a payment approved elsewhere when the return URL names no payer', async () => {
    const product = await createProduct(admin, { price: 5, totalStock: 2 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    await approveDemoPayment(await secondSession(buyer), order.approvalURL);
    const answer = await returnState(buyer.client, paymentOf(order.approvalURL));
    expect(answer.data).toMatchObject({ state: 'paid', paymentStatus: 'paid' });
  });

  it('refuses a second Pay now on a paid order and sends the buyer to the paid order instead', async () => {
    const product = await createProduct(admin, { price: 9, totalStock: 4 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    const first = paymentOf(order.approvalURL);
    // a second payment of the same order opened in another tab (the account's Pay now), then the first one paid
    const retry = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retry.statusCode).toBe(200);
    const second = retry.json<{ approvalURL: string }>().approvalURL;
    const approved = await approveDemoPayment(buyer.client, second);
    expect((await returnState(buyer.client, approved.paymentId, approved.payerId)).data.state).toBe('paid');

    // the first payment's page offers no Pay now any more, and pressing it approves nothing
    const page = await buyer.client.get(new URL(order.approvalURL).pathname);
    expect(page.body).toContain('This order is already paid');
    expect(page.body).not.toContain('<form');
    const pressed = await pressPayNow(buyer.client, order.approvalURL);
    expect(pressed.statusCode).toBe(303);
    const location = new URL(String(pressed.headers.location));
    expect(location.pathname).toBe('/shop/paypal-return');
    expect(location.searchParams.get('paymentId')).toBe(paymentOf(second));
    const [untouched] = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.id, first));
    expect(untouched?.status).toBe('created');

    // and the API opens no other payment for it
    const retryAgain = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retryAgain.statusCode).toBe(409);
    expect(await stockOf(ctx, product._id)).toBe(3);
  });

  it('answers failed with the next step when the hold ran out, and nothing for another buyer’s payment', async () => {
    const product = await createProduct(admin, { price: 4, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    const paymentId = paymentOf(order.approvalURL);

    const stranger = (await signIn(ctx)).client;
    const notTheirs = await stranger.post('/api/shop/order/return', { paymentId });
    expect(notTheirs.statusCode).toBe(404);

    await settlePayments(ctx.database.db, ctx.app.payments, { now: new Date(Date.now() + 60 * 60 * 1000) });
    const expired = await returnState(buyer.client, paymentId);
    expect(expired.data).toMatchObject({ state: 'failed', paymentStatus: 'expired', payable: true });
    expect(expired.data.message).toMatch(/not paid in time/);
  });
});
