import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { timestamps } from './schema-columns.js';

/** The accounts' tables: users, their sessions, one-time tokens and notices to send. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** The language mails to the user are written in (set at sign-up, follows the user's requests). */
    language: text('language', { enum: ['en', 'es', 'fr', 'bn', 'hi'] })
      .notNull()
      .default('en'),
    /** Set when the account was deleted: the row stays, anonymised, so its orders keep a buyer. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`).where(sql`${t.deletedAt} IS NULL`),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);

/**
 * Something the account's owner is told by e-mail, e.g. that someone tried to register their
 * address again; the mail is queued as the notice is written (`sent_at`).
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sign-up-attempt'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_notices_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} IS NULL`)],
);

/**
 * A one-time link sent by mail: a password reset, or the confirmation of a new e-mail address
 * (`new_email`). Only the SHA-256 of the token is kept; `used_at` makes it single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'email-change')`),
  ],
);

/** A signed-in browser. The session cookie's token names one; signing out revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
