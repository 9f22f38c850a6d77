import type { ProductRow } from '../repository.js';
import { type Answers, appendAnswers } from './answers.js';
import type { ListKeys } from './list-orders.js';
import type { Arena } from './parts.js';
import type { SearchedTexts } from './search.js';

/**
 * What the read model keeps of each product: its listing keys, its search texts and where its
 * answers lie in the arena, and how a new version of its row compares with what is kept (whether
 * it changed at all, moves in the listings, or in search).
 */

/** A product as the read model keeps it. */
export interface Entry extends Answers, SearchedTexts, ListKeys {
  id: string;
  title: string;
  category: string;
  brand: string;
  /** The row's updated_at (ms), to tell which rows changed since it was read. */
  updatedAt: number;
  stock: number;
  /** Its active ingredient ids. */
  ingredients: readonly string[];
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** PostgreSQL's order under the C and C.UTF-8 collations (code points), ties by id. */
export const byTitle = (a: Entry, b: Entry) => compareStrings(a.title, b.title) || compareStrings(a.id, b.id);

/** The price a product sells at (the table's generated column; worked out for a row without it). */
const effectivePriceOf = (row: ProductRow) =>
  row.effectivePriceCents ?? (row.salePriceCents > 0 ? row.salePriceCents : row.priceCents);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * What an entry keeps of a row: its sort keys and search texts, and its answers in the arena;
 * `name` gives the one string kept for each category and brand.
 */
export function entryOf(row: ProductRow, arena: Arena, name: (value: string) => string): Entry {
  const titleLower = row.title.toLowerCase();
  return {
    id: row.id,
    title: row.title,
    titleLower,
    titles: row.translatedTitles ? `${titleLower}\n${row.translatedTitles}` : titleLower,
    category: name(row.category),
    brand: name(row.brand),
    price: effectivePriceOf(row),
    titleKey: row.titleKey,
    soldOut: row.totalStock <= 0,
    unitsSold: row.unitsSold,
    createdAt: row.createdAt.getTime(),
    searchText: row.searchText,
    translatedText: row.translatedSearchText,
    translatedTitles: row.translatedTitles,
    updatedAt: row.updatedAt.getTime(),
    stock: row.totalStock,
    rating: row.averageReview,
    ingredients: row.activeIngredients,
    ...appendAnswers(arena, row),
  };
}

/** Whether a row read again is the version this model holds (the image changes only with the time). */
export function unchanged(old: Entry, row: ProductRow): boolean {
  return (
    old.updatedAt === row.updatedAt.getTime() &&
    old.stock === row.totalStock &&
    old.rating === row.averageReview &&
    sameIndexing(old, row) &&
    sameListKeys(old, row)
  );
}

/** Whether a new version of a product keeps its places in the listing orders. */
export function sameListKeys(old: Entry, row: ProductRow): boolean {
  return (
    old.price === effectivePriceOf(row) &&
    old.titleKey === row.titleKey &&
    old.soldOut === row.totalStock <= 0 &&
    old.unitsSold === row.unitsSold &&
    old.rating === row.averageReview &&
    old.createdAt === row.createdAt.getTime()
  );
}

/** Whether a new version of a product sits at the same places in search (same words, title and pair). */
export function sameIndexing(old: Entry, row: ProductRow): boolean {
  return (
    old.title === row.title &&
    old.category === row.category &&
    old.brand === row.brand &&
    old.searchText === row.searchText &&
    old.translatedText === row.translatedSearchText &&
    old.translatedTitles === row.translatedTitles &&
    sameList(old.ingredients, row.activeIngredients)
  );
}
