import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments, orders } from '../src/db/schema.js';
import {
  approveDemoPayment,
  buildTestApp,
  Client,
  createAddress,
  createProduct,
  signIn,
  type TestContext,
  type TestProduct,
} from './helper.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  // the tests run the settling themselves: the queued run of start-up is let finish first, and no other comes
  ctx = await buildTestApp({ env: { PUBLIC_URL: 'http://shop.test:3000', PAYMENT_SETTLE_INTERVAL_MS: '3600000' } });
  for (let i = 0; i < 100; i++) {
    const runs = await ctx.app.jobs.history('payments.settle');
    if (runs.some((run) => run.state === 'completed')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  admin = (await signIn(ctx, 'admin')).client;
});
afterAll(async () => ctx?.close());

interface Order {
  _id: string;
  userId: string;
  cartItems: { productId: string; title: string; price: number; quantity: number }[];
  addressInfo: { addressId: string; city: string };
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  paymentId: string;
  payerId: string;
  refundId?: string;
  orderDate: string;
  orderUpdateDate: string;
}

/** A signed-in buyer with the given products in the cart and one address. */
async function buyerWith(lines: [TestProduct, number][]) {
  const { client, user, email, password } = await signIn(ctx);
  for (const [product, quantity] of lines) {
    const res = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const addressId = await createAddress(client, user.id);
  return { client, user, addressId, email, password };
}

const stockOf = async (id: string) =>
  (await new Client(ctx.app).get(`/api/shop/products/get/${id}`)).json<{ data: TestProduct }>().data.totalStock;

describe('checkout with the demo provider', () => {
  it('walks register → login → cart → address → order → approval page → Pay now → capture', async () => {
    const seeds = await createProduct(admin, { title: 'Chili Seeds', price: 5, salePrice: 4.25, totalStock: 10 });
    const tool = await createProduct(admin, { title: 'Hoe', price: 19.99, totalStock: 3 });

    const client = new Client(ctx.app);
    const account = { userName: 'Karim', email: 'karim@example.test', password: 'rice-and-fish-1' };
    expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
    const login = await client.post('/api/auth/login', { email: account.email, password: account.password });
    const userId = login.json<{ user: { id: string } }>().user.id;
    await client.post('/api/shop/cart/add', { userId, productId: seeds._id, quantity: 3 });
    await client.post('/api/shop/cart/add', { userId, productId: tool._id, quantity: 1 });
    const addressId = await createAddress(client, userId);

    // the client's own idea of prices, totals and statuses is ignored
    const create = await client.post('/api/shop/order/create', {
      userId,
      cartId: 'whatever',
      cartItems: [{ productId: seeds._id, title: 'Chili Seeds', price: 0.01, quantity: 3 }],
      addressInfo: { addressId, address: 'forged', city: 'forged', pincode: '0', phone: '0', notes: '' },
      orderStatus: 'delivered',
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      totalAmount: 0.03,
      paymentId: 'forged',
      payerId: 'forged',
    });
    expect(create.statusCode, create.body).toBe(201);
    const { success, approvalURL, orderId } = create.json<{ success: boolean; approvalURL: string; orderId: string }>();
    expect(success).toBe(true);
    expect(approvalURL).toMatch(/^http:\/\/shop\.test:3000\/api\/payments\/demo\/DEMO-/);

    const pending = (await client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data;
    expect(pending).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'paypal',
      paymentId: '',
      payerId: '',
      totalAmount: 32.74,
      addressInfo: { addressId, city: 'Bogura' },
    });
    expect(pending.cartItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: seeds._id, title: 'Chili Seeds', price: 4.25, quantity: 3 }),
        expect.objectContaining({ productId: tool._id, price: 19.99, quantity: 1 }),
      ]),
    );

    const page = await client.get(new URL(approvalURL).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Chili Seeds');
    expect(page.body).toContain('$32.74');
    expect(page.body).toContain('Pay now');
    expect(page.body).toContain('href="http://shop.test:3000/shop/checkout"');

    const { location, paymentId, payerId } = await approveDemoPayment(client, approvalURL);
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test:3000/shop/paypal-return');
    expect(paymentId).toMatch(/^DEMO-/);
    expect(payerId).not.toBe('');

    // the order holds its units from the moment it is created
    expect(await stockOf(seeds._id)).toBe(7);
    const capture = await client.post('/api/shop/order/capture', { paymentId, payerId, orderId });
    expect(capture.statusCode, capture.body).toBe(200);
    const paid = capture.json<{ data: Order }>().data;
    expect(paid).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentId, payerId });
    expect(Date.parse(paid.orderUpdateDate)).toBeGreaterThanOrEqual(Date.parse(paid.orderDate));

    const list = (await client.get(`/api/shop/order/list/${userId}`)).json<{ data: Order[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: orderId, orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(seeds._id)).toBe(7);
    expect(await stockOf(tool._id)).toBe(2);
    const cart = (await client.get(`/api/shop/cart/get/${userId}`)).json<{ data: { items: unknown[] } }>().data;
    expect(cart.items).toEqual([]);

    // a repeated capture returns the same order and changes nothing
    const again = await client.post('/api/shop/order/capture', { paymentId, payerId, orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'paid',
      orderUpdateDate: paid.orderUpdateDate,
    });
    expect(await stockOf(seeds._id)).toBe(7);
  });

  it('keeps the order line price from the day of purchase when the product changes later', async () => {
    const p = await createProduct(admin, { title: 'Mulch Film', price: 30, totalStock: 5 });
    const { client, user, addressId } = await buyerWith([[p, 1]]);
    const { orderId } = (
      await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } })
    ).json<{
      orderId: string;
    }>();
    await admin.put(`/api/admin/products/edit/${p._id}`, { price: 45, title: 'Mulch Film Pro' });
    const order = (await client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data;
    expect(order.cartItems[0]).toMatchObject({ title: 'Mulch Film', price: 30 });
    expect(order.totalAmount).toBe(30);
  });

  it('refuses an empty cart, a missing or foreign address and a line over stock, storing no order', async () => {
    const p = await createProduct(admin, { totalStock: 2 });
    const empty = await signIn(ctx);
    const emptyAddress = await createAddress(empty.client, empty.user.id);
    const res = await empty.client.post('/api/shop/order/create', {
      userId: empty.user.id,
      addressInfo: { addressId: emptyAddress },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Your cart is empty. Please add items to proceed' });

    const buyer = await buyerWith([[p, 2]]);
    const noAddress = await buyer.client.post('/api/shop/order/create', { userId: buyer.user.id });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({ success: false, message: 'Please select one address to proceed.' });
    const foreign = await buyer.client.post('/api/shop/order/create', {
      userId: buyer.user.id,
      addressInfo: { addressId: emptyAddress },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe('Please select one address to proceed.');

    await admin.put(`/api/admin/products/edit/${p._id}`, { totalStock: 1 });
    const over = await buyer.client.post('/api/shop/order/create', {
      userId: buyer.user.id,
      addressInfo: { addressId: buyer.addressId },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain(p.title);
    expect((await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`)).json<{ data: Order[] }>().data).toEqual(
      [],
    );
  });

  it('captures only an approved payment of this order, and a made-up payment id changes nothing', async () => {
    const p = await createProduct(admin, { price: 8, totalStock: 10 });
    const a = await buyerWith([[p, 1]]);
    const b = await buyerWith([[p, 2]]);
    const orderA = (
      await a.client.post('/api/shop/order/create', { userId: a.user.id, addressInfo: { addressId: a.addressId } })
    ).json<{
      orderId: string;
      approvalURL: string;
    }>();
    const orderB = (
      await b.client.post('/api/shop/order/create', { userId: b.user.id, addressInfo: { addressId: b.addressId } })
    ).json<{
      orderId: string;
      approvalURL: string;
    }>();
    const paymentA = decodeURIComponent(orderA.approvalURL.split('/').pop() as string);

    const notApproved = await a.client.post('/api/shop/order/capture', {
      paymentId: paymentA,
      payerId: 'X',
      orderId: orderA.orderId,
    });
    expect(notApproved.statusCode).toBe(402);
    expect(notApproved.json<{ message: string }>().message).toMatch(/not approved/);

    const madeUp = await a.client.post('/api/shop/order/capture', {
      paymentId: 'DEMO-made-up',
      payerId: 'X',
      orderId: orderA.orderId,
    });
    expect(madeUp.statusCode).toBe(400);

    const approvedB = await approveDemoPayment(b.client, orderB.approvalURL);
    // B's approved payment cannot pay A's order, even by A
    const wrongOrder = await a.client.post('/api/shop/order/capture', {
      paymentId: approvedB.paymentId,
      payerId: approvedB.payerId,
      orderId: orderA.orderId,
    });
    expect(wrongOrder.statusCode).toBe(400);
    // and A cannot capture B's order at all: it is not A's
    const notOwner = await a.client.post('/api/shop/order/capture', {
      paymentId: approvedB.paymentId,
      payerId: approvedB.payerId,
      orderId: orderB.orderId,
    });
    expect(notOwner.statusCode).toBe(404);

    const detailsA = (await a.client.get(`/api/shop/order/details/${orderA.orderId}`)).json<{ data: Order }>().data;
    expect(detailsA).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending', paymentId: '' });
    // both orders hold their units; paying takes no more
    expect(await stockOf(p._id)).toBe(7);

    const okB = await b.client.post('/api/shop/order/capture', { ...approvedB, orderId: orderB.orderId });
    expect(okB.statusCode).toBe(200);
    expect(await stockOf(p._id)).toBe(7);
  });

  it('gives unpaid units back when the hold runs out; a late payment for goods since sold is refused before money moves', async () => {
    const p = await createProduct(admin, { title: 'Last Sack of Urea', price: 25, totalStock: 1 });
    const q = await createProduct(admin, { title: 'Twine', price: 2, totalStock: 5 });
    const buyer = await buyerWith([
      [p, 1],
      [q, 2],
    ]);
    const order = (
      await buyer.client.post('/api/shop/order/create', {
        userId: buyer.user.id,
        addressInfo: { addressId: buyer.addressId },
      })
    ).json<{ orderId: string; approvalURL: string }>();
    expect(await stockOf(p._id)).toBe(0);
    expect(await stockOf(q._id)).toBe(3);
    // somebody else is told "sold out" before paying
    const late = await buyerWith([[p, 1]]).catch(() => undefined);
    expect(late).toBeUndefined();

    const approved = await approveDemoPayment(buyer.client, order.approvalURL);
    // the 15 minutes pass
    await ctx.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.orderId));
    expect(await ctx.app.settlePayments()).toMatchObject({ released: 1 });
    expect(await stockOf(p._id)).toBe(1);
    expect(await stockOf(q._id)).toBe(5);
    const expired = (await admin.get(`/api/admin/orders/details/${order.orderId}`)).json<{ data: Order }>().data;
    expect(expired).toMatchObject({ paymentStatus: 'expired', orderStatus: 'rejected' });
    // running it again changes nothing
    expect(await ctx.app.settlePayments()).toMatchObject({ released: 0 });
    expect(await stockOf(p._id)).toBe(1);

    // the last sack goes to another buyer
    const other = await buyerWith([[p, 1]]);
    const otherOrder = await other.client.post('/api/shop/order/create', {
      userId: other.user.id,
      addressInfo: { addressId: other.addressId },
    });
    expect(otherOrder.statusCode).toBe(201);

    const capture = await buyer.client.post('/api/shop/order/capture', { ...approved, orderId: order.orderId });
    expect(capture.statusCode).toBe(409);
    expect(capture.json<{ message: string }>().message).toContain('Last Sack of Urea');
    const [payment] = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.orderId, order.orderId));
    expect(payment?.status).toBe('approved');
    expect(await stockOf(q._id)).toBe(5);
  });

  it('a buyer who leaves the payment page gives the units back at once, and can still pay while they last', async () => {
    const p = await createProduct(admin, { title: 'Drip Kit', price: 15, totalStock: 3 });
    const buyer = await buyerWith([[p, 2]]);
    const order = (
      await buyer.client.post('/api/shop/order/create', {
        userId: buyer.user.id,
        addressInfo: { addressId: buyer.addressId },
      })
    ).json<{ orderId: string; approvalURL: string }>();
    expect(await stockOf(p._id)).toBe(1);
    const cancelled = await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    });
    expect(await stockOf(p._id)).toBe(3);
    // again: nothing more changes; and nobody else may cancel it
    expect((await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId })).statusCode).toBe(200);
    expect(await stockOf(p._id)).toBe(3);
    const stranger = await signIn(ctx);
    expect((await stranger.client.post('/api/shop/order/cancel', { orderId: order.orderId })).statusCode).toBe(404);
    // the payment approved after all (another tab): the units are taken again, then paid
    const approved = await approveDemoPayment(buyer.client, order.approvalURL);
    const paid = await buyer.client.post('/api/shop/order/capture', { ...approved, orderId: order.orderId });
    expect(paid.statusCode).toBe(200);
    expect(await stockOf(p._id)).toBe(1);
    // a paid order is not cancelled
    const late = await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId });
    expect(late.json<{ data: Order }>().data).toMatchObject({ paymentStatus: 'paid' });
    expect(await stockOf(p._id)).toBe(1);
  });

  it('settles a capture the provider made but the shop never recorded: paid, or refunded through the provider when the goods are gone', async () => {
    const p = await createProduct(admin, { title: 'Knapsack Sprayer', price: 30, totalStock: 2 });
    const crashed = async () => {
      const buyer = await buyerWith([[p, 1]]);
      const order = (
        await buyer.client.post('/api/shop/order/create', {
          userId: buyer.user.id,
          addressInfo: { addressId: buyer.addressId },
        })
      ).json<{ orderId: string; approvalURL: string }>();
      const approved = await approveDemoPayment(buyer.client, order.approvalURL);
      // what a capture leaves behind when the process dies between the provider's answer and our record
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
    };
    const kept = await crashed();
    const lost = await crashed();
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
    expect(await stockOf(p._id)).toBe(0);
    expect(await ctx.app.settlePayments()).toMatchObject({ recovered: 0, refunded: 0 });
  });

  it('rejects a Pay now without the form token', async () => {
    const p = await createProduct(admin, { totalStock: 5 });
    const buyer = await buyerWith([[p, 1]]);
    const { approvalURL } = (
      await buyer.client.post('/api/shop/order/create', {
        userId: buyer.user.id,
        addressInfo: { addressId: buyer.addressId },
      })
    ).json<{ approvalURL: string }>();
    const res = await buyer.client.request({
      method: 'POST',
      url: `${new URL(approvalURL).pathname}/approve`,
      payload: '_xsrf=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await buyer.client.get('/api/payments/demo/DEMO-nope')).statusCode).toBe(404);
  });
});

describe('order access', () => {
  it('shows orders only to their owner and to admins', async () => {
    const p = await createProduct(admin, { totalStock: 5 });
    const owner = await buyerWith([[p, 1]]);
    const { orderId } = (
      await owner.client.post('/api/shop/order/create', {
        userId: owner.user.id,
        addressInfo: { addressId: owner.addressId },
      })
    ).json<{ orderId: string }>();
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
    ] as const) {
      const payload = method === 'PUT' ? { orderStatus: 'delivered' } : undefined;
      expect((await stranger.client.request({ method, url, payload })).statusCode).toBe(403);
      expect((await anonymous.request({ method, url, payload })).statusCode).toBe(401);
    }
    expect(
      (await owner.client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data.orderStatus,
    ).toBe('pending');
  });

  it('lets an admin list every order newest first, read details and set any offered status', async () => {
    const p = await createProduct(admin, { totalStock: 9 });
    const first = await buyerWith([[p, 1]]);
    const o1 = (
      await first.client.post('/api/shop/order/create', {
        userId: first.user.id,
        addressInfo: { addressId: first.addressId },
      })
    ).json<{ orderId: string }>();
    const o2 = (
      await first.client.post('/api/shop/order/create', {
        userId: first.user.id,
        addressInfo: { addressId: first.addressId },
      })
    ).json<{ orderId: string }>();

    const all = (await admin.get('/api/admin/orders/get')).json<{ data: Order[] }>().data;
    const ids = all.map((o) => o._id);
    expect(ids.indexOf(o2.orderId)).toBeLessThan(ids.indexOf(o1.orderId));
    const dates = all.map((o) => Date.parse(o.orderDate));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));

    const mine = (await first.client.get(`/api/shop/order/list/${first.user.id}`)).json<{ data: Order[] }>().data;
    expect(mine.map((o) => o._id)).toEqual([o2.orderId, o1.orderId]);

    const before = (await admin.get(`/api/admin/orders/details/${o1.orderId}`)).json<{ data: Order }>().data;
    for (const status of ['inProcess', 'inShipping', 'delivered', 'rejected', 'pending']) {
      const res = await admin.put(`/api/admin/orders/update/${o1.orderId}`, { orderStatus: status });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ success: boolean; message: string }>()).toMatchObject({
        success: true,
        message: expect.any(String),
      });
    }
    const after = (await admin.get(`/api/admin/orders/details/${o1.orderId}`)).json<{ data: Order }>().data;
    expect(after.orderStatus).toBe('pending');
    expect(Date.parse(after.orderUpdateDate)).toBeGreaterThan(Date.parse(before.orderUpdateDate));

    for (const bad of ['confirmed', 'shipped', '']) {
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
