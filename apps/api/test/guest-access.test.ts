import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProduct, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop } from './helpers/shop.js';

/**
 * A visitor who has not signed in browses the shop, the advice and the guides (docs/product/rules.md#roles-and-permissions):
 * every read their pages make answers without a session; every write still asks for one.
 */

let ctx: TestContext;
let admin: Client;
let guest: Client;
let buyer: Awaited<ReturnType<typeof signIn>>;
let okra: TestProduct;
let sprayer: TestProduct;
let soldOut: TestProduct;

interface CartAnswer {
  success: boolean;
  message: string;
  data: { userId: string; items: { productId: string; title: string; quantity: number; price: number }[] };
  notices: { productId: string; reason: string; quantity: number; message: string }[];
}

const missing = '00000000-0000-4000-8000-000000000000';

/** A call: method, path, and the body made when the test runs (the ids exist by then). */
type Call = readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, () => Record<string, unknown> | undefined];

beforeAll(async () => {
  ({ ctx, admin, anonymous: guest } = await buildShop());
  buyer = await signIn(ctx);
  okra = await createProduct(admin, { title: 'Okra Seeds Guest', price: 4, totalStock: 5 });
  sprayer = await createProduct(admin, { title: 'Hand Sprayer Guest', price: 12, totalStock: 2 });
  soldOut = await createProduct(admin, { title: 'Sold Out Sickle', price: 7, totalStock: 0 });
  await admin.post('/api/common/feature/add', { image: '/uploads/features/banner.webp' });
});
afterAll(async () => ctx?.close());

describe('a visitor without a session', () => {
  it.each([
    ['the product list', () => '/api/shop/products/get?category=seed&sortBy=title-atoz'],
    ['a product', () => `/api/shop/products/get/${okra._id}`],
    ['a search', () => '/api/shop/search/okra'],
    ["a product's reviews", () => `/api/shop/review/${okra._id}`],
    ['the banners', () => '/api/common/feature/get'],
    ['the expert advice', () => '/api/common/expertAdvice'],
    ['the cultivation guides', () => '/api/common/scm'],
    ['the health check', () => '/api/health'],
  ])('reads %s', async (_what, url) => {
    const res = await new Client(ctx.app).get(url());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ success: boolean }>().success).not.toBe(false);
  });

  it('finds the products it reads', async () => {
    const list = await guest.get('/api/shop/products/get?category=seed&sortBy=title-atoz&limit=100');
    expect(list.json<{ data: { _id: string }[] }>().data.map((p) => p._id)).toContain(okra._id);
    const one = await guest.get(`/api/shop/products/get/${okra._id}`);
    expect(one.json<{ data: { title: string; totalStock: number } }>().data).toMatchObject({
      title: 'Okra Seeds Guest',
      totalStock: 5,
    });
  });

  it.each([
    ['POST', '/api/shop/cart/add', () => ({ userId: buyer.user.id, productId: okra._id, quantity: 1 })],
    ['POST', '/api/shop/cart/merge', () => ({ userId: buyer.user.id, items: [{ productId: okra._id, quantity: 1 }] })],
    ['PUT', '/api/shop/cart/update-cart', () => ({ userId: buyer.user.id, productId: okra._id, quantity: 1 })],
    ['GET', '/api/shop/cart/get/{user}', () => undefined],
    ['GET', '/api/shop/address/get/{user}', () => undefined],
    [
      'POST',
      '/api/shop/address/add',
      () => ({ userId: buyer.user.id, address: 'a', city: 'b', pincode: '1', phone: '2', notes: 'c' }),
    ],
    ['GET', '/api/shop/order/list/{user}', () => undefined],
    ['POST', '/api/shop/order/create', () => ({ userId: buyer.user.id, addressInfo: { addressId: missing } })],
    ['POST', '/api/shop/review/add', () => ({ productId: okra._id, reviewMessage: 'Fine seeds', reviewValue: 5 })],
    ['GET', '/api/auth/check-auth', () => undefined],
  ] satisfies Call[])('may not %s %s (401)', async (method, path, body) => {
    const res = await guest.request({ method, url: path.replace('{user}', buyer.user.id), payload: body() });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });

  it.each([
    ['POST', '/api/admin/products/add', () => ({ title: 'x' })],
    ['GET', '/api/admin/products/get', () => undefined],
    ['GET', '/api/admin/orders/get', () => undefined],
    ['POST', '/api/common/feature/add', () => ({ image: '/uploads/x.webp' })],
    ['DELETE', '/api/common/expertAdvice/{id}', () => undefined],
    ['GET', '/api/admin/dashboard', () => undefined],
  ] satisfies Call[])('may not use the back office: %s %s (401)', async (method, path, body) => {
    const res = await guest.request({ method, url: path.replace('{id}', missing), payload: body() });
    expect(res.statusCode, res.body).toBe(401);
  });

  it('a shopper is still kept out of the back office (403)', async () => {
    const res = await buyer.client.get('/api/admin/products/get');
    expect(res.statusCode).toBe(403);
  });

  it('nothing a refused write asked for was stored', async () => {
    const cart = await buyer.client.get(`/api/shop/cart/get/${buyer.user.id}`);
    expect(cart.json<CartAnswer>().data.items).toEqual([]);
    const reviews = await guest.get(`/api/shop/review/${okra._id}`);
    expect(reviews.json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('merging the cart a visitor kept in the browser (POST /api/shop/cart/merge)', () => {
  it('adds every line on top of what the cart holds, in one call', async () => {
    const { client, user } = await signIn(ctx);
    await client.post('/api/shop/cart/add', { userId: user.id, productId: okra._id, quantity: 1 });
    const res = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [
        { productId: okra._id, quantity: 2 },
        { productId: sprayer._id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<CartAnswer>();
    expect(answer.success).toBe(true);
    expect(answer.message).toBe('The cart from this browser was added to your cart');
    expect(answer.notices).toEqual([]);
    expect(answer.data.items.map((i) => [i.title, i.quantity])).toEqual([
      ['Okra Seeds Guest', 3],
      ['Hand Sprayer Guest', 1],
    ]);
    // the answer is the stored cart
    const stored = (await client.get(`/api/shop/cart/get/${user.id}`)).json<CartAnswer>().data;
    expect(stored.items.map((i) => i.quantity)).toEqual([3, 1]);
  });

  it('lowers a quantity above the stock to the stock and says so; sold-out and unknown products are left out', async () => {
    const { client, user } = await signIn(ctx);
    const res = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [
        { productId: okra._id, quantity: 4 },
        { productId: okra._id, quantity: 4 }, // named twice: 8 asked, 5 on the shelf
        { productId: soldOut._id, quantity: 1 },
        { productId: missing, quantity: 1 },
        { productId: 'not-an-id', quantity: 2 },
        { productId: sprayer._id, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<CartAnswer>();
    // lines added in one call share their time: their order is the products' ids
    expect(Object.fromEntries(answer.data.items.map((i) => [i.productId, i.quantity]))).toEqual({
      [okra._id]: 5,
      [sprayer._id]: 2,
    });
    expect(answer.notices).toEqual([
      {
        productId: okra._id,
        reason: 'stockLimit',
        quantity: 5,
        message: 'Only 5 of "Okra Seeds Guest" in stock: your cart holds 5.',
      },
      {
        productId: soldOut._id,
        reason: 'soldOut',
        quantity: 0,
        message: '"Sold Out Sickle" is out of stock and was not added to your cart.',
      },
      {
        productId: missing,
        reason: 'notFound',
        quantity: 0,
        message: "A product from this browser's cart is no longer sold and was left out.",
      },
      {
        productId: 'not-an-id',
        reason: 'notFound',
        quantity: 0,
        message: "A product from this browser's cart is no longer sold and was left out.",
      },
    ]);

    // a second merge finds the shelf empty for this cart: nothing more is added, and it says so
    const again = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [{ productId: sprayer._id, quantity: 1 }],
    });
    expect(
      again
        .json<CartAnswer>()
        .data.items.map((i) => i.quantity)
        .sort(),
    ).toEqual([2, 5]);
    expect(again.json<CartAnswer>().notices).toMatchObject([{ reason: 'stockLimit', quantity: 2 }]);
  });

  it('leaves out a product deleted since it was put in the browser cart', async () => {
    const { client, user } = await signIn(ctx);
    const gone = await createProduct(admin, { title: 'Discontinued Hoe', totalStock: 3 });
    expect((await admin.delete(`/api/admin/products/delete/${gone._id}`)).statusCode).toBe(200);
    const res = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [
        { productId: gone._id, quantity: 1 },
        { productId: okra._id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CartAnswer>().data.items.map((i) => i.productId)).toEqual([okra._id]);
    expect(res.json<CartAnswer>().notices).toMatchObject([{ productId: gone._id, reason: 'notFound' }]);
  });

  it("speaks the request's language", async () => {
    const { client, user } = await signIn(ctx);
    const res = await client.post(
      '/api/shop/cart/merge',
      { userId: user.id, items: [{ productId: sprayer._id, quantity: 3 }] },
      { 'accept-language': 'fr' },
    );
    const answer = res.json<CartAnswer>();
    expect(answer.message).toBe('Le panier de ce navigateur a été ajouté à votre panier');
    expect(answer.notices[0]?.message).toBe(
      'Il ne reste que 2 unités de « Hand Sprayer Guest » : votre panier en contient 2.',
    );
  });

  it("is the owner's only: another user's id answers 403 and changes nothing", async () => {
    const { client } = await signIn(ctx);
    const res = await client.post('/api/shop/cart/merge', {
      userId: buyer.user.id,
      items: [{ productId: okra._id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'You can only access your own data.',
      code: 'auth.ownDataOnly',
    });
    const cart = await buyer.client.get(`/api/shop/cart/get/${buyer.user.id}`);
    expect(cart.json<CartAnswer>().data.items).toEqual([]);
  });

  it.each([
    [{ items: [{ productId: 'x', quantity: 0 }] }, 'quantity'],
    [{ items: [{ quantity: 1 }] }, 'productId'],
    [{ items: 'all of them' }, 'items'],
    [{ items: Array.from({ length: 101 }, () => ({ productId: 'x', quantity: 1 })) }, 'items'],
  ])('refuses %o with 400 naming %s, storing nothing', async (body, field) => {
    const res = await buyer.client.post('/api/shop/cart/merge', { userId: buyer.user.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('needs the XSRF header like every write', async () => {
    const res = await buyer.client.request({
      method: 'POST',
      url: '/api/shop/cart/merge',
      payload: { userId: buyer.user.id, items: [{ productId: okra._id, quantity: 1 }] },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('an empty merge answers the cart as it is', async () => {
    const { client, user } = await signIn(ctx);
    const res = await client.post('/api/shop/cart/merge', { userId: user.id, items: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json<CartAnswer>().data).toMatchObject({ userId: user.id, items: [] });
  });
});
