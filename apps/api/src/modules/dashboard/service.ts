import { ALL_ORDER_STATUSES, DASHBOARD_DAYS, type Dashboard, LOW_STOCK_BELOW, TOP_PRODUCTS } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import { toDollars } from '../../lib/money.js';
import { currentTitles, productsOnSale, productsWithStock } from '../catalog/index.js';
import { publishedCounts } from '../content/index.js';
import { bestSellers, ordersByStatus, orderTotals, paidPerDay, type SoldRow } from '../orders/index.js';
import { toDay, toStockItem, toTopProduct } from './mapper.js';

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

/** The best sellers under their current titles; a deleted product's under the title it was sold as. */
async function withCurrentTitles(db: Executor, sold: SoldRow[]) {
  const titles = await currentTitles(
    db,
    sold.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  return sold.map((row) => ({ ...row, title: (row.productId && titles.get(row.productId)) || row.soldAs }));
}

/** The back office's figures, each asked of the module that keeps them. */
export async function getDashboard(db: Executor, now: Date = new Date()): Promise<Dashboard> {
  const { from, to } = chartWindow(now);
  const [days, totals, byStatus, lowStock, outOfStock, top, onSale, published] = await Promise.all([
    paidPerDay(db, from, to),
    orderTotals(db),
    ordersByStatus(db),
    productsWithStock(db, 1, LOW_STOCK_BELOW - 1, STOCK_LIST_LIMIT),
    productsWithStock(db, 0, 0, STOCK_LIST_LIMIT),
    bestSellers(db, TOP_PRODUCTS).then((sold) => withCurrentTitles(db, sold)),
    productsOnSale(db),
    publishedCounts(db),
  ]);
  return {
    days: days.map(toDay),
    ordersByStatus: withEveryStatus(byStatus),
    lowStock: lowStock.map(toStockItem),
    outOfStock: outOfStock.map(toStockItem),
    topProducts: top.map(toTopProduct),
    counts: { products: onSale, ...published, orders: totals.all },
    totals: {
      revenueLast30Days: toDollars(days.reduce((sum, d) => sum + d.revenueCents, 0)),
      paidOrdersLast30Days: days.reduce((sum, d) => sum + d.orders, 0),
      paidOrders: totals.paid,
      revenue: toDollars(totals.paidRevenueCents),
    },
  };
}
