import { BRANDS, type Brand, CATEGORIES, type Category, isId, type SortOption } from '@farmai/contracts';
import { and, asc, desc, eq, gt, gte, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { productFacetCounts, productSearchWords, products } from '../../db/schema.js';

export type ProductRow = typeof products.$inferSelect;
/** What an admin's write sets: every column but those the database and the reviews keep. */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'searchText' | 'averageReview' | 'createdAt' | 'updatedAt'
>;

/** What search matches: the title, the category and brand (ids and labels) and the description. */
export function searchTextOf(p: Pick<ProductValues, 'title' | 'description' | 'category' | 'brand'>): string {
  const category = CATEGORIES[p.category as Category] ?? '';
  const brand = BRANDS[p.brand as Brand] ?? '';
  return [p.title, p.category, category, p.brand, brand, p.description].join(' ').toLowerCase();
}

export interface ListFilter {
  categories: string[];
  brands: string[];
  sortBy: SortOption;
  limit: number;
  offset: number;
}

/** The filter on any table with category and brand columns (products, or their per-pair counts). */
function filterOf(
  f: Pick<ListFilter, 'categories' | 'brands'>,
  columns: { category: AnyPgColumn; brand: AnyPgColumn } = products,
): SQL | undefined {
  return and(
    f.categories.length > 0 ? inArray(columns.category, f.categories) : undefined,
    f.brands.length > 0 ? inArray(columns.brand, f.brands) : undefined,
  );
}

/** The sort column and direction of each option; the id breaks ties the same way. */
const SORT: Record<SortOption, { column: AnyPgColumn; descending: boolean }> = {
  'price-lowtohigh': { column: products.effectivePriceCents, descending: false },
  'price-hightolow': { column: products.effectivePriceCents, descending: true },
  'title-atoz': { column: products.title, descending: false },
  'title-ztoa': { column: products.title, descending: true },
};

function orderOf(sortBy: SortOption): SQL[] {
  const { column, descending } = SORT[sortBy];
  const direction = descending ? desc : asc;
  return [direction(column), direction(products.id)];
}

/** Every (category, brand) pair a filter selects; a missing dimension is left open. */
function pairsOf(f: Pick<ListFilter, 'categories' | 'brands'>): SQL[] {
  const categories: (string | undefined)[] = f.categories.length > 0 ? f.categories : [undefined];
  const brands: (string | undefined)[] = f.brands.length > 0 ? f.brands : [undefined];
  return categories.flatMap((category) =>
    brands.map(
      (brand) =>
        and(
          category === undefined ? undefined : eq(products.category, category),
          brand === undefined ? undefined : eq(products.brand, brand),
        ) as SQL,
    ),
  );
}

/** A page of rows and how many rows the whole query has. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The listing's total as a column: a sum over the few per-pair counts the database keeps. */
function totalOf(f: Pick<ListFilter, 'categories' | 'brands'>): SQL<number> {
  return sql<number>`(select coalesce(sum(${productFacetCounts.products}), 0)::int from ${productFacetCounts} where ${
    filterOf(f, productFacetCounts) ?? sql`true`
  })`.mapWith(Number);
}

/**
 * One page of the listing and its total, in one statement. A filter on several categories or
 * brands is read as one ordered index range per (category, brand) pair, each cut at the end of
 * the page, and the ranges are merged: the work grows with the page number, not with the number
 * of matching products.
 */
export async function listProductPage(db: Executor, f: ListFilter): Promise<Page<ProductRow>> {
  const pairs = pairsOf(f);
  let where = filterOf(f);
  if (pairs.length > 1) {
    const { column, descending } = SORT[f.sortBy];
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const ranges = pairs.map(
      (pair) =>
        sql`(${db
          .select({ id: products.id, sortKey: column })
          .from(products)
          .where(pair)
          .orderBy(...orderOf(f.sortBy))
          .limit(f.offset + f.limit)})`,
    );
    where = inArray(
      products.id,
      sql`(select "id" from (${sql.join(ranges, sql` union all `)}) as ranges
        order by ${sql.identifier(column.name)} ${direction}, "id" ${direction}
        limit ${f.limit} offset ${f.offset})`,
    );
  }
  const rows = await db
    .select({ product: products, total: totalOf(f) })
    .from(products)
    .where(where)
    .orderBy(...orderOf(f.sortBy))
    .limit(f.limit)
    .offset(pairs.length > 1 ? 0 : f.offset);
  // a page past the end has no row to carry the total
  const total = rows[0]?.total ?? (f.offset > 0 ? await countProducts(db, f) : 0);
  return { rows: rows.map((r) => r.product), total };
}

/** One page of the listing (see listProductPage). */
export async function listProducts(db: Executor, f: ListFilter): Promise<ProductRow[]> {
  return (await listProductPage(db, f)).rows;
}

/** How many products a filter selects, from the per-pair counts the database keeps. */
export async function countProducts(db: Executor, f: Pick<ListFilter, 'categories' | 'brands'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${productFacetCounts.products}), 0)::int` })
    .from(productFacetCounts)
    .where(filterOf(f, productFacetCounts));
  return row?.n ?? 0;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** Up to `limit` whole rows after the id given, in id order (the catalog read in chunks). */
export async function readProductsAfter(
  db: Executor,
  afterId: string | undefined,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(afterId === undefined ? undefined : gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function readProductsByIds(db: Executor, ids: string[]): Promise<ProductRow[]> {
  const valid = ids.filter(isId);
  if (valid.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, valid));
}

/** The rows changed at or after a time (the updated_at index finds them). */
export async function readProductsUpdatedSince(db: Executor, since: Date): Promise<ProductRow[]> {
  return db.select().from(products).where(gte(products.updatedAt, since));
}

/** Every product's id and last change time. */
export async function readProductVersions(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products);
}

/** How many products there are and when the last one changed: what a reader checks it has seen. */
export async function catalogFingerprint(db: Executor): Promise<{ count: number; lastUpdate: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), lastUpdate: max(products.updatedAt) })
    .from(products);
  return { count: row?.count ?? 0, lastUpdate: row?.lastUpdate ?? null };
}

export async function insertProduct(db: Executor, values: ProductValues): Promise<ProductRow> {
  const searchText = searchTextOf(values);
  const [row] = await db
    .insert(products)
    .values({ ...values, searchText })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await rememberWords(db, [searchText]);
  return row;
}

export async function insertProducts(db: Executor, values: ProductValues[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ ...v, searchText: searchTextOf(v) }));
  await db.insert(products).values(rows);
  await rememberWords(
    db,
    rows.map((r) => r.searchText),
  );
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const current = await findProduct(db, id);
  if (!current) return undefined;
  const searchText = searchTextOf({ ...current, ...values });
  const [row] = await db
    .update(products)
    .set({ ...values, searchText, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (searchText !== current.searchText) await rememberWords(db, [searchText]);
  return row;
}

export async function deleteProduct(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Words shorter than this must match as they are; longer ones may carry one typo. */
export const FUZZY_MIN_LENGTH = 5;
/** How close a known word must be to a misspelt one to stand in for it (trigram similarity). */
export const CORRECTION_MIN_SIMILARITY = 0.5;
/** At most this many known words stand in for one misspelt word, the closest first. */
export const CORRECTIONS_PER_WORD = 5;

/** The words of a text as the search vocabulary keeps them (letters and digits, 4+ characters). */
export function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 4);
}

async function rememberWords(db: Executor, searchTexts: string[]): Promise<void> {
  // in one order everywhere, so two writers adding the same new words never wait on each other in turn
  const words = [...new Set(searchTexts.flatMap(wordsOf))].sort();
  if (words.length === 0) return;
  await db
    .insert(productSearchWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing();
}

export interface SearchPage {
  limit: number;
  offset: number;
}

/** The keyword's words, lower-cased, LIKE's wildcards taken out, at most 8. */
export function searchWordsOf(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * One page of the products whose search text holds every word of the keyword, and how many there
 * are. When nothing matches that way, words of 5+ letters that appear in no product are replaced
 * by the known words closest to them (one typo, or a British spelling: "tomatoe", "fertiliser"),
 * looked up in the short vocabulary rather than in every product's text, and the search runs
 * again with those. Products whose title holds the whole keyword come first, then those whose
 * title holds more of its words, then by title.
 */
export async function searchProducts(db: Executor, keyword: string, page: SearchPage): Promise<Page<ProductRow>> {
  const words = searchWordsOf(keyword);
  if (words.length === 0) return { rows: [], total: 0 };
  const exact = await searchPage(
    db,
    words.map((w) => [w]),
    page,
  );
  if (exact.total > 0 || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
  const alternatives = await Promise.all(
    words.map(async (w) => (w.length >= FUZZY_MIN_LENGTH ? [w, ...(await correctionsOf(db, w))] : [w])),
  );
  if (alternatives.every((a) => a.length === 1)) return exact;
  return searchPage(db, alternatives, page);
}

/** The known words closest to a (misspelt) word. */
async function correctionsOf(db: Executor, word: string): Promise<string[]> {
  const similarity = sql<number>`similarity(${productSearchWords.word}, ${word})`;
  const rows = await db
    .select({ word: productSearchWords.word })
    .from(productSearchWords)
    .where(and(sql`${productSearchWords.word} % ${word}`, sql`${similarity} >= ${CORRECTION_MIN_SIMILARITY}`))
    .orderBy(desc(similarity), asc(productSearchWords.word))
    .limit(CORRECTIONS_PER_WORD);
  return rows.map((r) => r.word).filter((w) => w !== word);
}

/**
 * Every group must match (one of its words is in the search text); one statement answers the page
 * and, with a window count, the total. The trigram index finds the candidates; ranking uses only
 * LIKE on the short title, so a word found in thousands of products stays cheap.
 */
async function searchPage(db: Executor, groups: string[][], page: SearchPage): Promise<Page<ProductRow>> {
  const like = (column: SQL | AnyPgColumn, w: string) => sql`${column} like ${`%${w}%`}`;
  const anyOf = (column: SQL | AnyPgColumn, group: string[]) =>
    group.length === 1
      ? like(column, group[0] as string)
      : sql`(${sql.join(
          group.map((w) => like(column, w)),
          sql` or `,
        )})`;
  const title = sql`lower(${products.title})`;
  // the keyword as typed, or with each misspelt word replaced by its closest correction
  const phrase = groups.map((g) => g[1] ?? g[0]).join(' ');
  const titleHit = sql`(${like(title, phrase)})`;
  const titleWords = sql.join(
    groups.map((g) => sql`(${anyOf(title, g)})::int`),
    sql` + `,
  );
  // the matches are ranked and counted as narrow rows (no spill to disk for a common word); only
  // the page's rows are then read whole, by primary key
  const hits = db
    .select({
      id: sql<string>`${products.id}`.as('hit_id'),
      total: sql<number>`count(*) over ()`.as('total'),
      titleHit: sql<boolean>`${titleHit}`.as('title_hit'),
      titleWords: sql<number>`${titleWords}`.as('title_words'),
      title: sql<string>`${products.title}`.as('hit_title'),
    })
    .from(products)
    .where(and(...groups.map((g) => anyOf(products.searchText, g))))
    .orderBy(desc(titleHit), desc(titleWords), asc(products.title), asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('hits');
  const rows = await db
    .select({ product: products, total: sql<number>`${hits.total}`.mapWith(Number) })
    .from(hits)
    .innerJoin(products, eq(products.id, hits.id))
    .orderBy(desc(hits.titleHit), desc(hits.titleWords), asc(hits.title), asc(hits.id));
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...groups.map((g) => anyOf(products.searchText, g))));
    return { rows: [], total: row?.n ?? 0 };
  }
  return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
}
