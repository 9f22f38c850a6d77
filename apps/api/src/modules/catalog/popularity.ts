import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema-catalog.js';

/**
 * What ranks products besides their own fields: the average rating (worked out by the reviews module) and
 * the units sold (counted by the orders module). Each write moves the change time, so every replica's read
 * model catches up.
 */

/** Sets the product's average rating (the reviews module works it out); the read models catch up on the change time. */
export async function setAverageReview(db: Executor, productId: string, average: number): Promise<void> {
  await db.update(products).set({ averageReview: average, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Units sold per product, counted by the orders module from its own tables: a subquery named `sold`. */
export type UnitsSold = SubqueryWithSelection<{ productId: AnyPgColumn; units: SQL.Aliased<number> }, 'sold'>;

/**
 * Adds sold units to their products (the featured and popularity orders rank by them), in the caller's
 * transaction and in one statement with the count.
 */
export async function addUnitsSold(db: Executor, sold: UnitsSold): Promise<void> {
  await unitsSoldUpdate(db, sold);
}

/** addUnitsSold's statement, not yet run: a part of the caller's own statement (a `with` of it). */
export function unitsSoldUpdate(db: Executor, sold: UnitsSold) {
  return db
    .update(products)
    .set({ unitsSold: sql`${products.unitsSold} + ${sold.units}`, updatedAt: new Date() })
    .from(sold)
    .where(eq(products.id, sold.productId));
}

/** Sets the units sold of products named by title (the demo shop's sales history). */
export async function setUnitsSold(db: Executor, sales: { title: string; units: number }[]): Promise<void> {
  for (const { title, units } of sales) {
    await db.update(products).set({ unitsSold: units, updatedAt: new Date() }).where(eq(products.title, title));
  }
}
