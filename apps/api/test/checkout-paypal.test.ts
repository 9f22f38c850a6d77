import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createAddress, createProduct, signIn, type TestContext } from './helper.js';
import { type PayPalShop, shopOnFakePayPal } from './helpers/paypal.js';
import type { FakePayPal } from './mocks/paypal-fake.js';

let shop: PayPalShop;
let paypal: FakePayPal;
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  shop = await shopOnFakePayPal();
  ({ paypal, ctx, admin } = shop);
  expect(ctx.app.payments.name).toBe('paypal');
});
afterAll(async () => {
  await shop?.close();
});

describe('checkout through PayPal Orders v2', () => {
  it('creates a PayPal order for the server-computed total, captures it on return and confirms the order', async () => {
    const product = await createProduct(admin, {
      title: 'Neem Oil 500 ml',
      price: 7.5,
      salePrice: 6.25,
      totalStock: 4,
    });
    const { client, user } = await signIn(ctx);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 3 });
    const addressId = await createAddress(client, user.id);

    const created = await client.post('/api/shop/order/create', {
      userId: user.id,
      addressInfo: { addressId },
      totalAmount: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { approvalURL, orderId } = created.json<{ approvalURL: string; orderId: string }>();
    expect(approvalURL.startsWith(`${paypal.baseUrl}/checkoutnow?token=`)).toBe(true);
    const token = new URL(approvalURL).searchParams.get('token') as string;

    const createCall = paypal.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders');
    expect(createCall?.headers['paypal-request-id']).toContain(orderId);
    expect(createCall?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: orderId, amount: { currency_code: 'USD', value: '18.75' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://farm.example/shop/paypal-return',
            cancel_url: 'https://farm.example/shop/checkout',
          },
        },
      },
    });

    const early = await client.post('/api/shop/order/capture', { paymentId: token, payerId: 'P', orderId });
    expect(early.statusCode).toBe(402);

    paypal.approve(token, 'PAYER123');
    const capture = await client.post('/api/shop/order/capture', { paymentId: token, payerId: 'PAYER123', orderId });
    expect(capture.statusCode, capture.body).toBe(200);
    expect(capture.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      paymentId: token,
      payerId: 'PAYER123',
      paymentMethod: 'paypal',
    });
    const stock = (await client.get(`/api/shop/products/get/${product._id}`)).json<{ data: { totalStock: number } }>()
      .data;
    expect(stock.totalStock).toBe(1);

    const again = await client.post('/api/shop/order/capture', { paymentId: token, payerId: 'PAYER123', orderId });
    expect(again.statusCode).toBe(200);
    const captures = paypal.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.length).toBeLessThanOrEqual(2);
    expect(paypal.orders.get(token)?.status).toBe('COMPLETED');
  });

  it('answers 502 and keeps no order when PayPal is down', async () => {
    const product = await createProduct(admin, { totalStock: 4 });
    const { client, user } = await signIn(ctx);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 1 });
    const addressId = await createAddress(client, user.id);
    paypal.failNext(503, { name: 'SERVICE_UNAVAILABLE' });
    const res = await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false });
    const orders = (await client.get(`/api/shop/order/list/${user.id}`)).json<{ data: unknown[] }>().data;
    expect(orders).toEqual([]);
  });
});
