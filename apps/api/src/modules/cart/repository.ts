import { isId, type Language } from '@farmai/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { cartItems, carts } from '../../db/schema-cart.js';
import { lineFacts, lineLimitOf, shelf } from '../catalog/index.js';
import type { ShelfRow } from './line-rules.js';

export type CartRow = typeof carts.$inferSelect;

const userCart = (db: Executor) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .limit(1);
const userCartStatement = (db: Executor) => userCart(db).prepare('user_cart');
const lockedCartStatement = (db: Executor) => userCart(db).for('update').prepare('locked_cart');

/** The user's cart, created on first use; locked for the rest of the transaction when `lock` is set. */
export async function getOrCreateCart(db: Executor, userId: string, lock = false): Promise<CartRow> {
  const find = async () => {
    const statement = lock
      ? preparedOn(db, 'locked_cart', lockedCartStatement)
      : preparedOn(db, 'user_cart', userCartStatement);
    const [row] = await statement.execute({ userId });
    return row;
  };
  // most calls find the cart: only the first one writes
  const existing = await find();
  if (existing) return existing;
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const row = await find();
  if (!row) throw new Error('cart was not created');
  return row;
}

/**
 * The product's stock and whether it is archived, and how many of it the cart holds, in one query;
 * undefined for no such product.
 */
export async function stockAndLine(
  db: Executor,
  cartId: string,
  productId: string,
): Promise<(ShelfRow & { productId: string; inCart: number }) | undefined> {
  if (!isId(productId)) return undefined;
  const [row] = await db
    .select({
      productId: shelf.id,
      ...lineFacts,
      inCart: sql<number>`coalesce(${cartItems.quantity}, 0)::int`,
    })
    .from(shelf)
    .leftJoin(cartItems, and(eq(cartItems.productId, shelf.id), eq(cartItems.cartId, cartId)))
    .where(eq(shelf.id, productId))
    .limit(1);
  return row;
}

/** A cart line with its product as it is now: what it shows, and what the line rules read (`ShelfRow`). */
export type CartLine = ShelfRow & {
  productId: string;
  quantity: number;
  /** The title in the language asked for, else in English. */
  title: string;
  /** The title in the shop's own language (English). */
  shopTitle: string;
  image: string;
  priceCents: number;
  salePriceCents: number;
  effectivePriceCents: number;
};

/**
 * The cart's lines with the products as they are now, oldest line first; each title in `language`
 * when the product has a translation into it, else in English.
 */
const cartLinesStatement = (db: Executor) =>
  db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      title: shelf.title,
      translations: shelf.translations,
      image: shelf.image,
      priceCents: shelf.priceCents,
      salePriceCents: shelf.salePriceCents,
      effectivePriceCents: shelf.effectivePriceCents,
      ...lineFacts,
    })
    .from(cartItems)
    .innerJoin(shelf, eq(shelf.id, cartItems.productId))
    // lines of an archived product leave the cart (and so the next order)
    .where(and(eq(cartItems.cartId, sql.placeholder('cartId')), isNull(shelf.archivedAt)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
    .prepare('cart_lines');

export async function cartLines(db: Executor, cartId: string, language: Language = 'en'): Promise<CartLine[]> {
  const rows = await preparedOn(db, 'cart_lines', cartLinesStatement).execute({ cartId });
  return rows.map(({ translations, ...line }) => ({
    ...line,
    title: (language !== 'en' && translations[language]?.title) || line.title,
    shopTitle: line.title,
  }));
}

/** What an add did: the user's cart (null when they have none yet), and the line's new quantity (null when nothing was added). */
export interface Added {
  cartId: string | null;
  quantity: number | null;
}

/**
 * Adds `quantity` to the line of the product in the user's cart in one statement, only while the
 * line stays within its limit (`lineLimitOf`: the stock, none for an archived product). Nothing is
 * added without a cart, for no such product, an archived one, or past the stock. The cart's row is
 * locked for the statement, as an order being placed from the cart locks it: an add waits for that order.
 * Its commit does not wait for the write-ahead log to reach the disk.
 */
export async function addWithinStock(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Added> {
  if (!isId(productId)) return { cartId: null, quantity: null };
  const result = await db.execute(sql`
    with locked as (select ${carts.id} as id from ${carts} where ${carts.userId} = ${userId} for update),
    product as (${lineLimitOf(productId)}),
    added as (
      insert into ${cartItems} (cart_id, product_id, quantity)
      select locked.id, product.id, ${quantity} from locked, product where ${quantity} <= product.line_limit
      on conflict (cart_id, product_id) do update
        set quantity = ${cartItems.quantity} + excluded.quantity, updated_at = now()
        where ${cartItems.quantity} + excluded.quantity <= (select line_limit from product)
      returning quantity
    )
    select (select id from locked) as cart_id, (select quantity from added) as quantity,
      -- a cart line is not money: its commit does not wait for the disk (a crash may lose the last
      -- fraction of a second of adds; orders, payments and stock always wait)
      set_config('synchronous_commit', 'off', true) as relaxed`);
  // both drivers (node-postgres and PGlite) answer raw statements with their rows under `rows`
  const row = (result as unknown as { rows: { cart_id: string | null; quantity: number | null }[] }).rows[0];
  return { cartId: row?.cart_id ?? null, quantity: row?.quantity ?? null };
}

export async function findLine(db: Executor, cartId: string, productId: string) {
  if (!isId(productId)) return undefined;
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .limit(1);
  return row;
}

export async function setLineQuantity(db: Executor, cartId: string, productId: string, quantity: number) {
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity, updatedAt: new Date() },
    });
}

export async function deleteLine(db: Executor, cartId: string, productId: string): Promise<boolean> {
  if (!isId(productId)) return false;
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return rows.length > 0;
}

export async function clearCart(db: Executor, userId: string): Promise<void> {
  await cartClearing(db, sql`${userId}::uuid`);
}

/** Empties the carts of the users `userIds` selects (a subquery), as a statement not yet run: a part of the caller's own. */
export function cartClearing(db: Executor, userIds: SQL) {
  return db.delete(cartItems).where(sql`${cartItems.cartId} in (select id from carts where user_id in (${userIds}))`);
}
