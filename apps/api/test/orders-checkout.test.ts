import type { Order } from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveDemoPayment,
  Client,
  createAddress,
  createProduct,
  signIn,
  type TestContext,
  type TestProduct,
} from './helper.js';
import { buildShopSettledByTests, buyerWith, createOrder, placeOrder, stockOf } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

/** Registers, signs in, fills the cart and adds an address, as the web app does. */
async function newCustomerWithCart(lines: [TestProduct, number][]) {
  const client = new Client(ctx.app);
  const account = { userName: 'Karim', email: 'karim@example.test', password: 'rice-and-fish-1' };
  expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  const login = await client.post('/api/auth/login', { email: account.email, password: account.password });
  const userId = login.json<{ user: { id: string } }>().user.id;
  for (const [product, quantity] of lines) {
    await client.post('/api/shop/cart/add', { userId, productId: product._id, quantity });
  }
  const addressId = await createAddress(client, userId);
  return { client, userId, addressId };
}

/** Creates the order with the client's own idea of prices, totals and statuses in the body. */
async function createWithForgedFields(client: Client, userId: string, addressId: string, productId: string) {
  const create = await client.post('/api/shop/order/create', {
    userId,
    cartId: 'whatever',
    cartItems: [{ productId, title: 'Chili Seeds', price: 0.01, quantity: 3 }],
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
  return { approvalURL, orderId };
}

async function expectPendingOrder(client: Client, orderId: string, addressId: string, seeds: string, tool: string) {
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
      expect.objectContaining({ productId: seeds, title: 'Chili Seeds', price: 4.25, quantity: 3 }),
      expect.objectContaining({ productId: tool, price: 19.99, quantity: 1 }),
    ]),
  );
}

async function expectApprovalPage(client: Client, approvalURL: string) {
  const page = await client.get(new URL(approvalURL).pathname);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('Chili Seeds');
  expect(page.body).toContain('$32.74');
  expect(page.body).toContain('Pay now');
  expect(page.body).toContain('href="http://shop.test:3000/shop/checkout"');
}

describe('checkout with the demo provider', () => {
  it('walks register → login → cart → address → order → approval page → Pay now → capture', async () => {
    const seeds = await createProduct(admin, { title: 'Chili Seeds', price: 5, salePrice: 4.25, totalStock: 10 });
    const tool = await createProduct(admin, { title: 'Hoe', price: 19.99, totalStock: 3 });
    const { client, userId, addressId } = await newCustomerWithCart([
      [seeds, 3],
      [tool, 1],
    ]);

    // the client's own idea of prices, totals and statuses is ignored
    const { approvalURL, orderId } = await createWithForgedFields(client, userId, addressId, seeds._id);
    await expectPendingOrder(client, orderId, addressId, seeds._id, tool._id);
    await expectApprovalPage(client, approvalURL);

    const { location, paymentId, payerId } = await approveDemoPayment(client, approvalURL);
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test:3000/shop/paypal-return');
    expect(paymentId).toMatch(/^DEMO-/);
    expect(payerId).not.toBe('');

    // the order holds its units from the moment it is created
    expect(await stockOf(ctx, seeds._id)).toBe(7);
    const capture = await client.post('/api/shop/order/capture', { paymentId, payerId, orderId });
    expect(capture.statusCode, capture.body).toBe(200);
    const paid = capture.json<{ data: Order }>().data;
    expect(paid).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentId, payerId });
    expect(Date.parse(paid.orderUpdateDate)).toBeGreaterThanOrEqual(Date.parse(paid.orderDate));

    const list = (await client.get(`/api/shop/order/list/${userId}`)).json<{ data: Order[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: orderId, orderStatus: 'confirmed', paymentStatus: 'paid' });
    // the capture answered the order as it is read afterwards: its lines, and its timeline with the payment
    expect(paid.timeline.map((e) => e.step)).toEqual(['placed', 'paid']);
    expect(paid).toEqual(list[0]);
    expect(await stockOf(ctx, seeds._id)).toBe(7);
    expect(await stockOf(ctx, tool._id)).toBe(2);
    const cart = (await client.get(`/api/shop/cart/get/${userId}`)).json<{ data: { items: unknown[] } }>().data;
    expect(cart.items).toEqual([]);

    // a repeated capture returns the same order and changes nothing
    const again = await client.post('/api/shop/order/capture', { paymentId, payerId, orderId });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'paid',
      orderUpdateDate: paid.orderUpdateDate,
    });
    expect(await stockOf(ctx, seeds._id)).toBe(7);
  });

  it('keeps the order line price from the day of purchase when the product changes later', async () => {
    const p = await createProduct(admin, { title: 'Mulch Film', price: 30, totalStock: 5 });
    const buyer = await buyerWith(ctx, [[p, 1]]);
    const { orderId } = await placeOrder(buyer);
    await admin.put(`/api/admin/products/edit/${p._id}`, { price: 45, title: 'Mulch Film Pro' });
    const order = (await buyer.client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data;
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
    expect(res.json()).toEqual({
      success: false,
      message: 'Your cart is empty. Please add items to proceed',
      code: 'order.emptyCart',
    });

    const buyer = await buyerWith(ctx, [[p, 2]]);
    const noAddress = await buyer.client.post('/api/shop/order/create', { userId: buyer.user.id });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({
      success: false,
      message: 'Please select one address to proceed.',
      code: 'order.noAddress',
    });
    const foreign = await buyer.client.post('/api/shop/order/create', {
      userId: buyer.user.id,
      addressInfo: { addressId: emptyAddress },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe('Please select one address to proceed.');

    await admin.put(`/api/admin/products/edit/${p._id}`, { totalStock: 1 });
    const over = await createOrder(buyer);
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain(p.title);
    expect((await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`)).json<{ data: Order[] }>().data).toEqual(
      [],
    );
  });

  it('rejects a Pay now without the form token', async () => {
    const p = await createProduct(admin, { totalStock: 5 });
    const buyer = await buyerWith(ctx, [[p, 1]]);
    const { approvalURL } = await placeOrder(buyer);
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
