import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema-catalog.js';

/** Whether the catalog has no product yet: the demo data goes only into such a database. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) === 0;
}
