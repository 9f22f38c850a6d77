import { z } from 'zod';
import { dataResponse } from './common.js';

/** How many days the revenue chart of the admin dashboard covers (today included). */
export const DASHBOARD_DAYS = 30;
/** A product with fewer units than this (but at least one) is low on stock. */
export const LOW_STOCK_BELOW = 10;
/** How many best sellers the dashboard lists. */
export const TOP_PRODUCTS = 5;

const dashboardDaySchema = z.object({
  /** The day in UTC, YYYY-MM-DD. */
  date: z.string(),
  /** Revenue of paid orders placed that day, in dollars. */
  revenue: z.number(),
  /** Paid orders placed that day. */
  orders: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

const dashboardStockItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  totalStock: z.number().int(),
});
export type DashboardStockItem = z.infer<typeof dashboardStockItemSchema>;

const dashboardTopProductSchema = z.object({
  /** Null when the product has been deleted since it was sold. */
  productId: z.string().nullable(),
  title: z.string(),
  unitsSold: z.number().int(),
  /** Dollars taken for those units. */
  revenue: z.number(),
});
export type DashboardTopProduct = z.infer<typeof dashboardTopProductSchema>;

const dashboardSchema = z.object({
  /** The last DASHBOARD_DAYS days, oldest first, every day present (zero when nothing sold). */
  days: z.array(dashboardDaySchema),
  /** Order counts per orderStatus (all time); every known status is present. */
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Products with 1 to LOW_STOCK_BELOW - 1 units, fewest first. */
  lowStock: z.array(dashboardStockItemSchema),
  /** Products with no units left. */
  outOfStock: z.array(dashboardStockItemSchema),
  /** Best sellers by units in paid orders, at most TOP_PRODUCTS. */
  topProducts: z.array(dashboardTopProductSchema),
  counts: z.object({
    products: z.number().int(),
    expertAdvice: z.number().int(),
    cultivationEntries: z.number().int(),
    orders: z.number().int(),
  }),
  totals: z.object({
    /** Dollars of paid orders over the charted days. */
    revenueLast30Days: z.number(),
    /** Paid orders over the charted days. */
    paidOrdersLast30Days: z.number().int(),
    /** Paid orders of all time. */
    paidOrders: z.number().int(),
    /** Dollars of paid orders of all time. */
    revenue: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/dashboard */
export const dashboardResponseSchema = dataResponse(dashboardSchema);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
