/**
 * The signed-in farmer's past diagnoses, kept by the API per account (docs/decisions/025-diagnosis-history-per-account.md):
 * recorded when an analysis through the API succeeds, listed newest first, deleted one by one or all at once.
 */
import { z } from 'zod';
import { dataResponse } from './common.js';
import { diagnosisCandidateSchema, diagnosisEngineSchema, diagnosisVerdictSchema } from './diagnosis.js';

/** How many diagnoses an account keeps; a new one past this drops the oldest. */
export const DIAGNOSIS_HISTORY_LIMIT = 50;
/** How many ranked candidates an entry keeps. */
export const DIAGNOSIS_HISTORY_CANDIDATES = 5;
/** Longest side of a history entry's thumbnail, in pixels (WebP). */
export const DIAGNOSIS_THUMBNAIL_SIZE = 160;

/** What a history card shows. */
export const diagnosisHistorySummarySchema = z.object({
  id: z.string(),
  /** When the diagnosis was answered (ISO 8601). */
  createdAt: z.string(),
  /** The symptoms as the farmer wrote them; empty when a photo came alone. */
  text: z.string(),
  verdict: diagnosisVerdictSchema,
  /** The crop recognised (our crop id), or null. */
  crop: z.string().nullable(),
  /** The leading candidate, or null when there was none. */
  top: diagnosisCandidateSchema.pick({ id: true, name: true, confidence: true }).nullable(),
  /** The photo's small WebP copy, or null when the diagnosis had no photo. */
  thumbnailUrl: z.string().nullable(),
});
export type DiagnosisHistorySummary = z.infer<typeof diagnosisHistorySummarySchema>;

/** What the detail page shows: the card, and the answer as it was given. */
export const diagnosisHistoryEntrySchema = diagnosisHistorySummarySchema.extend({
  /** The answer, in Markdown. */
  response: z.string(),
  candidates: z.array(diagnosisCandidateSchema),
  engine: diagnosisEngineSchema,
  /** The active ingredients the treatment recommends (a `diagnosed` answer only). */
  activeIngredients: z.array(z.string()),
  fallbackReason: z.string().nullable(),
});
export type DiagnosisHistoryEntry = z.infer<typeof diagnosisHistoryEntrySchema>;

/** GET /api/diagnosis/history: the signed-in user's entries, newest first. */
export const diagnosisHistoryListResponseSchema = dataResponse(z.array(diagnosisHistorySummarySchema));
export type DiagnosisHistoryListResponse = z.infer<typeof diagnosisHistoryListResponseSchema>;

/** GET /api/diagnosis/history/:id. */
export const diagnosisHistoryEntryResponseSchema = dataResponse(diagnosisHistoryEntrySchema);
export type DiagnosisHistoryEntryResponse = z.infer<typeof diagnosisHistoryEntryResponseSchema>;

/** One entry's id in the path; an id that is not one of the user's answers 404. */
export const diagnosisHistoryParamsSchema = z.object({ id: z.string().max(100) });

/** DELETE /api/diagnosis/history: how many entries went. */
export const diagnosisHistoryClearResponseSchema = dataResponse(z.object({ deleted: z.number().int() }));
export type DiagnosisHistoryClearResponse = z.infer<typeof diagnosisHistoryClearResponseSchema>;
