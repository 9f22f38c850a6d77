import { isId } from '@farmai/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { orderEvents, orderItems, orderListVersions, orders } from '../../db/schema-orders.js';

import type { Accounts } from './accounts.js';
import { linesAndTimeline, type OrderLines, readOrderLines } from './lines-json.js';
import type { OrderEventRow, OrderItemRow, OrderRow } from './rows.js';

export { insertEvent, insertOrder, type OrderCondition, setProviderPayment, updateOrder } from './order-writes.js';
export type { NewOrder, OrderEventRow, OrderItemRow, OrderRow } from './rows.js';

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

/** A buyer's orders, newest first, each with its lines and its status changes: one statement, prepared. */
const buyerOrdersStatement = (db: Db) =>
  db
    .select({ order: orders, ...linesAndTimeline })
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .prepare('buyer_orders');

const orderLinesStatement = (db: Db) =>
  db
    .select(linesAndTimeline)
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_lines');

/** One order's lines and status changes: one statement, prepared. */
export async function orderLines(db: Db, orderId: string): Promise<OrderLines> {
  const [row] = await preparedOn(db, 'order_lines', orderLinesStatement).execute({ orderId });
  return readOrderLines({ items: row?.items ?? [], events: row?.events ?? [] });
}

export async function ordersWithLines(
  db: Db,
  userId: string,
): Promise<{ row: OrderRow; items: OrderItemRow[]; events: OrderEventRow[] }[]> {
  const rows = await preparedOn(db, 'buyer_orders', buyerOrdersStatement).execute({ userId });
  return rows.map(({ order, items, events }) => ({ row: order, ...readOrderLines({ items, events }) }));
}

const orderListVersionStatement = (db: Db) =>
  db
    .select({ version: orderListVersions.version })
    .from(orderListVersions)
    .where(eq(orderListVersions.userId, sql.placeholder('userId')))
    .prepare('order_list_version');

/** The version of a buyer's order list (0: none written yet); see `orderListVersions`. */
export async function orderListVersion(db: Db, userId: string): Promise<number> {
  const [row] = await preparedOn(db, 'order_list_version', orderListVersionStatement).execute({ userId });
  return row?.version ?? 0;
}

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

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
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
        // a cash order's hold lasts until the shop settles it at delivery
        ne(orders.paymentMethod, 'cod'),
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

export async function lastEvent(db: Executor, orderId: string): Promise<OrderEventRow | undefined> {
  const [row] = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  return row;
}

/** The status changes of each order, oldest first. */
export async function eventsOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderEventRow[]>> {
  const byOrder = new Map<string, OrderEventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export interface OrderFilter {
  /** An order number's sequence part. */
  number?: number;
  /** Part of the customer's name or e-mail, or of the delivery phone number. */
  text?: string;
  orderStatus?: string;
  paymentStatus?: string;
  /** Orders placed at or after `from` and before `until`. */
  from?: Date;
  until?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterClause(filter: OrderFilter, accounts: Accounts): SQL | undefined {
  const searches: (SQL | undefined)[] = [];
  if (filter.number !== undefined) searches.push(eq(orders.orderNumber, filter.number));
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    searches.push(sql`${orders.userId} in (${accounts.matching(pattern)})`, ilike(orders.phone, pattern));
    // a phone number written with other spaces or dashes
    const digits = filter.text.replace(/\D/g, '');
    if (digits.length >= 4) {
      searches.push(sql`regexp_replace(${orders.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
  }
  return and(
    searches.length > 0 ? or(...searches) : undefined,
    filter.orderStatus ? eq(orders.orderStatus, filter.orderStatus) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(orders.orderDate, filter.from) : undefined,
    filter.until ? lt(orders.orderDate, filter.until) : undefined,
  );
}

/**
 * The back office's orders, newest first; `page` of `limit` rows, or all of them. The text searched
 * is looked for in the buyers' names and e-mail addresses too (`accounts`).
 */
export async function searchOrders(
  db: Executor,
  filter: OrderFilter,
  accounts: Accounts,
  page?: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterClause(filter, accounts);
  const query = db.select().from(orders).where(where).orderBy(desc(orders.orderDate), desc(orders.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * Orders waiting for a payment the buyer may have approved meanwhile (in another tab, or a browser that
 * never came back): pending, a payment opened with `provider`, no capture under way. `userId` narrows to a
 * buyer's; else the newest holds still running, for the settling job.
 */
export async function awaitingPayment(
  db: Executor,
  provider: string,
  options: { userId?: string; orderId?: string; now?: Date; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        eq(orders.paymentProvider, provider),
        ne(orders.providerPaymentId, ''),
        isNull(orders.captureRequestedAt),
        options.userId ? eq(orders.userId, options.userId) : undefined,
        options.orderId ? eq(orders.id, options.orderId) : undefined,
        options.now ? and(isNotNull(orders.reservedUntil), gte(orders.reservedUntil, options.now)) : undefined,
      ),
    )
    .orderBy(desc(orders.orderDate))
    .limit(options.limit);
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

/** The buyer's order of a provider's payment: the one it was opened for, or the one it paid. */
export async function findOrderByPayment(
  db: Executor,
  userId: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), or(eq(orders.providerPaymentId, paymentId), eq(orders.paymentId, paymentId))))
    .orderBy(desc(orders.orderDate))
    .limit(1);
  return row;
}
