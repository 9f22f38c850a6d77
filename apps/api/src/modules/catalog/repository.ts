import {
  BRANDS,
  type Brand,
  CATEGORIES,
  type Category,
  isId,
  type ProductTranslations,
  type SortOption,
  TRANSLATION_LANGUAGES,
} from '@farmai/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { productFacetCounts, products } from '../../db/schema.js';
import { type Page, rememberTranslatedWords, rememberWords } from './search-repository.js';
import { foldForSearch } from './vocabulary.js';

export {
  CORRECTION_MIN_SIMILARITY,
  CORRECTIONS_PER_WORD,
  FUZZY_MIN_LENGTH,
  type Page,
  type SearchPage,
  type SearchScope,
  searchProducts,
  searchWordsOf,
  wordsOf,
} from './search-repository.js';

export type ProductRow = typeof products.$inferSelect;
/** What an admin's write sets: every column but those the database, the repository and the reviews keep. */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  | 'id'
  | 'searchText'
  | 'translatedSearchText'
  | 'translatedTitles'
  | 'averageReview'
  | 'archivedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** What search matches: the title, the category and brand (ids and labels) and the description. */
export function searchTextOf(p: Pick<ProductValues, 'title' | 'description' | 'category' | 'brand'>): string {
  const category = CATEGORIES[p.category as Category] ?? '';
  const brand = BRANDS[p.brand as Brand] ?? '';
  return foldForSearch([p.title, p.category, category, p.brand, brand, p.description].join(' '));
}

/**
 * What search matches in the translations: every title and description, and the titles alone (one
 * per line) for ranking, folded as the English text is.
 */
export function translatedTextOf(translations: ProductTranslations | undefined): {
  translatedSearchText: string;
  translatedTitles: string;
} {
  const texts = TRANSLATION_LANGUAGES.flatMap((language) => translations?.[language] ?? []);
  return {
    translatedSearchText: foldForSearch(texts.map((t) => `${t.title} ${t.description}`).join(' ')),
    translatedTitles: texts.map((t) => foldForSearch(t.title)).join('\n'),
  };
}

/** The columns the repository keeps for search, from a product's values. */
const searchColumnsOf = (p: ProductValues) => ({ searchText: searchTextOf(p), ...translatedTextOf(p.translations) });

export interface ListFilter {
  categories: string[];
  brands: string[];
  sortBy: SortOption;
  limit: number;
  offset: number;
}

/** Products on sale: an archived one is the admin's only. */
export const onSale = () => isNull(products.archivedAt);

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
          onSale(),
          category === undefined ? undefined : eq(products.category, category),
          brand === undefined ? undefined : eq(products.brand, brand),
        ) as SQL,
    ),
  );
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
  let where = and(onSale(), filterOf(f));
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

/** Up to `limit` whole rows on sale after the id given, in id order (the catalog read in chunks). */
export async function readProductsAfter(
  db: Executor,
  afterId: string | undefined,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(onSale(), afterId === undefined ? undefined : gt(products.id, afterId)))
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

/** Every product's on sale id and last change time. */
export async function readProductVersions(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(onSale());
}

/** How many products are on sale and when the last one changed: what a reader checks it has seen. */
export async function catalogFingerprint(db: Executor): Promise<{ count: number; lastUpdate: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), lastUpdate: max(products.updatedAt) })
    .from(products)
    .where(onSale());
  return { count: row?.count ?? 0, lastUpdate: row?.lastUpdate ?? null };
}

export async function insertProduct(db: Executor, values: ProductValues): Promise<ProductRow> {
  const columns = searchColumnsOf(values);
  const [row] = await db
    .insert(products)
    .values({ ...values, ...columns })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await rememberWords(db, [columns.searchText]);
  await rememberTranslatedWords(db, [columns.translatedSearchText]);
  return row;
}

export async function insertProducts(db: Executor, values: ProductValues[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ ...v, ...searchColumnsOf(v) }));
  await db.insert(products).values(rows);
  await rememberWords(
    db,
    rows.map((r) => r.searchText),
  );
  await rememberTranslatedWords(
    db,
    rows.map((r) => r.translatedSearchText),
  );
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const current = await findProduct(db, id);
  if (!current) return undefined;
  const columns = searchColumnsOf({ ...current, ...values });
  const [row] = await db
    .update(products)
    .set({ ...values, ...columns, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (columns.searchText !== current.searchText) await rememberWords(db, [columns.searchText]);
  if (columns.translatedSearchText !== current.translatedSearchText) {
    await rememberTranslatedWords(db, [columns.translatedSearchText]);
  }
  return row;
}

export async function deleteProduct(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
