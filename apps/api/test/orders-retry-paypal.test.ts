import type { Order } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createProduct, type TestContext } from './helper.js';
import { type PayPalShop, shopOnFakePayPal } from './helpers/paypal.js';
import { buyerWith, placeOrder } from './helpers/shop.js';
import type { FakePayPal } from './mocks/paypal-fake.js';

let shop: PayPalShop;
let paypal: FakePayPal;
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  // a buyer's list asks PayPal about one waiting payment at most once in 3 s
  shop = await shopOnFakePayPal({ PAYMENT_SETTLE_INTERVAL_MS: '3600000', PAYMENT_RECHECK_MS: '3000' });
  ({ paypal, ctx, admin } = shop);
});
afterAll(async () => {
  await shop?.close();
});

const tokenOf = (approvalURL: string) => new URL(approvalURL).searchParams.get('token') as string;

describe('payments left pending, through PayPal', () => {
  it('settles a PayPal order approved in another tab when the buyer reads the orders', async () => {
    const product = await createProduct(admin, { title: 'Seed Drill', price: 40, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    const list = async () =>
      (await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`)).json<{ data: Order[] }>().data;

    const lookups = () =>
      paypal.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v2/checkout/orders/${tokenOf(order.approvalURL)}`,
      ).length;
    expect((await list())[0]).toMatchObject({ paymentStatus: 'pending', paymentProvider: 'paypal' });
    const askedAt = Date.now();
    expect(lookups()).toBe(1);
    expect(paypal.requests.some((r) => r.path.endsWith('/capture'))).toBe(false);

    // read again at once: PayPal is not asked about the same payment within the window
    paypal.approve(tokenOf(order.approvalURL), 'PAYERTAB2');
    expect((await list())[0]).toMatchObject({ paymentStatus: 'pending' });
    expect(lookups()).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, askedAt + 3_100 - Date.now())));
    const [settled] = await list();
    // asked again (and once more by the capture)
    expect(lookups()).toBeGreaterThan(1);
    expect(settled).toMatchObject({
      _id: order.orderId,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: tokenOf(order.approvalURL),
      payerId: 'PAYERTAB2',
      paymentProvider: 'paypal',
      paymentMethod: 'paypal',
    });
    expect(paypal.orders.get(tokenOf(order.approvalURL))?.status).toBe('COMPLETED');
    const captures = paypal.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.map((r) => r.headers['paypal-request-id'])).toEqual([`farmai-capture-${order.orderId}`]);
    await list();
    expect(paypal.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('opens a new PayPal order on retry, with a new idempotency key, and captures the one approved', async () => {
    const product = await createProduct(admin, { title: 'Knapsack Sprayer', price: 25, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[product, 2]]);
    const order = await placeOrder(buyer);
    const retried = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retried.statusCode, retried.body).toBe(200);
    const { approvalURL } = retried.json<{ approvalURL: string }>();
    expect(tokenOf(approvalURL)).not.toBe(tokenOf(order.approvalURL));
    const creates = paypal.requests.filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders');
    expect(creates.map((r) => r.headers['paypal-request-id'])).toEqual(
      expect.arrayContaining([`farmai-create-${order.orderId}`, `farmai-create-${order.orderId}-2`]),
    );

    // the first page is stale: only the new payment is captured
    paypal.approve(tokenOf(approvalURL), 'PAYERRETRY');
    const capture = await buyer.client.post('/api/shop/order/capture', {
      paymentId: tokenOf(approvalURL),
      payerId: 'PAYERRETRY',
      orderId: order.orderId,
    });
    expect(capture.statusCode, capture.body).toBe(200);
    expect(capture.json<{ data: Order }>().data).toMatchObject({ paymentStatus: 'paid', totalAmount: 50 });
    const captureCall = paypal.requests.find((r) => r.path === `/v2/checkout/orders/${tokenOf(approvalURL)}/capture`);
    expect(captureCall?.headers['paypal-request-id']).toBe(`farmai-capture-${order.orderId}-2`);
    const stale = await buyer.client.post('/api/shop/order/capture', {
      paymentId: tokenOf(order.approvalURL),
      payerId: 'X',
      orderId: order.orderId,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps the order pending when PayPal cannot open a new payment', async () => {
    const product = await createProduct(admin, { price: 3, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    // the read before the retry, then the create
    paypal.failNext(503, { name: 'SERVICE_UNAVAILABLE' });
    paypal.failNext(503, { name: 'SERVICE_UNAVAILABLE' });
    const retried = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retried.statusCode).toBe(502);
    const details = (await buyer.client.get(`/api/shop/order/details/${order.orderId}`)).json<{ data: Order }>().data;
    expect(details).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending' });
  });
});
