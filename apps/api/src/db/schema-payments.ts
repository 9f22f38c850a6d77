import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.js';
import { orders } from './schema-orders.js';

/** Payments of the built-in demo provider: created with the order, approved on its page, captured once. */
export const demoPayments = pgTable('demo_payments', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  /** What the approval page shows: the order's lines as they were when the payment was created. */
  lines: jsonb('lines').$type<{ title: string; quantity: number; unitCents: number }[]>().notNull(),
  status: text('status', { enum: ['created', 'approved', 'captured', 'refunded'] })
    .notNull()
    .default('created'),
  payerId: text('payer_id').notNull().default(''),
  captureId: text('capture_id').notNull().default(''),
  refundId: text('refund_id').notNull().default(''),
  ...timestamps,
});
