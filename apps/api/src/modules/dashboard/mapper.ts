import type { DashboardDay, DashboardStockItem, DashboardTopProduct } from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { StockRow } from '../catalog/index.js';
import type { DayRow, SoldRow } from '../orders/index.js';

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

export const toTopProduct = (row: SoldRow & { title: string }): DashboardTopProduct => ({
  productId: row.productId,
  title: row.title,
  unitsSold: row.unitsSold,
  revenue: toDollars(row.revenueCents),
});
