import type { orderEvents, orderItems, orders } from '../../db/schema-orders.js';

/** An order's rows as Drizzle reads and writes them. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferSelect;
