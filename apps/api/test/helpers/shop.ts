import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { products } from '../../src/db/schema.js';
import {
  approveDemoPayment,
  buildTestApp,
  Client,
  createAddress,
  signIn,
  type TestContext,
  type TestProduct,
} from '../helper.js';

/** The shop's usual cast and steps for a test file: the app with an admin, buyers, orders and payments. */

export interface Shop {
  ctx: TestContext;
  /** A signed-in admin. */
  admin: Client;
  /** A client that never signed in. */
  anonymous: Client;
}

/** Builds the app (see buildTestApp) and signs an admin in. */
export async function buildShop(options: Parameters<typeof buildTestApp>[0] = {}): Promise<Shop> {
  const ctx = await buildTestApp(options);
  const admin = (await signIn(ctx, 'admin')).client;
  return { ctx, admin, anonymous: new Client(ctx.app) };
}

/**
 * The shop with payment settling left to the tests: the run queued at start-up is let finish first, and the
 * timer's next run is an hour away.
 */
export async function buildShopSettledByTests(): Promise<Shop> {
  const ctx = await buildTestApp({
    env: { PUBLIC_URL: 'http://shop.test:3000', PAYMENT_SETTLE_INTERVAL_MS: '3600000' },
  });
  for (let i = 0; i < 100; i++) {
    const runs = await ctx.app.jobs.history('payments.settle');
    if (runs.some((run) => run.state === 'completed')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const admin = (await signIn(ctx, 'admin')).client;
  return { ctx, admin, anonymous: new Client(ctx.app) };
}

/** A signed-in user (see signIn) with an address. */
export type Buyer = Awaited<ReturnType<typeof signIn>> & { addressId: string };

/** A signed-in buyer with the given products in the cart and one address. */
export async function buyerWith(ctx: TestContext, lines: [TestProduct, number][]): Promise<Buyer> {
  const session = await signIn(ctx);
  const { client, user } = session;
  for (const [product, quantity] of lines) {
    const res = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const addressId = await createAddress(client, user.id);
  return { ...session, addressId };
}

/** Who can order: a signed-in client, its user id and one of its addresses. */
export interface OrderingBuyer {
  client: Client;
  user: { id: string };
  addressId: string;
}

/** POST /api/shop/order/create for the buyer's cart and address. */
export function createOrder(buyer: OrderingBuyer) {
  return buyer.client.post('/api/shop/order/create', {
    userId: buyer.user.id,
    addressInfo: { addressId: buyer.addressId },
  });
}

/** Orders the buyer's cart; answers the order id and the payment provider's approval URL. */
export async function placeOrder(buyer: OrderingBuyer): Promise<{ orderId: string; approvalURL: string }> {
  return (await createOrder(buyer)).json<{ orderId: string; approvalURL: string }>();
}

/** Approves the payment on the demo provider's page as the buyer, then captures it; answers the capture. */
export async function payOrder(client: Client, order: { orderId: string; approvalURL: string }) {
  const approved = await approveDemoPayment(client, order.approvalURL);
  return client.post('/api/shop/order/capture', {
    paymentId: approved.paymentId,
    payerId: approved.payerId,
    orderId: order.orderId,
  });
}

/** The product's stock as the shop shows it. */
export async function stockOf(ctx: TestContext, productId: string): Promise<number> {
  const res = await new Client(ctx.app).get(`/api/shop/products/get/${productId}`);
  return res.json<{ data: TestProduct }>().data.totalStock;
}

/** The units of a product counted as sold (the popularity order ranks by them). */
export async function unitsSoldOf(ctx: TestContext, productId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ unitsSold: products.unitsSold })
    .from(products)
    .where(eq(products.id, productId));
  return row?.unitsSold ?? -1;
}

/** A shop with a signed-in shopper besides the admin. */
export interface ShopWithShopper extends Shop {
  shopper: Client;
}

/**
 * The shop of a whole test file: built (with a signed-in shopper) before its tests, closed after them. The
 * object is filled in when the first test runs.
 */
export function setUpShop(options: Parameters<typeof buildTestApp>[0] = {}): ShopWithShopper {
  const shop = {} as ShopWithShopper;
  beforeAll(async () => {
    Object.assign(shop, await buildShop(options));
    shop.shopper = (await signIn(shop.ctx, 'user')).client;
  });
  afterAll(async () => shop.ctx?.close());
  return shop;
}
