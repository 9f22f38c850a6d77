import type { Dashboard } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { chartWindow } from '../src/modules/dashboard/service.js';
import { makeImage } from './fixtures.js';
import { Client, createProduct, multipart, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop, buyerWith, createOrder, payOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
});
afterAll(async () => ctx?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

async function dashboard(client: Client = admin): Promise<Dashboard> {
  const res = await client.get('/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; data: Dashboard }>();
  expect(body.success).toBe(true);
  return body.data;
}

/** A buyer who orders the given lines; paid orders go through the demo provider's approval and capture. */
async function order(lines: [TestProduct, number][], paid: boolean): Promise<string> {
  const buyer = await buyerWith(ctx, lines);
  const created = await createOrder(buyer);
  expect(created.statusCode, created.body).toBe(201);
  const placed = created.json<{ orderId: string; approvalURL: string }>();
  if (paid) {
    const capture = await payOrder(buyer.client, placed);
    expect(capture.statusCode, capture.body).toBe(200);
  }
  return placed.orderId;
}

/** Two published advice articles and one published guide, each with its picture. */
async function publishedEntries() {
  const image = await makeImage('jpeg');
  const entries: [string, Record<string, string>][] = [
    ['/api/common/expertAdvice/add', { title: 'Sow in rows', description: 'Rows are easy to weed.' }],
    ['/api/common/expertAdvice/add', { title: 'Test the soil', description: 'Once a year.' }],
    ['/api/common/scm/add', { crop_name: 'Maize', description: 'How to grow maize.' }],
  ];
  for (const [url, fields] of entries) {
    const form = multipart(fields, { field: 'image', filename: 'leaf.jpg', contentType: 'image/jpeg', data: image });
    const res = await admin.post(url, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: { status: string } }>().data.status).toBe('published');
  }
}

const placedAt = (orderId: string, time: number) =>
  ctx.database.db
    .update(orders)
    .set({ orderDate: new Date(time) })
    .where(eq(orders.id, orderId));

describe('GET /api/admin/dashboard', () => {
  it('answers 401 when signed out and 403 to a shopper', async () => {
    const anonymous = await new Client(ctx.app).get('/api/admin/dashboard');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const shopper = (await signIn(ctx)).client;
    const forbidden = await shopper.get('/api/admin/dashboard');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false });
  });

  it('shows 30 zero-filled days ending today and zero counts on an empty shop', async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(30);
    const today = Date.now();
    expect(data.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => isoDay(today - (29 - i) * DAY_MS)),
    );
    expect(data.days.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
    expect(data.totals).toEqual({ revenueLast30Days: 0, paidOrdersLast30Days: 0, paidOrders: 0, revenue: 0 });
    expect(data.counts).toEqual({ products: 0, expertAdvice: 0, cultivationEntries: 0, orders: 0 });
    expect(data.lowStock).toEqual([]);
    expect(data.outOfStock).toEqual([]);
    expect(data.topProducts).toEqual([]);
    expect(data.ordersByStatus.map((s) => s.status)).toEqual([
      'pending',
      'inProcess',
      'inShipping',
      'delivered',
      'rejected',
      'confirmed',
    ]);
    expect(data.ordersByStatus.every((s) => s.count === 0)).toBe(true);
  });

  it('adds up paid orders per day, by status, best sellers, stock lists and content', async () => {
    const wheat = await createProduct(admin, { title: 'Wheat Seeds', price: 10, totalStock: 20 });
    const urea = await createProduct(admin, { title: 'Urea', price: 8, salePrice: 6.5, totalStock: 12 });
    const twine = await createProduct(admin, { title: 'Twine', price: 3, totalStock: 9 });
    const gloves = await createProduct(admin, { title: 'Gloves', price: 2, totalStock: 0 });
    await createProduct(admin, { title: 'Sickle', price: 1, totalStock: 10 });
    const sprayer = await createProduct(admin, { title: 'Old Sprayer', price: 5, totalStock: 4 });

    const now = Date.now();
    // paid today: 3 × 10 + 1 × 6.50 (sale price) = 36.50
    await order(
      [
        [wheat, 3],
        [urea, 1],
      ],
      true,
    );
    // paid, placed three days ago: 10.00
    const threeDaysAgo = await order([[wheat, 1]], true);
    await placedAt(threeDaysAgo, now - 3 * DAY_MS);
    // never paid: 2 × 6.50, counted nowhere but in the status and order counts
    await order([[urea, 2]], false);
    // paid 40 days ago, outside the chart: 4 × 6.50 + 2 × 5 = 36.00
    const longAgo = await order(
      [
        [urea, 4],
        [sprayer, 2],
      ],
      true,
    );
    await placedAt(longAgo, now - 40 * DAY_MS);
    // the sprayer is deleted since: orders name it, so it is archived and its sales stay its own
    const removed = await admin.delete(`/api/admin/products/delete/${sprayer._id}`);
    expect(removed.json()).toMatchObject({ success: true, outcome: 'archived' });
    expect((await admin.put(`/api/admin/orders/update/${threeDaysAgo}`, { orderStatus: 'delivered' })).statusCode).toBe(
      200,
    );

    const advice = multipart({ title: 'Mulch early', description: 'Keeps the soil moist.', status: 'draft' });
    expect((await admin.post('/api/common/expertAdvice/add', advice.payload, advice.headers)).statusCode).toBe(201);
    await publishedEntries();
    for (const crop of ['Rice', 'Jute']) {
      const entry = multipart({ crop_name: crop, description: `How to grow ${crop}.`, status: 'draft' });
      expect((await admin.post('/api/common/scm/add', entry.payload, entry.headers)).statusCode).toBe(201);
    }

    const data = await dashboard();

    expect(data.days).toHaveLength(30);
    expect(data.days[29]).toEqual({ date: isoDay(now), revenue: 36.5, orders: 1 });
    expect(data.days[26]).toEqual({ date: isoDay(now - 3 * DAY_MS), revenue: 10, orders: 1 });
    const others = data.days.filter((_, i) => i !== 29 && i !== 26);
    expect(others.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
    expect(data.totals).toEqual({ revenueLast30Days: 46.5, paidOrdersLast30Days: 2, paidOrders: 3, revenue: 82.5 });

    expect(Object.fromEntries(data.ordersByStatus.map((s) => [s.status, s.count]))).toEqual({
      pending: 1,
      inProcess: 0,
      inShipping: 0,
      delivered: 1,
      rejected: 0,
      confirmed: 2,
    });

    // orders took stock: wheat 20 − 4 = 16, urea 12 − 1 − 4 − 2 = 5 (the unpaid order still holds
    // its 2 for 15 minutes); twine 9 was never sold
    expect(data.lowStock).toEqual([
      { _id: urea._id, title: 'Urea', totalStock: 5 },
      { _id: twine._id, title: 'Twine', totalStock: 9 },
    ]);
    expect(data.outOfStock).toEqual([{ _id: gloves._id, title: 'Gloves', totalStock: 0 }]);

    // by units in paid orders only: urea 1 + 4 (the unpaid 2 do not count), wheat 3 + 1, sprayer 2
    expect(data.topProducts).toEqual([
      { productId: urea._id, title: 'Urea', unitsSold: 5, revenue: 32.5 },
      { productId: wheat._id, title: 'Wheat Seeds', unitsSold: 4, revenue: 40 },
      { productId: sprayer._id, title: 'Old Sprayer', unitsSold: 2, revenue: 10 },
    ]);

    // published entries only: the drafts above are not read by farmers yet
    expect(data.counts).toEqual({ products: 5, expertAdvice: 2, cultivationEntries: 1, orders: 4 });
  });

  it('lists at most five best sellers, the current product title first', async () => {
    const extra: TestProduct[] = [];
    for (let i = 1; i <= 5; i += 1) {
      extra.push(await createProduct(admin, { title: `Bulk ${i}`, price: 1, totalStock: 100 }));
    }
    // 6, 7, 8, 9 and 10 units: all outsell everything of the test before
    await order(
      extra.map((p, i) => [p, i + 6] as [TestProduct, number]),
      true,
    );
    await admin.put(`/api/admin/products/edit/${extra[4]?._id}`, { title: 'Bulk Five Renamed' });
    const data = await dashboard();
    expect(data.topProducts.map((t) => [t.title, t.unitsSold])).toEqual([
      ['Bulk Five Renamed', 10],
      ['Bulk 4', 9],
      ['Bulk 3', 8],
      ['Bulk 2', 7],
      ['Bulk 1', 6],
    ]);
  });

  it('covers the 30 UTC days up to and including the given day', () => {
    expect(chartWindow(new Date('2025-03-01T23:59:59Z'))).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(chartWindow(new Date('2024-03-01T00:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });
});
