import type { Language } from '@farmai/contracts';
import {
  CORRECTIONS_PER_WORD,
  FUZZY_MIN_LENGTH,
  type KnownWords,
  type SearchPage,
  type SearchScope,
  searchWordsOf,
} from '../search-repository.js';
import { type ReadPage, SearchRanking } from './search-ranking.js';
import { byCloseness, type Correction } from './vocabulary.js';
import { WordIndex } from './word-index.js';

/** A read of a search's word groups (each a word and its corrections) in one scope: a page, or whether any is found. */
type Read<T> = (ranking: SearchRanking, groups: string[][]) => T;

/** The texts of a product that search reads (the products table's search columns, and the title). */
export interface SearchedTexts {
  titleLower: string;
  /** The English title and the translated ones, one per line, lower-case. */
  titles: string;
  searchText: string;
  translatedText: string;
  translatedTitles: string;
}

/** What the search reads of the read model, by title rank. */
export interface SearchedCatalog {
  size(): number;
  /** Each slot's title rank (replaced as the catalog grows: read it each time). */
  rank(): Int32Array;
  textsAt(rank: number): SearchedTexts | undefined;
  jsonAt(rank: number, language: Language): Buffer;
}

/**
 * The read model's search: the words of the products' English texts and of their translations, each
 * in an index of its own, and a ranking over each scope. A keyword is looked for in the English texts
 * first, and only when they find nothing in every language's, as the SQL search does
 * (search-repository.ts), so both answer the same.
 */
export class CatalogSearch {
  /** The words of the products' search texts and titles, found by the letters they hold. */
  private readonly words = new WordIndex();
  /** The same for their translations, whose misspelt words are also corrected by skeleton. */
  private readonly translatedWords = new WordIndex({ skeletons: true });
  private readonly rankings: Record<SearchScope, SearchRanking>;

  constructor(private readonly catalog: SearchedCatalog) {
    const scope = (indexes: WordIndex[], title: (texts: SearchedTexts) => string) =>
      new SearchRanking({
        size: () => catalog.size(),
        wordBits: (word, inTitle) => indexes.flatMap((index) => this.bitsOf(index, word, inTitle) ?? []),
        titleAt: (rank) => title(catalog.textsAt(rank) as SearchedTexts),
        jsonAt: (rank, language) => catalog.jsonAt(rank, language),
      });
    this.rankings = {
      english: scope([this.words], (texts) => texts.titleLower),
      every: scope([this.words, this.translatedWords], (texts) => texts.titles),
    };
  }

  add(slot: number, texts: SearchedTexts): void {
    this.words.add(slot, texts.searchText, texts.titleLower);
    this.translatedWords.add(slot, texts.translatedText, texts.translatedTitles);
  }

  remove(slot: number, texts: SearchedTexts): void {
    this.words.remove(slot, texts.searchText, texts.titleLower);
    this.translatedWords.remove(slot, texts.translatedText, texts.translatedTitles);
  }

  /** Words of the English and the translated vocabularies that no product may hold any more (WordIndex.know). */
  know(vocabulary: KnownWords): void {
    this.words.know(vocabulary.english);
    this.translatedWords.know(vocabulary.translated);
  }

  /**
   * The known words, English and translated, that a "did you mean" may put for a typed word: those
   * SQL reads for it (search-repository.ts wordsNear), less some too far to be chosen.
   */
  wordsNear(word: string, maxEdits: number): string[] {
    const near = new Set<string>();
    this.words.nearWords(word, maxEdits, near);
    this.translatedWords.nearWords(word, maxEdits, near);
    return [...near];
  }

  /** Forgets the kept bit sets (the products' words or title ranks changed). */
  forgetBits(): void {
    this.words.forgetBits();
    this.translatedWords.forgetBits();
  }

  /** The English words close to each misspelt word of the search under way (both scopes read them). */
  private englishCorrections = new Map<string, Correction[]>();

  /** One page of a search and its total, in a language: in the English texts, then in every language's. */
  search(keyword: string, page: SearchPage, language: Language): ReadPage {
    return this.firstFound<ReadPage>(
      keyword,
      { items: [], total: 0 },
      (ranking, groups) => ranking.page(groups, page, language),
      (answer) => answer.total > 0,
    );
  }

  /** Whether a search finds any product (as `search(…).total > 0`, without making its page). */
  finds(keyword: string): boolean {
    return this.firstFound(
      keyword,
      false,
      (ranking, groups) => ranking.finds(groups),
      (found) => found,
    );
  }

  /**
   * What `read` gives for the keyword in the English texts, and when that finds nothing, in every
   * language's; `empty` when the keyword has no word.
   */
  private firstFound<T>(keyword: string, empty: T, read: Read<T>, found: (answer: T) => boolean): T {
    const words = searchWordsOf(keyword);
    if (words.length === 0) return empty;
    this.englishCorrections.clear();
    const english = this.readIn('english', words, read, found);
    if (found(english)) return english;
    return this.readIn('every', words, read, found);
  }

  /** The words as typed, then with corrections. */
  private readIn<T>(scope: SearchScope, words: string[], read: Read<T>, found: (answer: T) => boolean): T {
    const ranking = this.rankings[scope];
    const exact = read(
      ranking,
      words.map((w) => [w]),
    );
    if (found(exact) || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
    const alternatives = words.map((w) => (w.length >= FUZZY_MIN_LENGTH ? [w, ...this.correctionsOf(scope, w)] : [w]));
    if (alternatives.every((a) => a.length === 1)) return exact;
    return read(ranking, alternatives);
  }

  /** The known words that may stand for a misspelt one: English ones, or those of every language. */
  private correctionsOf(scope: SearchScope, word: string): string[] {
    let english = this.englishCorrections.get(word);
    if (!english) {
      english = this.words.scoredCorrections(word);
      this.englishCorrections.set(word, english);
    }
    // as in SQL, the word itself, when known, takes one of the places
    if (scope === 'english') return english.map((c) => c.word).filter((w) => w !== word);
    // the closest of the union are among the closest of each (a word in both has the same score)
    const merged = new Map<string, Correction>();
    for (const c of [...english, ...this.translatedWords.scoredCorrections(word)]) merged.set(c.word, c);
    return [...merged.values()]
      .sort(byCloseness)
      .slice(0, CORRECTIONS_PER_WORD)
      .map((c) => c.word)
      .filter((w) => w !== word);
  }

  private bitsOf(index: WordIndex, word: string, inTitle: boolean): Int32Array | undefined {
    const width = (this.catalog.size() + 31) >>> 5;
    return index.bitsOf(word, inTitle, this.catalog.rank(), width, (rank) => {
      const texts = this.catalog.textsAt(rank);
      if (!texts) return undefined;
      if (index === this.words) return inTitle ? texts.titleLower : texts.searchText;
      return inTitle ? texts.translatedTitles : texts.translatedText;
    });
  }
}
