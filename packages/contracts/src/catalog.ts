import { z } from 'zod';
import { brandIds, categoryIds, DEFAULT_SORT, PAGE_SIZE_DEFAULT, sortOptionIds } from './catalog-values.js';
import { dataResponse, moneySchema, requiredText } from './common.js';
import { textLanguageSchema, translationsSchema } from './content.js';

/** A product's text in one language: both fields, as in English. */
export const productTranslationSchema = z.object({ title: requiredText(200), description: requiredText(5000) });
/** A product's translations by language (docs/decisions/018-content-translations.md). */
export const productTranslationsSchema = translationsSchema(productTranslationSchema);
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

const PAGE_SIZE_MAX = 100;

const productSchema = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(categoryIds),
  brand: z.enum(brandIds),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  averageReview: z.number(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  /** Only in answers asked for in another language than English (see textLanguageSchema). */
  language: textLanguageSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as the admin edits it: the English text and every translation, and when it was
 * archived (null while it is on sale; see admin-catalog.ts).
 */
const adminProductSchema = productSchema.extend({
  translations: productTranslationsSchema,
  archivedAt: z.string().nullable().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const stockSchema = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must not be negative' })
  .max(10_000_000, { message: 'is too large' });

/** Body of POST /api/admin/products/add and PUT /api/admin/products/edit/{id}. */
export const productInputSchema = z.object({
  image: requiredText(2048),
  title: requiredText(200),
  description: requiredText(5000),
  category: z.enum(categoryIds, { message: `must be one of ${categoryIds.join(', ')}` }),
  brand: z.enum(brandIds, { message: `must be one of ${brandIds.join(', ')}` }),
  price: moneySchema,
  salePrice: z.preprocess((v) => (v === '' || v === null ? undefined : v), moneySchema.optional()),
  totalStock: stockSchema,
  averageReview: z.unknown().optional(),
  /** Every translation of the title and description; when sent, it replaces the ones stored. */
  translations: productTranslationsSchema.optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productUpdateSchema = productInputSchema.partial();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** A comma-joined list of ids in a query string ("seed,fertilizer"). */
export const commaList = <T extends string>(values: readonly [T, ...T[]], name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return [] as T[];
      const items = [
        ...new Set(
          raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      const bad = items.filter((i) => !(values as readonly string[]).includes(i));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `unknown ${name} ${bad.join(', ')}` });
        return z.NEVER;
      }
      return items as T[];
    });

/** `page` and `limit` of a paged read, `limit` defaulting to `defaultLimit`. */
export const pageFields = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1, { message: 'must be 1 or more' }).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'must be 1 or more' })
    .max(PAGE_SIZE_MAX, { message: `must be at most ${PAGE_SIZE_MAX}` })
    .default(defaultLimit),
});

export const productListQuerySchema = z.object({
  category: commaList(categoryIds, 'category'),
  brand: commaList(brandIds, 'brand'),
  sortBy: z.enum(sortOptionIds, { message: `must be one of ${sortOptionIds.join(', ')}` }).default(DEFAULT_SORT),
  ...pageFields(PAGE_SIZE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of products: GET /api/shop/products/get and the search. */
export const productListResponseSchema = dataResponse(z.array(productSchema)).extend({ pagination: paginationSchema });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** One product: GET /api/shop/products/get/{id}. */
export const productResponseSchema = dataResponse(productSchema);
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** A page of products with their translations: GET /api/admin/products/get. */
export const adminProductListResponseSchema = dataResponse(z.array(adminProductSchema)).extend({
  pagination: paginationSchema,
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** One product with its translations: GET /api/admin/products/get/{id}, and what adding or editing one answers. */
export const adminProductResponseSchema = dataResponse(adminProductSchema);
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.string().max(100) });

export const searchParamsSchema = z.object({
  keyword: z.string().trim().min(1, { message: 'is required' }).max(100, { message: 'must be at most 100 characters' }),
});
/** Hits of one search page when the client names no limit: what the search answered before it was paged. */
const SEARCH_PAGE_SIZE_DEFAULT = 50;

/** Query of GET /api/shop/search/{keyword}: paged like the product list; without it, the first 50 hits. */
export const searchQuerySchema = z.object(pageFields(SEARCH_PAGE_SIZE_DEFAULT));
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A search page has the product list's shape. */
export const searchResponseSchema = productListResponseSchema;
export type SearchResponse = z.infer<typeof searchResponseSchema>;
