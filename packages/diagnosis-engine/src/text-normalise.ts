import { type CropWord, detectCrops } from './crop-detection.js';
import { BREAK, hasWord, type Lexicon, stem } from './text-tokens.js';

/** A message's canonical tokens, what it negates, the crops it names and whether it is about a plant at all. */
export interface Normalised {
  tokens: string[];
  negated: Set<string>;
  crops: Set<string>;
  offTopic: boolean;
}

/** The canonical token of each word or phrase, and the word it came from (crop words become empty gaps). */
function canonicalTokens(raw: readonly string[], isCrop: readonly boolean[], lexicon: Lexicon) {
  const v = lexicon.vocabulary;
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
    const negatorOrBreaker =
      hasWord(v.negators, word) || hasWord(v.negatorsAfter, word) || hasWord(v.scopeBreakers, word);
    if (word === BREAK) {
      tokens.push(BREAK);
      rawOf.push(BREAK);
    } else if (negatorOrBreaker || hasWord(v.stopwords, word) || /^\d+$/.test(word)) {
      tokens.push(negatorOrBreaker ? word : '');
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

/** Whether a negator is about the farmer's knowledge ("not sure", "no sé qué", "pata nahi", "je ne sais pas"). */
function aboutKnowing(rawOf: readonly string[], i: number, lexicon: Lexicon): boolean {
  const v = lexicon.vocabulary;
  if (hasWord(v.exemptPrev, rawOf[i - 1] ?? '')) return true;
  const following = rawOf.slice(i + 1).filter((w) => w !== 'i' && w !== 'really' && w !== 'quite');
  const [next = '', second = ''] = following;
  return v.exemptNext.has(next) || v.exemptNext.has(`${next} ${second}`);
}

/** Whether a negated token names something diagnostic (not a plant part, not a generic word). */
const negatable = (token: string, lexicon: Lexicon) =>
  !lexicon.vocabulary.generic.has(token) && !lexicon.partOfToken.has(token);

/**
 * Negation: a negator governs the next few content words, until a clause break or a "but"; a
 * negator that follows its word ("daag nahi", "দাগ নেই") takes back the content word just before it.
 */
function applyNegation(tokens: readonly string[], rawOf: readonly string[], lexicon: Lexicon) {
  const v = lexicon.vocabulary;
  const negated = new Set<string>();
  const kept: string[] = [];
  /** Word index each kept token came from, and where the current clause starts in `kept`. */
  const keptAt: number[] = [];
  let clauseStart = 0;
  let scope = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const word = rawOf[i] ?? '';
    if (token === BREAK || hasWord(v.scopeBreakers, word)) {
      scope = 0;
      clauseStart = kept.length;
      continue;
    }
    if (hasWord(v.negatorsAfter, word)) {
      const last = kept.length - 1;
      const before = kept[last];
      const near = last >= clauseStart && i - (keptAt[last] ?? -9) <= 3;
      if (before !== undefined && near && !aboutKnowing(rawOf, i, lexicon) && negatable(before, lexicon)) {
        kept.pop();
        keptAt.pop();
        negated.add(before);
      }
      continue;
    }
    if (hasWord(v.negators, word)) {
      // "don't know", "not sure", "no idea" are not about the plant
      scope = aboutKnowing(rawOf, i, lexicon) ? 0 : 3;
      continue;
    }
    if (token === '') continue;
    if (scope > 0) {
      if (negatable(token, lexicon)) negated.add(token);
      scope -= 1;
      continue;
    }
    kept.push(token);
    keptAt.push(i);
  }
  return { kept, negated };
}

/** Normalises tokenised words; crop words are removed from the tokens and reported separately. */
export function normaliseWords(raw: readonly string[], lexicon: Lexicon, cropWords: readonly CropWord[]): Normalised {
  const v = lexicon.vocabulary;
  const { crops, isCrop } = detectCrops(raw, cropWords, v, lexicon.words);
  const offTopic = raw.some((t) => hasWord(v.offTopic, t));
  const { tokens, rawOf } = canonicalTokens(raw, isCrop, lexicon);
  const { kept, negated } = applyNegation(tokens, rawOf, lexicon);
  for (const token of [...kept]) kept.push(...(v.implied[token] ?? []));
  const keptSet = new Set(kept);
  for (const term of negated) if (keptSet.has(term)) negated.delete(term);
  return { tokens: kept, negated, crops, offTopic };
}
