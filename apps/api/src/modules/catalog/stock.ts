import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { products } from '../../db/schema-catalog.js';

/** The units on the shelf, as orders take them and give them back. */

/** Units of a product to take off the shelf, while that many are left. */
export interface StockTake {
  productId: string;
  quantity: number;
}

/** Takes the units while that many are left, answering the product's id when it did: values or placeholders. */
function taking(db: Executor, productId: unknown, quantity: unknown, now: unknown) {
  return db
    .update(products)
    .set({ totalStock: sql`${products.totalStock} - ${quantity}`, updatedAt: sql`${now}` })
    .where(and(sql`${products.id} = ${productId}`, sql`${products.totalStock} >= ${quantity}`))
    .returning({ id: products.id });
}

/** takeStock's statement, not yet run: a part of the caller's own statement (a `with` of it). */
export const stockTaking = (db: Executor, { productId, quantity }: StockTake) =>
  taking(db, productId, quantity, new Date());

const takeStockStatement = (db: Executor) =>
  taking(db, sql.placeholder('productId'), sql.placeholder('quantity'), sql.placeholder('now')).prepare('take_stock');

/**
 * Takes the units off the shelf if that many are left; whether it did. The guard in the statement makes
 * concurrent buyers unable to oversell.
 */
export async function takeStock(db: Executor, { productId, quantity }: StockTake): Promise<boolean> {
  const rows = await preparedOn(db, 'take_stock', takeStockStatement).execute({ productId, quantity, now: new Date() });
  return rows.length > 0;
}

/** The units of a product on the shelf now (0 when it is gone). */
export async function stockLeft(db: Executor, productId: string): Promise<number> {
  const [row] = await db.select({ left: products.totalStock }).from(products).where(eq(products.id, productId));
  return Math.max(0, row?.left ?? 0);
}

/** Puts units back on the shelf (a reservation that ended unpaid, an order cancelled). */
export async function returnStock(db: Executor, { productId, quantity }: StockTake): Promise<void> {
  await db
    .update(products)
    .set({ totalStock: sql`${products.totalStock} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}
