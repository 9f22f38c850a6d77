import type { Order } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { toOrder } from './mapper.js';
import * as repo from './repository.js';

/** Orders as the wire shows them, with their lines, their timelines and (for the back office) their buyers. */
export async function withItems(
  db: Db,
  rows: repo.OrderRow[],
  customers?: Map<string, repo.Customer | null>,
): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([repo.itemsOf(db, ids), repo.eventsOf(db, ids)]);
  return rows.map((r) => toOrder(r, items.get(r.id) ?? [], events.get(r.id) ?? [], customers?.get(r.id)));
}

/** One order as the wire shows it, with its lines. */
export async function orderWithItems(db: Db, row: repo.OrderRow): Promise<Order> {
  return (await withItems(db, [row]))[0] as Order;
}
