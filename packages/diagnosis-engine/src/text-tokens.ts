import { stemmer } from 'stemmer';
import type { PlantPart } from './knowledge/types.js';
import { foldIndic, indicStem, isIndic } from './text-scripts.js';
import { ENGLISH_VOCABULARY, type LanguageVocabulary, mergeVocabulary, type Vocabulary } from './text-vocabulary.js';
import { PART_TOKEN, PART_WORDS, SYMPTOM_SYNONYMS } from './vocabulary-data.js';

/** A sentence or clause boundary; ends negation scopes and phrases. */
export const BREAK = '|';

/** A word's stem: Porter's for Latin letters, the Bangla or Hindi endings stripped for those scripts. */
export const stem = (word: string) => (isIndic(word) ? indicStem(word) : word.length <= 3 ? word : stemmer(word));

/** French elided words, written out ("l'eau" → "le eau", "n'y" → "ne y"). */
const ELISION: Readonly<Record<string, string>> = {
  qu: 'que',
  c: 'ce',
  d: 'de',
  j: 'je',
  l: 'le',
  m: 'me',
  n: 'ne',
  s: 'se',
  t: 'te',
};

/**
 * Lower-cases, folds accents, apostrophes and Bangla/Hindi spelling variants, and splits into words
 * with clause breaks (punctuation, the danda) kept as "|". French elisions are split ("l'eau" → "l eau").
 */
export function rawTokens(text: string): string[] {
  const normalised = foldIndic(
    text
      .toLowerCase()
      // French "maïs" (maize) before its diaeresis is folded away and it reads as "mais" (but)
      .replace(/ma(?:ï|i\u0308)s/g, 'maiz')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  )
    .replace(/\b(qu|[cdjlmnst])['’](?=[a-z])/g, (_, letter: string) => `${ELISION[letter] ?? letter} `)
    .replace(/['’`]/g, '')
    .replace(/[.,;:!?()[\]{}"“”\n\r\t/\u0964\u0965]+/g, ` ${BREAK} `)
    .replace(/[^a-z0-9|\u0900-\u097f\u0980-\u09ff ]+/g, ' ');
  return normalised.split(/\s+/).filter(Boolean);
}

/** A vocabulary word's forms as the matcher meets them: its tokens, and Bangla/Hindi ones also without endings. */
export const foldWord = (word: string): string[] =>
  rawTokens(word)
    .filter((t) => t !== BREAK)
    .flatMap((t) => (isIndic(t) ? [t, indicStem(t)] : [t]));

/** Whether a word, or for Bangla and Hindi its stem, is in a set. */
export const hasWord = (set: ReadonlySet<string>, word: string): boolean =>
  set.has(word) || (isIndic(word) && set.has(indicStem(word)));

/** Optimal-string-alignment distance (insert, delete, substitute, swap neighbours), or max + 1 when larger. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  const first = rows[0] as number[];
  for (let j = 0; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

// ---------------------------------------------------------------------------
// Lexicon: phrase and word tables built once from the vocabulary.
// ---------------------------------------------------------------------------

/** The word and phrase tables a message is read with, and the vocabulary that goes with them. */
export interface Lexicon {
  /** Stemmed phrase ("white dust") → canonical token, longest first when matched. */
  phrases: Map<string, string>;
  maxPhraseLength: number;
  /** Raw word or its stem → canonical token. */
  words: Map<string, string>;
  /** Canonical tokens that name a symptom (the synonym table's keys). */
  symptomTerms: Set<string>;
  /** Canonical part token → the knowledge base's part name. */
  partOfToken: Map<string, PlantPart>;
  /** Negators, stopwords, crop-context words… of the languages this lexicon reads. */
  vocabulary: Vocabulary;
}

/**
 * The lexicon's word and phrase tables, with a function adding one variant of a canonical token; a
 * variant in `reserved` (an English word) is left out, and so is a stem in `reservedStems`.
 */
function tables() {
  const phrases = new Map<string, string>();
  const words = new Map<string, string>();
  let maxPhraseLength = 1;
  const add = (
    variant: string,
    canonical: string,
    reserved?: ReadonlySet<string>,
    reservedStems?: ReadonlySet<string>,
  ) => {
    const raw = rawTokens(variant).filter((t) => t !== BREAK);
    if (raw.length === 0) return;
    if (raw.length === 1) {
      const [word] = raw as [string];
      if (reserved?.has(word)) return;
      if (!words.has(word)) words.set(word, canonical);
      const stemmed = stem(word);
      if (!words.has(stemmed) && !reservedStems?.has(stemmed)) words.set(stemmed, canonical);
      return;
    }
    const key = raw.map(stem).join(' ');
    if (!phrases.has(key)) phrases.set(key, canonical);
    maxPhraseLength = Math.max(maxPhraseLength, raw.length);
  };
  return { phrases, words, add, maxLength: () => maxPhraseLength };
}

/** The token an English word of a language's vocabulary stands for, read as the English lexicon reads it. */
function englishToken(english: string, words: ReadonlyMap<string, string>, phrases: ReadonlyMap<string, string>) {
  if (Object.hasOwn(SYMPTOM_SYNONYMS, english)) return english;
  if (Object.hasOwn(PART_WORDS, english)) return PART_TOKEN[english as PlantPart];
  const raw = rawTokens(english).filter((t) => t !== BREAK);
  if (raw.length === 1) {
    const [word] = raw as [string];
    return words.get(word) ?? words.get(stem(word)) ?? stem(word);
  }
  const phrase = phrases.get(raw.map(stem).join(' '));
  if (phrase) return phrase;
  throw new Error(`vocabulary: "${english}" is neither one English word nor a known phrase`);
}

let englishTables: { words: Map<string, string>; phrases: Map<string, string> } | undefined;

/** The token an English word of a language's vocabulary stands for (its key in `words`). */
export function englishTerm(english: string): string {
  englishTables ??= buildLexicon();
  return englishToken(english, englishTables.words, englishTables.phrases);
}

/**
 * The phrase and word tables: English first (vocabulary-data.ts), then each language's words mapped
 * onto the English tokens; a word of the English vocabulary keeps its meaning when another language
 * spells a word the same way. `englishWords` (the knowledge base's words) are not taken as words only
 * another language uses.
 */
export function buildLexicon(
  languages: readonly LanguageVocabulary[] = [],
  englishWords: ReadonlySet<string> = new Set(),
): Lexicon {
  const { phrases, words, add, maxLength } = tables();
  for (const [canonical, variants] of Object.entries(SYMPTOM_SYNONYMS)) {
    add(canonical, canonical);
    for (const variant of variants) add(variant, canonical);
  }
  const partOfToken = new Map<string, PlantPart>();
  for (const [part, variants] of Object.entries(PART_WORDS) as [PlantPart, string[]][]) {
    const token = PART_TOKEN[part];
    partOfToken.set(token, part);
    for (const variant of variants) add(variant, token);
  }
  const symptomTerms = new Set(Object.keys(SYMPTOM_SYNONYMS));
  if (languages.length === 0) {
    const vocabulary = ENGLISH_VOCABULARY;
    return { phrases, words, maxPhraseLength: maxLength(), symptomTerms, partOfToken, vocabulary };
  }
  const englishLexicon = new Map(words);
  const englishPhrases = new Map(phrases);
  // the English vocabulary's words keep their meaning; the knowledge base's other words do not
  // ("safed", white in Hindi, is also in the synonym "safed makhi")
  const reserved = new Set(englishLexicon.keys());
  const reservedStems = new Set([...reserved].map(stem));
  for (const language of languages) {
    for (const [english, variants] of Object.entries(language.words)) {
      const token = englishToken(english, englishLexicon, englishPhrases);
      for (const variant of variants) add(variant, token, reserved, reservedStems);
    }
  }
  const known = new Set([
    ...englishWords,
    ...reserved,
    ...ENGLISH_VOCABULARY.stopwords,
    ...ENGLISH_VOCABULARY.negators,
  ]);
  const vocabulary = mergeVocabulary(languages, foldWord, known);
  return { phrases, words, maxPhraseLength: maxLength(), symptomTerms, partOfToken, vocabulary };
}
