import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProduct, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop, buyerWith, payOrder, placeOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let product: TestProduct;

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
  product = await createProduct(admin, { title: 'Drip Kit', price: 60, totalStock: 50 });
});
afterAll(async () => ctx?.close());

/** A buyer who has paid for `p` (or only ordered it, unpaid, when `pay` is false). */
async function buyer(p: TestProduct, pay = true) {
  const session = await buyerWith(ctx, [[p, 1]]);
  const order = await placeOrder(session);
  if (pay) {
    const res = await payOrder(session.client, order);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return session;
}

interface Review {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

describe('reviews', () => {
  it('lets a buyer review once, takes the name from the session and recomputes the average', async () => {
    const first = await buyer(product);
    // read (and so cache) the product before reviews change its average
    const before = (await new Client(ctx.app).get(`/api/shop/products/get/${product._id}`)).json<{
      data: TestProduct;
    }>().data;
    expect(before.averageReview).toBe(0);
    const add = await first.client.post('/api/shop/review/add', {
      productId: product._id,
      userId: 'someone-else',
      userName: 'Forged Name',
      reviewMessage: '  Saved half my water this season.  ',
      reviewValue: 5,
    });
    expect(add.statusCode, add.body).toBe(201);
    const { data } = add.json<{ data: Review }>();
    expect(data).toMatchObject({
      productId: product._id,
      userId: first.user.id,
      userName: first.user.userName,
      reviewMessage: 'Saved half my water this season.',
      reviewValue: 5,
    });

    const second = await buyer(product);
    await second.client.post('/api/shop/review/add', {
      productId: product._id,
      reviewMessage: 'Leaks at joints.',
      reviewValue: 2,
    });

    const list = (await new Client(ctx.app).get(`/api/shop/review/${product._id}`)).json<{ data: Review[] }>().data;
    expect(list.map((r) => r.reviewValue).sort()).toEqual([2, 5]);
    const shown = (await new Client(ctx.app).get(`/api/shop/products/get/${product._id}`)).json<{ data: TestProduct }>()
      .data;
    expect(shown.averageReview).toBe(3.5);

    const twice = await first.client.post('/api/shop/review/add', {
      productId: product._id,
      reviewMessage: 'Again',
      reviewValue: 1,
    });
    expect(twice.statusCode).toBe(409);
    const after = (await new Client(ctx.app).get(`/api/shop/products/get/${product._id}`)).json<{ data: TestProduct }>()
      .data;
    expect(after.averageReview).toBe(3.5);
  });

  it('refuses someone who has not bought the product, or only ordered it unpaid (403)', async () => {
    const other = await createProduct(admin, { totalStock: 5 });
    const browsing = await signIn(ctx);
    const res = await browsing.client.post('/api/shop/review/add', {
      productId: other._id,
      reviewMessage: 'Nice',
      reviewValue: 4,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/purchase/i);
    const unpaid = await buyer(other, false);
    const res2 = await unpaid.client.post('/api/shop/review/add', {
      productId: other._id,
      reviewMessage: 'Nice',
      reviewValue: 4,
    });
    expect(res2.statusCode).toBe(403);
    expect((await new Client(ctx.app).get(`/api/shop/review/${other._id}`)).json<{ data: Review[] }>().data).toEqual(
      [],
    );
  });

  it.each([
    [{ reviewValue: 0 }, 'reviewValue'],
    [{ reviewValue: 6 }, 'reviewValue'],
    [{ reviewValue: 3.5 }, 'reviewValue'],
    [{ reviewValue: undefined }, 'reviewValue'],
    [{ reviewMessage: '   ' }, 'reviewMessage'],
    [{ reviewMessage: undefined }, 'reviewMessage'],
  ])('rejects %o with 400 naming %s', async (overrides, field) => {
    const { client } = await signIn(ctx);
    const res = await client.post('/api/shop/review/add', {
      productId: product._id,
      reviewMessage: 'Good',
      reviewValue: 4,
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('needs a session to review, 404 for an unknown product, and lists are public', async () => {
    const anonymous = new Client(ctx.app);
    expect(
      (await anonymous.post('/api/shop/review/add', { productId: product._id, reviewMessage: 'x', reviewValue: 3 }))
        .statusCode,
    ).toBe(401);
    const { client } = await signIn(ctx);
    const missing = await client.post('/api/shop/review/add', {
      productId: '00000000-0000-4000-8000-000000000000',
      reviewMessage: 'x',
      reviewValue: 3,
    });
    expect(missing.statusCode).toBe(404);
    expect((await anonymous.get('/api/shop/review/not-an-id')).json()).toEqual({ success: true, data: [] });
  });
});
