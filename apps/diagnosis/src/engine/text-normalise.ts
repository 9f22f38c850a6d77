import { type CropWord, detectCrops } from './crop-detection.js';
import { BREAK, type Lexicon, stem } from './text-tokens.js';
import {
  GENERIC_TERMS,
  IMPLIED_TERMS,
  NEGATION_EXEMPT_NEXT,
  NEGATORS,
  OFF_TOPIC_SUBJECTS,
  SCOPE_BREAKERS,
  STOPWORDS,
} from './vocabulary-data.js';

export interface Normalised {
  tokens: string[];
  negated: Set<string>;
  crops: Set<string>;
  offTopic: boolean;
}

/** The canonical token of each word or phrase, and the word it came from (crop words become empty gaps). */
function canonicalTokens(raw: readonly string[], isCrop: readonly boolean[], lexicon: Lexicon) {
  // Phrases and words → canonical tokens; crop words become clause-neutral gaps.
  const stems = raw.map((t) => (t === BREAK ? BREAK : stem(t)));
  const tokens: string[] = [];
  const rawOf: string[] = [];
  for (let i = 0; i < raw.length; ) {
    const word = raw[i] ?? '';
    if (isCrop[i]) {
      tokens.push('');
      rawOf.push(word);
      i += 1;
      continue;
    }
    const phrase = matchPhrase(stems, isCrop, i, lexicon);
    if (phrase) {
      tokens.push(phrase.canonical);
      rawOf.push(phrase.canonical);
      i += phrase.length;
      continue;
    }
    if (word === BREAK) {
      tokens.push(BREAK);
      rawOf.push(BREAK);
    } else if (NEGATORS.has(word) || SCOPE_BREAKERS.has(word) || STOPWORDS.has(word) || /^\d+$/.test(word)) {
      tokens.push(NEGATORS.has(word) || SCOPE_BREAKERS.has(word) ? word : '');
      rawOf.push(word);
    } else {
      const stemmed = stems[i] ?? word;
      tokens.push(lexicon.words.get(word) ?? lexicon.words.get(stemmed) ?? stemmed);
      rawOf.push(word);
    }
    i += 1;
  }
  return { tokens, rawOf };
}

/** The longest phrase of the lexicon starting at word i, within one clause and without crop words. */
function matchPhrase(stems: readonly string[], isCrop: readonly boolean[], i: number, lexicon: Lexicon) {
  for (let n = Math.min(lexicon.maxPhraseLength, stems.length - i); n >= 2; n--) {
    const slice = stems.slice(i, i + n);
    if (slice.includes(BREAK) || isCrop.slice(i, i + n).some(Boolean)) continue;
    const canonical = lexicon.phrases.get(slice.join(' '));
    if (canonical) return { canonical, length: n };
  }
  return undefined;
}

/** Negation: a negator governs the next few content words, until a clause break or a "but". */
function applyNegation(tokens: readonly string[], rawOf: readonly string[], lexicon: Lexicon) {
  const negated = new Set<string>();
  const kept: string[] = [];
  let scope = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const word = rawOf[i] ?? '';
    if (token === BREAK || SCOPE_BREAKERS.has(word)) {
      scope = 0;
      continue;
    }
    if (NEGATORS.has(word)) {
      // "don't know", "not sure", "no idea" are not about the plant
      const next = rawOf.slice(i + 1).find((w) => w !== 'i' && w !== 'really' && w !== 'quite');
      scope = next && NEGATION_EXEMPT_NEXT.has(next) ? 0 : 3;
      continue;
    }
    if (token === '') continue;
    if (scope > 0) {
      if (!GENERIC_TERMS.has(token) && !lexicon.partOfToken.has(token)) negated.add(token);
      scope -= 1;
      continue;
    }
    kept.push(token);
  }
  return { kept, negated };
}

/** Normalises tokenised words; crop words are removed from the tokens and reported separately. */
export function normaliseWords(raw: readonly string[], lexicon: Lexicon, cropWords: readonly CropWord[]): Normalised {
  const { crops, isCrop } = detectCrops(raw, cropWords);
  const offTopic = raw.some((t) => OFF_TOPIC_SUBJECTS.has(t));
  const { tokens, rawOf } = canonicalTokens(raw, isCrop, lexicon);
  const { kept, negated } = applyNegation(tokens, rawOf, lexicon);
  for (const token of [...kept]) kept.push(...(IMPLIED_TERMS[token] ?? []));
  const keptSet = new Set(kept);
  for (const term of negated) if (keptSet.has(term)) negated.delete(term);
  return { tokens: kept, negated, crops, offTopic };
}
