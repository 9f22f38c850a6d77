import type { Dashboard, Order, PaymentOptions, ShopSettings } from '@farmai/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../src/modules/mail/templates.js';
import { settlePayments } from '../src/modules/orders/index.js';
import { type Client, createProduct, type TestContext, type TestProduct } from './helper.js';
import { type Buyer, buildShopSettledByTests, buyerWith, placeOrder, stockOf, unitsSoldOf } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

const cashOn = { cashOnDelivery: { enabled: true, fee: 1.5, maximum: 30 } };

/** Orders the buyer's cart with cash on delivery; `extra` are fields a client might add (ignored). */
const orderCash = (buyer: Buyer, extra: Record<string, unknown> = {}) =>
  buyer.client.post('/api/shop/order/create', {
    userId: buyer.user.id,
    addressInfo: { addressId: buyer.addressId },
    paymentMethod: 'cod',
    ...extra,
  });

const details = async (client: Client, orderId: string) =>
  (await client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data;
const options = async (buyer: Buyer) =>
  (await buyer.client.get('/api/shop/order/payment-options')).json<{ data: PaymentOptions }>().data;
const settle = (id: string, outcome: 'paid' | 'rejected') => admin.post(`/api/admin/orders/cash/${id}`, { outcome });
const revenue = async () => (await admin.get('/api/admin/dashboard')).json<{ data: Dashboard }>().data.totals.revenue;

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

let product: TestProduct;

describe('cash on delivery', () => {
  it('is refused while the shop does not offer it', async () => {
    product = await createProduct(admin, { title: 'Maize Seed 2 kg', price: 10, totalStock: 20 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    expect((await options(buyer)).cashOnDelivery).toBeNull();
    const refused = await orderCash(buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/not offered/);
    expect(await stockOf(ctx, product._id)).toBe(20);
  });

  it('is turned on by an admin only, with its fee and maximum', async () => {
    const buyer = await buyerWith(ctx, []);
    expect((await buyer.client.put('/api/admin/settings', cashOn)).statusCode).toBe(403);
    const saved = await admin.put('/api/admin/settings', cashOn);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await admin.get('/api/admin/settings')).json<{ data: ShopSettings }>().data;
    expect(read).toEqual(cashOn);
    const negative = await admin.put('/api/admin/settings', {
      cashOnDelivery: { enabled: true, fee: -1, maximum: null },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('adds the fee on the server and refuses orders above the maximum, saying why', async () => {
    const big = await buyerWith(ctx, [[product, 4]]);
    expect((await options(big)).cashOnDelivery).toEqual({
      fee: 1.5,
      maximum: 30,
      available: false,
      reason: 'overMaximum',
    });
    const over = await orderCash(big);
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain('30.00');
    expect(await stockOf(ctx, product._id)).toBe(20);

    const buyer = await buyerWith(ctx, [[product, 2]]);
    expect((await options(buyer)).cashOnDelivery).toMatchObject({ available: true, fee: 1.5 });
    const placed = await orderCash(buyer, { totalAmount: 0, paymentFee: 0, paymentStatus: 'paid' });
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<{ approvalURL: string; orderId: string; orderNumber: string; paymentMethod: string }>();
    expect(answer).toMatchObject({ approvalURL: '', paymentMethod: 'cod' });
    const order = await details(buyer.client, answer.orderId);
    expect(order).toMatchObject({
      orderNumber: answer.orderNumber,
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'confirmed',
      totalAmount: 21.5,
      paymentFee: 1.5,
      paidAt: null,
    });
    // the cart is emptied and the units held
    const cart = await buyer.client.get(`/api/shop/cart/get/${buyer.user.id}`);
    expect(cart.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(0);
    expect(await stockOf(ctx, product._id)).toBe(18);

    // the confirmation mail says cash is paid at the door, with the fee as a line
    const mail = templates.orderConfirmed(
      { language: 'en', userName: 'Asha', publicUrl: 'http://shop.test', currency: 'USD' },
      order,
    );
    expect(mail.text).toContain('You pay cash on delivery: please have $21.50 ready');
    expect(mail.text).toContain('- Cash on delivery fee × 1: $1.50');
    expect(mail.text).not.toContain('We received your payment');
  });

  it('keeps a cash order’s hold while an online order’s runs out', async () => {
    const online = await buyerWith(ctx, [[product, 1]]);
    await placeOrder(online);
    const cash = await buyerWith(ctx, [[product, 1]]);
    const placed = (await orderCash(cash)).json<{ orderId: string }>();
    expect(await stockOf(ctx, product._id)).toBe(16);

    const report = await settlePayments(ctx.database.db, ctx.app.payments, {
      now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    });
    expect(report.released).toBe(1);
    await ctx.app.catalogCache.invalidate();
    expect(await stockOf(ctx, product._id)).toBe(17);
    expect(await details(cash.client, placed.orderId)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'confirmed',
    });
    // the buyer leaving a payment page does not cancel a cash order
    await cash.client.post('/api/shop/order/cancel', { orderId: placed.orderId });
    expect((await details(cash.client, placed.orderId)).paymentStatus).toBe('pending');
    expect(await stockOf(ctx, product._id)).toBe(17);
  });

  it('is shipped unpaid, marked paid at delivery, counted as revenue only then, and says so on the receipt', async () => {
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const placed = (await orderCash(buyer)).json<{ orderId: string }>();
    const before = await revenue();
    const soldBefore = await unitsSoldOf(ctx, product._id);

    const shipped = await admin.put(`/api/admin/orders/update/${placed.orderId}`, { orderStatus: 'inShipping' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await revenue()).toBe(before);

    const paid = await settle(placed.orderId, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json<{ data: Order }>().data;
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'inShipping' });
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.timeline.map((s) => s.step)).toContain('paid');
    expect(await revenue()).toBeCloseTo(before + 11.5, 2);
    expect(await unitsSoldOf(ctx, product._id)).toBe(soldBefore + 1);
    // marking it paid again changes nothing; rejecting it now is refused
    expect((await settle(placed.orderId, 'paid')).statusCode).toBe(200);
    expect(await revenue()).toBeCloseTo(before + 11.5, 2);
    expect(await unitsSoldOf(ctx, product._id)).toBe(soldBefore + 1);
    expect((await settle(placed.orderId, 'rejected')).statusCode).toBe(409);

    const receipt = await buyer.client.get(`/api/shop/order/receipt/${placed.orderId}?lang=en`);
    const text = await pdfText(receipt.rawPayload);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(order.paidAt ?? ''),
    );
    expect(text).toContain(`Cash on delivery — paid on ${day}`);
    expect(text).toMatch(/Cash on delivery fee\s*\$1\.50/);
    const french = await pdfText(
      (await buyer.client.get(`/api/shop/order/receipt/${placed.orderId}?lang=fr`)).rawPayload,
    );
    expect(french).toContain('Paiement à la livraison — payé le');
  });

  it('is rejected by the admin with its units back on the shelf; online orders are not settled this way', async () => {
    const buyer = await buyerWith(ctx, [[product, 3]]);
    const placed = (await orderCash(buyer)).json<{ orderId: string }>();
    const held = await stockOf(ctx, product._id);
    const rejected = await settle(placed.orderId, 'rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    });
    expect(await stockOf(ctx, product._id)).toBe(held + 3);
    expect((await settle(placed.orderId, 'paid')).statusCode).toBe(409);

    const online = await buyerWith(ctx, [[product, 1]]);
    const card = await placeOrder(online);
    expect((await settle(card.orderId, 'paid')).statusCode).toBe(409);
    const unpaid = await admin.put(`/api/admin/orders/update/${card.orderId}`, { orderStatus: 'inShipping' });
    expect(unpaid.statusCode).toBe(409);
    expect((await online.client.post(`/api/admin/orders/cash/${card.orderId}`, { outcome: 'paid' })).statusCode).toBe(
      403,
    );
  });

  it('moves an unpaid cash order confirmed → inProcess → inShipping → delivered; an unpaid online order cannot', async () => {
    const seeds = await createProduct(admin, { title: 'Sorghum Seed 1 kg', price: 5, totalStock: 10 });
    const buyer = await buyerWith(ctx, [[seeds, 1]]);
    const placed = (await orderCash(buyer)).json<{ orderId: string }>();
    expect(await details(buyer.client, placed.orderId)).toMatchObject({ orderStatus: 'confirmed' });
    for (const step of ['inProcess', 'inShipping', 'delivered'] as const) {
      const moved = await admin.put(`/api/admin/orders/update/${placed.orderId}`, { orderStatus: step });
      expect(moved.statusCode, `${step}: ${moved.body}`).toBe(200);
      expect(moved.json<{ data: Order }>().data).toMatchObject({ orderStatus: step, paymentStatus: 'pending' });
    }
    // delivered, then the cash taken at the door is recorded
    const paid = await settle(placed.orderId, 'paid');
    expect(paid.json<{ data: Order }>().data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });

    const online = await buyerWith(ctx, [[seeds, 1]]);
    const card = await placeOrder(online);
    for (const step of ['confirmed', 'inProcess', 'inShipping', 'delivered'] as const) {
      const refused = await admin.put(`/api/admin/orders/update/${card.orderId}`, { orderStatus: step });
      expect(refused.statusCode, `${step}: ${refused.body}`).toBe(409);
    }
    expect(await details(online.client, card.orderId)).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'pending',
    });
  });

  it('is rejected as not paid only before it ships, like any rejection, with the admin in its history', async () => {
    const seeds = await createProduct(admin, { title: 'Millet Seed 1 kg', price: 5, totalStock: 10 });
    const shippedBuyer = await buyerWith(ctx, [[seeds, 1]]);
    const shipped = (await orderCash(shippedBuyer)).json<{ orderId: string }>();
    expect(
      (await admin.put(`/api/admin/orders/update/${shipped.orderId}`, { orderStatus: 'inShipping' })).statusCode,
    ).toBe(200);
    const late = await settle(shipped.orderId, 'rejected');
    expect(late.statusCode, late.body).toBe(409);
    expect(await details(shippedBuyer.client, shipped.orderId)).toMatchObject({
      orderStatus: 'inShipping',
      paymentStatus: 'pending',
    });

    const packedBuyer = await buyerWith(ctx, [[seeds, 2]]);
    const packed = (await orderCash(packedBuyer)).json<{ orderId: string }>();
    expect(
      (await admin.put(`/api/admin/orders/update/${packed.orderId}`, { orderStatus: 'inProcess' })).statusCode,
    ).toBe(200);
    const held = await stockOf(ctx, seeds._id);
    const rejected = await settle(packed.orderId, 'rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: Order }>().data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'cancelled',
    });
    expect(await stockOf(ctx, seeds._id)).toBe(held + 2);
    const view = (await admin.get(`/api/admin/orders/details/${packed.orderId}`)).json<{ data: Order }>().data;
    expect(view.statusChanges?.at(-1)).toMatchObject({ from: 'inProcess', to: 'rejected', reason: null });
  });
});
