import type { Language } from '@farmai/contracts';
import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema-catalog.js';
import { onSale } from './repository.js';

/** The catalog's figures for the back office's dashboard. */

export interface StockRow {
  id: string;
  title: string;
  totalStock: number;
}

/** Products on sale whose stock lies in [min, max], fewest first. */
export function productsWithStock(db: Executor, min: number, max: number, limit: number): Promise<StockRow[]> {
  return db
    .select({ id: products.id, title: products.title, totalStock: products.totalStock })
    .from(products)
    .where(and(between(products.totalStock, min, max), onSale()))
    .orderBy(asc(products.totalStock), asc(products.title), asc(products.id))
    .limit(limit);
}

/** How many products are on sale (an archived one has left the shop). */
export async function productsOnSale(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)::int` }).from(products).where(onSale());
  return Number(row?.n ?? 0);
}

/**
 * The current titles of the products with these ids (a deleted product has none), in `language`
 * where translated, else in English.
 */
export async function currentTitles(
  db: Executor,
  ids: string[],
  language: Language = 'en',
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title, translations: products.translations })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, (language !== 'en' && r.translations[language]?.title) || r.title]));
}
