import type { Order } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProduct, signIn, type TestContext } from './helper.js';
import { buildShopSettledByTests, buyerWith, placeOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

describe('order access', () => {
  it('shows orders only to their owner and to admins', async () => {
    const p = await createProduct(admin, { totalStock: 5 });
    const owner = await buyerWith(ctx, [[p, 1]]);
    const { orderId } = await placeOrder(owner);
    const stranger = await signIn(ctx);
    const anonymous = new Client(ctx.app);

    expect((await stranger.client.get(`/api/shop/order/details/${orderId}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/shop/order/details/${orderId}`)).statusCode).toBe(401);
    expect((await stranger.client.get(`/api/shop/order/list/${owner.user.id}`)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/shop/order/list/${owner.user.id}`)).statusCode).toBe(401);
    expect((await stranger.client.post('/api/shop/order/create', { userId: owner.user.id })).statusCode).toBe(403);
    expect(
      (await anonymous.post('/api/shop/order/capture', { paymentId: 'x', payerId: 'y', orderId })).statusCode,
    ).toBe(401);

    for (const [method, url] of [
      ['GET', '/api/admin/orders/get'],
      ['GET', `/api/admin/orders/details/${orderId}`],
      ['PUT', `/api/admin/orders/update/${orderId}`],
      ['PUT', `/api/admin/orders/correct/${orderId}`],
    ] as const) {
      const payload = method === 'PUT' ? { orderStatus: 'delivered', reason: 'A mistake' } : undefined;
      expect((await stranger.client.request({ method, url, payload })).statusCode).toBe(403);
      expect((await anonymous.request({ method, url, payload })).statusCode).toBe(401);
    }
    expect(
      (await owner.client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data.orderStatus,
    ).toBe('pending');
  });

  it('lets an admin list every order newest first, read details, and move an unpaid order only to rejected', async () => {
    const p = await createProduct(admin, { totalStock: 9 });
    const first = await buyerWith(ctx, [[p, 1]]);
    const o1 = await placeOrder(first);
    const o2 = await placeOrder(first);

    const all = (await admin.get('/api/admin/orders/get')).json<{ data: Order[] }>().data;
    const ids = all.map((o) => o._id);
    expect(ids.indexOf(o2.orderId)).toBeLessThan(ids.indexOf(o1.orderId));
    const dates = all.map((o) => Date.parse(o.orderDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));

    const mine = (await first.client.get(`/api/shop/order/list/${first.user.id}`)).json<{ data: Order[] }>().data;
    expect(mine.map((o) => o._id)).toEqual([o2.orderId, o1.orderId]);

    const before = (await admin.get(`/api/admin/orders/details/${o1.orderId}`)).json<{ data: Order }>().data;
    // an order that is not paid is never confirmed, packed, shipped or delivered
    for (const status of ['confirmed', 'inProcess', 'inShipping', 'delivered']) {
      const res = await admin.put(`/api/admin/orders/update/${o1.orderId}`, { orderStatus: status });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/not paid yet/);
    }
    const rejected = await admin.put(`/api/admin/orders/update/${o1.orderId}`, { orderStatus: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<{ success: boolean; message: string }>()).toMatchObject({
      success: true,
      message: expect.any(String),
    });
    // a rejected order has ended
    expect((await admin.put(`/api/admin/orders/update/${o1.orderId}`, { orderStatus: 'pending' })).statusCode).toBe(
      409,
    );
    const after = (await admin.get(`/api/admin/orders/details/${o1.orderId}`)).json<{ data: Order }>().data;
    expect(after.orderStatus).toBe('rejected');
    expect(Date.parse(after.orderUpdateDate)).toBeGreaterThan(Date.parse(before.orderUpdateDate));

    for (const bad of ['shipped', 'paid', '']) {
      const res = await admin.put(`/api/admin/orders/update/${o1.orderId}`, { orderStatus: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('orderStatus');
    }
    expect(
      (await admin.put('/api/admin/orders/update/00000000-0000-4000-8000-000000000000', { orderStatus: 'delivered' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.get('/api/admin/orders/details/nope')).statusCode).toBe(404);
  });
});
