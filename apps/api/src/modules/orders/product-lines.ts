import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderItems } from '../../db/schema-orders.js';
import type { UnitsSold } from '../catalog/index.js';

/** What the order lines tell the catalog about its products. */

/** Of these products, the ones some order line names (the catalog archives those instead of deleting them). */
export async function productsInOrders(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.productId, ids));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

/**
 * A paid order's units per product (lines of deleted products left out), for the catalog to count as sold; the
 * order given by its id, or by a subquery of the order ids.
 */
export function unitsSoldIn(db: Executor, order: string | SQL): UnitsSold {
  const ofOrder = typeof order === 'string' ? eq(orderItems.orderId, order) : sql`${orderItems.orderId} in (${order})`;
  return db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as('units') })
    .from(orderItems)
    .where(and(ofOrder, isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .as('sold');
}
