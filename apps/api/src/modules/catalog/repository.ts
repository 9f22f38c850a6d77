import { BRANDS, type Brand, CATEGORIES, type Category, isId, type SortOption } from '@farmai/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { productFacetCounts, products } from '../../db/schema.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<
  typeof products.$inferInsert,
  'image' | 'title' | 'description' | 'category' | 'brand' | 'priceCents' | 'salePriceCents' | 'totalStock'
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

/**
 * One page of the listing. A filter on several categories or brands is read as one ordered index
 * range per (category, brand) pair, each cut at the end of the page, and the ranges are merged:
 * the work grows with the page number, not with the number of matching products.
 */
export async function listProducts(db: Executor, f: ListFilter): Promise<ProductRow[]> {
  const pairs = pairsOf(f);
  if (pairs.length <= 1) {
    return db
      .select()
      .from(products)
      .where(filterOf(f))
      .orderBy(...orderOf(f.sortBy))
      .limit(f.limit)
      .offset(f.offset);
  }
  const { column, descending } = SORT[f.sortBy];
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const ranges = pairs.map(
    (where) =>
      sql`(${db
        .select({ id: products.id, sortKey: column })
        .from(products)
        .where(where)
        .orderBy(...orderOf(f.sortBy))
        .limit(f.offset + f.limit)})`,
  );
  const page = (await db.execute(
    sql`select "id" from (${sql.join(ranges, sql` union all `)}) as ranges
        order by ${sql.identifier(column.name)} ${direction}, "id" ${direction}
        limit ${f.limit} offset ${f.offset}`,
  )) as unknown as { rows: { id: string }[] };
  const ids = page.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

export async function insertProduct(db: Executor, values: ProductValues): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, searchText: searchTextOf(values) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertProducts(db: Executor, values: ProductValues[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(products).values(values.map((v) => ({ ...v, searchText: searchTextOf(v) })));
}

export async function updateProduct(
  db: Executor,
  id: string,
  values: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const current = await findProduct(db, id);
  if (!current) return undefined;
  const next = { ...current, ...values };
  const [row] = await db
    .update(products)
    .set({ ...values, searchText: searchTextOf(next), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function deleteProduct(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Words shorter than this must match as they are; longer ones may carry one typo. */
const FUZZY_MIN_LENGTH = 5;
export const SEARCH_LIMIT = 50;

/**
 * Every word of the keyword must appear in the product's search text as a substring. When
 * nothing matches that way, words of 5+ letters may instead be a close trigram match (one
 * typo, or a British spelling): that pass is much slower, so it only runs as a fallback.
 * Title matches come first, then the closest matches.
 */
export async function searchProducts(db: Executor, keyword: string, limit = SEARCH_LIMIT): Promise<ProductRow[]> {
  const words = keyword
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return [];
  const like = (w: string) => sql`${products.searchText} like ${`%${w}%`}`;
  const exact = await searchWhere(db, words, and(...words.map(like)), limit);
  if (exact.length > 0 || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
  const fuzzy = words.map((w) =>
    w.length >= FUZZY_MIN_LENGTH ? sql`(${like(w)} or ${w} <% ${products.searchText})` : like(w),
  );
  return searchWhere(db, words, and(...fuzzy), limit);
}

function searchWhere(db: Executor, words: string[], where: SQL | undefined, limit: number): Promise<ProductRow[]> {
  const phrase = `%${words.join(' ')}%`;
  const titleHit = sql`lower(${products.title}) like ${phrase}`;
  const closeness = sql.join(
    words.map((w) => sql`word_similarity(${w}, lower(${products.title}))`),
    sql` + `,
  );
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(titleHit), desc(closeness), asc(products.title))
    .limit(limit);
}
