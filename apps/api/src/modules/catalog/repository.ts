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
import { preparedOn } from '../../db/prepared.js';
import { productFacetCounts, products } from '../../db/schema-catalog.js';
import { type Page, rememberTranslatedWords, rememberWords } from './search-repository.js';
import { foldForSearch } from './search-text.js';

export {
  CORRECTION_MIN_SIMILARITY,
  CORRECTIONS_PER_WORD,
  FUZZY_MIN_LENGTH,
  type KnownWords,
  NearWordsFromSql,
  type Page,
  readVocabularies,
  type SearchPage,
  type SearchScope,
  searchProducts,
  searchWordsOf,
  wordsNear,
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
  | 'soldOut'
  | 'unitsSold'
  | 'titleKey'
>;

/** What the title orders compare: the title with its letter case set aside ("Hand-Push" before "HDPE"). */
export const titleKeyOf = (title: string): string => title.toLowerCase();

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
const searchColumnsOf = (p: ProductValues) => ({
  searchText: searchTextOf(p),
  titleKey: titleKeyOf(p.title),
  ...translatedTextOf(p.translations),
});

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

/** One key of a listing order. */
interface SortKey {
  column: AnyPgColumn;
  descending: boolean;
}

const up = (column: AnyPgColumn): SortKey => ({ column, descending: false });
const down = (column: AnyPgColumn): SortKey => ({ column, descending: true });

/**
 * The keys of each listing order (read-model/list-orders.ts compares the same): out-of-stock products
 * last in every one, then the option's own keys, the id last so that pages never overlap. Each has
 * its index (schema.ts listingIndexes).
 */
export const SORT: Record<SortOption, SortKey[]> = {
  'price-lowtohigh': [up(products.soldOut), up(products.effectivePriceCents), up(products.id)],
  'price-hightolow': [up(products.soldOut), down(products.effectivePriceCents), down(products.id)],
  'title-atoz': [up(products.soldOut), up(products.titleKey), up(products.id)],
  'title-ztoa': [up(products.soldOut), down(products.titleKey), down(products.id)],
  featured: [
    up(products.soldOut),
    down(products.unitsSold),
    down(products.averageReview),
    down(products.createdAt),
    up(products.id),
  ],
  newest: [up(products.soldOut), down(products.createdAt), down(products.id)],
  popularity: [up(products.soldOut), down(products.unitsSold), down(products.averageReview), up(products.id)],
};

function orderOf(sortBy: SortOption): SQL[] {
  return SORT[sortBy].map(({ column, descending }) => (descending ? desc(column) : asc(column)));
}

/**
 * The ranges a filter is read as: one per category when it names several (each read in order
 * through its category's index, the brands as a filter), else none (one plain read).
 */
function rangesOf(f: Pick<ListFilter, 'categories' | 'brands'>): SQL[] {
  if (f.categories.length < 2) return [];
  const brands = f.brands.length > 0 ? inArray(products.brand, f.brands) : undefined;
  return f.categories.map((category) => and(onSale(), eq(products.category, category), brands) as SQL);
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
  const ranges = rangesOf(f);
  let where = and(onSale(), filterOf(f));
  if (ranges.length > 1) {
    const keys = SORT[f.sortBy];
    const keyColumns = keys.filter((key) => key.column !== products.id).map((key) => key.column);
    const reads = ranges.map(
      (range) =>
        sql`(${db
          .select({ id: products.id, ...Object.fromEntries(keyColumns.map((column) => [column.name, column])) })
          .from(products)
          .where(range)
          .orderBy(...orderOf(f.sortBy))
          .limit(f.offset + f.limit)})`,
    );
    const order = sql.join(
      keys.map((key) => sql`${sql.identifier(key.column.name)} ${sql.raw(key.descending ? 'desc' : 'asc')}`),
      sql`, `,
    );
    where = inArray(
      products.id,
      sql`(select "id" from (${sql.join(reads, sql` union all `)}) as ranges
        order by ${order}
        limit ${f.limit} offset ${f.offset})`,
    );
  }
  const rows = await db
    .select({ product: products, total: totalOf(f) })
    .from(products)
    .where(where)
    .orderBy(...orderOf(f.sortBy))
    .limit(f.limit)
    .offset(ranges.length > 1 ? 0 : f.offset);
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

/**
 * Up to `limit` products of the category of the product given, never itself: those in stock
 * first, then those of its brand, then by title (what the read model's `related` answers).
 */
export async function relatedProducts(
  db: Executor,
  product: Pick<ProductRow, 'id' | 'category' | 'brand'>,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(onSale(), eq(products.category, product.category), sql`${products.id} <> ${product.id}`))
    .orderBy(
      sql`(${products.totalStock} > 0) desc`,
      sql`(${products.brand} = ${product.brand}) desc`,
      asc(products.title),
      asc(products.id),
    )
    .limit(limit);
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

/** Products by id, as one prepared statement whatever their number (the ids go as one array). */
const productsByIdsStatement = (db: Executor) =>
  db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('products_by_ids');

export async function readProductsByIds(db: Executor, ids: string[]): Promise<ProductRow[]> {
  const valid = ids.filter(isId);
  if (valid.length === 0) return [];
  return preparedOn(db, 'products_by_ids', productsByIdsStatement).execute({ ids: valid });
}

/** The versions of the rows changed at or after a time (the updated_at index finds them). */
export async function readProductVersionsSince(db: Executor, since: Date) {
  const archived = sql<boolean>`${products.archivedAt} is not null`.mapWith(Boolean);
  const counters = { stock: products.totalStock, unitsSold: products.unitsSold, rating: products.averageReview };
  return db
    .select({ id: products.id, updatedAt: products.updatedAt, archived, counters })
    .from(products)
    .where(gte(products.updatedAt, since));
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

/**
 * A new product's times from this process's clock, in the milliseconds a JavaScript date holds
 * (the database's own clock keeps microseconds, which the read model could not order by).
 */
const listedNow = () => {
  const now = new Date();
  return { createdAt: now, updatedAt: now };
};

export async function insertProduct(db: Executor, values: ProductValues): Promise<ProductRow> {
  const columns = searchColumnsOf(values);
  const [row] = await db
    .insert(products)
    .values({ ...values, ...columns, ...listedNow() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await rememberWords(db, [columns.searchText]);
  await rememberTranslatedWords(db, [columns.translatedSearchText]);
  return row;
}

export async function insertProducts(db: Executor, values: ProductValues[]): Promise<void> {
  if (values.length === 0) return;
  const listed = listedNow();
  const rows = values.map((v) => ({ ...v, ...searchColumnsOf(v), ...listed }));
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

/** How many of the ingredients a product holds, as a column. */
const matchesOf = (ingredients: string[]) =>
  sql<number>`cardinality(array(select unnest(${products.activeIngredients}) intersect select unnest(${ingredientArray(ingredients)})))`;

const ingredientArray = (ingredients: string[]) =>
  sql`array[${sql.join(
    ingredients.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

/**
 * Up to `limit` products holding any of the ingredients: those in stock first, then those holding
 * more of them, then by title (code-point order, as the read model sorts) and id. The GIN index on
 * the column finds them.
 */
export async function productsByIngredients(db: Executor, ingredients: string[], limit: number): Promise<ProductRow[]> {
  if (ingredients.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(onSale(), sql`${products.activeIngredients} && ${ingredientArray(ingredients)}`))
    .orderBy(
      desc(sql`${products.totalStock} > 0`),
      desc(matchesOf(ingredients)),
      asc(sql`${products.title} collate "C"`),
      asc(products.id),
    )
    .limit(limit);
}

/** Products with stock, cheapest first (ties by title): `limit` of them after the first `offset`. */
export async function productsInStockByPrice(db: Executor, offset: number, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(gt(products.totalStock, 0))
    .orderBy(asc(products.priceCents), asc(products.title))
    .limit(limit)
    .offset(offset);
}
