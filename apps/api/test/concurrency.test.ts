import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveDemoPayment,
  buildTestApp,
  type Client,
  createAddress,
  createProduct,
  DATABASE_KIND,
  signIn,
  type TestContext,
} from './helper.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signIn(ctx, 'admin')).client;
});
afterAll(async () => ctx?.close());

describe(`racing buyers on ${DATABASE_KIND}`, () => {
  it('never sells more than the stock: as many paid orders as units, and stock 0', async () => {
    const UNITS = 3;
    const BUYERS = 10;
    const product = await createProduct(admin, { title: 'Last Power Tiller Blades', price: 40, totalStock: UNITS });

    // every buyer gets as far as an approved payment while stock still shows 3
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const { client, user } = await signIn(ctx);
        const add = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 1 });
        expect(add.statusCode).toBe(200);
        const addressId = await createAddress(client, user.id);
        const created = await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } });
        expect(created.statusCode, created.body).toBe(201);
        const { orderId, approvalURL } = created.json<{ orderId: string; approvalURL: string }>();
        const approved = await approveDemoPayment(client, approvalURL);
        return { client, orderId, approved };
      }),
    );

    const results = await Promise.all(
      buyers.map(({ client, orderId, approved }) =>
        client.post('/api/shop/order/capture', { paymentId: approved.paymentId, payerId: approved.payerId, orderId }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - UNITS);

    const stock = (await admin.get(`/api/shop/products/get/${product._id}`)).json<{ data: { totalStock: number } }>()
      .data;
    expect(stock.totalStock).toBe(0);
    const orders = (await admin.get('/api/admin/orders/get')).json<{
      data: { paymentStatus: string; orderStatus: string }[];
    }>().data;
    expect(orders.filter((o) => o.paymentStatus === 'paid' && o.orderStatus === 'confirmed')).toHaveLength(UNITS);
    expect(orders.filter((o) => o.paymentStatus === 'refundPending')).toHaveLength(BUYERS - UNITS);
  });

  it('captures an order once even when the same capture is sent many times at once', async () => {
    const product = await createProduct(admin, { totalStock: 10 });
    const { client, user } = await signIn(ctx);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 2 });
    const addressId = await createAddress(client, user.id);
    const { orderId, approvalURL } = (
      await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } })
    ).json<{
      orderId: string;
      approvalURL: string;
    }>();
    const approved = await approveDemoPayment(client, approvalURL);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/shop/order/capture', { ...approved, orderId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const stock = (await admin.get(`/api/shop/products/get/${product._id}`)).json<{ data: { totalStock: number } }>()
      .data;
    expect(stock.totalStock).toBe(8);
  });
});
