import { skeletonOf, WORD_SEPARATOR } from '../search-text.js';
import { popcount32 } from './parts.js';

/**
 * The words of the catalog's search texts, each with a number, found by the letters they hold
 * (substring look-up) and by how they sound alike (trigram similarity, computed as PostgreSQL's
 * pg_trgm does, so a misspelt word is corrected the same way in memory as in SQL). Words are only
 * ever added: a word whose last product went away simply matches nothing.
 */

/** The distinct words of a (lower-case) text. */
export function wordsIn(text: string): string[] {
  return [...new Set(text.split(WORD_SEPARATOR))].filter(Boolean);
}

/** A word's every run of three characters (punctuation included), for substring look-ups. */
function innerTrigramsOf(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3));
  return out;
}

const SEPARATOR_AT_ENDS = new RegExp(`^(?:${WORD_SEPARATOR.source})|(?:${WORD_SEPARATOR.source})$`, 'gu');

/**
 * The words of a text joined by punctuation ("rust-proof", "n.p.k", "10-26-26"): its
 * space-separated pieces, less the punctuation at their ends, that still hold some.
 */
export function compoundsIn(text: string): string[] {
  const out = new Set<string>();
  for (const piece of text.split(/\s+/u)) {
    const core = piece.replace(SEPARATOR_AT_ENDS, '');
    if (core && WORD_SEPARATOR.test(core)) out.add(core);
  }
  return [...out];
}

/** A search word without the punctuation at its ends, and which ends had some. */
export function coreOf(word: string): { core: string; before: boolean; after: boolean } {
  const core = word.replace(SEPARATOR_AT_ENDS, '');
  return { core, before: !word.startsWith(core), after: !word.endsWith(core) };
}

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
export function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of wordsIn(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** Words shorter than this are left out of corrections, as the SQL vocabulary leaves them out. */
const CORRECTABLE_MIN_LENGTH = 4;
/** pg_trgm's `similarity_threshold` (its default): how close `word % $1` asks a word to be. */
const TRIGRAM_MATCH_SIMILARITY = 0.3;
/** How many letters longer or shorter than a typed word a "did you mean" candidate may be. */
const NEAR_LENGTH_SPREAD = 2;

/**
 * The characters a word holds, as bits (a character's code modulo 31). One edit changes at most
 * two of them (a letter replaced), a swap none: words `n` edits apart differ in at most `2n` bits.
 */
function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) % 31);
  return bits;
}
/** Look-ups of words too short to have an inner trigram scan the vocabulary; kept per version. */
const SHORT_LOOKUPS_KEPT = 256;

/** A known word that may stand in for a misspelt one, and how close it is (pg_trgm similarity). */
export interface Correction {
  word: string;
  score: number;
}

/** The closest first, then alphabetically (code points): SQL's `order by similarity desc, word`. */
export const byCloseness = (x: Correction, y: Correction) =>
  y.score - x.score || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0);

export class Vocabulary {
  /**
   * `compounds`: a vocabulary of words joined by punctuation, found by their plain trigrams only;
   * else of plain words, with pg_trgm's padded trigrams (which hold the inner ones too).
   * `skeletons`: words are also found by their skeleton (see skeletonOf).
   */
  constructor(
    private readonly kind: 'words' | 'compounds' = 'words',
    private readonly options: { skeletons?: boolean } = {},
  ) {}

  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  /** How many (padded) trigrams each word has, by id: with the lists, a word's similarity needs no set of its own. */
  private readonly trigramCounts: number[] = [];
  /** Word ids by each trigram of the padded word (which holds every inner trigram too). */
  private readonly byTrigram = new Map<string, number[]>();
  /** Word ids by skeleton, when the vocabulary keeps them. */
  private readonly bySkeleton = new Map<string, number[]>();
  /** The correctable words by length and first character (`5:s`), with the letters each holds. */
  private readonly byStart = new Map<string, LetterList>();
  private shortLookups = new Map<string, number[]>();

  get size(): number {
    return this.words.length;
  }

  word(id: number): string {
    return this.words[id] as string;
  }

  /** The number of a word, adding it when new. */
  idOf(word: string): number {
    let id = this.ids.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    this.words.push(word);
    this.ids.set(word, id);
    const trigrams = this.kind === 'words' ? trigramsOf(word) : innerTrigramsOf(word);
    for (const t of trigrams) addTo(this.byTrigram, t, id);
    this.trigramCounts.push(trigrams.size);
    if (this.options.skeletons) addTo(this.bySkeleton, skeletonOf(word), id);
    if (this.kind === 'words' && word.length >= CORRECTABLE_MIN_LENGTH) {
      const key = `${word.length}:${word.slice(0, 1)}`;
      let list = this.byStart.get(key);
      if (!list) {
        list = new LetterList();
        this.byStart.set(key, list);
      }
      list.add(id, letterBits(word));
    }
    if (this.shortLookups.size > 0) this.shortLookups = new Map();
    return id;
  }

  /**
   * Ids of every word that holds `part` (itself a run of word characters); with `at`, only the
   * words that begin with it, end with it, or are it.
   */
  containing(part: string, at?: 'start' | 'end' | 'whole'): number[] {
    const ids = this.containingAnywhere(part);
    if (!at) return ids;
    const fits = (w: string) => (at === 'whole' ? w === part : at === 'start' ? w.startsWith(part) : w.endsWith(part));
    return ids.filter((id) => fits(this.words[id] as string));
  }

  private containingAnywhere(part: string): number[] {
    if (part.length < 3) return this.containingShort(part);
    // every word holding part holds each of its inner trigrams: read the rarest one's list
    let best: number[] | undefined;
    for (let i = 0; i + 3 <= part.length; i++) {
      const list = this.byTrigram.get(part.slice(i, i + 3));
      if (!list) return [];
      if (!best || list.length < best.length) best = list;
    }
    if (!best) return [];
    if (part.length === 3) return best;
    return best.filter((id) => (this.words[id] as string).includes(part));
  }

  private containingShort(part: string): number[] {
    let ids = this.shortLookups.get(part);
    if (!ids) {
      ids = [];
      for (let id = 0; id < this.words.length; id++) if ((this.words[id] as string).includes(part)) ids.push(id);
      if (this.shortLookups.size >= SHORT_LOOKUPS_KEPT) this.shortLookups.clear();
      this.shortLookups.set(part, ids);
    }
    return ids;
  }

  /**
   * The `max` closest known words (4+ letters), the word itself included when known, with their
   * similarity: those at `minSimilarity` or closer and, in a vocabulary of skeletons, those with
   * the word's skeleton however far (`word % $1 and similarity(word, $1) >= $2 or skeleton = $3`).
   */
  scored(word: string, minSimilarity: number, max: number): Correction[] {
    const own = this.ownTrigrams(word);
    const candidates = new Set<number>();
    const sameSkeleton = new Set<number>(this.options.skeletons ? (this.bySkeleton.get(skeletonOf(word)) ?? []) : []);
    for (const id of sameSkeleton) candidates.add(id);
    for (const list of this.listsSharing(own, minSimilarity)) for (const id of list) candidates.add(id);
    const scored: Correction[] = [];
    for (const id of candidates) {
      const candidate = this.words[id] as string;
      if (candidate.length < CORRECTABLE_MIN_LENGTH) continue;
      const score = this.similarityTo(own, id);
      if (score >= minSimilarity || sameSkeleton.has(id)) scored.push({ word: candidate, score });
    }
    return scored.sort(byCloseness).slice(0, max);
  }

  /** A typed word's padded trigrams, each with the ids of the known words holding it (rarest first). */
  private ownTrigrams(word: string): number[][] {
    return [...trigramsOf(word)].map((t) => this.byTrigram.get(t) ?? []).sort((x, y) => x.length - y.length);
  }

  /**
   * pg_trgm's similarity of a typed word (its trigrams' lists) and a known one: the lists holding
   * the known word's id are the trigrams they share (ids grow as words are added, so each list is
   * in order and searched by halves).
   */
  private similarityTo(own: number[][], id: number): number {
    if (own.length === 0) return 0;
    let shared = 0;
    for (const list of own) if (holds(list, id)) shared += 1;
    return shared / (own.length + (this.trigramCounts[id] as number) - shared);
  }

  /**
   * The trigram lists that hold every word at `minSimilarity` or closer to a word with these
   * trigrams: shared / (a + b - shared) ≥ m and b ≥ shared give shared ≥ m·a, so such a word
   * shares at least `need` of the a trigrams and is in one of the (a - need + 1) rarest lists.
   */
  private listsSharing(own: number[][], minSimilarity: number): number[][] {
    if (own.length === 0) return [];
    const need = Math.max(1, Math.ceil(own.length * minSimilarity - 1e-9));
    return own.slice(0, Math.max(1, own.length - need + 1));
  }

  /**
   * Adds the known words a "did you mean" may put for a typed word: those the SQL vocabulary
   * gives it (search-repository.ts wordsNear: 4+ characters, at most two longer or shorter, and
   * either as close as `word % $1` asks or beginning with the same character), less those whose
   * letters rule out being `maxEdits` edits or fewer away (the did-you-mean would pass them over).
   */
  near(word: string, maxEdits: number, into: Set<string>): void {
    const first = word.slice(0, 1);
    const shortest = Math.max(CORRECTABLE_MIN_LENGTH, word.length - NEAR_LENGTH_SPREAD);
    const longest = word.length + NEAR_LENGTH_SPREAD;
    const bits = letterBits(word);
    for (let length = shortest; length <= longest; length++) {
      this.byStart.get(`${length}:${first}`)?.eachClose(bits, 2 * maxEdits, (id) => into.add(this.words[id] as string));
    }
    const own = this.ownTrigrams(word);
    const seen = new Set<number>();
    for (const list of this.listsSharing(own, TRIGRAM_MATCH_SIMILARITY)) {
      for (const id of list) {
        const candidate = this.words[id] as string;
        if (candidate.length < shortest || candidate.length > longest || candidate.startsWith(first)) continue;
        if (seen.has(id) || popcount32(letterBits(candidate) ^ bits) > 2 * maxEdits) continue;
        seen.add(id);
        if (this.similarityTo(own, id) >= TRIGRAM_MATCH_SIMILARITY) into.add(candidate);
      }
    }
  }
}

/** Word ids with the letters each holds (letterBits), side by side in typed arrays. */
class LetterList {
  private ids = new Int32Array(4);
  private bits = new Int32Array(4);
  private size = 0;

  add(id: number, bits: number): void {
    if (this.size === this.ids.length) {
      const ids = new Int32Array(this.size * 2);
      const letters = new Int32Array(this.size * 2);
      ids.set(this.ids);
      letters.set(this.bits);
      this.ids = ids;
      this.bits = letters;
    }
    this.ids[this.size] = id;
    this.bits[this.size] = bits;
    this.size += 1;
  }

  /** Calls `each` with the id of every word whose letters differ from `bits` in at most `most` bits. */
  eachClose(bits: number, most: number, each: (id: number) => void): void {
    for (let i = 0; i < this.size; i++) {
      if (popcount32((this.bits[i] as number) ^ bits) <= most) each(this.ids[i] as number);
    }
  }
}

/** Whether an ascending list holds a value. */
function holds(list: readonly number[], value: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = list[middle] as number;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

function addTo(index: Map<string, number[]>, key: string, id: number): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}
