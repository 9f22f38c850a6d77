import type { Order } from '@farmai/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromJsonRows, rowsAsJson } from '../../db/json-rows.js';
import { preparedOn } from '../../db/prepared.js';
import { orderEvents, orderItems, orders } from '../../db/schema-orders.js';
import { actorNames, statusChangesOf } from './admin-status.js';
import { toOrder } from './mapper.js';
import * as repo from './repository.js';

/**
 * Orders as the wire shows them, with their lines and their timelines; for the back office (`customers`
 * given) with their buyers and the status changes made there, reasons included.
 */
export async function withItems(
  db: Db,
  rows: repo.OrderRow[],
  customers?: Map<string, repo.Customer | null>,
): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([repo.itemsOf(db, ids), repo.eventsOf(db, ids)]);
  const names = customers ? await actorNames(db, [...events.values()].flat()) : undefined;
  return rows.map((r) => {
    const order = toOrder(r, items.get(r.id) ?? [], events.get(r.id) ?? [], customers?.get(r.id));
    return names ? { ...order, statusChanges: statusChangesOf(events.get(r.id) ?? [], names) } : order;
  });
}

/** One order's lines and status changes, in the orders' own order (see withItems): one statement, prepared. */
const orderLinesStatement = (db: Db) =>
  db
    .select({
      items: rowsAsJson(orderItems, eq(orderItems.orderId, orders.id), sql`${orderItems.title}, ${orderItems.id}`),
      events: rowsAsJson(
        orderEvents,
        eq(orderEvents.orderId, orders.id),
        sql`${orderEvents.createdAt}, ${orderEvents.id}`,
      ),
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_lines');

/** One order as the wire shows it, with its lines. */
export async function orderWithItems(db: Db, row: repo.OrderRow): Promise<Order> {
  const [lines] = await preparedOn(db, 'order_lines', orderLinesStatement).execute({ orderId: row.id });
  return toOrder(row, fromJsonRows(orderItems, lines?.items ?? []), fromJsonRows(orderEvents, lines?.events ?? []));
}

/** A buyer's orders as the wire shows them, read with their lines and timelines in one statement. */
export async function buyerOrders(db: Db, userId: string): Promise<{ rows: repo.OrderRow[]; orders: Order[] }> {
  const read = await repo.ordersWithLines(db, userId);
  return {
    rows: read.map((r) => r.row),
    orders: read.map(({ row, items, events }) => toOrder(row, items, events)),
  };
}
