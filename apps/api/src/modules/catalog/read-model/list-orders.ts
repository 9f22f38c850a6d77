import { type SortOption, sortOptionIds } from '@farmai/contracts';

/** What a product's places in the listing orders depend on. */
export interface ListKeys {
  id: string;
  /** The price it sells at, in cents. */
  price: number;
  titleKey: string;
  soldOut: boolean;
  unitsSold: number;
  rating: number;
  /** The row's created_at (ms). */
  createdAt: number;
}

type Entry = ListKeys;

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** In stock before out of stock: the first key of every listing order. */
const stockFirst = (a: Entry, b: Entry) => Number(a.soldOut) - Number(b.soldOut);

/**
 * Each listing order as repository.ts SORT writes it in SQL (uuids compare as their text does;
 * title keys by code point, as under the C collations).
 */
export const LIST_ORDERS: Record<SortOption, (a: Entry, b: Entry) => number> = {
  'price-lowtohigh': (a, b) => stockFirst(a, b) || a.price - b.price || compareStrings(a.id, b.id),
  'price-hightolow': (a, b) => stockFirst(a, b) || b.price - a.price || compareStrings(b.id, a.id),
  'title-atoz': (a, b) => stockFirst(a, b) || compareStrings(a.titleKey, b.titleKey) || compareStrings(a.id, b.id),
  'title-ztoa': (a, b) => stockFirst(a, b) || compareStrings(b.titleKey, a.titleKey) || compareStrings(b.id, a.id),
  featured: (a, b) =>
    stockFirst(a, b) ||
    b.unitsSold - a.unitsSold ||
    b.rating - a.rating ||
    b.createdAt - a.createdAt ||
    compareStrings(a.id, b.id),
  newest: (a, b) => stockFirst(a, b) || b.createdAt - a.createdAt || compareStrings(b.id, a.id),
  popularity: (a, b) =>
    stockFirst(a, b) || b.unitsSold - a.unitsSold || b.rating - a.rating || compareStrings(a.id, b.id),
};

export const emptyLists = () =>
  Object.fromEntries(sortOptionIds.map((sort) => [sort, []])) as unknown as Record<SortOption, number[]>;

/**
 * The slots of one page of several ordered lists merged (each list in the order `compare` gives):
 * the pairs a filtered listing selects, walked by their heads, so the cost follows the page.
 */
export function mergePage<E>(
  lists: number[][],
  compare: (a: E, b: E) => number,
  entryOf: (slot: number) => E,
  page: { offset: number; limit: number },
): number[] {
  const out: number[] = [];
  const heads = lists.map(() => 0);
  let skip = page.offset;
  while (out.length < page.limit) {
    let best = -1;
    let bestEntry: E | undefined;
    for (let j = 0; j < lists.length; j++) {
      const list = lists[j] as number[];
      const h = heads[j] as number;
      if (h >= list.length) continue;
      const entry = entryOf(list[h] as number);
      if (bestEntry === undefined || compare(entry, bestEntry) < 0) {
        best = j;
        bestEntry = entry;
      }
    }
    if (best < 0) break;
    const list = lists[best] as number[];
    const slot = list[heads[best] as number] as number;
    heads[best] = (heads[best] as number) + 1;
    if (skip > 0) skip -= 1;
    else out.push(slot);
  }
  return out;
}
