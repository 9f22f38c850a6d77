import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema-orders.js';

/**
 * The orders' figures for the back office's dashboard, each one query. Days are UTC calendar days; money
 * stays in cents. Aggregates are cast to bigint or int and read through Number(), because the two drivers
 * return bigint columns differently.
 */

const PAID = 'paid';
const utcDay = sql`(${orders.orderDate} at time zone 'UTC')::date`;

export interface DayRow {
  date: string;
  revenueCents: number;
  orders: number;
}

/** Revenue and paid orders per day from `from` to `to` (YYYY-MM-DD, both included), zero-filled. */
export async function paidPerDay(db: Executor, from: string, to: string): Promise<DayRow[]> {
  const daily = db
    .select({
      day: sql<string>`${utcDay}`.as('paid_day'),
      revenueCents: sql<string>`sum(${orders.totalCents})::bigint`.as('revenue_cents'),
      orders: sql<string>`count(*)::int`.as('paid_orders'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, PAID),
        // a range on the column itself, so the order-date index can be used
        gte(orders.orderDate, sql`(${from}::date)::timestamp at time zone 'UTC'`),
        sql`${orders.orderDate} < ((${to}::date + 1)::timestamp at time zone 'UTC')`,
      ),
    )
    .groupBy(utcDay)
    .as('daily');
  const rows = await db
    .select({
      date: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      revenueCents: sql<string>`coalesce(${daily.revenueCents}, 0)`,
      orders: sql<string>`coalesce(${daily.orders}, 0)`,
    })
    .from(sql`generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)`)
    .leftJoin(daily, sql`${daily.day} = d.day::date`)
    .orderBy(sql`d.day`);
  return rows.map((r) => ({ date: r.date, revenueCents: Number(r.revenueCents), orders: Number(r.orders) }));
}

/** Every order ever placed, and the paid ones with their revenue. */
export async function orderTotals(db: Executor): Promise<{ all: number; paid: number; paidRevenueCents: number }> {
  const paid = sql`${orders.paymentStatus} = ${PAID}`;
  const [row] = await db
    .select({
      all: sql<string>`count(*)::int`,
      paid: sql<string>`count(*) filter (where ${paid})::int`,
      paidRevenueCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${paid}), 0)::bigint`,
    })
    .from(orders);
  return {
    all: Number(row?.all ?? 0),
    paid: Number(row?.paid ?? 0),
    paidRevenueCents: Number(row?.paidRevenueCents ?? 0),
  };
}

/** How many orders have each stored status. */
export async function ordersByStatus(db: Executor): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .select({ status: orders.orderStatus, count: sql<string>`count(*)::int` })
    .from(orders)
    .groupBy(orders.orderStatus)
    .orderBy(asc(orders.orderStatus));
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

export interface SoldRow {
  productId: string | null;
  /** The title the units were sold under (the latest, for a product sold under several). */
  soldAs: string;
  unitsSold: number;
  revenueCents: number;
}

/**
 * Best sellers by units in paid orders. A line keeps its product id until the product is deleted; lines of
 * deleted products are grouped by the title they were sold under.
 */
export async function bestSellers(db: Executor, limit: number): Promise<SoldRow[]> {
  const units = sql<string>`sum(${orderItems.quantity})::bigint`;
  const revenue = sql<string>`sum(${orderItems.priceCents}::bigint * ${orderItems.quantity})::bigint`;
  const soldAs = sql<string>`coalesce(${orderItems.productId}::text, 'deleted:' || ${orderItems.title})`;
  const title = sql<string>`max(${orderItems.title})`;
  const rows = await db
    .select({ productId: sql<string | null>`${orderItems.productId}`, title, unitsSold: units, revenueCents: revenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentStatus, PAID))
    .groupBy(soldAs, orderItems.productId)
    .orderBy(desc(units), desc(revenue), asc(title))
    .limit(limit);
  return rows.map((r) => ({
    productId: r.productId,
    soldAs: r.title,
    unitsSold: Number(r.unitsSold),
    revenueCents: Number(r.revenueCents),
  }));
}
