import {
  DIAGNOSIS_HISTORY_CANDIDATES,
  DIAGNOSIS_THUMBNAIL_SIZE,
  type DiagnosisHistoryEntry,
  type DiagnosisHistorySummary,
  type DiagnosisResult,
} from '@farmai/contracts';
import { type ProcessedImage, processImage, randomKey, type StorageDriver } from '@farmai/media';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

/** Where the thumbnails live in the uploads storage. */
export const THUMBNAIL_FOLDER = 'diagnosis-history';

export function toSummary(row: repo.HistoryRow): DiagnosisHistorySummary {
  const top = row.candidates[0];
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    verdict: row.verdict,
    crop: row.crop,
    top: top ? { id: top.id, name: top.name, confidence: top.confidence } : null,
    thumbnailUrl: row.thumbnailUrl,
  };
}

export function toEntry(row: repo.HistoryRow): DiagnosisHistoryEntry {
  return {
    ...toSummary(row),
    response: row.response,
    candidates: row.candidates,
    engine: row.engine,
    activeIngredients: row.activeIngredients,
    fallbackReason: row.fallbackReason,
  };
}

/** Removes stored thumbnails; a failure is logged, never the caller's: the rows are gone already. */
export async function removeThumbnails(
  storage: StorageDriver,
  urls: readonly (string | null)[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const url of urls) {
    const key = url ? storage.keyFromUrl(url) : null;
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (err) {
      log.warn({ err, key }, 'diagnosis thumbnail not removed');
    }
  }
}

/** The photo's small WebP copy (160 px, no metadata), or undefined when it cannot be read. */
export async function makeThumbnail(photo: Buffer, log: FastifyBaseLogger): Promise<ProcessedImage | undefined> {
  try {
    return await processImage(photo, { maxSize: DIAGNOSIS_THUMBNAIL_SIZE, quality: 70 });
  } catch (err) {
    log.warn({ err }, 'diagnosis thumbnail not made');
    return undefined;
  }
}

/** Stores a thumbnail; its address, or null when the storage refused it. */
async function storeThumbnail(
  storage: StorageDriver,
  image: ProcessedImage,
  log: FastifyBaseLogger,
): Promise<string | null> {
  try {
    const stored = await storage.put(randomKey(THUMBNAIL_FOLDER, image.extension), image.body, image.contentType);
    return stored.url;
  } catch (err) {
    log.warn({ err }, 'diagnosis thumbnail not stored');
    return null;
  }
}

export interface RecordContext {
  db: Db;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/** Keeps a successful analysis in the user's history (with its photo's thumbnail), dropping the oldest past the limit. */
export async function recordDiagnosis(
  { db, storage, log }: RecordContext,
  userId: string,
  result: DiagnosisResult,
  thumbnail: ProcessedImage | undefined,
): Promise<DiagnosisHistorySummary> {
  const thumbnailUrl = thumbnail ? await storeThumbnail(storage, thumbnail, log) : null;
  const { row, dropped } = await db.transaction(async (tx) => {
    const row = await repo.insertEntry(tx, {
      userId,
      text: result.userInputText,
      verdict: result.verdict,
      crop: result.crop,
      response: result.gptResponse,
      candidates: result.candidates.slice(0, DIAGNOSIS_HISTORY_CANDIDATES),
      engine: result.engine,
      activeIngredients: result.activeIngredients ?? [],
      fallbackReason: result.fallbackReason ?? null,
      thumbnailUrl,
    });
    return { row, dropped: await repo.trimEntries(tx, userId) };
  });
  await removeThumbnails(storage, dropped, log);
  return toSummary(row);
}

export const listHistory = async (db: Executor, userId: string) => (await repo.listEntries(db, userId)).map(toSummary);

export async function getHistoryEntry(db: Executor, userId: string, id: string): Promise<DiagnosisHistoryEntry> {
  const row = await repo.findEntry(db, userId, id);
  if (!row) throw notFound('diagnosis.historyNotFound');
  return toEntry(row);
}

export async function deleteHistoryEntry(ctx: RecordContext, userId: string, id: string): Promise<void> {
  const row = await repo.deleteEntry(ctx.db, userId, id);
  if (!row) throw notFound('diagnosis.historyNotFound');
  await removeThumbnails(ctx.storage, [row.thumbnailUrl], ctx.log);
}

export async function clearHistory(ctx: RecordContext, userId: string): Promise<number> {
  const urls = await repo.deleteEntriesOf(ctx.db, userId);
  await removeThumbnails(ctx.storage, urls, ctx.log);
  return urls.length;
}
