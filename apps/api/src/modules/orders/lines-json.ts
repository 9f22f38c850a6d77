import { eq, getTableColumns, sql } from 'drizzle-orm';
import { fromJsonRows, rowsAsJson } from '../../db/json-rows.js';
import { orderEvents, orderItems, orders } from '../../db/schema-orders.js';
import type { OrderEventRow, OrderItemRow } from './rows.js';

/** An order's columns, to select beside other values. */
export const orderColumns = getTableColumns(orders);

/** An order's lines (by title) and status changes (oldest first), as JSON in the statement that reads the order. */
export const linesAndTimeline = {
  items: rowsAsJson(orderItems, eq(orderItems.orderId, orders.id), sql`${orderItems.title}, ${orderItems.id}`),
  events: rowsAsJson(orderEvents, eq(orderEvents.orderId, orders.id), sql`${orderEvents.createdAt}, ${orderEvents.id}`),
};

/** The lines and timeline as such a statement answers them. */
export interface JsonLines {
  items: Record<string, unknown>[];
  events: Record<string, unknown>[];
}

export interface OrderLines {
  items: OrderItemRow[];
  events: OrderEventRow[];
}

export const readOrderLines = (json: JsonLines): OrderLines => ({
  items: fromJsonRows(orderItems, json.items),
  events: fromJsonRows(orderEvents, json.events),
});
