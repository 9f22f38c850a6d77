import { toProduct } from './mapper.js';
import { Arena, insertSorted, removeValue } from './read-model-parts.js';
import type { ListFilter, ProductRow, SearchPage } from './repository.js';
import { FUZZY_MIN_LENGTH, searchWordsOf } from './repository.js';
import { type ReadPage, SearchRanking } from './search-ranking.js';
import { WordIndex } from './word-index.js';

/**
 * The public catalog held in memory: every product's answer JSON, its place in each sort order,
 * and its words, so that a listing page, a search page (with its total) and a product answer
 * cost microseconds and no database round trip whatever the filter or keyword. It answers
 * exactly what the SQL statements of repository.ts answer (the tests compare the two); the
 * database stays the record and the source of every change (see read-model-store.ts).
 *
 * Search works on bit sets indexed by each product's place in title order: the products holding
 * a word are one OR over the posting lists of the known words that contain it, a keyword is an
 * AND of its words, the total is a population count, and walking the set bits in order walks
 * the matches by title, so a page needs no sort.
 */

interface Pair {
  category: string;
  brand: string;
  byTitle: number[];
  byPrice: number[];
}

interface Entry {
  id: string;
  title: string;
  titleLower: string;
  category: string;
  brand: string;
  price: number;
  /** What search matches (the products table's search_text). */
  searchText: string;
  /** The row's updated_at (ms), to tell which rows changed since it was read. */
  updatedAt: number;
  stock: number;
  rating: number;
  /** Where the product's answer JSON sits in the arena (UTF-8). */
  at: number;
  jsonBytes: number;
}

export type { ReadPage } from './search-ranking.js';

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** PostgreSQL's order under the C and C.UTF-8 collations (code points), ties by id. */
const byTitle = (a: Entry, b: Entry) => compareStrings(a.title, b.title) || compareStrings(a.id, b.id);
const byPrice = (a: Entry, b: Entry) => a.price - b.price || compareStrings(a.id, b.id);
/** The price a product sells at (the table's generated column; worked out for a row without it). */
const effectivePriceOf = (row: ProductRow) =>
  row.effectivePriceCents ?? (row.salePriceCents > 0 ? row.salePriceCents : row.priceCents);

/** A change to more than this share of the catalog re-sorts it instead of moving entries one by one. */
const RESORT_SHARE = 0.05;

export class CatalogReadModel {
  /** The words of the products' search texts and titles, found by the letters they hold. */
  private readonly words = new WordIndex();
  private readonly ranking = new SearchRanking({
    size: () => this.titleOrder.length,
    wordBits: (word, inTitle) =>
      this.words.bitsOf(word, inTitle, this.rank, (this.titleOrder.length + 31) >>> 5, (r) => this.textAt(r, inTitle)),
    titleAt: (rank) => (this.entries[this.titleOrder[rank] as number] as Entry).titleLower,
    jsonAt: (rank) => this.jsonOf(this.entries[this.titleOrder[rank] as number] as Entry),
  });
  private readonly arena = new Arena();
  private readonly slots = new Map<string, number>();
  private readonly entries: (Entry | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** Slots in title order and in price order (both ascending, ties by id). */
  private titleOrder: number[] = [];
  private priceOrder: number[] = [];
  /** A slot's place in titleOrder: the bit that stands for it in every search bit set. */
  private rank = new Int32Array(0);
  /** A slot's place in priceOrder. */
  private priceRank = new Int32Array(0);
  /**
   * Each (category, brand) pair's products in title order and in price order: a filtered
   * listing merges the pairs it selects, so its cost follows the page, not the catalog.
   */
  private readonly pairs = new Map<string, Pair>();
  /** One string for each category and brand, shared by their products. */
  private readonly names = new Map<string, string>();
  /** False while products added by `load` wait for `seal` to be put in order. */
  private sorted = true;

  get size(): number {
    return this.slots.size;
  }

  /** Adds new products without ordering them: a whole catalog read in chunks, then `seal`ed once. */
  load(rows: ProductRow[]): void {
    for (const row of rows) {
      if (this.slots.has(row.id)) throw new Error(`product ${row.id} loaded twice`);
      this.place(row);
    }
    this.sorted = false;
  }

  seal(): void {
    if (!this.sorted) this.resort();
    this.compact();
  }

  /** Adds or replaces products (rows as the products table holds them) and removes the ids given. */
  apply(rows: ProductRow[], removedIds: string[] = []): void {
    // many changes at once: the orders are rebuilt by sorting, not edited entry by entry
    const bulk =
      !this.sorted || this.titleOrder.length === 0 || rows.length + removedIds.length > this.size * RESORT_SHARE;
    let moved = 0;
    const placed: number[] = [];
    for (const id of removedIds) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.unplace(slot, true, !bulk);
      moved += 1;
    }
    for (const row of rows) {
      const slot = this.slots.get(row.id);
      const old = slot === undefined ? undefined : this.entries[slot];
      // read again unchanged (a catch-up by time reads the latest changes more than once)
      if (old && this.unchanged(old, row)) continue;
      if (slot !== undefined && old && this.sameIndexing(old, row)) {
        // stock, rating or image only: the answer changes, its places do not
        this.arena.garbage += old.jsonBytes;
        Object.assign(old, this.stored(row));
        continue;
      }
      if (slot !== undefined) this.unplace(slot, false, !bulk);
      placed.push(this.place(row, slot));
      moved += 1;
    }
    if (this.arena.garbage > this.arena.used / 2) this.compact();
    if (moved === 0) return;
    if (bulk) {
      this.resort();
    } else {
      for (const slot of placed) {
        const entry = this.entries[slot] as Entry;
        insertSorted(this.titleOrder, slot, (s) => byTitle(this.entries[s] as Entry, entry));
        insertSorted(this.priceOrder, slot, (s) => byPrice(this.entries[s] as Entry, entry));
      }
      this.reindexRanks();
      for (const slot of placed) {
        const pair = this.pairOf(this.entries[slot] as Entry);
        const title = this.rank[slot] as number;
        const price = this.priceRank[slot] as number;
        insertSorted(pair.byTitle, slot, (s) => (this.rank[s] as number) - title);
        insertSorted(pair.byPrice, slot, (s) => (this.priceRank[s] as number) - price);
      }
    }
  }

  /**
   * Given every product's id and last change time in the database, the ids this model holds in
   * another version or not at all, and those it holds that are gone.
   */
  differences(versions: { id: string; updatedAt: Date }[]): { changed: string[]; removed: string[] } {
    const changed: string[] = [];
    const seen = new Set<string>();
    for (const { id, updatedAt } of versions) {
      seen.add(id);
      const slot = this.slots.get(id);
      const entry = slot === undefined ? undefined : this.entries[slot];
      if (!entry || entry.updatedAt !== updatedAt.getTime()) changed.push(id);
    }
    const removed = [...this.slots.keys()].filter((id) => !seen.has(id));
    return { changed, removed };
  }

  /** A product's answer JSON. */
  product(id: string): Buffer | undefined {
    const slot = this.slots.get(id);
    const entry = slot === undefined ? undefined : this.entries[slot];
    return entry && this.jsonOf(entry);
  }

  /** One page of the listing and its total (repository.listProductPage's answer). */
  list(f: ListFilter): ReadPage {
    const categories = f.categories.length > 0 ? new Set(f.categories) : undefined;
    const brands = f.brands.length > 0 ? new Set(f.brands) : undefined;
    const byTitleSort = f.sortBy === 'title-atoz' || f.sortBy === 'title-ztoa';
    const descending = f.sortBy === 'price-hightolow' || f.sortBy === 'title-ztoa';
    const lists: number[][] = [];
    let total = 0;
    for (const pair of this.pairs.values()) {
      if ((categories && !categories.has(pair.category)) || (brands && !brands.has(pair.brand))) continue;
      const list = byTitleSort ? pair.byTitle : pair.byPrice;
      if (list.length === 0) continue;
      lists.push(list);
      total += list.length;
    }
    const items: Buffer[] = [];
    if (f.offset >= total) return { items, total };
    const take = (slot: number) => items.push(this.jsonOf(this.entries[slot] as Entry));
    // no filter: the whole order; one pair: its own order; else the pairs merged
    const single =
      !categories && !brands ? (byTitleSort ? this.titleOrder : this.priceOrder) : lists[1] ? undefined : lists[0];
    if (single) {
      for (let k = f.offset; k < Math.min(total, f.offset + f.limit); k++) {
        take(single[descending ? single.length - 1 - k : k] as number);
      }
      return { items, total };
    }
    // by each product's place in the whole order
    const rank = byTitleSort ? this.rank : this.priceRank;
    const heads = lists.map((list) => (descending ? list.length - 1 : 0));
    let skip = f.offset;
    while (items.length < f.limit) {
      let best = -1;
      let bestRank = descending ? -1 : Number.MAX_SAFE_INTEGER;
      for (let j = 0; j < lists.length; j++) {
        const list = lists[j] as number[];
        const h = heads[j] as number;
        if (h < 0 || h >= list.length) continue;
        const r = rank[list[h] as number] as number;
        if (descending ? r > bestRank : r < bestRank) {
          best = j;
          bestRank = r;
        }
      }
      if (best < 0) break;
      const list = lists[best] as number[];
      const slot = list[heads[best] as number] as number;
      heads[best] = (heads[best] as number) + (descending ? -1 : 1);
      if (skip > 0) skip -= 1;
      else take(slot);
    }
    return { items, total };
  }

  /** One page of a search and its total (repository.searchProducts's answer). */
  search(keyword: string, page: SearchPage): ReadPage {
    const words = searchWordsOf(keyword);
    if (words.length === 0) return { items: [], total: 0 };
    const exact = this.ranking.page(
      words.map((w) => [w]),
      page,
    );
    if (exact.total > 0 || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
    const alternatives = words.map((w) => (w.length >= FUZZY_MIN_LENGTH ? [w, ...this.words.corrections(w)] : [w]));
    if (alternatives.every((a) => a.length === 1)) return exact;
    return this.ranking.page(alternatives, page);
  }

  /** The search text (or lower-case title) of the product at a title rank. */
  private textAt(rank: number, inTitle: boolean): string | undefined {
    const entry = rank < this.titleOrder.length ? this.entries[this.titleOrder[rank] as number] : undefined;
    return entry && (inTitle ? entry.titleLower : entry.searchText);
  }

  private jsonOf(entry: Entry): Buffer {
    return this.arena.bytes.subarray(entry.at, entry.at + entry.jsonBytes);
  }

  private name(value: string): string {
    let shared = this.names.get(value);
    if (shared === undefined) {
      shared = value;
      this.names.set(value, value);
    }
    return shared;
  }

  /** What an entry keeps of a row: its sort keys and search text, and its answer in the arena. */
  private stored(row: ProductRow): Entry {
    return {
      id: row.id,
      title: row.title,
      titleLower: row.title.toLowerCase(),
      category: this.name(row.category),
      brand: this.name(row.brand),
      price: effectivePriceOf(row),
      searchText: row.searchText,
      updatedAt: row.updatedAt.getTime(),
      stock: row.totalStock,
      rating: row.averageReview,
      ...this.arena.append(JSON.stringify(toProduct(row))),
    };
  }

  /** Whether a row read again is the version this model holds (the image changes only with the time). */
  private unchanged(old: Entry, row: ProductRow): boolean {
    return (
      old.updatedAt === row.updatedAt.getTime() &&
      old.stock === row.totalStock &&
      old.rating === row.averageReview &&
      this.sameIndexing(old, row)
    );
  }

  /** Whether a new version of a product sits at the same places (same words, orders and pair). */
  private sameIndexing(old: Entry, row: ProductRow): boolean {
    return (
      old.title === row.title &&
      old.price === effectivePriceOf(row) &&
      old.category === row.category &&
      old.brand === row.brand &&
      old.searchText === row.searchText
    );
  }

  /** Puts a product in a slot (its own, when replacing) with its postings and counts; orders are the caller's. */
  private place(row: ProductRow, slot = this.freeSlots.pop() ?? this.entries.length): number {
    const entry = this.stored(row);
    this.words.add(slot, entry.searchText, entry.titleLower);
    this.entries[slot] = entry;
    this.slots.set(entry.id, slot);
    return slot;
  }

  /** Takes an entry out of its postings (and orders, unless they are to be rebuilt); `free` gives its slot back. */
  private unplace(slot: number, free: boolean, fromOrders: boolean): void {
    const entry = this.entries[slot] as Entry;
    this.words.remove(slot, entry.searchText, entry.titleLower);
    if (fromOrders) {
      const pair = this.pairOf(entry);
      removeValue(pair.byTitle, slot);
      removeValue(pair.byPrice, slot);
      removeValue(this.titleOrder, slot);
      removeValue(this.priceOrder, slot);
    }
    this.arena.garbage += entry.jsonBytes;
    if (free) {
      this.entries[slot] = undefined;
      this.slots.delete(entry.id);
      this.freeSlots.push(slot);
    }
  }

  /** Copies the live answers into a new arena, leaving out the replaced ones. */
  private compact(): void {
    const live = this.entries.filter((e): e is Entry => e !== undefined);
    const old = this.arena.bytes;
    const liveBytes = live.reduce((n, e) => n + e.jsonBytes, 0);
    const bytes = Buffer.allocUnsafe(Math.max(1 << 16, Math.ceil(liveBytes * 1.25)));
    let used = 0;
    for (const entry of live) {
      const length = entry.jsonBytes;
      old.copy(bytes, used, entry.at, entry.at + length);
      entry.at = used;
      used += length;
    }
    Object.assign(this.arena, { bytes, used, garbage: 0 });
  }

  private pairOf(entry: Entry): Pair {
    const key = `${entry.category}\u0000${entry.brand}`;
    let pair = this.pairs.get(key);
    if (!pair) {
      pair = { category: entry.category, brand: entry.brand, byTitle: [], byPrice: [] };
      this.pairs.set(key, pair);
    }
    return pair;
  }

  private resort(): void {
    const live = [...this.slots.values()];
    const entries = this.entries;
    this.titleOrder = live.slice().sort((a, b) => byTitle(entries[a] as Entry, entries[b] as Entry));
    this.priceOrder = live.sort((a, b) => byPrice(entries[a] as Entry, entries[b] as Entry));
    this.sorted = true;
    this.reindexRanks();
    for (const pair of this.pairs.values()) {
      pair.byTitle.length = 0;
      pair.byPrice.length = 0;
    }
    for (const slot of this.titleOrder) this.pairOf(entries[slot] as Entry).byTitle.push(slot);
    for (const slot of this.priceOrder) this.pairOf(entries[slot] as Entry).byPrice.push(slot);
  }

  private reindexRanks(): void {
    this.words.forgetBits();
    if (this.rank.length < this.entries.length) {
      this.rank = new Int32Array(Math.max(16, this.entries.length * 2));
      this.priceRank = new Int32Array(this.rank.length);
    }
    this.titleOrder.forEach((slot, i) => {
      this.rank[slot] = i;
    });
    this.priceOrder.forEach((slot, i) => {
      this.priceRank[slot] = i;
    });
  }
}
