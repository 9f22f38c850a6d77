import { ALL_ORDER_STATUSES, DASHBOARD_DAYS, type Dashboard, LOW_STOCK_BELOW, TOP_PRODUCTS } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import { toDollars } from '../../lib/money.js';
import { toDay, toStockItem, toTopProduct } from './mapper.js';
import * as repo from './repository.js';

/** How many products each stock list shows at most. */
export const STOCK_LIST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC days the chart covers: the last DASHBOARD_DAYS days up to and including `now`'s day. */
export function chartWindow(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS), to: isoDay(now.getTime()) };
}

/** Every status an order can have is listed (zero when none), then any other stored value. */
function withEveryStatus(counts: { status: string; count: number }[]) {
  const known = ALL_ORDER_STATUSES.map((status) => ({
    status: status as string,
    count: counts.find((c) => c.status === status)?.count ?? 0,
  }));
  const other = counts.filter((c) => !(ALL_ORDER_STATUSES as readonly string[]).includes(c.status));
  return [...known, ...other];
}

export async function getDashboard(db: Executor, now: Date = new Date()): Promise<Dashboard> {
  const { from, to } = chartWindow(now);
  const [days, totals, byStatus, lowStock, outOfStock, top, counts] = await Promise.all([
    repo.paidPerDay(db, from, to),
    repo.paidTotals(db),
    repo.ordersByStatus(db),
    repo.productsWithStock(db, 1, LOW_STOCK_BELOW - 1, STOCK_LIST_LIMIT),
    repo.productsWithStock(db, 0, 0, STOCK_LIST_LIMIT),
    repo.topProducts(db, TOP_PRODUCTS),
    repo.contentCounts(db),
  ]);
  return {
    days: days.map(toDay),
    ordersByStatus: withEveryStatus(byStatus),
    lowStock: lowStock.map(toStockItem),
    outOfStock: outOfStock.map(toStockItem),
    topProducts: top.map(toTopProduct),
    counts,
    totals: {
      revenueLast30Days: toDollars(days.reduce((sum, d) => sum + d.revenueCents, 0)),
      paidOrdersLast30Days: days.reduce((sum, d) => sum + d.orders, 0),
      paidOrders: totals.orders,
      revenue: toDollars(totals.revenueCents),
    },
  };
}
