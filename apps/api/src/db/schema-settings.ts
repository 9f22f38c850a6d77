import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings the back office changes: one row (id 1). Cash on delivery: on or off, its fee and the
 * largest order total it may pay (null: no limit), in cents.
 */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
  cashFeeCents: integer('cash_fee_cents').notNull().default(0),
  cashMaxCents: integer('cash_max_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
