import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-auth.js';
import { timestamps } from './schema-columns.js';

/** The addresses module's table. */

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);
