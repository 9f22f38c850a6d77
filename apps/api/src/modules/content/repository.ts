import type { EntryStatus } from '@farmai/contracts';
import { type FeatureTranslations, isId } from '@farmai/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cultivationEntries, expertAdvice, features } from '../../db/schema-content.js';

export type FeatureRow = typeof features.$inferSelect;
export type AdviceRow = typeof expertAdvice.$inferSelect;
export type CultivationRow = typeof cultivationEntries.$inferSelect;

export const listFeatures = (db: Executor) =>
  db.select().from(features).orderBy(asc(features.createdAt), asc(features.id));

/** A banner's words, its picture without them and their translations (see the features table). */
export interface BannerWords {
  title?: string;
  backdrop?: string;
  translations?: FeatureTranslations;
}

export async function insertFeature(db: Executor, image: string, words: BannerWords = {}): Promise<FeatureRow> {
  const [row] = await db
    .insert(features)
    .values({ image, ...words })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findFeature(db: Executor, id: string): Promise<FeatureRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(features).where(eq(features.id, id)).limit(1);
  return row;
}

export async function updateFeature(db: Executor, id: string, words: BannerWords): Promise<FeatureRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(features)
    .set({ ...words, updatedAt: new Date() })
    .where(eq(features.id, id))
    .returning();
  return row;
}

export async function deleteFeature(db: Executor, id: string): Promise<FeatureRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.delete(features).where(eq(features.id, id)).returning();
  return row;
}

/** Every article, or only those in one state (farmers read the published ones). */
export const listAdvice = (db: Executor, status?: EntryStatus) =>
  db
    .select()
    .from(expertAdvice)
    .where(status ? eq(expertAdvice.status, status) : undefined)
    .orderBy(desc(expertAdvice.postedDate), desc(expertAdvice.id));

export async function findAdvice(db: Executor, id: string): Promise<AdviceRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(expertAdvice).where(eq(expertAdvice.id, id)).limit(1);
  return row;
}

/** The columns an advice article is written with. */
export type AdviceValues = Pick<
  typeof expertAdvice.$inferInsert,
  'title' | 'description' | 'path' | 'translations' | 'status'
>;

export async function insertAdvice(db: Executor, values: AdviceValues & { postedDate?: Date }): Promise<AdviceRow> {
  const [row] = await db.insert(expertAdvice).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAdvice(
  db: Executor,
  id: string,
  values: Partial<AdviceValues>,
): Promise<AdviceRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(expertAdvice)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(expertAdvice.id, id))
    .returning();
  return row;
}

export async function deleteAdvice(db: Executor, id: string): Promise<AdviceRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.delete(expertAdvice).where(eq(expertAdvice.id, id)).returning();
  return row;
}

/** Every guide, or only those in one state (farmers read the published ones). */
export const listCultivation = (db: Executor, status?: EntryStatus) =>
  db
    .select()
    .from(cultivationEntries)
    .where(status ? eq(cultivationEntries.status, status) : undefined)
    .orderBy(asc(cultivationEntries.createdAt), asc(cultivationEntries.id));

export async function findCultivation(db: Executor, id: string): Promise<CultivationRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(cultivationEntries).where(eq(cultivationEntries.id, id)).limit(1);
  return row;
}

/** The columns a cultivation guide is written with. */
export type CultivationValues = Pick<
  typeof cultivationEntries.$inferInsert,
  'cropName' | 'description' | 'path' | 'translations' | 'status'
>;

export async function insertCultivation(db: Executor, values: CultivationValues): Promise<CultivationRow> {
  const [row] = await db.insert(cultivationEntries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCultivation(
  db: Executor,
  id: string,
  values: Partial<CultivationValues>,
): Promise<CultivationRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(cultivationEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cultivationEntries.id, id))
    .returning();
  return row;
}

export async function deleteCultivation(db: Executor, id: string): Promise<CultivationRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.delete(cultivationEntries).where(eq(cultivationEntries.id, id)).returning();
  return row;
}
