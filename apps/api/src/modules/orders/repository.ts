import { isId } from '@farmai/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(
  db: Executor,
  order: NewOrder,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('insert returned no row');
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

export async function findOrder(
  db: Executor,
  id: string,
  options: { userId?: string; lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), options.userId ? eq(orders.userId, options.userId) : undefined))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export const listOrders = (db: Executor, userId?: string) =>
  db
    .select()
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined)
    .orderBy(desc(orders.orderDate), desc(orders.id));

export async function itemsOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function updateOrder(db: Executor, id: string, values: Partial<NewOrder>): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, orderUpdateDate: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

/**
 * Takes `quantity` units of a product if that many are left; answers whether it could.
 * The guard in the WHERE clause makes concurrent buyers unable to oversell.
 */
export async function takeStock(db: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ totalStock: sql`${products.totalStock} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.totalStock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Whether the user has a paid order containing the product. */
export async function hasPurchased(db: Executor, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), eq(orderItems.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** Puts `quantity` units back on the shelf (a reservation that ended unpaid). */
export async function returnStock(db: Executor, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ totalStock: sql`${products.totalStock} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/**
 * Orders whose reservation ran out unpaid, locked for this transaction; rows another replica
 * holds are skipped, so each is released exactly once.
 */
export async function claimExpiredReservations(db: Executor, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.stockState, 'reserved'),
        eq(orders.paymentStatus, 'pending'),
        sql`${orders.reservedUntil} < ${now}`,
        sql`${orders.captureRequestedAt} is null`,
      ),
    )
    .orderBy(asc(orders.reservedUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Orders whose capture was asked for long enough ago and never recorded, or whose refund is owed; locked, skipping others'. */
export async function claimUnsettledPayments(db: Executor, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      sql`(${orders.paymentStatus} = 'pending' and ${orders.captureRequestedAt} < ${before})
        or (${orders.paymentStatus} = 'refundPending' and ${orders.captureId} <> '')`,
    )
    .orderBy(asc(orders.orderUpdateDate))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * A deleted account's orders stay for the shop's books (lines, amounts, dates, city and postcode)
 * without the buyer's street address, phone and notes.
 */
export async function anonymiseBuyerOrders(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ address: '', phone: '', notes: '', orderUpdateDate: new Date() })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.length;
}
