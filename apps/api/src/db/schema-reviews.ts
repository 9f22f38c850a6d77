import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-auth.js';
import { products } from './schema-catalog.js';
import { timestamps } from './schema-columns.js';

/** The reviews module's table. */

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    reviewMessage: text('review_message').notNull(),
    reviewValue: integer('review_value').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    check('reviews_value_check', sql`${t.reviewValue} between 1 and 5`),
  ],
);
