import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayments } from '../src/db/schema.js';
import {
  approveDemoPayment,
  type Client,
  createAddress,
  createProduct,
  DATABASE_KIND,
  signIn,
  type TestContext,
} from './helper.js';
import { type Buyer, buildShop, buyerWith, createOrder, payOrder, placeOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
});
afterAll(async () => ctx?.close());

describe(`racing buyers on ${DATABASE_KIND}`, () => {
  it('never sells more than the stock, and tells the others "sold out" before they pay', async () => {
    const UNITS = 3;
    const BUYERS = 10;
    const product = await createProduct(admin, { title: 'Last Power Tiller Blades', price: 40, totalStock: UNITS });

    // every buyer has the blades in the cart while stock still shows 3, then all check out at once
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const { client, user } = await signIn(ctx);
        const add = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 1 });
        expect(add.statusCode).toBe(200);
        const addressId = await createAddress(client, user.id);
        return { client, user, addressId };
      }),
    );
    const created = await Promise.all(buyers.map(createOrder));
    expect(created.filter((r) => r.statusCode === 201)).toHaveLength(UNITS);
    const refused = created.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(BUYERS - UNITS);
    for (const r of refused) expect(r.json<{ message: string }>().message).toMatch(/out of stock|left in stock/);

    const results = await Promise.all(
      created.flatMap((res, i) => {
        if (res.statusCode !== 201) return [];
        const { client } = buyers[i] as (typeof buyers)[number];
        return [payOrder(client, res.json<{ orderId: string; approvalURL: string }>())];
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(UNITS).fill(200));

    const stock = (await admin.get(`/api/shop/products/get/${product._id}`)).json<{ data: { totalStock: number } }>()
      .data;
    expect(stock.totalStock).toBe(0);
    const orders = (await admin.get('/api/admin/orders/get')).json<{
      data: { paymentStatus: string; orderStatus: string }[];
    }>().data;
    expect(orders.filter((o) => o.paymentStatus === 'paid' && o.orderStatus === 'confirmed')).toHaveLength(UNITS);
    // nobody paid for what could not be sold
    const captured = await ctx.database.db.select().from(demoPayments).where(eq(demoPayments.status, 'captured'));
    expect(captured.length).toBe(orders.filter((o) => o.paymentStatus === 'paid').length);
    expect(orders.filter((o) => /refund/.test(o.paymentStatus))).toHaveLength(0);
  });

  it('sells exactly the stock to 200 buyers ordering and paying at once', { timeout: 180_000 }, async () => {
    const UNITS = 120;
    const product = await createProduct(admin, { title: 'Hybrid Maize Seed 5 kg', totalStock: UNITS });
    // signed in 20 at a time (more sign-ins at once from one address are refused), then all order at once
    const buyers: Buyer[] = [];
    while (buyers.length < 200) {
      buyers.push(...(await Promise.all(Array.from({ length: 20 }, () => buyerWith(ctx, [[product, 1]])))));
    }
    const created = await Promise.all(buyers.map(createOrder));
    expect(created.filter((r) => r.statusCode === 409)).toHaveLength(200 - UNITS);
    const placed = created.flatMap((res, i) =>
      res.statusCode === 201
        ? [{ buyer: buyers[i] as Buyer, order: res.json<{ orderId: string; approvalURL: string }>() }]
        : [],
    );
    expect(placed).toHaveLength(UNITS);
    const paid = await Promise.all(placed.map(({ buyer, order }) => payOrder(buyer.client, order)));
    expect(paid.filter((r) => r.statusCode === 200)).toHaveLength(UNITS);
    const left = (await admin.get(`/api/shop/products/get/${product._id}`)).json<{ data: { totalStock: number } }>();
    expect(left.data.totalStock).toBe(0);
  });

  it('with two products in every cart, sells the scarce one exactly and gives the other back to those refused', async () => {
    // the scarce product is the one whose units the order's own statement takes: the last in taking order
    const plenty = await createProduct(admin, { title: 'Neem Oil 1 l', totalStock: 100 });
    let scarce = await createProduct(admin, { title: 'Last Sprayer Nozzles', totalStock: 3 });
    while (scarce._id.localeCompare(plenty._id) < 0) {
      scarce = await createProduct(admin, { title: 'Last Sprayer Nozzles', totalStock: 3 });
    }
    // half the carts hold the products in the other order
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buyerWith(
          ctx,
          i % 2
            ? [
                [plenty, 1],
                [scarce, 1],
              ]
            : [
                [scarce, 1],
                [plenty, 1],
              ],
        ),
      ),
    );
    const created = await Promise.all(buyers.map(createOrder));
    expect(created.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = created.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json<{ message: string }>().message).toMatch(/Last Sprayer Nozzles/);
    const stockOf = async (id: string) =>
      (await admin.get(`/api/shop/products/get/${id}`)).json<{ data: { totalStock: number } }>().data.totalStock;
    expect(await stockOf(scarce._id)).toBe(0);
    expect(await stockOf(plenty._id)).toBe(97);
  });

  it('captures an order once even when the same capture is sent many times at once', async () => {
    const product = await createProduct(admin, { totalStock: 10 });
    const buyer = await buyerWith(ctx, [[product, 2]]);
    const { client } = buyer;
    const { orderId, approvalURL } = await placeOrder(buyer);
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
