import type { AdviceTranslations, CultivationTranslations, EntryStatus, FeatureTranslations } from '@farmai/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns.js';

/** The farmers' reading (advice, cultivation guides, home banners) and the newsletter's sign-ups. */

export const expertAdvice = pgTable(
  'expert_advice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    path: text('path').notNull().default(''),
    postedDate: timestamp('posted_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The title and description in other languages: `{ "bn": { title, description } }`. */
    translations: jsonb('translations').$type<AdviceTranslations>().notNull().default({}),
    /** `draft`: seen by the admin only; `published`: read by farmers (title, text and picture required). */
    status: text('status').$type<EntryStatus>().notNull().default('published'),
    ...timestamps,
  },
  (t) => [
    index('expert_advice_posted_idx').on(t.postedDate),
    check('expert_advice_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

export const cultivationEntries = pgTable(
  'cultivation_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cropName: text('crop_name').notNull(),
    description: text('description').notNull(),
    path: text('path').notNull().default(''),
    /** The crop name and description in other languages: `{ "bn": { crop_name, description } }`. */
    translations: jsonb('translations').$type<CultivationTranslations>().notNull().default({}),
    /** As for expert advice. */
    status: text('status').$type<EntryStatus>().notNull().default('published'),
    ...timestamps,
  },
  (t) => [
    index('cultivation_entries_created_idx').on(t.createdAt),
    check('cultivation_entries_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * Home-page banners. `image` is the picture as English shoppers see it (words included); `title`
 * is those words as text and `backdrop` the same picture without them, so that another language's
 * words (`translations`: `{ "bn": { title } }`) can be drawn over it by the browser
 * (docs/decisions/018-content-translations.md). Both are `''` for a banner known only as a picture.
 */
export const features = pgTable('features', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  title: text('title').notNull().default(''),
  backdrop: text('backdrop').notNull().default(''),
  translations: jsonb('translations').$type<FeatureTranslations>().notNull().default({}),
  ...timestamps,
});
