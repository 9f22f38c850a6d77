import { LINE_CAP_KEYS, lineLimit, lineProductOf, PRODUCT_FACT_KEYS, PRODUCT_FACTS } from '@farmai/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { lineFacts, shelf } from '../src/modules/catalog/shelf.js';
import { type Client, createProduct, signIn, type TestContext, type TestProduct } from './helper.js';
import { buildShop } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;
let buyer: { client: Client; user: { id: string } };
let hoe: TestProduct;
let empty: TestProduct;
let seeds: TestProduct;
/** A product per fact that caps a line, capped below its stock. */
let capped: TestProduct[];

const archive = (id: string) =>
  ctx.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));

beforeAll(async () => {
  ({ ctx, admin } = await buildShop());
  buyer = await signIn(ctx);
  hoe = await createProduct(admin, { title: 'Line Rules Hoe', totalStock: 4 });
  empty = await createProduct(admin, { title: 'Line Rules Sickle', totalStock: 0 });
  seeds = await createProduct(admin, { title: 'Line Rules Seeds', totalStock: 6 });
  capped = await Promise.all(LINE_CAP_KEYS.map((key) => createProduct(admin, { totalStock: 6, [key]: 2 })));
});
afterAll(async () => ctx?.close());

describe('the line rules in SQL', () => {
  it('gives each product the same limit as the shared rules', async () => {
    await archive(seeds._id);
    // what every cart change and order reads of a product: the facts and the limit in SQL
    const rows = await ctx.database.db
      .select({ ...lineFacts, limit: shelf.lineLimit })
      .from(shelf)
      .where(inArray(shelf.id, [hoe._id, empty._id, seeds._id, ...capped.map((p) => p._id)]));
    expect(rows.map((r) => Number(r.limit)).sort()).toEqual([0, 0, ...capped.map(() => 2), 4]);
    for (const row of rows) expect(Number(row.limit)).toBe(lineLimit(lineProductOf(row)));
    await ctx.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, seeds._id));
  });
});

describe('a line of a product archived after it was put in the cart', () => {
  it('can no longer be added to, changed or merged, with the answers for a product not found', async () => {
    const { client, user } = buyer;
    const add = (quantity: number) =>
      client.post('/api/shop/cart/add', { userId: user.id, productId: seeds._id, quantity });
    expect((await add(2)).statusCode).toBe(200);
    await archive(seeds._id);

    const more = await add(1);
    expect(more.statusCode).toBe(404);
    expect(more.json()).toMatchObject({ code: 'product.notFound', message: 'Product not found' });
    const update = await client.put('/api/shop/cart/update-cart', {
      userId: user.id,
      productId: seeds._id,
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'product.notFound', message: 'Product not found' });

    const merge = await client.post('/api/shop/cart/merge', {
      userId: user.id,
      items: [
        { productId: seeds._id, quantity: 1 },
        { productId: hoe._id, quantity: 5 },
        { productId: empty._id, quantity: 1 },
      ],
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const answer = merge.json<{ data: { items: { productId: string; quantity: number }[] }; notices: unknown[] }>();
    expect(answer.data.items.map((i) => [i.productId, i.quantity])).toEqual([[hoe._id, 4]]);
    expect(answer.notices).toEqual([
      {
        productId: seeds._id,
        reason: 'notFound',
        quantity: 0,
        message: "A product from this browser's cart is no longer sold and was left out.",
      },
      {
        productId: hoe._id,
        reason: 'stockLimit',
        quantity: 4,
        message: 'Only 4 of "Line Rules Hoe" in stock: your cart holds 4.',
      },
      {
        productId: empty._id,
        reason: 'soldOut',
        quantity: 0,
        message: '"Line Rules Sickle" is out of stock and was not added to your cart.',
      },
    ]);
  });
});

describe('the facts a rule may read', () => {
  it('reach the cart line of every answer, as the product states them', async () => {
    const facts = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, PRODUCT_FACTS[key].max]));
    const stated = await createProduct(admin, { title: 'Line Rules Facts', totalStock: 9, ...facts });
    const { client, user } = await signIn(ctx);
    const added = await client.post('/api/shop/cart/add', { userId: user.id, productId: stated._id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await client.get(`/api/shop/cart/get/${user.id}`);
    const [line] = cart.json<{ data: { items: Record<string, unknown>[] } }>().data.items;
    expect(line).toMatchObject({ productId: stated._id, totalStock: 9, ...facts });
    // and the shelf gives the rules the same facts
    const [row] = await ctx.database.db.select(lineFacts).from(shelf).where(eq(shelf.id, stated._id));
    expect(lineProductOf(row)).toMatchObject({ stock: 9, archived: false, ...facts });
  });
});
