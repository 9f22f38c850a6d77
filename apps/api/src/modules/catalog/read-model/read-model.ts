import { type Language, type SortOption, sortOptionIds } from '@farmai/contracts';
import type { ListFilter, ProductRow } from '../repository.js';
import type { SearchPage } from '../search-repository.js';
import { answerBytes, answerIn, compactAnswers } from './answers.js';
import { byTitle, type Entry, entryOf, sameIndexing, sameListKeys, unchanged } from './entries.js';
import { IngredientIndex, withIngredients } from './ingredients.js';
import { emptyLists, LIST_ORDERS, mergePage } from './list-orders.js';
import { Arena, insertSorted, removeValue } from './parts.js';
import { pickRelated } from './related.js';
import { CatalogSearch } from './search.js';
import type { ReadPage } from './search-ranking.js';
import { type ProductVersion, sameVersion } from './versions.js';

/**
 * The public catalog held in memory: every product's answer JSON, its place in each sort order,
 * and its words, so that a listing page, a search page (with its total) and a product answer
 * cost microseconds and no database round trip whatever the filter or keyword. It answers
 * exactly what the SQL statements of repository.ts answer (the tests compare the two); the
 * database stays the record and the source of every change (see store.ts).
 *
 * Search works on bit sets indexed by each product's place in title order: the products holding
 * a word are one OR over the posting lists of the known words that contain it, a keyword is an
 * AND of its words, the total is a population count, and walking the set bits in order walks
 * the matches by title, so a page needs no sort.
 *
 * Each product keeps its answer in every language it is translated into (answers.ts),
 * and the words of its translations in an index of their own, searched as the SQL search reads
 * them: only when the English texts find nothing.
 */

interface Pair {
  category: string;
  brand: string;
  /** The pair's products in title order (search ranks), and in each listing order. */
  byTitle: number[];
  lists: Record<SortOption, number[]>;
}

export type { ReadPage } from './search-ranking.js';

/** A change to more than this share of the catalog re-sorts it instead of moving entries one by one. */
const RESORT_SHARE = 0.05;

export class CatalogReadModel {
  private readonly finder = new CatalogSearch({
    size: () => this.titleOrder.length,
    rank: () => this.rank,
    textsAt: (rank) => (rank < this.titleOrder.length ? this.entryAt(rank) : undefined),
    jsonAt: (rank, language) => this.jsonOf(this.entryAt(rank), language),
  });
  /** The search's words: those near a typed one and whether a keyword finds any ("did you mean"), and the database's. */
  readonly vocabulary: Pick<CatalogSearch, 'wordsNear' | 'finds' | 'know'> = this.finder;
  private readonly arena = new Arena();
  private readonly slots = new Map<string, number>();
  private readonly entries: (Entry | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** Slots in title order (ascending by code point, ties by id): the order search ranks by. */
  private titleOrder: number[] = [];
  /** Slots in each listing order. */
  private listOrders = emptyLists();
  /** A slot's place in titleOrder: the bit that stands for it in every search bit set. */
  private rank = new Int32Array(0);
  /**
   * Each (category, brand) pair's products in title order and in each listing order: a filtered
   * listing merges the pairs it selects, so its cost follows the page, not the catalog.
   */
  private readonly pairs = new Map<string, Pair>();
  private readonly byIngredient = new IngredientIndex();
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
    /** Whether the title order (the search ranks) changed, not only listing places. */
    let retitled = false;
    const placed: number[] = [];
    const relisted: number[] = [];
    for (const id of removedIds) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.unplace(slot, true, !bulk);
      moved += 1;
      retitled = true;
    }
    for (const row of rows) {
      const slot = this.slots.get(row.id);
      const old = slot === undefined ? undefined : this.entries[slot];
      // read again unchanged (a catch-up by time reads the latest changes more than once)
      if (old && unchanged(old, row)) continue;
      if (slot !== undefined && old && sameIndexing(old, row)) {
        // the words and the title stay: the answers change, and the listing places when a key moved
        // (sold out, sold more, rated, repriced)
        const relist = !sameListKeys(old, row);
        if (relist && !bulk) this.unlist(slot, old);
        this.arena.garbage += answerBytes(old);
        Object.assign(
          old,
          entryOf(row, this.arena, (value) => this.name(value)),
        );
        if (relist) {
          relisted.push(slot);
          moved += 1;
        }
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
      }
      if (retitled || placed.length > 0) this.reindexRanks();
      for (const slot of placed) {
        const pair = this.pairOf(this.entries[slot] as Entry);
        const title = this.rank[slot] as number;
        insertSorted(pair.byTitle, slot, (s) => (this.rank[s] as number) - title);
      }
      for (const slot of [...placed, ...relisted]) this.enlist(slot);
    }
  }

  /** Puts a slot in each listing order, over the catalog and in its pair. */
  private enlist(slot: number): void {
    const entry = this.entries[slot] as Entry;
    const pair = this.pairOf(entry);
    for (const sort of sortOptionIds) {
      const compare = LIST_ORDERS[sort];
      const before = (s: number) => compare(this.entries[s] as Entry, entry);
      insertSorted(this.listOrders[sort], slot, before);
      insertSorted(pair.lists[sort], slot, before);
    }
  }

  /** Takes a slot out of every listing order. */
  private unlist(slot: number, entry: Entry): void {
    const pair = this.pairOf(entry);
    for (const sort of sortOptionIds) {
      removeValue(this.listOrders[sort], slot);
      removeValue(pair.lists[sort], slot);
    }
  }

  /**
   * Given products' ids and last change times in the database (every product on sale, or with
   * `partial` only some, archived ones included), the ids this model holds in another version or
   * lacks while they are on sale, and (not `partial`) those it holds that are gone.
   */
  differences(versions: ProductVersion[], partial = false): { changed: string[]; removed: string[] } {
    const changed: string[] = [];
    const seen = new Set<string>();
    for (const version of versions) {
      if (!partial) seen.add(version.id);
      const slot = this.slots.get(version.id);
      const entry = slot === undefined ? undefined : this.entries[slot];
      if (entry ? !sameVersion(entry, version) : !version.archived) changed.push(version.id);
    }
    const removed = partial ? [] : [...this.slots.keys()].filter((id) => !seen.has(id));
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
   * not held), never itself, in the order of related.ts.
   */
  related(id: string, limit: number, language: Language = 'en'): Buffer[] | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined || !this.entries[slot]) return undefined;
    return pickRelated(this.pairs.values(), this.entries, this.rank, slot, limit).map((s) =>
      this.jsonOf(this.entries[s] as Entry, language),
    );
  }

  /** One page of the listing and its total (repository.listProductPage's answer), in a language. */
  list(f: ListFilter, language: Language = 'en'): ReadPage {
    const categories = f.categories.length > 0 ? new Set(f.categories) : undefined;
    const brands = f.brands.length > 0 ? new Set(f.brands) : undefined;
    const lists: number[][] = [];
    let total = 0;
    for (const pair of this.pairs.values()) {
      if ((categories && !categories.has(pair.category)) || (brands && !brands.has(pair.brand))) continue;
      const list = pair.lists[f.sortBy];
      if (list.length === 0) continue;
      lists.push(list);
      total += list.length;
    }
    const items: Buffer[] = [];
    if (f.offset >= total) return { items, total };
    const take = (slot: number) => items.push(this.jsonOf(this.entries[slot] as Entry, language));
    // no filter: the whole order; one pair: its own order; else the pairs merged
    const single = !categories && !brands ? this.listOrders[f.sortBy] : lists[1] ? undefined : lists[0];
    if (single) {
      for (let k = f.offset; k < Math.min(total, f.offset + f.limit); k++) take(single[k] as number);
      return { items, total };
    }
    for (const slot of mergePage(lists, LIST_ORDERS[f.sortBy], (s) => this.entries[s] as Entry, f)) take(slot);
    return { items, total };
  }

  /** One page of a search and its total in a language, as repository.searchProducts answers (CatalogSearch). */
  search(keyword: string, page: SearchPage, language: Language = 'en'): ReadPage {
    return this.finder.search(keyword, page, language);
  }

  /**
   * Up to `limit` products holding any of the ingredients, in a language, in the order of
   * repository.productsByIngredients (in stock first, then holding more of them, then by title and
   * id), each with its ingredients.
   */
  byIngredients(ingredients: readonly string[], limit: number, language: Language = 'en'): Buffer[] {
    const entryOf = (slot: number) => this.entries[slot] as Entry;
    return this.byIngredient
      .ranked(ingredients, entryOf, byTitle, limit)
      .map((entry) => withIngredients(this.jsonOf(entry, language), entry.ingredients));
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

  /** Puts a product in a slot (its own, when replacing) with its postings and counts; orders are the caller's. */
  private place(row: ProductRow, slot = this.freeSlots.pop() ?? this.entries.length): number {
    const entry = entryOf(row, this.arena, (value) => this.name(value));
    this.finder.add(slot, entry);
    this.byIngredient.add(slot, entry.ingredients);
    this.entries[slot] = entry;
    this.slots.set(entry.id, slot);
    return slot;
  }

  /** Takes an entry out of its postings (and orders, unless they are to be rebuilt); `free` gives its slot back. */
  private unplace(slot: number, free: boolean, fromOrders: boolean): void {
    const entry = this.entries[slot] as Entry;
    this.finder.remove(slot, entry);
    this.byIngredient.remove(slot, entry.ingredients);
    if (fromOrders) {
      removeValue(this.pairOf(entry).byTitle, slot);
      removeValue(this.titleOrder, slot);
      this.unlist(slot, entry);
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
      pair = { category: entry.category, brand: entry.brand, byTitle: [], lists: emptyLists() };
      this.pairs.set(key, pair);
    }
    return pair;
  }

  private resort(): void {
    const live = [...this.slots.values()];
    const entries = this.entries;
    this.titleOrder = live.slice().sort((a, b) => byTitle(entries[a] as Entry, entries[b] as Entry));
    for (const sort of sortOptionIds) {
      const compare = LIST_ORDERS[sort];
      this.listOrders[sort] = live.slice().sort((a, b) => compare(entries[a] as Entry, entries[b] as Entry));
    }
    this.sorted = true;
    this.reindexRanks();
    for (const pair of this.pairs.values()) {
      pair.byTitle.length = 0;
      pair.lists = emptyLists();
    }
    for (const slot of this.titleOrder) this.pairOf(entries[slot] as Entry).byTitle.push(slot);
    for (const sort of sortOptionIds) {
      for (const slot of this.listOrders[sort]) this.pairOf(entries[slot] as Entry).lists[sort].push(slot);
    }
  }

  private reindexRanks(): void {
    this.finder.forgetBits();
    if (this.rank.length < this.entries.length) {
      this.rank = new Int32Array(Math.max(16, this.entries.length * 2));
    }
    this.titleOrder.forEach((slot, i) => {
      this.rank[slot] = i;
    });
  }
}
