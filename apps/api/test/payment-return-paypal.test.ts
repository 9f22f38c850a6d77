import type { PaymentReturn } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProduct, type TestContext } from './helper.js';
import { type PayPalShop, shopOnFakePayPal } from './helpers/paypal.js';
import { buyerWith, placeOrder } from './helpers/shop.js';
import type { FakePayPal } from './mocks/paypal-fake.js';

let shop: PayPalShop;
let paypal: FakePayPal;
let ctx: TestContext;

beforeAll(async () => {
  shop = await shopOnFakePayPal({ PAYMENT_SETTLE_INTERVAL_MS: '3600000' });
  ({ paypal, ctx } = shop);
});
afterAll(async () => shop?.close());

const tokenOf = (approvalURL: string) => new URL(approvalURL).searchParams.get('token') as string;
const captures = () => paypal.requests.filter((r) => r.path.endsWith('/capture'));

describe('the payment return page through PayPal', () => {
  it('shows paid in the session that approved and in the first one, with one capture at PayPal', async () => {
    const product = await createProduct(shop.admin, { title: 'Hand Weeder', price: 15, totalStock: 4 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    const token = tokenOf(order.approvalURL);
    const ask = async (client: Client, payerId?: string) =>
      (await client.post('/api/shop/order/return', { paymentId: token, ...(payerId ? { payerId } : {}) })).json<{
        data: PaymentReturn;
      }>().data;

    expect((await ask(buyer.client)).state).toBe('pending');
    expect(captures()).toHaveLength(0);

    // approved on a phone, which comes back to the return page signed in on its own
    paypal.approve(token, 'PHONEPAYER');
    const phone = new Client(ctx.app);
    await phone.post('/api/auth/login', { email: buyer.email, password: buyer.password });
    expect(await ask(phone, 'PHONEPAYER')).toMatchObject({ state: 'paid', orderId: order.orderId });
    expect(paypal.orders.get(token)?.status).toBe('COMPLETED');

    // the first tab, and the phone again: paid, and PayPal was asked to capture once
    expect(await ask(buyer.client)).toMatchObject({ state: 'paid', paymentStatus: 'paid' });
    expect(await ask(phone, 'PHONEPAYER')).toMatchObject({ state: 'paid' });
    expect(captures()).toHaveLength(1);
    const retry = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retry.statusCode).toBe(409);
    expect(paypal.requests.filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')).toHaveLength(1);
  });
});
