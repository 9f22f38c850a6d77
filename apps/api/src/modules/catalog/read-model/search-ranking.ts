import type { Language } from '@farmai/contracts';
import type { SearchPage } from '../search-repository.js';
import { countBits, popcount32 } from './parts.js';

export interface ReadPage {
  /** The page's products as JSON, in order. */
  items: Buffer[];
  total: number;
}

/** What the ranking reads of the catalog: everything by title rank (the bits of every set). */
export interface RankedCatalog {
  /** How many products there are (and so bits in a set). */
  size(): number;
  /**
   * The products holding a word (in their search texts, or titles), as bits by title rank: one set
   * per text searched (English, translations), to be ORed; none for a text where no known word
   * holds it.
   */
  wordBits(word: string, inTitle: boolean): readonly Int32Array[];
  /** The lower-case title (titles, one per line, when translations are searched) of the product at a title rank. */
  titleAt(rank: number): string;
  /** The answer JSON, in a language, of the product at a title rank. */
  jsonAt(rank: number, language: Language): Buffer;
}

/**
 * One page of a search and its total, from bit sets indexed by title rank: the matches of a
 * keyword are the AND of its words' sets, the total their population count, the ranking tiers bit
 * operations, and walking a set's bits in order walks its products by title, so a page needs no
 * sort.
 */
export class SearchRanking {
  constructor(private readonly catalog: RankedCatalog) {}

  /**
   * Bit sets are taken from a pool that each search starts over (a search runs to its end without
   * yielding), so a search allocates none: a fresh typed array costs more than the work on it.
   */
  private readonly pool: Int32Array[] = [];
  private pooled = 0;
  /** The language of the search under way's answers. */
  private language: Language = 'en';

  private bitset(width: number): Int32Array {
    let bits = this.pool[this.pooled];
    if (!bits || bits.length !== width) {
      bits = new Int32Array(width);
      this.pool[this.pooled] = bits;
    } else bits.fill(0);
    this.pooled += 1;
    return bits;
  }

  /**
   * Every group must match (one of its words is in the search text). The order: the title holds
   * the phrase (each group's first correction, or its word), then how many groups the title
   * holds, then title and id, which is the order of the bits.
   */
  page(groups: string[][], page: SearchPage, language: Language = 'en'): ReadPage {
    this.pooled = 0;
    this.language = language;
    const width = (this.catalog.size() + 31) >>> 5;
    const matches = this.matchesOf(groups, width);
    if (!matches) return { items: [], total: 0 };
    const total = countBits(matches);
    if (total === 0 || page.offset >= total) return { items: [], total };

    if (groups.length === 1) {
      // one word (or a misspelt word and its corrections): titles holding the phrase, then holding
      // one of the group's words, then the rest
      const title = this.groupBits(groups[0] as string[], true, width);
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
      const a = this.groupBits(groups[0] as string[], true, width);
      const b = this.groupBits(groups[1] as string[], true, width);
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
      const title = this.groupBits(group, true, width);
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

  /** Whether a search with these groups finds any product (its page left unmade: a "did you mean" check). */
  finds(groups: string[][]): boolean {
    this.pooled = 0;
    const matches = this.matchesOf(groups, (this.catalog.size() + 31) >>> 5);
    return matches?.some((word) => word !== 0) ?? false;
  }

  /** The products holding a word of every group (the AND of each group's OR), or undefined when a group finds none. */
  private matchesOf(groups: string[][], width: number): Int32Array | undefined {
    const sets = groups.map((group) => group.flatMap((word) => this.catalog.wordBits(word, false)));
    // a group whose words no known word holds (a word the catalog lacks) leaves nothing to count
    if (sets.some((set) => set.length === 0)) return undefined;
    let matches: Int32Array | undefined;
    for (const set of sets) {
      const bits = this.orOf(set, width);
      if (matches) for (let i = 0; i < width; i++) (matches[i] as number) &= bits[i] as number;
      else matches = bits;
    }
    return matches;
  }

  /**
   * The page of: the titles of `top` that hold the phrase, then the other titles of `top`, then
   * the `lower` sets. Only the titles holding each of the phrase's words (bit sets) are read for
   * the phrase itself, in title order and only as far as the page needs: once enough titles holding
   * the phrase are found, the rest of `top` cannot come before them.
   */
  private pageWithPhrase(top: Int32Array, phrase: string, lower: Int32Array[], page: SearchPage): Buffer[] {
    const wanted = page.offset + page.limit;
    const width = top.length;
    const holding = this.bitset(width);
    holding.set(top);
    for (const word of phrase.split(' ')) {
      if (!word) continue;
      const sets = this.catalog.wordBits(word, true);
      const title = sets.length === 1 ? (sets[0] as Int32Array) : this.orOf(sets, width);
      for (let i = 0; i < width; i++) (holding[i] as number) &= title[i] as number;
    }
    let hits = 0;
    for (let i = 0; i < width && hits < wanted; i++) {
      let word = holding[i] as number;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const rank = (i << 5) + (31 - Math.clz32(low));
        if (hits < wanted && this.catalog.titleAt(rank).includes(phrase)) hits += 1;
        else holding[i] = (holding[i] as number) & ~low;
      }
    }
    // the titles past the last one read may hold the phrase: they rank after it only when enough came before
    if (hits >= wanted) return this.pageOf([holding], page);
    const others = this.bitset(width);
    for (let i = 0; i < width; i++) others[i] = (top[i] as number) & ~(holding[i] as number);
    return this.pageOf([holding, others, ...lower], page);
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
          items.push(this.catalog.jsonAt((i << 5) + (31 - Math.clz32(low)), this.language));
        }
      }
      if (items.length >= page.limit) break;
    }
    return items;
  }

  /** The products whose search text (or title) holds one of the group's words, as bits by title rank. */
  private groupBits(group: string[], inTitle: boolean, width: number): Int32Array {
    return this.orOf(
      group.flatMap((word) => this.catalog.wordBits(word, inTitle)),
      width,
    );
  }

  /** The union of bit sets, in a set of the pool. */
  private orOf(sets: readonly Int32Array[], width: number): Int32Array {
    const bits = this.bitset(width);
    for (const own of sets) {
      for (let i = 0; i < width; i++) bits[i] = (bits[i] as number) | (own[i] as number);
    }
    return bits;
  }
}
