import { stemmer } from 'stemmer';
import type { PlantPart } from './knowledge/types.js';
import { PART_TOKEN, PART_WORDS, SYMPTOM_SYNONYMS } from './vocabulary-data.js';

/** A sentence or clause boundary; ends negation scopes and phrases. */
export const BREAK = '|';

export const stem = (word: string) => (word.length <= 3 ? word : stemmer(word));

/** Lower-cases, folds accents and apostrophes, and splits into words with clause breaks kept as "|". */
export function rawTokens(text: string): string[] {
  const normalised = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[.,;:!?()[\]{}"“”\n\r\t/]+/g, ` ${BREAK} `)
    .replace(/[^a-z0-9| ]+/g, ' ');
  return normalised.split(/\s+/).filter(Boolean);
}

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
}

export function buildLexicon(): Lexicon {
  const phrases = new Map<string, string>();
  const words = new Map<string, string>();
  let maxPhraseLength = 1;
  const add = (variant: string, canonical: string) => {
    const raw = rawTokens(variant).filter((t) => t !== BREAK);
    if (raw.length === 0) return;
    if (raw.length === 1) {
      const [word] = raw as [string];
      if (!words.has(word)) words.set(word, canonical);
      const stemmed = stem(word);
      if (!words.has(stemmed)) words.set(stemmed, canonical);
      return;
    }
    const key = raw.map(stem).join(' ');
    if (!phrases.has(key)) phrases.set(key, canonical);
    maxPhraseLength = Math.max(maxPhraseLength, raw.length);
  };
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
  return { phrases, words, maxPhraseLength, symptomTerms: new Set(Object.keys(SYMPTOM_SYNONYMS)), partOfToken };
}
