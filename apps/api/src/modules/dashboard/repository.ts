import { and, asc, between, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema-catalog.js';
import { cultivationEntries, expertAdvice } from '../../db/schema-content.js';
import { orderItems, orders } from '../../db/schema-orders.js';

/**
 * The dashboard's figures, each one query. Days are UTC calendar days; money stays in cents
 * here and is turned into dollars by the service. Aggregates are cast to bigint or int and read
 * through Number(), because the two drivers return bigint columns differently.
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

export async function paidTotals(db: Executor): Promise<{ orders: number; revenueCents: number }> {
  const [row] = await db
    .select({
      orders: sql<string>`count(*)::int`,
      revenueCents: sql<string>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.paymentStatus, PAID));
  return { orders: Number(row?.orders ?? 0), revenueCents: Number(row?.revenueCents ?? 0) };
}

export async function ordersByStatus(db: Executor): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .select({ status: orders.orderStatus, count: sql<string>`count(*)::int` })
    .from(orders)
    .groupBy(orders.orderStatus)
    .orderBy(asc(orders.orderStatus));
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

export interface StockRow {
  id: string;
  title: string;
  totalStock: number;
}

/** Products whose stock lies in [min, max], fewest first. */
export function productsWithStock(db: Executor, min: number, max: number, limit: number): Promise<StockRow[]> {
  return db
    .select({ id: products.id, title: products.title, totalStock: products.totalStock })
    .from(products)
    .where(and(between(products.totalStock, min, max), isNull(products.archivedAt)))
    .orderBy(asc(products.totalStock), asc(products.title), asc(products.id))
    .limit(limit);
}

export interface TopProductRow {
  productId: string | null;
  title: string;
  unitsSold: number;
  revenueCents: number;
}

/**
 * Best sellers by units in paid orders. A line keeps its product id until the product is
 * deleted; lines of deleted products are grouped by the title they were sold under.
 * The current title is shown for products that still exist.
 */
export async function topProducts(db: Executor, limit: number): Promise<TopProductRow[]> {
  const units = sql<string>`sum(${orderItems.quantity})::bigint`;
  const revenue = sql<string>`sum(${orderItems.priceCents}::bigint * ${orderItems.quantity})::bigint`;
  const soldAs = sql<string>`coalesce(${orderItems.productId}::text, 'deleted:' || ${orderItems.title})`;
  const title = sql<string>`coalesce(max(${products.title}), max(${orderItems.title}))`;
  const rows = await db
    .select({
      productId: sql<string | null>`${orderItems.productId}`,
      title,
      unitsSold: units,
      revenueCents: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.paymentStatus, PAID))
    .groupBy(soldAs, orderItems.productId)
    .orderBy(desc(units), desc(revenue), asc(title))
    .limit(limit);
  return rows.map((r) => ({
    productId: r.productId,
    title: r.title,
    unitsSold: Number(r.unitsSold),
    revenueCents: Number(r.revenueCents),
  }));
}

export async function contentCounts(
  db: Executor,
): Promise<{ products: number; expertAdvice: number; cultivationEntries: number; orders: number }> {
  const count = (table: typeof orders) => sql<string>`(select count(*)::int from ${table})`;
  const [row] = await db
    .select({
      // products on sale: an archived one has left the shop
      products: sql<string>`(select count(*)::int from ${products} where ${products.archivedAt} is null)`,
      // what farmers can read: a draft is the admin's alone
      expertAdvice: sql<string>`(select count(*)::int from ${expertAdvice} where ${expertAdvice.status} = 'published')`,
      cultivationEntries: sql<string>`(select count(*)::int from ${cultivationEntries} where ${cultivationEntries.status} = 'published')`,
      orders: count(orders),
    })
    .from(sql`(select 1) as one`);
  return {
    products: Number(row?.products ?? 0),
    expertAdvice: Number(row?.expertAdvice ?? 0),
    cultivationEntries: Number(row?.cultivationEntries ?? 0),
    orders: Number(row?.orders ?? 0),
  };
}
