import { z } from 'zod';
import { commaList, pageFields, productListQuerySchema } from './catalog.js';
import { brandIds, categoryIds } from './catalog-values.js';
import { messageResponseSchema } from './common.js';

/**
 * The admin's product table (docs/product/wire.md#admin-products-and-orders): the shop listing's
 * query (category, brand, sortBy, page, limit) plus a search, a stock filter and a sort by column.
 */

/** in: LOW_STOCK_BELOW (dashboard.ts) or more; low: 1 to LOW_STOCK_BELOW - 1; out: 0; archived: archived products only. */
export const STOCK_FILTERS = ['in', 'low', 'out', 'archived'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Columns the admin's table sorts by. */
export const ADMIN_SORT_COLUMNS = ['title', 'category', 'brand', 'price', 'stock', 'updated'] as const;
export type AdminSortColumn = (typeof ADMIN_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** Rows of one page of the admin's table when the query names no limit. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Query of GET /api/admin/products/get. Without `search`, `stock` and `sort` it answers what it
 * always did: the products on sale, ordered by `sortBy`. `sort` (a column) and `order` win over
 * `sortBy` when sent.
 */
export const adminProductListQuerySchema = productListQuerySchema.extend({
  category: commaList(categoryIds, 'category'),
  brand: commaList(brandIds, 'brand'),
  search: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  stock: z.enum(STOCK_FILTERS, { message: `must be one of ${STOCK_FILTERS.join(', ')}` }).optional(),
  sort: z.enum(ADMIN_SORT_COLUMNS, { message: `must be one of ${ADMIN_SORT_COLUMNS.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('asc'),
  ...pageFields(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** Ids of a bulk action: 1 to 100 products, each named once. */
const bulkIdsSchema = z
  .array(z.string().max(100), { message: 'must be a list of product ids' })
  .min(1, { message: 'must name at least one product' })
  .max(100, { message: 'must name at most 100 products' })
  .transform((ids) => [...new Set(ids)]);

/** Body of POST /api/admin/products/bulk-delete. */
export const bulkDeleteBodySchema = z.object({ ids: bulkIdsSchema });
export type BulkDeleteBody = z.infer<typeof bulkDeleteBodySchema>;

/** Body of POST /api/admin/products/bulk-stock: every product named gets this stock. */
export const bulkStockBodySchema = z.object({
  ids: bulkIdsSchema,
  totalStock: z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must not be negative' })
    .max(10_000_000, { message: 'is too large' }),
});
export type BulkStockBody = z.infer<typeof bulkStockBodySchema>;

/**
 * What deleting a product did: `deleted` (gone), or `archived` (orders name it, so it left the
 * shop and stays for the admin to restore).
 */
export const DELETE_OUTCOMES = ['deleted', 'archived'] as const;
export type DeleteOutcome = (typeof DELETE_OUTCOMES)[number];

/** DELETE /api/admin/products/delete/{id}: `success` as before, and what happened. */
export const productDeleteResponseSchema = messageResponseSchema.extend({ outcome: z.enum(DELETE_OUTCOMES) });
export type ProductDeleteResponse = z.infer<typeof productDeleteResponseSchema>;

/** POST /api/admin/products/bulk-delete: the ids deleted and the ids archived. */
export const bulkDeleteResponseSchema = messageResponseSchema.extend({
  deleted: z.array(z.string()),
  archived: z.array(z.string()),
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

/** POST /api/admin/products/bulk-stock: how many products were changed. */
export const bulkStockResponseSchema = messageResponseSchema.extend({ updated: z.number().int() });
export type BulkStockResponse = z.infer<typeof bulkStockResponseSchema>;
