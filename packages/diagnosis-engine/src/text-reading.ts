import type { CropWord } from './crop-detection.js';
import { type Normalised, normaliseWords } from './text-normalise.js';
import { BREAK, editDistance, type Lexicon, stem } from './text-tokens.js';

/**
 * One way of reading farmers' messages: the word tables, the crop names, the words taken as correctly
 * spelt and the words a misspelling may be corrected to. The matcher has two: English only, and
 * English with the other languages' words for messages written in them.
 */
export class Reading {
  private readonly corrections = new Map<string, string>();

  constructor(
    readonly lexicon: Lexicon,
    readonly cropWords: readonly CropWord[],
    /** Correctly spelt words: the knowledge base's own words, the vocabulary and the crop names. */
    readonly knownWords: ReadonlySet<string>,
    /** Words a misspelling may be corrected to, most trusted first. */
    readonly spellTargets: readonly string[],
  ) {}

  /**
   * Fixes one typo (a missing, extra, wrong or swapped letter) in a word this reading does not know;
   * `indexed` holds the stems the knowledge base uses.
   */
  correct(word: string, indexed: ReadonlyMap<string, number>): string {
    if (word.length < 5 || word === BREAK || this.knownWords.has(word) || /\d/.test(word)) return word;
    const stemmed = stem(word);
    if (indexed.has(stemmed) || this.lexicon.words.has(stemmed)) return word;
    const cached = this.corrections.get(word);
    if (cached !== undefined) return cached;
    // a short word is only corrected to one at least as long ("yelow" → "yellow", never "price" → "rice")
    const fixed =
      this.spellTargets.find(
        (target) => (word.length > 6 || target.length >= word.length) && editDistance(word, target, 1) <= 1,
      ) ?? word;
    this.corrections.set(word, fixed);
    return fixed;
  }

  /** Normalises tokenised words; crop words are removed from the tokens and reported separately. */
  normalise(raw: readonly string[]): Normalised {
    return normaliseWords(raw, this.lexicon, this.cropWords);
  }
}
