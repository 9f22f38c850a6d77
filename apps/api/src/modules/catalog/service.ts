import type {
  IngredientProductsQuery,
  Language,
  Pagination,
  Product,
  ProductListQuery,
  SearchQuery,
} from '@farmai/contracts';
import { BRANDS, CATEGORIES, SUGGESTIONS_MAX, type Suggestion } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { didYouMean } from './did-you-mean.js';
import { toIngredientProduct, toProduct } from './mapper.js';
import { fromModelOrSql } from './model-or-sql.js';
import { paginationOf, searchPageOf } from './paging.js';
import type { CatalogReadModel, ReadPage } from './read-model/read-model.js';
import type { NearWordsFromSql } from './repository.js';
import * as repo from './repository.js';
import { foldForSearch, WORD_SEPARATOR } from './search-text.js';

/** A product as the shop shows it; an archived one is not found. */
export async function getProduct(db: Db, id: string, language: Language = 'en'): Promise<Product> {
  const row = await repo.findProduct(db, id);
  if (!row || row.archivedAt) throw notFound('product.notFound');
  return toProduct(row, language);
}

const listFilterOf = (query: ProductListQuery): repo.ListFilter => ({
  categories: query.category,
  brands: query.brand,
  sortBy: query.sortBy,
  ...searchPageOf(query),
});

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  language: Language = 'en',
): Promise<{ data: Product[]; pagination: Pagination }> {
  const { rows, total } = await repo.listProductPage(db, listFilterOf(query));
  return {
    data: rows.map((row) => toProduct(row, language)),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

const PAGE_HEAD = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
const PRODUCT_HEAD = Buffer.from('{"success":true,"data":');
const PRODUCT_TAIL = Buffer.from('}');
const LIST_TAIL = Buffer.from(']}');

/** Serialised answers joined into one JSON array, between the head and the tail given. */
function joined(head: Buffer, items: readonly Buffer[], tail: Buffer): Buffer {
  const parts: Buffer[] = [head];
  for (const [i, item] of items.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(tail);
  return Buffer.concat(parts);
}

/** `{success, data, pagination}` put together from the products' serialised answers (and `didYouMean`, when given). */
function pageJson(page: ReadPage, pagination: Pagination, suggestion?: string): Buffer {
  const tail = suggestion === undefined ? '' : `,"didYouMean":${JSON.stringify(suggestion)}`;
  return joined(PAGE_HEAD, page.items, Buffer.from(`],"pagination":${JSON.stringify(pagination)}${tail}}`));
}

/** Whether a keyword finds any product. */
function finds(db: Db, model: CatalogReadModel | undefined, keyword: string): Promise<boolean> {
  return fromModelOrSql(
    model,
    (m) => m.vocabulary.finds(keyword),
    async () => (await repo.searchProducts(db, keyword, { limit: 1, offset: 0 })).total > 0,
  );
}

/**
 * The "did you mean" of a search that found nothing, the same from the read model and from SQL:
 * from the read model's vocabularies when it is loaded (no database round trip), else from the
 * SQL vocabularies (through `sqlWords`, which keeps what it read, when given).
 */
function suggestionFor(
  db: Db,
  model: CatalogReadModel | undefined,
  keyword: string,
  sqlWords: NearWordsFromSql | undefined,
): Promise<string | undefined> {
  return didYouMean(keyword, {
    near: (word, maxEdits) =>
      fromModelOrSql(
        model,
        (m) => m.vocabulary.wordsNear(word, maxEdits),
        () => (sqlWords ? sqlWords.near(word) : repo.wordsNear(db, word)),
      ),
    finds: (candidate) => finds(db, model, candidate),
  });
}

/**
 * The public catalog reads, as JSON in the language asked for: from the read model when it is
 * loaded (no database round trip), else from SQL (fromModelOrSql). Both give the same answer.
 */
export function listProductsJson(
  db: Db,
  model: CatalogReadModel | undefined,
  query: ProductListQuery,
  language: Language = 'en',
): Promise<string | Buffer> {
  return fromModelOrSql<string | Buffer>(
    model,
    (m) => {
      const page = m.list(listFilterOf(query), language);
      return pageJson(page, paginationOf(query.page, query.limit, page.total));
    },
    async () => JSON.stringify({ success: true, ...(await listProducts(db, query, language)) }),
  );
}

/** One page of a search, with its "did you mean" when it finds nothing. */
export function searchProductsJson(
  db: Db,
  model: CatalogReadModel | undefined,
  keyword: string,
  query: SearchQuery,
  language: Language = 'en',
  sqlWords?: NearWordsFromSql,
): Promise<string | Buffer> {
  return fromModelOrSql<string | Buffer>(
    model,
    async (m) => {
      const page = m.search(keyword, searchPageOf(query), language);
      const suggestion = page.total === 0 ? await suggestionFor(db, m, keyword, sqlWords) : undefined;
      return pageJson(page, paginationOf(query.page, query.limit, page.total), suggestion);
    },
    async () => {
      const found = await searchProducts(db, keyword, query, language);
      const didYouMean =
        found.pagination.total === 0 ? await suggestionFor(db, undefined, keyword, sqlWords) : undefined;
      return JSON.stringify({ success: true, ...found, didYouMean });
    },
  );
}

/** Whether a label or id has a word starting with what was typed. */
const startsAWord = (text: string, typed: string) =>
  foldForSearch(text)
    .split(WORD_SEPARATOR)
    .some((word) => word.startsWith(typed));

/**
 * Suggestions for what a shopper is typing: the categories and brands whose id or English label has
 * a word starting with it, then the first products a search for it finds, with their titles in the
 * language asked for; at most SUGGESTIONS_MAX.
 */
export async function suggestJson(
  db: Db,
  model: CatalogReadModel | undefined,
  typed: string,
  language: Language = 'en',
): Promise<string> {
  const folded = foldForSearch(typed.trim());
  const named = (kind: 'category' | 'brand', labels: Record<string, string>): Suggestion[] =>
    Object.entries(labels)
      .filter(
        ([id, label]) => id.startsWith(folded) || startsAWord(label, folded) || foldForSearch(label).startsWith(folded),
      )
      .map(([value, label]) => ({ kind, value, label }));
  const out: Suggestion[] = [...named('category', CATEGORIES), ...named('brand', BRANDS)].slice(0, SUGGESTIONS_MAX);
  const page = { limit: SUGGESTIONS_MAX - out.length, offset: 0 };
  if (page.limit > 0) {
    const found = await fromModelOrSql(
      model,
      (m) => m.search(folded, page, language).items.map((item) => JSON.parse(item.toString()) as Product),
      async () => (await searchProducts(db, folded, { page: 1, limit: page.limit }, language)).data,
    );
    for (const product of found) out.push({ kind: 'product', value: product._id, label: product.title });
  }
  return JSON.stringify({ success: true, data: out });
}

/**
 * Products to show beside one (docs/product/wire.md#shop): of its category, in stock first, then of
 * its brand, then by title. From the read model when it holds the product, else from SQL.
 */
export function relatedProductsJson(
  db: Db,
  model: CatalogReadModel | undefined,
  id: string,
  limit: number,
  language: Language = 'en',
): Promise<string | Buffer> {
  return fromModelOrSql<string | Buffer>(
    model,
    (m) => {
      const items = m.related(id, limit, language);
      return items && joined(PAGE_HEAD, items, LIST_TAIL);
    },
    async () => {
      const row = await repo.findProduct(db, id);
      if (!row) throw notFound('product.notFound');
      const rows = await repo.relatedProducts(db, row, limit);
      return JSON.stringify({ success: true, data: rows.map((r) => toProduct(r, language)) });
    },
  );
}

/** A product's answer; one missing from the model (made a moment ago on another replica) is looked up in SQL. */
export function getProductJson(
  db: Db,
  model: CatalogReadModel | undefined,
  id: string,
  language: Language = 'en',
): Promise<string | Buffer> {
  return fromModelOrSql<string | Buffer>(
    model,
    (m) => {
      const json = m.product(id, language);
      return json && Buffer.concat([PRODUCT_HEAD, json, PRODUCT_TAIL]);
    },
    async () => JSON.stringify({ success: true, data: await getProduct(db, id, language) }),
  );
}

/**
 * The products holding any of the ingredients (docs/product/wire.md#shop), as JSON in a language:
 * from the read model when it is loaded, else from SQL, in the same order.
 */
export function productsByIngredientsJson(
  db: Db,
  model: CatalogReadModel | undefined,
  query: IngredientProductsQuery,
  language: Language = 'en',
): Promise<string | Buffer> {
  return fromModelOrSql<string | Buffer>(
    model,
    (m) => joined(PAGE_HEAD, m.byIngredients(query.ingredients, query.limit, language), LIST_TAIL),
    async () => {
      const rows = await repo.productsByIngredients(db, query.ingredients, query.limit);
      return JSON.stringify({ success: true, data: rows.map((row) => toIngredientProduct(row, language)) });
    },
  );
}

/** A product as shoppers read it in a language, from the read model or SQL; undefined when there is none. */
export function findProductIn(
  db: Db,
  model: CatalogReadModel | undefined,
  id: string,
  language: Language = 'en',
): Promise<Product | undefined> {
  return fromModelOrSql(
    model,
    (m) => {
      const json = m.product(id, language);
      return json && (JSON.parse(json.toString('utf8')) as Product);
    },
    async () => {
      const row = await repo.findProduct(db, id);
      return row && toProduct(row, language);
    },
  );
}

export async function searchProducts(
  db: Db,
  keyword: string,
  query: SearchQuery,
  language: Language = 'en',
): Promise<{ data: Product[]; pagination: Pagination }> {
  const { rows, total } = await repo.searchProducts(db, keyword, searchPageOf(query));
  return {
    data: rows.map((row) => toProduct(row, language)),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

export { findProduct, insertProducts } from './repository.js';
