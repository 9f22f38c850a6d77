import type { DiagnosisCandidate, DiagnosisVerdict } from '@farmai/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each signed-in farmer's past diagnoses (docs/decisions/025-diagnosis-history-per-account.md):
 * written by the API when an analysis it forwarded succeeds, the newest 50 kept per account.
 */
export const diagnosisHistory = pgTable(
  'diagnosis_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's id: `users(id)`, rows going with it (the foreign key is in migration 0016). */
    userId: uuid('user_id').notNull(),
    /** The symptoms as sent, trimmed; empty for a photo sent alone. */
    text: text('text').notNull(),
    verdict: text('verdict').$type<DiagnosisVerdict>().notNull(),
    crop: text('crop'),
    /** The answer in Markdown. */
    response: text('response').notNull(),
    /** The ranked candidates (at most 5), the first being the card's title. */
    candidates: jsonb('candidates').$type<DiagnosisCandidate[]>().notNull(),
    engine: text('engine').$type<'offline' | 'llm'>().notNull(),
    activeIngredients: text('active_ingredients').array().notNull().default([]),
    fallbackReason: text('fallback_reason'),
    /** The photo's 160 px WebP copy in the uploads storage, or null without a photo. */
    thumbnailUrl: text('thumbnail_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('diagnosis_history_user_idx').on(t.userId, t.createdAt.desc(), t.id)],
);
