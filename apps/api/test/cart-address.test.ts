import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockAddressesOf } from '../src/modules/addresses/repository.js';
import {
  Client,
  createAddress,
  createProduct,
  sampleAddress,
  signIn,
  type TestContext,
  type TestProduct,
} from './helper.js';
import { buildShop } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let buyer: { client: Client; user: { id: string } };
let other: { client: Client; user: { id: string } };
let seeds: TestProduct;
let sprayer: TestProduct;

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
  buyer = await signIn(ctx);
  other = await signIn(ctx);
  seeds = await createProduct(admin, { title: 'Okra Seeds', price: 4, salePrice: 3.5, totalStock: 5 });
  sprayer = await createProduct(admin, { title: 'Hand Sprayer', price: 12, totalStock: 2 });
});
afterAll(async () => ctx?.close());

interface Cart {
  _id: string;
  items: { productId: string; title: string; image: string; price: number; salePrice: number; quantity: number }[];
}

describe('cart', () => {
  it('adds, merges, updates and deletes lines, reading products as they are now', async () => {
    const { client, user } = buyer;
    const empty = await client.get(`/api/shop/cart/get/${user.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<{ data: Cart }>().data.items).toEqual([]);

    const add = await client.post('/api/shop/cart/add', { userId: user.id, productId: seeds._id, quantity: 2 });
    expect(add.statusCode, add.body).toBe(200);
    const cart = add.json<{ success: boolean; data: Cart }>();
    expect(cart.success).toBe(true);
    expect(cart.data._id).toBe(empty.json<{ data: Cart }>().data._id);
    expect(cart.data.items).toEqual([
      expect.objectContaining({
        productId: seeds._id,
        title: 'Okra Seeds',
        image: expect.any(String),
        price: 4,
        salePrice: 3.5,
        quantity: 2,
      }),
    ]);

    const again = await client.post('/api/shop/cart/add', { userId: user.id, productId: seeds._id, quantity: 1 });
    expect(again.json<{ data: Cart }>().data.items[0]?.quantity).toBe(3);

    await admin.put(`/api/admin/products/edit/${seeds._id}`, { title: 'Okra Seeds Green Velvet', salePrice: 3 });
    const fresh = (await client.get(`/api/shop/cart/get/${user.id}`)).json<{ data: Cart }>().data;
    expect(fresh.items[0]).toMatchObject({ title: 'Okra Seeds Green Velvet', salePrice: 3 });

    const update = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: seeds._id,
      quantity: 1,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<{ data: Cart }>().data.items[0]?.quantity).toBe(1);

    await client.post('/api/shop/cart/add', { userId: user.id, productId: sprayer._id, quantity: 1 });
    const del = await client.delete(`/api/shop/cart/${user.id}/${seeds._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json<{ data: Cart }>().data.items.map((i) => i.productId)).toEqual([sprayer._id]);
    expect((await client.delete(`/api/shop/cart/${user.id}/${seeds._id}`)).statusCode).toBe(404);
  });

  it('never holds more than the stock, with the message naming what is already in the cart', async () => {
    const { client, user } = buyer;
    // the sprayer (stock 2) already has 1 in the cart from the test above
    const over = await client.post('/api/shop/cart/add', { userId: user.id, productId: sprayer._id, quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      success: false,
      message: 'Only 1 quantity can be added for this item',
      code: 'cart.stockLimit',
    });
    const updateOver = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: sprayer._id,
      quantity: 3,
    });
    expect(updateOver.statusCode).toBe(400);
    expect(updateOver.json<{ message: string }>().message).toBe('Only 1 quantity can be added for this item');
    const cart = (await client.get(`/api/shop/cart/get/${user.id}`)).json<{ data: Cart }>().data;
    expect(cart.items.find((i) => i.productId === sprayer._id)?.quantity).toBe(1);
  });

  it('adds at once from many tabs without passing the stock, refusing the rest with the stock message', async () => {
    const tiller = await createProduct(admin, { title: 'Hand Tiller', price: 30, totalStock: 5 });
    const { client, user } = await signIn(ctx);
    // a first add makes the cart and the line, then twelve adds of one race for the four left
    expect(
      (await client.post('/api/shop/cart/add', { userId: user.id, productId: tiller._id, quantity: 1 })).statusCode,
    ).toBe(200);
    const adds = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/api/shop/cart/add', { userId: user.id, productId: tiller._id, quantity: 1 }),
      ),
    );
    expect(adds.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = adds.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'cart.stockLimit' });
    const cart = (await client.get(`/api/shop/cart/get/${user.id}`)).json<{ data: Cart }>().data;
    expect(cart.items.find((i) => i.productId === tiller._id)?.quantity).toBe(5);
    // an archived or unknown product is not found, and nothing is added
    const unknown = await client.post('/api/shop/cart/add', {
      userId: user.id,
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'product.notFound' });
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: 'two' }, 'quantity'],
    [{ productId: undefined }, 'productId'],
  ])('rejects %o with 400 naming %s', async (overrides, field) => {
    const res = await buyer.client.post('/api/shop/cart/add', {
      userId: buyer.user.id,
      productId: seeds._id,
      quantity: 1,
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('answers 404 for a product that does not exist and for a line not in the cart', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const add = await buyer.client.post('/api/shop/cart/add', {
      userId: buyer.user.id,
      productId: missing,
      quantity: 1,
    });
    expect(add.statusCode).toBe(404);
    const update = await buyer.client.put('/api/shop/cart/update-cart', {
      userId: buyer.user.id,
      productId: seeds._id,
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
  });

  it('keeps every cart route to its owner: 401 signed out, 403 for someone else', async () => {
    const { user } = buyer;
    const anonymous = new Client(ctx.app);
    const attempts: [Client, number][] = [
      [anonymous, 401],
      [other.client, 403],
    ];
    for (const [client, status] of attempts) {
      expect((await client.get(`/api/shop/cart/get/${user.id}`)).statusCode).toBe(status);
      expect(
        (await client.post('/api/shop/cart/add', { userId: user.id, productId: seeds._id, quantity: 1 })).statusCode,
      ).toBe(status);
      expect(
        (await client.put('/api/shop/cart/update-cart', { userId: user.id, productId: sprayer._id, quantity: 1 }))
          .statusCode,
      ).toBe(status);
      expect((await client.delete(`/api/shop/cart/${user.id}/${sprayer._id}`)).statusCode).toBe(status);
    }
    const cart = (await buyer.client.get(`/api/shop/cart/get/${user.id}`)).json<{ data: Cart }>().data;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[sprayer._id, 1]]);
    // the other user's own cart is untouched and separate
    const theirs = (await other.client.get(`/api/shop/cart/get/${other.user.id}`)).json<{ data: Cart }>().data;
    expect(theirs.items).toEqual([]);
    expect(theirs._id).not.toBe(cart._id);
  });
});

describe('addresses', () => {
  interface Address {
    _id: string;
    userId: string;
    address: string;
    city: string;
    pincode: string;
    phone: string;
    notes: string;
  }

  it('adds, lists, updates and deletes addresses, trimming the fields', async () => {
    const { client, user } = await signIn(ctx);
    const add = await client.post('/api/shop/address/add', { ...sampleAddress, city: '  Bogura  ', userId: user.id });
    expect(add.statusCode, add.body).toBe(201);
    const created = add.json<{ success: boolean; data: Address }>();
    expect(created.success).toBe(true);
    expect(created.data).toMatchObject({ ...sampleAddress, userId: user.id });

    const list = await client.get(`/api/shop/address/get/${user.id}`);
    expect(list.json<{ success: boolean; data: Address[] }>()).toMatchObject({
      success: true,
      data: [{ _id: created.data._id }],
    });

    const update = await client.put(`/api/shop/address/update/${user.id}/${created.data._id}`, {
      city: 'Rajshahi',
      notes: 'Gate 2',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<{ data: Address }>().data).toMatchObject({ city: 'Rajshahi', notes: 'Gate 2', pincode: '5800' });
    const blank = await client.put(`/api/shop/address/update/${user.id}/${created.data._id}`, { phone: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain('phone');

    const del = await client.delete(`/api/shop/address/delete/${user.id}/${created.data._id}`);
    expect(del.json<{ success: boolean }>().success).toBe(true);
    expect((await client.get(`/api/shop/address/get/${user.id}`)).json<{ data: Address[] }>().data).toEqual([]);
    expect((await client.delete(`/api/shop/address/delete/${user.id}/${created.data._id}`)).statusCode).toBe(404);
  });

  it.each(['address', 'city', 'pincode', 'phone'])('requires a non-blank %s', async (field) => {
    const { client, user } = buyer;
    const res = await client.post('/api/shop/address/add', { ...sampleAddress, [field]: '   ', userId: user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
    const missing = await client.post('/api/shop/address/add', {
      ...sampleAddress,
      [field]: undefined,
      userId: user.id,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('takes an address without notes, or with blank ones, and lets notes be cleared', async () => {
    const { client, user } = await signIn(ctx);
    const { notes: _notes, ...withoutNotes } = sampleAddress;
    const bare = await client.post('/api/shop/address/add', { ...withoutNotes, userId: user.id });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json<{ data: Address }>().data).toMatchObject({ ...withoutNotes, notes: '' });
    const blank = await client.post('/api/shop/address/add', { ...sampleAddress, notes: '   ', userId: user.id });
    expect(blank.statusCode, blank.body).toBe(201);
    const blankId = blank.json<{ data: Address }>().data._id;
    expect(blank.json<{ data: Address }>().data.notes).toBe('');
    const noted = await client.put(`/api/shop/address/update/${user.id}/${blankId}`, { notes: 'Gate 2' });
    expect(noted.json<{ data: Address }>().data.notes).toBe('Gate 2');
    // an update that does not name the notes keeps them; an empty one clears them
    const city = await client.put(`/api/shop/address/update/${user.id}/${blankId}`, { city: 'Khulna' });
    expect(city.json<{ data: Address }>().data).toMatchObject({ city: 'Khulna', notes: 'Gate 2' });
    const cleared = await client.put(`/api/shop/address/update/${user.id}/${blankId}`, { notes: '' });
    expect(cleared.json<{ data: Address }>().data.notes).toBe('');
    const long = await client.post('/api/shop/address/add', {
      ...sampleAddress,
      notes: 'x'.repeat(501),
      userId: user.id,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('notes');
  });

  it('refuses a fourth address and stores nothing, even when four are sent at once', async () => {
    const { client, user } = await signIn(ctx);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        client.post('/api/shop/address/add', { ...sampleAddress, address: `Plot ${n}`, userId: user.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 400]);
    const refused = results.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ success: false, message: 'You can add max 3 addresses', code: 'address.max' });
    expect((await client.get(`/api/shop/address/get/${user.id}`)).json<{ data: Address[] }>().data).toHaveLength(3);
  });

  it("holds one account's address changes while another of its changes is under way", async () => {
    const { client, user } = await signIn(ctx);
    const steps: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const other = ctx.database.db.transaction(async (tx) => {
      await lockAddressesOf(tx, user.id);
      steps.push('other change started');
      await held;
      steps.push('other change done');
    });
    while (!steps.includes('other change started')) await new Promise((r) => setTimeout(r, 10));
    const added = client
      .post('/api/shop/address/add', { ...sampleAddress, userId: user.id })
      .then((res) => steps.push(`added ${res.statusCode}`));
    await new Promise((r) => setTimeout(r, 300));
    steps.push('released');
    finish();
    await Promise.all([other, added]);
    expect(steps).toEqual(['other change started', 'released', 'other change done', 'added 201']);
  });

  it('keeps addresses to their owner', async () => {
    const addressId = await createAddress(buyer.client, buyer.user.id);
    const { user } = buyer;
    for (const [client, status] of [
      [new Client(ctx.app), 401],
      [other.client, 403],
    ] as const) {
      expect((await client.get(`/api/shop/address/get/${user.id}`)).statusCode).toBe(status);
      expect((await client.post('/api/shop/address/add', { ...sampleAddress, userId: user.id })).statusCode).toBe(
        status,
      );
      expect((await client.put(`/api/shop/address/update/${user.id}/${addressId}`, { city: 'X' })).statusCode).toBe(
        status,
      );
      expect((await client.delete(`/api/shop/address/delete/${user.id}/${addressId}`)).statusCode).toBe(status);
    }
    // someone else's address id under your own user id is simply not found
    expect(
      (await other.client.put(`/api/shop/address/update/${other.user.id}/${addressId}`, { city: 'X' })).statusCode,
    ).toBe(404);
    expect((await other.client.delete(`/api/shop/address/delete/${other.user.id}/${addressId}`)).statusCode).toBe(404);
    const mine = (await buyer.client.get(`/api/shop/address/get/${user.id}`)).json<{ data: Address[] }>().data;
    expect(mine.find((a) => a._id === addressId)?.city).toBe(sampleAddress.city);
  });
});
