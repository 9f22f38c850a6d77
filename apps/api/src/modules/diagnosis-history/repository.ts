import { DIAGNOSIS_HISTORY_LIMIT, isId } from '@farmai/contracts';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { diagnosisHistory } from '../../db/schema-diagnosis-history.js';

export type HistoryRow = typeof diagnosisHistory.$inferSelect;
export type HistoryValues = typeof diagnosisHistory.$inferInsert;

const newestFirst = [desc(diagnosisHistory.createdAt), desc(diagnosisHistory.id)];

export const listEntries = (db: Executor, userId: string) =>
  db
    .select()
    .from(diagnosisHistory)
    .where(eq(diagnosisHistory.userId, userId))
    .orderBy(...newestFirst)
    .limit(DIAGNOSIS_HISTORY_LIMIT);

export async function findEntry(db: Executor, userId: string, id: string): Promise<HistoryRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .select()
    .from(diagnosisHistory)
    .where(and(eq(diagnosisHistory.id, id), eq(diagnosisHistory.userId, userId)))
    .limit(1);
  return row;
}

export async function insertEntry(db: Executor, values: HistoryValues): Promise<HistoryRow> {
  const [row] = await db.insert(diagnosisHistory).values(values).returning();
  if (!row) throw new Error('diagnosis history entry not written');
  return row;
}

/** Drops the user's entries past the newest `DIAGNOSIS_HISTORY_LIMIT`; answers the thumbnails they had. */
export async function trimEntries(db: Executor, userId: string): Promise<(string | null)[]> {
  const kept = db
    .select({ id: diagnosisHistory.id })
    .from(diagnosisHistory)
    .where(eq(diagnosisHistory.userId, userId))
    .orderBy(...newestFirst)
    .limit(DIAGNOSIS_HISTORY_LIMIT);
  const dropped = await db
    .delete(diagnosisHistory)
    .where(and(eq(diagnosisHistory.userId, userId), notInArray(diagnosisHistory.id, kept)))
    .returning({ thumbnailUrl: diagnosisHistory.thumbnailUrl });
  return dropped.map((row) => row.thumbnailUrl);
}

/** Deletes one of the user's entries (none when `id` is another's): its thumbnail, or undefined when nothing went. */
export async function deleteEntry(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ thumbnailUrl: string | null } | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .delete(diagnosisHistory)
    .where(and(eq(diagnosisHistory.id, id), eq(diagnosisHistory.userId, userId)))
    .returning({ thumbnailUrl: diagnosisHistory.thumbnailUrl });
  return row;
}

/** Deletes every entry of the user; answers their thumbnails. */
export async function deleteEntriesOf(db: Executor, userId: string): Promise<(string | null)[]> {
  const rows = await db
    .delete(diagnosisHistory)
    .where(eq(diagnosisHistory.userId, userId))
    .returning({ thumbnailUrl: diagnosisHistory.thumbnailUrl });
  return rows.map((row) => row.thumbnailUrl);
}
