import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.js';
import { productSearchWords, products, productTranslationWords } from '../../db/schema-catalog.js';
import { foldForSearch, skeletonOf, WORD_SEPARATOR } from './search-text.js';

type ProductRow = typeof products.$inferSelect;

/** A page of rows and how many rows the whole query has. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Words shorter than this must match as they are; longer ones may carry one typo. */
export const FUZZY_MIN_LENGTH = 5;
/** How close a known word must be to a misspelt one to stand in for it (trigram similarity). */
export const CORRECTION_MIN_SIMILARITY = 0.5;
/** At most this many known words stand in for one misspelt word, the closest first. */
export const CORRECTIONS_PER_WORD = 5;

/**
 * Which texts a search reads: the products' English texts and words alone (what search answered
 * before translations, tried first), or those and every translation's.
 */
export type SearchScope = 'english' | 'every';

/** The words of a text as the search vocabulary keeps them (letters with their marks, and digits; 4+ characters). */
export function wordsOf(text: string): string[] {
  return [...new Set(foldForSearch(text).split(WORD_SEPARATOR))].filter((w) => w.length >= 4);
}

/** Adds the words of English search texts to the vocabulary. */
export async function rememberWords(db: Executor, searchTexts: string[]): Promise<void> {
  // in one order everywhere, so two writers adding the same new words never wait on each other in turn
  const words = [...new Set(searchTexts.flatMap(wordsOf))].sort();
  if (words.length === 0) return;
  await db
    .insert(productSearchWords)
    .values(words.map((word) => ({ word })))
    .onConflictDoNothing();
}

/** Adds the words of translations' search texts to their vocabulary, with their skeletons. */
export async function rememberTranslatedWords(db: Executor, searchTexts: string[]): Promise<void> {
  const words = [...new Set(searchTexts.flatMap(wordsOf))].sort();
  if (words.length === 0) return;
  await db
    .insert(productTranslationWords)
    .values(words.map((word) => ({ word, skeleton: skeletonOf(word) })))
    .onConflictDoNothing();
}

export interface SearchPage {
  limit: number;
  offset: number;
}

/** The keyword's words, folded as search texts are (see foldForSearch), LIKE's wildcards taken out, at most 8. */
export function searchWordsOf(keyword: string): string[] {
  return foldForSearch(keyword)
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * One page of the products whose search text holds every word of the keyword, and how many there
 * are. When nothing matches that way, words of 5+ letters that appear in no product are replaced
 * by the known words closest to them (one typo, or a British spelling: "tomatoe", "fertiliser"),
 * looked up in the short vocabulary rather than in every product's text, and the search runs
 * again with those. Products whose title holds the whole keyword come first, then those whose
 * title holds more of its words, then by title.
 *
 * All this is done on the English texts first, so an English search answers what it did before
 * products had translations; only a keyword they do not find is looked for again in every
 * language (a Bangla or Hindi word, a Spanish one), where a misspelt word is also corrected to the
 * known words of the same skeleton (a wrong vowel sign, a missing accent).
 */
export async function searchProducts(db: Executor, keyword: string, page: SearchPage): Promise<Page<ProductRow>> {
  const words = searchWordsOf(keyword);
  if (words.length === 0) return { rows: [], total: 0 };
  const english = await searchIn(db, 'english', words, page);
  if (english.total > 0) return english;
  return searchIn(db, 'every', words, page);
}

/** The search of one scope: the words as typed, then with corrections. */
async function searchIn(
  db: Executor,
  scope: SearchScope,
  words: string[],
  page: SearchPage,
): Promise<Page<ProductRow>> {
  const exact = await searchPage(
    db,
    scope,
    words.map((w) => [w]),
    page,
  );
  if (exact.total > 0 || words.every((w) => w.length < FUZZY_MIN_LENGTH)) return exact;
  const alternatives = await Promise.all(
    words.map(async (w) => (w.length >= FUZZY_MIN_LENGTH ? [w, ...(await correctionsOf(db, scope, w))] : [w])),
  );
  if (alternatives.every((a) => a.length === 1)) return exact;
  return searchPage(db, scope, alternatives, page);
}

/** The known words closest to a (misspelt) word. */
async function correctionsOf(db: Executor, scope: SearchScope, word: string): Promise<string[]> {
  const similarityTo = (column: AnyPgColumn) => sql<number>`similarity(${column}, ${word})`;
  const close = (column: AnyPgColumn) =>
    and(sql`${column} % ${word}`, sql`${similarityTo(column)} >= ${CORRECTION_MIN_SIMILARITY}`);
  if (scope === 'english') {
    const rows = await db
      .select({ word: productSearchWords.word })
      .from(productSearchWords)
      .where(close(productSearchWords.word))
      .orderBy(desc(similarityTo(productSearchWords.word)), asc(productSearchWords.word))
      .limit(CORRECTIONS_PER_WORD);
    return rows.map((r) => r.word).filter((w) => w !== word);
  }
  const english = db
    .select({ word: productSearchWords.word, score: similarityTo(productSearchWords.word).as('score') })
    .from(productSearchWords)
    .where(close(productSearchWords.word));
  const translated = db
    .select({ word: productTranslationWords.word, score: similarityTo(productTranslationWords.word).as('score') })
    .from(productTranslationWords)
    .where(or(close(productTranslationWords.word), eq(productTranslationWords.skeleton, skeletonOf(word))));
  const rows = await union(english, translated)
    .orderBy(desc(sql.identifier('score')), asc(sql.identifier('word')))
    .limit(CORRECTIONS_PER_WORD);
  return rows.map((r) => r.word).filter((w) => w !== word);
}

/** The texts a scope matches words in, and the (lower-case) titles it ranks by. */
const columnsOf = (scope: SearchScope): { texts: AnyPgColumn[]; titles: (SQL | AnyPgColumn)[] } =>
  scope === 'english'
    ? { texts: [products.searchText], titles: [sql`lower(${products.title})`] }
    : {
        texts: [products.searchText, products.translatedSearchText],
        titles: [sql`lower(${products.title})`, products.translatedTitles],
      };

/**
 * Every group must match (one of its words is in a search text); one statement answers the page
 * and, with a window count, the total. The trigram indexes find the candidates; ranking uses only
 * LIKE on the short titles, so a word found in thousands of products stays cheap.
 */
async function searchPage(
  db: Executor,
  scope: SearchScope,
  groups: string[][],
  page: SearchPage,
): Promise<Page<ProductRow>> {
  const { texts, titles } = columnsOf(scope);
  const like = (column: SQL | AnyPgColumn, w: string) => sql`${column} like ${`%${w}%`}`;
  const anyOf = (columns: (SQL | AnyPgColumn)[], group: string[]) => {
    const tests = columns.flatMap((column) => group.map((w) => like(column, w)));
    return tests.length === 1 ? (tests[0] as SQL) : sql`(${sql.join(tests, sql` or `)})`;
  };
  // the keyword as typed, or with each misspelt word replaced by its closest correction
  const phrase = groups.map((g) => g[1] ?? g[0]).join(' ');
  const titleHit = sql`(${anyOf(titles, [phrase])})`;
  const titleWords = sql.join(
    groups.map((g) => sql`(${anyOf(titles, g)})::int`),
    sql` + `,
  );
  // an archived product is not found
  const matches = and(isNull(products.archivedAt), ...groups.map((g) => anyOf(texts, g)));
  // the matches are ranked and counted as narrow rows (no spill to disk for a common word); only
  // the page's rows are then read whole, by primary key
  const hits = db
    .select({
      id: sql<string>`${products.id}`.as('hit_id'),
      total: sql<number>`count(*) over ()`.as('total'),
      titleHit: sql<boolean>`${titleHit}`.as('title_hit'),
      titleWords: sql<number>`${titleWords}`.as('title_words'),
      title: sql<string>`${products.title}`.as('hit_title'),
    })
    .from(products)
    .where(matches)
    .orderBy(desc(titleHit), desc(titleWords), asc(products.title), asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('hits');
  const rows = await db
    .select({ product: products, total: sql<number>`${hits.total}`.mapWith(Number) })
    .from(hits)
    .innerJoin(products, eq(products.id, hits.id))
    .orderBy(desc(hits.titleHit), desc(hits.titleWords), asc(hits.title), asc(hits.id));
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(matches);
    return { rows: [], total: row?.n ?? 0 };
  }
  return { rows: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
}

/** The words of the two vocabularies, English and translated. */
export interface KnownWords {
  english: string[];
  translated: string[];
}

/** Every word of the vocabularies: those of the products on sale, and those of products since removed or changed. */
export async function readVocabularies(db: Executor): Promise<KnownWords> {
  const english = await db.select({ word: productSearchWords.word }).from(productSearchWords);
  const translated = await db.select({ word: productTranslationWords.word }).from(productTranslationWords);
  return { english: english.map((r) => r.word), translated: translated.map((r) => r.word) };
}

/** Most known words read for one "did you mean" look-up. */
const NEAR_WORDS_MAX = 2_000;

/**
 * Known words (English and translated) that may be what a word was meant to be: those sharing
 * trigrams with it or starting with its letter, of about its length. Read only when a search finds
 * nothing, through the vocabularies' trigram indexes.
 */
export async function wordsNear(db: Executor, word: string): Promise<string[]> {
  const first = `${word.slice(0, 1).replace(/[\\%_]/g, '\\$&')}%`;
  const near = (column: AnyPgColumn) =>
    and(
      or(sql`${column} % ${word}`, sql`${column} like ${first}`),
      sql`length(${column}) between ${word.length - 2} and ${word.length + 2}`,
    );
  const rows = await union(
    db.select({ word: productSearchWords.word }).from(productSearchWords).where(near(productSearchWords.word)),
    db
      .select({ word: productTranslationWords.word })
      .from(productTranslationWords)
      .where(near(productTranslationWords.word)),
  ).limit(NEAR_WORDS_MAX);
  return rows.map((r) => r.word);
}

/** At most this many known words are kept for the SQL path's "did you mean" (about 4 MB)... */
const NEAR_WORDS_KEPT = 100_000;
/** ...each for at most this long (another replica's new words, when no message says so). */
const NEAR_WORDS_TTL_MS = 60_000;

/**
 * The known words near typed ones (wordsNear), kept a while for the "did you mean" of searches
 * answered by SQL (the read model not loaded): a typed word costs a statement the first time it
 * is asked, not on every search. Bounded by the words kept; every catalog change empties it.
 */
export class NearWordsFromSql {
  private readonly kept = new LRUCache<string, string[]>({
    maxSize: NEAR_WORDS_KEPT,
    sizeCalculation: (words) => words.length + 1,
    ttl: NEAR_WORDS_TTL_MS,
  });
  /** Bumped by every change, so that a look-up begun before it is not kept after it. */
  private generation = 0;

  constructor(private readonly db: Executor) {}

  async near(word: string): Promise<string[]> {
    const kept = this.kept.get(word);
    if (kept) return kept;
    const startedAt = this.generation;
    const words = await wordsNear(this.db, word);
    if (this.generation === startedAt) this.kept.set(word, words);
    return words;
  }

  forget(): void {
    this.generation += 1;
    this.kept.clear();
  }
}
