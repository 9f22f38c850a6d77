import { CORRECTION_MIN_SIMILARITY, CORRECTIONS_PER_WORD } from '../search-repository.js';
import { WORD_SEPARATOR } from '../search-text.js';
import { countBits, Postings } from './parts.js';
import { type Correction, compoundsIn, coreOf, Vocabulary, wordsIn } from './vocabulary.js';

/** Words whose bit sets are kept (12.5 kB each at 100,000 products). */
const WORD_CACHE_SIZE = 1024;

/**
 * The words of the catalog's search texts and titles, each with the slots of the products that
 * hold it, and the same for words joined by punctuation ("rust-proof", "n.p.k"). A search word is
 * turned into a bit set of products by title rank: the OR of the posting lists of every known word
 * that contains it, as `LIKE '%word%'` finds it.
 */
export class WordIndex {
  /** `skeletons`: misspelt words are also corrected to the known words of the same skeleton (translations). */
  constructor(options: { skeletons?: boolean } = {}) {
    this.vocabulary = new Vocabulary('words', options);
  }

  private readonly vocabulary: Vocabulary;
  private readonly compounds = new Vocabulary('compounds');
  private readonly postings = new Postings();
  private readonly titlePostings = new Postings();
  private readonly compoundPostings = new Postings();
  private readonly titleCompoundPostings = new Postings();
  /**
   * The bit sets of the words asked most lately (shoppers' words follow a long-tailed curve: a few
   * hundred cover most searches), kept until the catalog's words or order change; a change of
   * stock or rating keeps them.
   */
  private readonly bitsByWord = new Map<string, Int32Array>();

  add(slot: number, searchText: string, titleLower: string): void {
    for (const w of wordsIn(searchText)) this.postings.add(this.vocabulary.idOf(w), slot);
    for (const w of wordsIn(titleLower)) this.titlePostings.add(this.vocabulary.idOf(w), slot);
    for (const c of compoundsIn(searchText)) this.compoundPostings.add(this.compounds.idOf(c), slot);
    for (const c of compoundsIn(titleLower)) this.titleCompoundPostings.add(this.compounds.idOf(c), slot);
  }

  remove(slot: number, searchText: string, titleLower: string): void {
    for (const w of wordsIn(searchText)) this.postings.remove(this.vocabulary.idOf(w), slot);
    for (const w of wordsIn(titleLower)) this.titlePostings.remove(this.vocabulary.idOf(w), slot);
    for (const c of compoundsIn(searchText)) this.compoundPostings.remove(this.compounds.idOf(c), slot);
    for (const c of compoundsIn(titleLower)) this.titleCompoundPostings.remove(this.compounds.idOf(c), slot);
  }

  /**
   * The known words that may stand for a misspelt one, with their similarity, the word itself
   * included when known (as the SQL search corrects it; to be merged with another index's).
   */
  scoredCorrections(word: string): Correction[] {
    return this.vocabulary.scored(word, CORRECTION_MIN_SIMILARITY, CORRECTIONS_PER_WORD);
  }

  /** Adds the known words a "did you mean" may put for a typed word (Vocabulary.near). */
  nearWords(word: string, maxEdits: number, into: Set<string>): void {
    this.vocabulary.near(word, maxEdits, into);
  }

  /**
   * Adds words no product holds now (those the database's vocabulary kept from products since
   * removed or changed), so that corrections choose among the same words as in SQL.
   */
  know(words: readonly string[]): void {
    for (const word of words) this.vocabulary.idOf(word);
  }

  /** Forgets the kept bit sets (the products' words or title ranks changed). */
  forgetBits(): void {
    this.bitsByWord.clear();
  }

  /**
   * The products whose search text (or title) holds a word, as bits by title rank (`rank` maps a
   * slot to it). `textAt` gives the text of the product at a rank, for the few words whose
   * punctuation must be checked in the text itself. The set returned must not be changed;
   * undefined when no known word holds a plain word (a typo, a word the catalog lacks): no product.
   */
  bitsOf(
    word: string,
    inTitle: boolean,
    rank: Int32Array,
    width: number,
    textAt: (rank: number) => string | undefined,
  ): Int32Array | undefined {
    const key = inTitle ? `t:${word}` : `s:${word}`;
    const kept = this.bitsByWord.get(key);
    if (kept) {
      // most lately used last
      this.bitsByWord.delete(key);
      this.bitsByWord.set(key, kept);
      return kept;
    }
    const postings = inTitle ? this.titlePostings : this.postings;
    const parts = word.split(WORD_SEPARATOR).filter(Boolean);
    const punctuated = !(parts.length === 1 && parts[0] === word);
    const known = punctuated ? [] : this.vocabulary.containing(word);
    // a plain word no known word holds (a typo, another language's word) matches nothing
    if (!punctuated && known.length === 0) return undefined;
    const bits = new Int32Array(width);
    if (!punctuated) {
      for (const id of known) postings.setBits(id, rank, bits);
    } else {
      // without the punctuation at its ends, either words joined by punctuation ("rust-proof",
      // found among the texts' compounds) or a plain word, which must begin a word of the text when
      // punctuation came before it ("(seed") and end one when it follows ("50kg."); only then is
      // the text itself checked for the ends
      const { core, before, after } = coreOf(word);
      if (WORD_SEPARATOR.test(core)) {
        const compounds = inTitle ? this.titleCompoundPostings : this.compoundPostings;
        for (const id of this.compounds.containing(core)) compounds.setBits(id, rank, bits);
      } else if (core) {
        const at = before && after ? 'whole' : before ? 'start' : 'end';
        for (const id of this.vocabulary.containing(core, at)) postings.setBits(id, rank, bits);
      } else bits.fill(-1);
      if (before || after) keepHolding(bits, word, textAt);
    }
    // a plain word no known word holds (a typo) costs nothing to look up again, and would push out others
    if (!punctuated && countBits(bits) === 0) return bits;
    if (this.bitsByWord.size >= WORD_CACHE_SIZE) this.bitsByWord.delete(this.bitsByWord.keys().next().value as string);
    this.bitsByWord.set(key, bits);
    return bits;
  }
}

/** Clears the bits of the products whose text does not hold the word as it is. */
function keepHolding(bits: Int32Array, word: string, textAt: (rank: number) => string | undefined): void {
  for (let i = 0; i < bits.length; i++) {
    let left = bits[i] as number;
    while (left !== 0) {
      const low = left & -left;
      left ^= low;
      if (!textAt((i << 5) + (31 - Math.clz32(low)))?.includes(word)) bits[i] = (bits[i] as number) & ~low;
    }
  }
}
