import { PRODUCT_FACT_KEYS, type ProductFactKey, type ProductTranslations, type ProductUnit } from '@farmai/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { timestamps } from './schema-columns.js';

/** The catalog's tables: products and what is kept beside them for listings and search. */

const factColumn = (name: string) => doublePrecision(name);
/**
 * A nullable column per product fact (PRODUCT_FACTS in packages/contracts), named in snake case
 * (`shelfLifeMonths` → `shelf_life_months`); its migration adds it as `double precision`.
 */
const factColumns = Object.fromEntries(
  PRODUCT_FACT_KEYS.map((key) => [key, factColumn(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))]),
) as Record<ProductFactKey, ReturnType<typeof factColumn>>;

/** The columns a listing order reads. */
interface ListingColumns {
  id: AnyPgColumn;
  soldOut: AnyPgColumn;
  effectivePriceCents: AnyPgColumn;
  titleKey: AnyPgColumn;
  unitsSold: AnyPgColumn;
  averageReview: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * One index per listing order (repository.ts SORT; out-of-stock last in each), over the whole
 * catalog or led by the category.
 */
function listingIndexes(t: ListingColumns, category: AnyPgColumn | undefined) {
  const name = (sort: string) => `products_${category ? 'category_' : ''}${sort}_idx`;
  const on = (...keys: (AnyPgColumn | SQL)[]) => (category ? [category, t.soldOut, ...keys] : [t.soldOut, ...keys]);
  const desc = (column: AnyPgColumn) => sql`${column} desc`;
  const indexOn = (sort: string, ...keys: (AnyPgColumn | SQL)[]) => {
    const [first, ...rest] = on(...keys) as [AnyPgColumn, ...(AnyPgColumn | SQL)[]];
    return index(name(sort)).on(first, ...rest);
  };
  return [
    indexOn('price_asc', t.effectivePriceCents, t.id),
    indexOn('price_desc', desc(t.effectivePriceCents), desc(t.id)),
    indexOn('title_asc', t.titleKey, t.id),
    indexOn('title_desc', desc(t.titleKey), desc(t.id)),
    indexOn('featured', desc(t.unitsSold), desc(t.averageReview), desc(t.createdAt), t.id),
    indexOn('newest', desc(t.createdAt), desc(t.id)),
    indexOn('popularity', desc(t.unitsSold), desc(t.averageReview), t.id),
  ];
}

/**
 * Money is stored in cents. `effective_price_cents` (sale price when above 0,
 * else the price) is what the shop sorts by and what a buyer pays.
 * `search_text` is kept by the repository: title, labels and description, lower-cased.
 * `translations` holds the title and description in other languages (`{ "bn": { title,
 * description } }`, docs/decisions/018-content-translations.md); the repository keeps their
 * words in `translated_search_text` and their titles, one per line, in `translated_titles`.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull().default(0),
    effectivePriceCents: integer('effective_price_cents').generatedAlwaysAs(
      sql`case when sale_price_cents > 0 then sale_price_cents else price_cents end`,
    ),
    totalStock: integer('total_stock').notNull(),
    /** Out of stock: every listing order puts these last. */
    soldOut: boolean('sold_out').notNull().generatedAlwaysAs(sql`total_stock <= 0`),
    /** Units bought in paid orders: what the featured and popularity orders rank by. */
    unitsSold: integer('units_sold').notNull().default(0),
    /** The title lower-cased, kept by the repository: the title orders compare it. */
    titleKey: text('title_key').notNull().default(''),
    averageReview: real('average_review').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    translatedSearchText: text('translated_search_text').notNull().default(''),
    translatedTitles: text('translated_titles').notNull().default(''),
    /** Active ingredient ids (packages/contracts active-ingredients.ts) the product contains (migration 0015). */
    activeIngredients: text('active_ingredients').array().notNull().default(sql`'{}'::text[]`),
    /** The pictures after `image`, in order (migration 0010). */
    gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').$type<ProductUnit>().notNull().default('piece'),
    packSize: doublePrecision('pack_size').notNull().default(1),
    ...factColumns,
    /**
     * Set when an admin deletes a product that orders name: it leaves the shop (lists, search,
     * detail, cart) and stays for the admin under the "archived" filter until restored.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} >= 0 and ${t.salePriceCents} >= 0`),
    check('products_stock_check', sql`${t.totalStock} >= 0`),
    check('products_pack_size_check', sql`${t.packSize} > 0`),
    // the read model catches up with changes it was not told about by their time
    index('products_updated_idx').on(t.updatedAt),
    // each listing order (out-of-stock last), over the catalog and within a category; a brand filter
    // reads the order with the brand as a filter, several categories merge one range each
    ...listingIndexes(t, undefined),
    ...listingIndexes(t, t.category),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_translated_search_trgm_idx').using('gin', sql`${t.translatedSearchText} gin_trgm_ops`),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // the products holding any of a diagnosis's active ingredients (`&&`)
    index('products_active_ingredients_idx').using('gin', t.activeIngredients),
    index('products_archived_idx').on(t.archivedAt).where(sql`${t.archivedAt} is not null`),
  ],
);

/**
 * How many products each (category, brand) pair has, kept by a trigger on `products` (migration
 * 0004), so the listing's total is a sum of a few rows instead of a count over the catalog.
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.brand] })],
);

/**
 * Every word (4+ characters) that has appeared in a product's search text, kept by the catalog
 * repository as products are written. A misspelt search word is corrected against this short list
 * (trigram similarity, GIN index) instead of being compared with every product's whole text.
 * Words of products since deleted or edited stay: a correction to one of them finds nothing.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('product_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * The same for the words of the products' translations, with each word's skeleton (the word without
 * its combining marks: Bangla and Hindi vowel signs, Latin accents), so that a word typed with a
 * wrong vowel sign or without its accent is corrected to it. Searched only when the English words
 * find nothing, so an English search answers what it answered before translations.
 */
export const productTranslationWords = pgTable(
  'product_translation_words',
  {
    word: text('word').primaryKey(),
    skeleton: text('skeleton').notNull(),
  },
  (t) => [
    index('product_translation_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('product_translation_words_skeleton_idx').on(t.skeleton),
  ],
);
