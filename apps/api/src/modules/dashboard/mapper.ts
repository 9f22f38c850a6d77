import type { DashboardDay, DashboardStockItem, DashboardTopProduct } from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { DayRow, StockRow, TopProductRow } from './repository.js';

export const toDay = (row: DayRow): DashboardDay => ({
  date: row.date,
  revenue: toDollars(row.revenueCents),
  orders: row.orders,
});

export const toStockItem = (row: StockRow): DashboardStockItem => ({
  _id: row.id,
  title: row.title,
  totalStock: row.totalStock,
});

export const toTopProduct = (row: TopProductRow): DashboardTopProduct => ({
  productId: row.productId,
  title: row.title,
  unitsSold: row.unitsSold,
  revenue: toDollars(row.revenueCents),
});
