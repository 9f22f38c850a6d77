import type { AdminOrderListResponse, Order } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { approveDemoPayment, type Client, createProduct, signIn, type TestContext } from './helper.js';
import { type Buyer, buildShopSettledByTests, buyerWith, payOrder, placeOrder, stockOf } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShopSettledByTests());
});
afterAll(async () => ctx?.close());

const details = async (client: Client, orderId: string) =>
  (await client.get(`/api/shop/order/details/${orderId}`)).json<{ data: Order }>().data;
const listOf = async (buyer: Buyer) =>
  (await buyer.client.get(`/api/shop/order/list/${buyer.user.id}`)).json<{ data: Order[] }>().data;

/** The 15 minutes of an order's hold pass. */
const holdRunsOut = (orderId: string) =>
  ctx.database.db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 1_000) })
    .where(eq(orders.id, orderId));

/** The text of a PDF answer, read with pdf.js. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('order numbers, line totals and the timeline', () => {
  it('numbers orders FA-<year>-<6 digits>, totals each line and tracks placed → paid → packed → shipped → delivered', async () => {
    const seeds = await createProduct(admin, { title: 'Okra Seeds 100 g', price: 4.5, totalStock: 10 });
    const hoe = await createProduct(admin, { title: 'Hand Hoe', price: 12, salePrice: 9.99, totalStock: 5 });
    const buyer = await buyerWith(ctx, [
      [seeds, 3],
      [hoe, 2],
    ]);
    const first = await placeOrder(buyer);
    const second = await placeOrder(await buyerWith(ctx, [[seeds, 1]]));

    const placed = await details(buyer.client, first.orderId);
    const year = new Date(placed.orderDate).getUTCFullYear();
    expect(placed.orderNumber).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
    const numbers = [
      placed.orderNumber,
      (await admin.get(`/api/admin/orders/details/${second.orderId}`)).json<{ data: Order }>().data.orderNumber,
    ];
    expect(Number(numbers[1]?.slice(-6))).toBe(Number(numbers[0]?.slice(-6)) + 1);
    expect(placed.paymentProvider).toBe('demo');
    expect(placed.paymentMethod).toBe('paypal');
    expect(placed.cartItems.map((i) => [i.title, i.quantity, i.price, i.lineTotal])).toEqual([
      ['Hand Hoe', 2, 9.99, 19.98],
      ['Okra Seeds 100 g', 3, 4.5, 13.5],
    ]);
    expect(placed.totalAmount).toBe(33.48);
    expect(placed.timeline).toEqual([{ step: 'placed', at: placed.orderDate }]);

    expect((await payOrder(buyer.client, first)).statusCode).toBe(200);
    const paid = await details(buyer.client, first.orderId);
    expect(paid.timeline.map((e) => e.step)).toEqual(['placed', 'paid']);
    expect(Date.parse(paid.timeline[1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(paid.orderDate));

    for (const status of ['inProcess', 'inShipping', 'delivered']) {
      const res = await admin.put(`/api/admin/orders/update/${first.orderId}`, { orderStatus: status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const delivered = await details(buyer.client, first.orderId);
    expect(delivered.timeline.map((e) => e.step)).toEqual(['placed', 'paid', 'packed', 'shipped', 'delivered']);
    const times = delivered.timeline.map((e) => Date.parse(e.at ?? ''));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // a correction back takes the later steps off the timeline
    const corrected = await admin.put(`/api/admin/orders/correct/${first.orderId}`, {
      orderStatus: 'inProcess',
      reason: 'Marked delivered by mistake',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await details(buyer.client, first.orderId)).timeline.map((e) => e.step)).toEqual([
      'placed',
      'paid',
      'packed',
    ]);
    await admin.put(`/api/admin/orders/update/${first.orderId}`, { orderStatus: 'rejected' });
    expect((await details(buyer.client, first.orderId)).timeline.map((e) => e.step)).toEqual([
      'placed',
      'paid',
      'rejected',
    ]);
  });
});

describe('receipts and packing slips', () => {
  it('gives the owner (and admins) a PDF receipt with number, lines, line totals and total; the packing slip has no prices', async () => {
    const urea = await createProduct(admin, { title: 'Urea Fertilizer 5 kg', price: 6.25, totalStock: 10 });
    const buyer = await buyerWith(ctx, [[urea, 4]]);
    const order = await placeOrder(buyer);
    expect((await payOrder(buyer.client, order)).statusCode).toBe(200);
    const { orderNumber } = await details(buyer.client, order.orderId);

    const res = await buyer.client.get(`/api/shop/order/receipt/${order.orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(orderNumber);
    // the number is the only name the order is shown by
    expect(text).not.toContain(order.orderId);
    expect(text).not.toContain('Order ID');
    expect(text).toContain('Receipt');
    expect(text).toContain('Urea Fertilizer 5 kg');
    expect(text).toContain('$6.25');
    expect(text).toMatch(/Total\s*\$25\.00/);
    expect(text).toContain('Demo payment (no money moved)');
    expect(text).toContain('12 Canal Road, Village Rampur');
    expect(text).toContain(buyer.email);

    const spanish = await pdfText(
      (await buyer.client.get(`/api/shop/order/receipt/${order.orderId}?lang=es`)).rawPayload,
    );
    expect(spanish).toContain('Recibo');
    expect(spanish).toContain('Total de línea');
    const french = await pdfText(
      (await buyer.client.get(`/api/shop/order/receipt/${order.orderId}`, { 'accept-language': 'fr' })).rawPayload,
    );
    expect(french).toContain('Reçu');

    const stranger = (await signIn(ctx)).client;
    expect((await stranger.get(`/api/shop/order/receipt/${order.orderId}`)).statusCode).toBe(404);
    expect(
      (await new (buyer.client.constructor as typeof Client)(ctx.app).get(`/api/shop/order/receipt/${order.orderId}`))
        .statusCode,
    ).toBe(401);
    const byAdmin = await admin.get(`/api/shop/order/receipt/${order.orderId}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(await pdfText(byAdmin.rawPayload)).toContain(orderNumber);

    expect((await buyer.client.get(`/api/admin/orders/packing-slip/${order.orderId}`)).statusCode).toBe(403);
    const slip = await admin.get(`/api/admin/orders/packing-slip/${order.orderId}`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const slipText = await pdfText(slip.rawPayload);
    expect(slipText).toContain('Packing slip');
    expect(slipText).toContain(orderNumber);
    expect(slipText).not.toContain(order.orderId);
    expect(slipText).toMatch(/Urea Fertilizer 5 kg\s*4/);
    expect(slipText).toContain('Bogura');
    expect(slipText).not.toContain('$');
    expect((await admin.get('/api/admin/orders/packing-slip/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('payments left pending', () => {
  it('pays again with a fresh approval page, and settles a payment approved in another tab when the orders are read', async () => {
    const p = await createProduct(admin, { title: 'Drip Tape', price: 5, totalStock: 10 });
    const buyer = await buyerWith(ctx, [[p, 2]]);
    const order = await placeOrder(buyer);

    const retried = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retried.statusCode, retried.body).toBe(200);
    const again = retried.json<{ success: boolean; approvalURL: string; orderId: string }>();
    expect(again).toMatchObject({ success: true, orderId: order.orderId });
    expect(again.approvalURL).not.toBe(order.approvalURL);
    expect(await stockOf(ctx, p._id)).toBe(8);

    // approved in another tab; the buyer never came back to the return page
    await approveDemoPayment(buyer.client, again.approvalURL);
    const [listed] = await listOf(buyer);
    expect(listed).toMatchObject({ _id: order.orderId, paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(listed?.timeline.map((e) => e.step)).toEqual(['placed', 'paid']);
    expect(await stockOf(ctx, p._id)).toBe(8);
    // reading again changes nothing; paying again is refused
    expect((await details(buyer.client, order.orderId)).paymentStatus).toBe('paid');
    expect((await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId })).statusCode).toBe(409);
  });

  it('settles an approval on the details read and in the settling job', async () => {
    const p = await createProduct(admin, { price: 2, totalStock: 10 });
    const a = await buyerWith(ctx, [[p, 1]]);
    const orderA = await placeOrder(a);
    await approveDemoPayment(a.client, orderA.approvalURL);
    expect(await details(a.client, orderA.orderId)).toMatchObject({ paymentStatus: 'paid' });

    const b = await buyerWith(ctx, [[p, 1]]);
    const orderB = await placeOrder(b);
    await approveDemoPayment(b.client, orderB.approvalURL);
    expect(await ctx.app.settlePayments()).toMatchObject({ approved: 1 });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderB.orderId));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('cancels a pending payment: the units go back and the order cannot be paid any more', async () => {
    const p = await createProduct(admin, { price: 7, totalStock: 3 });
    const buyer = await buyerWith(ctx, [[p, 3]]);
    const order = await placeOrder(buyer);
    expect(await stockOf(ctx, p._id)).toBe(0);
    const cancelled = await buyer.client.post('/api/shop/order/cancel', { orderId: order.orderId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Order }>().data).toMatchObject({
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    });
    expect(cancelled.json<{ data: Order }>().data.timeline.map((e) => e.step)).toEqual(['placed', 'cancelled']);
    expect(await stockOf(ctx, p._id)).toBe(3);
    const retry = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retry.statusCode).toBe(409);
    expect(await stockOf(ctx, p._id)).toBe(3);
    // not someone else's order
    const stranger = (await signIn(ctx)).client;
    expect((await stranger.post('/api/shop/order/retry', { orderId: order.orderId })).statusCode).toBe(404);
  });

  it('holds the units again when retrying after the hold ran out, or says they are gone', async () => {
    const p = await createProduct(admin, { title: 'Sprayer Nozzle', price: 3, totalStock: 2 });
    const buyer = await buyerWith(ctx, [[p, 2]]);
    const order = await placeOrder(buyer);
    await holdRunsOut(order.orderId);
    expect(await ctx.app.settlePayments()).toMatchObject({ released: 1 });
    expect(await stockOf(ctx, p._id)).toBe(2);
    const retried = await buyer.client.post('/api/shop/order/retry', { orderId: order.orderId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await details(buyer.client, order.orderId)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'pending',
    });
    expect(await stockOf(ctx, p._id)).toBe(0);
    const paid = await payOrder(buyer.client, retried.json<{ orderId: string; approvalURL: string }>());
    expect(paid.statusCode, paid.body).toBe(200);

    const bag = await createProduct(admin, { title: 'Last Bag', totalStock: 1 });
    const other = await buyerWith(ctx, [[bag, 1]]);
    const lost = await placeOrder(other);
    await holdRunsOut(lost.orderId);
    await ctx.app.settlePayments();
    const rival = await buyerWith(ctx, [[bag, 1]]);
    expect((await payOrder(rival.client, await placeOrder(rival))).statusCode).toBe(200);
    const refused = await other.client.post('/api/shop/order/retry', { orderId: lost.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Last Bag');
  });
});

describe('the back office list', () => {
  it('finds orders by number, customer name, e-mail and phone; filters by status, payment and day; pages', async () => {
    const p = await createProduct(admin, { price: 1, totalStock: 50 });
    const buyer = await buyerWith(ctx, [[p, 1]]);
    const paidOrder = await placeOrder(buyer);
    await payOrder(buyer.client, paidOrder);
    const pendingOrder = await placeOrder(await buyerWith(ctx, [[p, 1]]));
    const paid = await details(buyer.client, paidOrder.orderId);

    const search = async (query: string) => {
      const res = await admin.get(`/api/admin/orders/get?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminOrderListResponse>();
    };
    const byNumber = await search(`q=${paid.orderNumber}`);
    expect(byNumber.data.map((o) => o._id)).toEqual([paidOrder.orderId]);
    expect(byNumber.data[0]).toMatchObject({ customerName: buyer.user.userName, customerEmail: buyer.email });
    expect((await search(`q=${Number(paid.orderNumber.slice(-6))}`)).data.map((o) => o._id)).toContain(
      paidOrder.orderId,
    );
    expect((await search(`q=${encodeURIComponent(buyer.email.toUpperCase())}`)).data.map((o) => o._id)).toEqual([
      paidOrder.orderId,
    ]);
    expect((await search(`q=${encodeURIComponent(buyer.user.userName)}`)).data.map((o) => o._id)).toEqual([
      paidOrder.orderId,
    ]);
    // every test buyer has the same phone; written without spaces it is still found
    const byPhone = await search('q=8801711000000&limit=100&page=1');
    expect(byPhone.data.map((o) => o._id)).toEqual(expect.arrayContaining([paidOrder.orderId, pendingOrder.orderId]));

    const pendingOnly = await search('paymentStatus=pending&limit=100&page=1');
    expect(pendingOnly.data.every((o) => o.paymentStatus === 'pending')).toBe(true);
    expect(pendingOnly.data.map((o) => o._id)).toContain(pendingOrder.orderId);
    const confirmed = await search('status=confirmed&limit=100&page=1');
    expect(confirmed.data.every((o) => o.orderStatus === 'confirmed')).toBe(true);
    expect(confirmed.data.map((o) => o._id)).toContain(paidOrder.orderId);

    const today = paid.orderDate.slice(0, 10);
    expect((await search(`from=${today}&to=${today}&limit=100&page=1`)).data.map((o) => o._id)).toContain(
      paidOrder.orderId,
    );
    expect((await search('to=2000-01-01')).data).toEqual([]);

    const all = await search('');
    expect(all.pagination).toEqual({ page: 1, limit: all.data.length, total: all.data.length, totalPages: 1 });
    const page2 = await search('page=2&limit=2');
    expect(page2.pagination).toEqual({
      page: 2,
      limit: 2,
      total: all.data.length,
      totalPages: Math.ceil(all.data.length / 2),
    });
    expect(page2.data.map((o) => o._id)).toEqual(all.data.slice(2, 4).map((o) => o._id));

    for (const bad of ['status=shipped', 'from=2026-13-45', 'limit=0', 'paymentStatus=nope']) {
      expect((await admin.get(`/api/admin/orders/get?${bad}`)).statusCode).toBe(400);
    }
    expect((await buyer.client.get('/api/admin/orders/get')).statusCode).toBe(403);
  });
});
