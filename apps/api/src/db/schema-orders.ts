import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-auth.js';
import { products } from './schema-catalog.js';

/**
 * The orders module's tables: orders, their lines and status changes, and the version of each buyer's list.
 */

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable number's sequence part (`FA-<year>-<6 digits>`), from `order_number_seq`. */
    orderNumber: bigint('order_number', { mode: 'number' }).notNull().default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id'),
    addressId: uuid('address_id'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull(),
    orderStatus: text('order_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('paypal'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    /** The payment method's fee (cash on delivery's), part of `total_cents`; 0 for card payments. */
    feeCents: integer('fee_cents').notNull().default(0),
    paymentId: text('payment_id').notNull().default(''),
    payerId: text('payer_id').notNull().default(''),
    /** Which provider holds the payment, its id there (set at creation) and the capture id (set at capture). */
    paymentProvider: text('payment_provider').notNull().default('demo'),
    providerPaymentId: text('provider_payment_id').notNull().default(''),
    captureId: text('capture_id').notNull().default(''),
    /** How many payments were opened for the order (a retry opens another); part of the provider's idempotency keys. */
    paymentAttempts: integer('payment_attempts').notNull().default(1),
    /**
     * The order's hold on the stock: `reserved` from its creation until `reserved_until` (taken off
     * the shelf, released if not paid by then), `committed` once paid, `released` when the hold
     * ended unpaid; `none` for orders from before reservations.
     */
    stockState: text('stock_state', { enum: ['none', 'reserved', 'committed', 'released'] })
      .notNull()
      .default('none'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    /** Written before the provider is asked to capture: a capture that may have happened and must be reconciled. */
    captureRequestedAt: timestamp('capture_requested_at', { withTimezone: true, mode: 'date' }),
    refundId: text('refund_id').notNull().default(''),
    /**
     * The order status the buyer was last told of (by a mail or on the screen that made the change): a status
     * mail is sent only when the status it would tell differs (docs/decisions/029-order-status-machine.md).
     */
    notifiedStatus: text('notified_status'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    orderDate: timestamp('order_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    orderUpdateDate: timestamp('order_update_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_user_date_idx').on(t.userId, t.orderDate),
    index('orders_date_idx').on(t.orderDate),
    index('orders_status_idx').on(t.orderStatus),
    index('orders_provider_payment_idx').on(t.providerPaymentId),
    index('orders_reserved_until_idx').on(t.reservedUntil).where(sql`${t.stockState} = 'reserved'`),
    index('orders_capture_requested_idx').on(t.captureRequestedAt).where(sql`${t.captureRequestedAt} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's title in the shop's own language (English) when it was bought. */
    title: text('title').notNull(),
    /** The title the buyer read, in `buyer_language`, when it was bought; null on lines from before it was kept. */
    buyerTitle: text('buyer_title'),
    buyerLanguage: text('buyer_language'),
    image: text('image').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every change of an order's statuses, with its time: the tracking timeline is read from these. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderStatus: text('order_status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** The admin who made the change in the back office; null for the shop's own changes (or a deleted admin). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why a correction moved the order back; null for any other change. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The version of each buyer's order list, from `order_list_version_seq`, written by triggers on every write
 * to `orders`, `order_items` and `order_events` (migration 0020): a kept list is sent again while it holds.
 * No row: the buyer has no orders written since the table was made or emptied.
 */
export const orderListVersions = pgTable('order_list_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
