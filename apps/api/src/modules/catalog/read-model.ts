import { toProduct } from './mapper.js';
import { Arena, countBits, insertSorted, Postings, popcount32, removeValue } from './read-model-parts.js';
import type { ListFilter, ProductRow, SearchPage } from './repository.js';
import { FUZZY_MIN_LENGTH, searchWordsOf } from './repository.js';
import { compoundsIn, coreOf, Vocabulary, WORD_SEPARATOR, wordsIn } from './vocabulary.js';

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

export interface ReadPage {
  /** The page's products as JSON, in order. */
  items: Buffer[];
  total: number;
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** PostgreSQL's order under the C and C.UTF-8 collations (code points), ties by id. */
const byTitle = (a: Entry, b: Entry) => compareStrings(a.title, b.title) || compareStrings(a.id, b.id);
const byPrice = (a: Entry, b: Entry) => a.price - b.price || compareStrings(a.id, b.id);

/** Correction settings shared with the SQL search. */
const CORRECTION_MIN_SIMILARITY = 0.5;
const CORRECTIONS_PER_WORD = 5;
/** A change to more than this share of the catalog re-sorts it instead of moving entries one by one. */
const RESORT_SHARE = 0.05;
/** Words whose bit sets are kept (12.5 kB each at 100,000 products). */
const WORD_CACHE_SIZE = 1024;

export class CatalogReadModel {
  private readonly vocabulary = new Vocabulary();
  private readonly compounds = new Vocabulary('compounds');
  private readonly arena = new Arena();
  private readonly slots = new Map<string, number>();
  private readonly entries: (Entry | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** Slots in title order and in price order (both ascending, ties by id). */
  private titleOrder: number[] = [];
  private priceOrder: number[] = [];
  /** A slot's place in titleOrder: the bit that stands for it in every search bit set. */
  private rank = new Int32Array(0);
  /** Slots whose search text (and title) holds each vocabulary word. */
  private readonly postings = new Postings();
  private readonly titlePostings = new Postings();
  /** Slots whose search text (and title) holds each word joined by punctuation ("rust-proof"). */
  private readonly compoundPostings = new Postings();
  private readonly titleCompoundPostings = new Postings();
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

  /**
   * Bit sets are taken from a pool that each search starts over (a search runs to its end without
   * yielding), so a search allocates none: a fresh typed array costs more than the work on it.
   */
  private readonly pool: Int32Array[] = [];
  private pooled = 0;

  private bitset(width: number): Int32Array {
    let bits = this.pool[this.pooled];
    if (!bits || bits.length !== width) {
      bits = new Int32Array(width);
      this.pool[this.pooled] = bits;
    } else bits.fill(0);
    this.pooled += 1;
    return bits;
  }

  /** One page of a search and its total (repository.searchProducts's answer). */
  search(keyword: string, page: SearchPage): ReadPage {
    this.pooled = 0;
    const words = searchWordsOf(keyword);
    if (words.length === 0) return { items: [], total: 0 };
    const exact = this.searchGroups(
      words.map((w) => [w]),
      page,
    );
    if (exact.total > 0 || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
    const alternatives = words.map((w) =>
      w.length >= FUZZY_MIN_LENGTH
        ? [w, ...this.vocabulary.closest(w, CORRECTION_MIN_SIMILARITY, CORRECTIONS_PER_WORD)]
        : [w],
    );
    if (alternatives.every((a) => a.length === 1)) return exact;
    return this.searchGroups(alternatives, page);
  }

  /**
   * Every group must match (one of its words is in the search text). The order: the title holds
   * the phrase (each group's first correction, or its word), then how many groups the title
   * holds, then title and id, which is the order of the bits.
   */
  private searchGroups(groups: string[][], page: SearchPage): ReadPage {
    const width = (this.titleOrder.length + 31) >>> 5;
    let matches: Int32Array | undefined;
    for (const group of groups) {
      const bits = this.bitsOf(group, false, width);
      if (matches) for (let i = 0; i < width; i++) (matches[i] as number) &= bits[i] as number;
      else matches = bits;
    }
    if (!matches) return { items: [], total: 0 };
    const total = countBits(matches);
    if (total === 0 || page.offset >= total) return { items: [], total };

    if (groups.length === 1) {
      // one word (or a misspelt word and its corrections): titles holding the phrase, then holding
      // one of the group's words, then the rest
      const title = this.bitsOf(groups[0] as string[], true, width);
      const inTitle = this.bitset(width);
      const rest = this.bitset(width);
      for (let i = 0; i < width; i++) {
        const m = matches[i] as number;
        inTitle[i] = m & (title[i] as number);
        rest[i] = m & ~(title[i] as number);
      }
      const single = (groups[0] as string[]).length === 1;
      if (single) return { items: this.pageOf([inTitle, rest], page), total };
      return { items: this.pageWithPhrase(inTitle, (groups[0] as string[])[1] as string, [rest], page), total };
    }
    if (groups.length === 2) {
      const a = this.bitsOf(groups[0] as string[], true, width);
      const b = this.bitsOf(groups[1] as string[], true, width);
      const one = this.bitset(width);
      const none = this.bitset(width);
      for (let i = 0; i < width; i++) {
        const m = matches[i] as number;
        const x = a[i] as number;
        const y = b[i] as number;
        one[i] = m & (x ^ y);
        none[i] = m & ~(x | y);
        a[i] = m & x & y;
      }
      const phrase = groups.map((g) => g[1] ?? g[0]).join(' ');
      return { items: this.pageWithPhrase(a, phrase, [one, none], page), total };
    }
    // how many groups each match's title holds, counted bit-parallel in four bit planes
    const counters = Array.from({ length: 4 }, () => this.bitset(width));
    for (const group of groups) {
      const title = this.bitsOf(group, true, width);
      for (let i = 0; i < width; i++) {
        let carry = (title[i] as number) & (matches[i] as number);
        for (let b = 0; b < counters.length && carry !== 0; b++) {
          const c = counters[b] as Int32Array;
          const next = (c[i] as number) & carry;
          c[i] = (c[i] as number) ^ carry;
          carry = next;
        }
      }
    }
    // tiers[j]: the matches whose title holds exactly (groups - j) groups
    const tiers: Int32Array[] = [];
    for (let k = groups.length; k >= 0; k--) {
      const tier = this.bitset(width);
      for (let i = 0; i < width; i++) {
        let same = matches[i] as number;
        for (let b = 0; b < counters.length; b++) {
          const c = (counters[b] as Int32Array)[i] as number;
          same &= (k >> b) & 1 ? c : ~c;
        }
        tier[i] = same;
      }
      tiers.push(tier);
    }
    // only a title holding every group can hold the phrase: those that do come first
    const phrase = groups.map((g) => g[1] ?? g[0]).join(' ');
    return { items: this.pageWithPhrase(tiers[0] as Int32Array, phrase, tiers.slice(1), page), total };
  }

  /**
   * The page of: the titles of `top` that hold the phrase, then the other titles of `top`, then
   * the `lower` sets. `top` is walked in title order only as far as the page needs: once enough
   * titles holding the phrase are found, the rest of `top` cannot come before them.
   */
  private pageWithPhrase(top: Int32Array, phrase: string, lower: Int32Array[], page: SearchPage): Buffer[] {
    const wanted = page.offset + page.limit;
    const hits: Entry[] = [];
    const others: Entry[] = [];
    let complete = true;
    scan: for (let i = 0; i < top.length; i++) {
      let word = top[i] as number;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const entry = this.entries[this.titleOrder[(i << 5) + (31 - Math.clz32(low))] as number] as Entry;
        if (entry.titleLower.includes(phrase)) {
          hits.push(entry);
          if (hits.length === wanted) {
            complete = false;
            break scan;
          }
        } else if (others.length < wanted) others.push(entry);
      }
    }
    const ordered = complete ? [...hits, ...others] : hits;
    const items = ordered.slice(page.offset, wanted).map((e) => this.jsonOf(e));
    if (!complete || items.length === page.limit) return items;
    const before = countBits(top);
    return [
      ...items,
      ...this.pageOf(lower, { offset: Math.max(0, page.offset - before), limit: page.limit - items.length }),
    ];
  }

  /** The page of the bit sets one after the other, each walked in title order. */
  private pageOf(sets: Int32Array[], page: SearchPage): Buffer[] {
    const items: Buffer[] = [];
    let skip = page.offset;
    for (const bits of sets) {
      for (let i = 0; i < bits.length && items.length < page.limit; i++) {
        let word = bits[i] as number;
        if (word === 0) continue;
        const count = popcount32(word);
        if (skip >= count) {
          skip -= count;
          continue;
        }
        while (word !== 0 && items.length < page.limit) {
          const low = word & -word;
          word ^= low;
          if (skip > 0) {
            skip -= 1;
            continue;
          }
          const slot = this.titleOrder[(i << 5) + (31 - Math.clz32(low))] as number;
          items.push(this.jsonOf(this.entries[slot] as Entry));
        }
      }
      if (items.length >= page.limit) break;
    }
    return items;
  }

  /** The products whose search text (or title) holds one of the group's words, as bits by title rank. */
  private bitsOf(group: string[], inTitle: boolean, width: number): Int32Array {
    const bits = this.bitset(width);
    for (const word of group) {
      const own = this.wordBits(word, inTitle, width);
      for (let i = 0; i < width; i++) bits[i] = (bits[i] as number) | (own[i] as number);
    }
    return bits;
  }

  /**
   * The products holding a word, as bits by title rank. Kept for the words asked most lately
   * (shoppers' words follow a long-tailed curve: a few hundred cover most searches) until the
   * catalog's words or order change; a change of stock or rating keeps them.
   */
  private readonly wordCache = new Map<string, Int32Array>();

  private wordBits(word: string, inTitle: boolean, width: number): Int32Array {
    const key = inTitle ? `t:${word}` : `s:${word}`;
    const cached = this.wordCache.get(key);
    if (cached) {
      // most lately used last
      this.wordCache.delete(key);
      this.wordCache.set(key, cached);
      return cached;
    }
    const bits = new Int32Array(width);
    const postings = inTitle ? this.titlePostings : this.postings;
    const parts = word.split(WORD_SEPARATOR).filter(Boolean);
    const punctuated = !(parts.length === 1 && parts[0] === word);
    if (!punctuated) {
      for (const id of this.vocabulary.containing(word)) postings.setBits(id, this.rank, bits);
    } else {
      // a word with punctuation: without the punctuation at its ends, either words joined by
      // punctuation ("rust-proof", found among the texts' compounds) or a plain word, which must begin
      // a word of the text when punctuation came before it ("(seed") and end one when it follows
      // ("50kg."); only then is the text itself checked for the ends
      const { core, before, after } = coreOf(word);
      if (WORD_SEPARATOR.test(core)) {
        const compounds = inTitle ? this.titleCompoundPostings : this.compoundPostings;
        for (const id of this.compounds.containing(core)) compounds.setBits(id, this.rank, bits);
      } else if (core) {
        const at = before && after ? 'whole' : before ? 'start' : 'end';
        for (const id of this.vocabulary.containing(core, at)) postings.setBits(id, this.rank, bits);
      } else bits.fill(-1);
      if (before || after) this.keepHolding(bits, word, inTitle);
    }
    // a plain word no known word holds (a typo) costs nothing to look up again, and would push out others
    if (!punctuated && countBits(bits) === 0) return bits;
    if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.delete(this.wordCache.keys().next().value as string);
    this.wordCache.set(key, bits);
    return bits;
  }

  /** Clears the bits of the products whose text (or title) does not hold the word as it is. */
  private keepHolding(bits: Int32Array, word: string, inTitle: boolean): void {
    for (let i = 0; i < bits.length; i++) {
      let left = bits[i] as number;
      while (left !== 0) {
        const low = left & -left;
        left ^= low;
        const r = (i << 5) + (31 - Math.clz32(low));
        const entry = r < this.titleOrder.length ? this.entries[this.titleOrder[r] as number] : undefined;
        if (!entry || !(inTitle ? entry.titleLower : entry.searchText).includes(word))
          bits[i] = (bits[i] as number) & ~low;
      }
    }
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

  /** What an entry keeps of a row: its sort keys, and its answer and search text in the arena. */
  private stored(row: ProductRow): Entry {
    return {
      id: row.id,
      title: row.title,
      titleLower: row.title.toLowerCase(),
      category: this.name(row.category),
      brand: this.name(row.brand),
      price: row.effectivePriceCents ?? (row.salePriceCents > 0 ? row.salePriceCents : row.priceCents),
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
    const price = row.effectivePriceCents ?? (row.salePriceCents > 0 ? row.salePriceCents : row.priceCents);
    return (
      old.title === row.title &&
      old.price === price &&
      old.category === row.category &&
      old.brand === row.brand &&
      old.searchText === row.searchText
    );
  }

  /** Puts a product in a slot (its own, when replacing) with its postings and counts; orders are the caller's. */
  private place(row: ProductRow, slot = this.freeSlots.pop() ?? this.entries.length): number {
    const entry = this.stored(row);
    for (const w of wordsIn(row.searchText)) this.postings.add(this.vocabulary.idOf(w), slot);
    for (const w of wordsIn(row.title.toLowerCase())) this.titlePostings.add(this.vocabulary.idOf(w), slot);
    for (const c of compoundsIn(row.searchText)) this.compoundPostings.add(this.compounds.idOf(c), slot);
    for (const c of compoundsIn(row.title.toLowerCase())) this.titleCompoundPostings.add(this.compounds.idOf(c), slot);
    this.entries[slot] = entry;
    this.slots.set(entry.id, slot);
    return slot;
  }

  /** Takes an entry out of its postings (and orders, unless they are to be rebuilt); `free` gives its slot back. */
  private unplace(slot: number, free: boolean, fromOrders: boolean): void {
    const entry = this.entries[slot] as Entry;
    for (const w of wordsIn(entry.searchText)) this.postings.remove(this.vocabulary.idOf(w), slot);
    for (const w of wordsIn(entry.titleLower)) this.titlePostings.remove(this.vocabulary.idOf(w), slot);
    for (const c of compoundsIn(entry.searchText)) this.compoundPostings.remove(this.compounds.idOf(c), slot);
    for (const c of compoundsIn(entry.titleLower)) this.titleCompoundPostings.remove(this.compounds.idOf(c), slot);
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

  /** Copies the live answers and texts into a new arena, leaving out the replaced ones. */
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
    this.wordCache.clear();
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
