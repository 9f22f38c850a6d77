import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cultivationEntries, expertAdvice } from '../../db/schema-content.js';

/** What farmers can read, for the back office's dashboard: published entries (a draft is the admin's alone). */
export async function publishedCounts(db: Executor): Promise<{ expertAdvice: number; cultivationEntries: number }> {
  const published = (table: typeof expertAdvice | typeof cultivationEntries) =>
    sql<string>`(select count(*)::int from ${table} where ${table.status} = 'published')`;
  const [row] = await db
    .select({ expertAdvice: published(expertAdvice), cultivationEntries: published(cultivationEntries) })
    .from(sql`(select 1) as one`);
  return { expertAdvice: Number(row?.expertAdvice ?? 0), cultivationEntries: Number(row?.cultivationEntries ?? 0) };
}
