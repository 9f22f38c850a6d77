import { z } from 'zod';
import { ACTIVE_INGREDIENT_IDS, ACTIVE_INGREDIENTS_MAX } from './active-ingredients.js';
import {
  brandIds,
  categoryIds,
  DEFAULT_SORT,
  PAGE_SIZE_DEFAULT,
  PRODUCT_GALLERY_MAX,
  PRODUCT_UNITS,
  RELATED_PRODUCTS_DEFAULT,
  RELATED_PRODUCTS_MAX,
  sortOptionIds,
} from './catalog-values.js';
import { dataResponse, decimalNumber, imageUrlField, moneySchema, requiredText } from './common.js';
import { textLanguageSchema, translationsSchema } from './content.js';
import { FIELD_LIMITS } from './field-limits.js';
import { PRODUCT_FACT_KEYS, PRODUCT_FACTS, type ProductFact, type ProductFactKey } from './product-facts.js';

/** A product's text in one language: both fields, as in English. */
export const productTranslationSchema = z.object({ title: requiredText(200), description: requiredText(5000) });
/** A product's translations by language (docs/decisions/018-content-translations.md). */
export const productTranslationsSchema = translationsSchema(productTranslationSchema);
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

const mapFacts = <T>(of: (fact: ProductFact) => T) =>
  Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, of(PRODUCT_FACTS[key])])) as Record<ProductFactKey, T>;

/** The answer's fields: a number, or null. */
export const productFactFields = mapFacts(() => z.number().nullable());

/** The admin body's fields: within the fact's bounds, whole where it must be; null or left out clears it. */
export const productFactInputFields = mapFacts((fact) => {
  const base = z
    .number({ message: 'must be a number' })
    .min(fact.min, { message: `must be at least ${fact.min}` })
    .max(fact.max, { message: `must be at most ${fact.max}` });
  return decimalNumber(fact.whole ? base.int({ message: 'must be a whole number' }) : base)
    .nullable()
    .optional();
});

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
  /** Every picture of the product, the first being `image`. */
  images: z.array(z.string()),
  /** What the product is sold by, and how much of it one pack holds ("50" "kg": a 50 kg bag). */
  unit: z.enum(PRODUCT_UNITS),
  packSize: z.number(),
  /** Its measured facts (PRODUCT_FACTS), each null where it has none. */
  ...productFactFields,
  /** The English title as an address segment (productSlugOf), the same in every language. */
  slug: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  /** Only in answers asked for in another language than English (see textLanguageSchema). */
  language: textLanguageSchema,
  /**
   * The active ingredients it contains (ids of ACTIVE_INGREDIENT_NAMES), empty when untagged: in the
   * admin's answers and the query by ingredients' (the other shop answers stay as they were).
   */
  activeIngredients: z.array(z.string()).optional(),
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

/** A product's active ingredients: known ids, each once (the first of a repeated one kept). */
const activeIngredientListSchema = z
  .array(z.enum(ACTIVE_INGREDIENT_IDS, { message: 'must be a known active ingredient id' }))
  .max(ACTIVE_INGREDIENTS_MAX, { message: `must hold at most ${ACTIVE_INGREDIENTS_MAX} active ingredients` })
  .transform((ids) => [...new Set(ids)]);

const stockSchema = decimalNumber(
  z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must not be negative' })
    .max(10_000_000, { message: 'is too large' }),
);

/** Body of POST /api/admin/products/add and PUT /api/admin/products/edit/{id}. */
export const productInputSchema = z.object({
  image: imageUrlField({ required: true }),
  title: requiredText(200),
  description: requiredText(5000),
  category: z.enum(categoryIds, { message: `must be one of ${categoryIds.join(', ')}` }),
  brand: z.enum(brandIds, { message: `must be one of ${brandIds.join(', ')}` }),
  price: moneySchema,
  salePrice: z.preprocess((v) => (v === '' || v === null ? undefined : v), moneySchema.optional()),
  totalStock: stockSchema,
  averageReview: z.unknown().optional(),
  /** The pictures after the main one, in order; when sent, they replace the ones stored. */
  gallery: z
    .array(imageUrlField({ required: true }))
    .max(PRODUCT_GALLERY_MAX, { message: `must hold at most ${PRODUCT_GALLERY_MAX} pictures` })
    .optional(),
  unit: z.enum(PRODUCT_UNITS, { message: `must be one of ${PRODUCT_UNITS.join(', ')}` }).optional(),
  packSize: decimalNumber(
    z.number({ message: 'must be a number' }).positive({ message: 'must be above 0' }).max(1_000_000, {
      message: 'is too large',
    }),
  ).optional(),
  ...productFactInputFields,
  /** Every translation of the title and description; when sent, it replaces the ones stored. */
  translations: productTranslationsSchema.optional(),
  /** The active ingredients it contains, known ids only; when sent, they replace the ones stored. */
  activeIngredients: activeIngredientListSchema.optional(),
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
  keyword: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(FIELD_LIMITS.searchKeyword, { message: `must be at most ${FIELD_LIMITS.searchKeyword} characters` }),
});
/** Hits of one search page when the client names no limit: what the search answered before it was paged. */
const SEARCH_PAGE_SIZE_DEFAULT = 50;

/** Query of GET /api/shop/search/{keyword}: paged like the product list; without it, the first 50 hits. */
export const searchQuerySchema = z.object(pageFields(SEARCH_PAGE_SIZE_DEFAULT));
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Products one query by ingredients answers when the client names no limit, and at most. */
export const INGREDIENT_PRODUCTS_DEFAULT = 6;
export const INGREDIENT_PRODUCTS_MAX = 24;

/**
 * Query of GET /api/shop/products/by-ingredients: the ingredient ids, comma-joined
 * (`?ingredients=mancozeb,copper-oxychloride`), and how many products to answer.
 */
export const ingredientProductsQuerySchema = z.object({
  ingredients: commaList(ACTIVE_INGREDIENT_IDS, 'ingredient').refine(
    (ids) => ids.length > 0 && ids.length <= ACTIVE_INGREDIENTS_MAX,
    { message: `must name from 1 to ${ACTIVE_INGREDIENTS_MAX} active ingredients` },
  ),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'must be 1 or more' })
    .max(INGREDIENT_PRODUCTS_MAX, { message: `must be at most ${INGREDIENT_PRODUCTS_MAX}` })
    .default(INGREDIENT_PRODUCTS_DEFAULT),
});
export type IngredientProductsQuery = z.infer<typeof ingredientProductsQuerySchema>;

/** The products holding any of the ingredients: in stock first, then most of them, then by title. */
export const ingredientProductsResponseSchema = dataResponse(z.array(productSchema));
export type IngredientProductsResponse = z.infer<typeof ingredientProductsResponseSchema>;

/**
 * A search page has the product list's shape. When it finds nothing, `didYouMean` may carry a
 * keyword built from the catalog's own words that does find products ("sedd" → "seed").
 */
export const searchResponseSchema = productListResponseSchema.extend({ didYouMean: z.string().optional() });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Query of GET /api/shop/products/suggest: what the shopper has typed so far. */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(FIELD_LIMITS.searchKeyword, { message: `must be at most ${FIELD_LIMITS.searchKeyword} characters` }),
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** How many suggestions an answer holds at most. */
export const SUGGESTIONS_MAX = 8;

/**
 * One suggestion: a category or brand (`value` its id, `label` its English label: the client shows
 * its own label for the id), or a product (`value` its id, `label` its title in the asked language).
 */
export const suggestionSchema = z.object({
  kind: z.enum(['category', 'brand', 'product']),
  value: z.string(),
  label: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/shop/products/suggest: up to SUGGESTIONS_MAX suggestions, categories and brands first. */
export const suggestResponseSchema = dataResponse(z.array(suggestionSchema).max(SUGGESTIONS_MAX));
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** Query of GET /api/shop/products/related/{id}. */
export const relatedProductsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'must be 1 or more' })
    .max(RELATED_PRODUCTS_MAX, { message: `must be at most ${RELATED_PRODUCTS_MAX}` })
    .default(RELATED_PRODUCTS_DEFAULT),
});
export type RelatedProductsQuery = z.infer<typeof relatedProductsQuerySchema>;

/**
 * GET /api/shop/products/related/{id}: products of the same category, those in stock first, then
 * those of the same brand, then by title; never the product itself.
 */
export const relatedProductsResponseSchema = dataResponse(z.array(productSchema));
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;
