import type { Order } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import type { Accounts } from './accounts.js';
import { actorIds, statusChangesOf } from './admin-status.js';
import { toOrder } from './mapper.js';
import * as repo from './repository.js';

/**
 * Orders as the wire shows them, with their lines and their timelines; for the back office (`accounts`
 * given) with their buyers and the status changes made there, reasons included.
 */
export async function withItems(db: Db, rows: repo.OrderRow[], accounts?: Accounts): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([repo.itemsOf(db, ids), repo.eventsOf(db, ids)]);
  // the buyers and the admins who changed a status, named by one call
  const people = await accounts?.of(db, [
    ...new Set([...rows.map((r) => r.userId), ...actorIds([...events.values()].flat())]),
  ]);
  return rows.map((r) => {
    const order = toOrder(r, items.get(r.id) ?? [], events.get(r.id) ?? [], people && (people.get(r.userId) ?? null));
    return people ? { ...order, statusChanges: statusChangesOf(events.get(r.id) ?? [], people) } : order;
  });
}

/** One order as the wire shows it, with its lines. */
export async function orderWithItems(db: Db, row: repo.OrderRow): Promise<Order> {
  const { items, events } = await repo.orderLines(db, row.id);
  return toOrder(row, items, events);
}

/** A buyer's orders as the wire shows them, read with their lines and timelines in one statement. */
export async function buyerOrders(db: Db, userId: string): Promise<{ rows: repo.OrderRow[]; orders: Order[] }> {
  const read = await repo.ordersWithLines(db, userId);
  return {
    rows: read.map((r) => r.row),
    orders: read.map(({ row, items, events }) => toOrder(row, items, events)),
  };
}
