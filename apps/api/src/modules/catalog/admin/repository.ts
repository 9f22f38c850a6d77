import {
  type AdminSortColumn,
  isId,
  LOW_STOCK_BELOW,
  type SortOption,
  type SortOrder,
  type StockFilter,
} from '@farmai/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { products } from '../../../db/schema-catalog.js';
import type { Page, ProductRow } from '../repository.js';
import { foldForSearch } from '../search-text.js';

/**
 * The admin's product table: any filter, any column, counted exactly. It reads the products table
 * with plain SQL (an admin's page is one of a few per minute, not the shop's hot path).
 */
export interface AdminListFilter {
  categories: string[];
  brands: string[];
  search: string | undefined;
  stock: StockFilter | undefined;
  sort: AdminSortColumn | undefined;
  order: SortOrder;
  /** The shop sort, used when no column is named. */
  sortBy: SortOption;
  limit: number;
  offset: number;
}

const COLUMNS: Record<AdminSortColumn, AnyPgColumn> = {
  title: products.title,
  category: products.category,
  brand: products.brand,
  price: products.effectivePriceCents,
  stock: products.totalStock,
  updated: products.updatedAt,
};

const SHOP_SORT: Record<SortOption, { column: AdminSortColumn; order: SortOrder }> = {
  'price-lowtohigh': { column: 'price', order: 'asc' },
  'price-hightolow': { column: 'price', order: 'desc' },
  'title-atoz': { column: 'title', order: 'asc' },
  'title-ztoa': { column: 'title', order: 'desc' },
  // the shop's own orders have no column here: the admin reads them by title or by change
  featured: { column: 'title', order: 'asc' },
  popularity: { column: 'title', order: 'asc' },
  newest: { column: 'updated', order: 'desc' },
};

function stockCondition(stock: StockFilter | undefined): SQL | undefined {
  switch (stock) {
    case 'archived':
      return isNotNull(products.archivedAt);
    case 'in':
      return and(isNull(products.archivedAt), gte(products.totalStock, LOW_STOCK_BELOW));
    case 'low':
      return and(isNull(products.archivedAt), gte(products.totalStock, 1), lt(products.totalStock, LOW_STOCK_BELOW));
    case 'out':
      return and(isNull(products.archivedAt), eq(products.totalStock, 0));
    default:
      return isNull(products.archivedAt);
  }
}

/** Escapes LIKE's wildcards in a word typed by the admin. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: AdminListFilter): SQL | undefined {
  const words = f.search ? foldForSearch(f.search).split(/\s+/).filter(Boolean) : [];
  return and(
    stockCondition(f.stock),
    f.categories.length > 0 ? inArray(products.category, f.categories) : undefined,
    f.brands.length > 0 ? inArray(products.brand, f.brands) : undefined,
    ...words.map((w) => sql`${products.searchText} like ${likeWord(w)}`),
  );
}

export async function listAdminProductPage(db: Executor, f: AdminListFilter): Promise<Page<ProductRow>> {
  const { column, order } = f.sort ? { column: f.sort, order: f.order } : SHOP_SORT[f.sortBy];
  const direction = order === 'desc' ? desc : asc;
  const where = whereOf(f);
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(direction(COLUMNS[column]), direction(products.id))
    .limit(f.limit)
    .offset(f.offset);
  if (rows.length === 0 && f.offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
    return { rows: [], total: row?.n ?? 0 };
  }
  return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
}

/** The products with these ids, locked until the transaction ends (a bulk action sees them all or none). */
export async function lockProducts(db: Executor, ids: string[]): Promise<ProductRow[]> {
  const valid = ids.filter(isId);
  if (valid.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, valid)).for('update');
}

export async function archiveProducts(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(products)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
}

export async function deleteProducts(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(products).where(inArray(products.id, ids));
}

export async function restoreProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(products)
    .set({ archivedAt: null, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function setStock(db: Executor, ids: string[], totalStock: number): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(products)
    .set({ totalStock, updatedAt: new Date() })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.length;
}
