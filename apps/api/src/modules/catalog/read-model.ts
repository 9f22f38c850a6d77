import type { Language } from '@farmai/contracts';
import { type Answers, answerBytes, answerIn, appendAnswers, compactAnswers } from './read-model-answers.js';
import { Arena, insertSorted, removeValue } from './read-model-parts.js';
import { CatalogSearch, type SearchedTexts } from './read-model-search.js';
import type { ListFilter, ProductRow } from './repository.js';
import type { ReadPage } from './search-ranking.js';
import type { SearchPage } from './search-repository.js';

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
 *
 * Each product keeps its answer in every language it is translated into (read-model-answers.ts),
 * and the words of its translations in an index of their own, searched as the SQL search reads
 * them: only when the English texts find nothing.
 */

interface Pair {
  category: string;
  brand: string;
  byTitle: number[];
  byPrice: number[];
}

interface Entry extends Answers, SearchedTexts {
  id: string;
  title: string;
  category: string;
  brand: string;
  price: number;
  /** The row's updated_at (ms), to tell which rows changed since it was read. */
  updatedAt: number;
  stock: number;
  rating: number;
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
  private readonly finder = new CatalogSearch({
    size: () => this.titleOrder.length,
    rank: () => this.rank,
    textsAt: (rank) => (rank < this.titleOrder.length ? this.entryAt(rank) : undefined),
    jsonAt: (rank, language) => this.jsonOf(this.entryAt(rank), language),
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
        // stock, rating, image or a translation's letter case only: the answers change, their places do not
        this.arena.garbage += answerBytes(old);
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

  /** A product's answer JSON in a language. */
  product(id: string, language: Language = 'en'): Buffer | undefined {
    const slot = this.slots.get(id);
    const entry = slot === undefined ? undefined : this.entries[slot];
    return entry && this.jsonOf(entry, language);
  }

  /**
   * Up to `limit` answers of products of the same category as the one given (undefined when it is
   * not held), never itself: in stock first, then of its brand, then by title, as
   * repository.relatedProducts orders them. Each of the four groups merges the pairs' title orders.
   */
  related(id: string, limit: number, language: Language = 'en'): Buffer[] | undefined {
    const slot = this.slots.get(id);
    const product = slot === undefined ? undefined : this.entries[slot];
    if (slot === undefined || !product) return undefined;
    const pairs = [...this.pairs.values()].filter((pair) => pair.category === product.category);
    const picked: number[] = [];
    for (const inStock of [true, false]) {
      for (const sameBrand of [true, false]) {
        const need = limit - picked.length;
        if (need <= 0) break;
        const group: number[] = [];
        for (const pair of pairs) {
          if ((pair.brand === product.brand) !== sameBrand) continue;
          let taken = 0;
          for (const s of pair.byTitle) {
            if (taken >= need) break;
            const entry = this.entries[s] as Entry;
            if (s === slot || entry.stock > 0 !== inStock) continue;
            group.push(s);
            taken += 1;
          }
        }
        group.sort((a, b) => (this.rank[a] as number) - (this.rank[b] as number));
        picked.push(...group.slice(0, need));
      }
    }
    return picked.map((s) => this.jsonOf(this.entries[s] as Entry, language));
  }

  /** One page of the listing and its total (repository.listProductPage's answer), in a language. */
  list(f: ListFilter, language: Language = 'en'): ReadPage {
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
    const take = (slot: number) => items.push(this.jsonOf(this.entries[slot] as Entry, language));
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

  /**
   * One page of a search and its total (repository.searchProducts's answer), in a language: in the
   * English texts, then, when they find nothing, in every language's.
   */
  search(keyword: string, page: SearchPage, language: Language = 'en'): ReadPage {
    return this.finder.search(keyword, page, language);
  }

  private entryAt(rank: number): Entry {
    return this.entries[this.titleOrder[rank] as number] as Entry;
  }

  private jsonOf(entry: Entry, language: Language = 'en'): Buffer {
    return answerIn(this.arena, entry, language);
  }

  private name(value: string): string {
    let shared = this.names.get(value);
    if (shared === undefined) {
      shared = value;
      this.names.set(value, value);
    }
    return shared;
  }

  /** What an entry keeps of a row: its sort keys and search texts, and its answers in the arena. */
  private stored(row: ProductRow): Entry {
    const titleLower = row.title.toLowerCase();
    return {
      id: row.id,
      title: row.title,
      titleLower,
      titles: row.translatedTitles ? `${titleLower}\n${row.translatedTitles}` : titleLower,
      category: this.name(row.category),
      brand: this.name(row.brand),
      price: effectivePriceOf(row),
      searchText: row.searchText,
      translatedText: row.translatedSearchText,
      translatedTitles: row.translatedTitles,
      updatedAt: row.updatedAt.getTime(),
      stock: row.totalStock,
      rating: row.averageReview,
      ...appendAnswers(this.arena, row),
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
      old.searchText === row.searchText &&
      old.translatedText === row.translatedSearchText &&
      old.translatedTitles === row.translatedTitles
    );
  }

  /** Puts a product in a slot (its own, when replacing) with its postings and counts; orders are the caller's. */
  private place(row: ProductRow, slot = this.freeSlots.pop() ?? this.entries.length): number {
    const entry = this.stored(row);
    this.finder.add(slot, entry);
    this.entries[slot] = entry;
    this.slots.set(entry.id, slot);
    return slot;
  }

  /** Takes an entry out of its postings (and orders, unless they are to be rebuilt); `free` gives its slot back. */
  private unplace(slot: number, free: boolean, fromOrders: boolean): void {
    const entry = this.entries[slot] as Entry;
    this.finder.remove(slot, entry);
    if (fromOrders) {
      const pair = this.pairOf(entry);
      removeValue(pair.byTitle, slot);
      removeValue(pair.byPrice, slot);
      removeValue(this.titleOrder, slot);
      removeValue(this.priceOrder, slot);
    }
    this.arena.garbage += answerBytes(entry);
    if (free) {
      this.entries[slot] = undefined;
      this.slots.delete(entry.id);
      this.freeSlots.push(slot);
    }
  }

  /** Copies the live answers into a new arena, leaving out the replaced ones. */
  private compact(): void {
    compactAnswers(
      this.arena,
      this.entries.filter((e): e is Entry => e !== undefined),
    );
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
    this.finder.forgetBits();
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
