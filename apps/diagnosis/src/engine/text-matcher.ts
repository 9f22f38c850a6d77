import { stemmer } from 'stemmer';
import { CROPS } from './knowledge/crops.js';
import type { KnowledgeEntry, PlantPart } from './knowledge/types.js';
import { OTHER_CROPS } from './knowledge/world-crops.js';
import {
  GENERIC_TERMS,
  IMPLIED_TERMS,
  NEGATORS,
  OFF_TOPIC_SUBJECTS,
  PART_TOKEN,
  PART_WORDS,
  SCOPE_BREAKERS,
  STOPWORDS,
  SYMPTOM_SYNONYMS,
} from './vocabulary.js';

/** A sentence or clause boundary; ends negation scopes and phrases. */
const BREAK = '|';

// ---------------------------------------------------------------------------
// Lexicon: phrase and word tables built once from the vocabulary.
// ---------------------------------------------------------------------------

interface Lexicon {
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

const stem = (word: string) => (word.length <= 3 ? word : stemmer(word));

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

function buildLexicon(): Lexicon {
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

// ---------------------------------------------------------------------------
// Crop detection
// ---------------------------------------------------------------------------

/** Crop words that are also colours or textures ("orange pustules", "cotton-like growth", "pea-sized"). */
// words that name a crop, or something else (a colour, the stems of another crop: "tomato vines")
const AMBIGUOUS_CROP_WORDS = new Set(['orange', 'cotton', 'lime', 'mustard', 'pea', 'vine', 'vines', 'cane']);
const PLANTISH = new Set([
  'tree',
  'trees',
  'orchard',
  'orchards',
  'grove',
  'plant',
  'plants',
  'crop',
  'crops',
  'field',
  'fields',
  'farm',
  'seedlings',
  'seedling',
  'saplings',
  'nursery',
  'leaves',
  'leaf',
  'bush',
  'bushes',
  'harvest',
  'bolls',
  'boll',
  'pods',
  'variety',
]);
const APPEARANCE_NEXT = new Set([
  'spot',
  'spots',
  'powder',
  'powdery',
  'pustule',
  'pustules',
  'colour',
  'color',
  'coloured',
  'colored',
  'like',
  'sized',
  'size',
  'seed',
  'seeds',
  'wool',
  'streak',
  'streaks',
  'patches',
  'patch',
  'rust',
  'tint',
  'brown',
  'yellow',
  'red',
  'dust',
  'blisters',
  'bumps',
  'lesions',
  'growth',
  'masses',
  'mass',
  'balls',
  'fluff',
  'tufts',
  'dots',
  'rings',
  'halo',
  'halos',
  'margins',
  'edges',
  'stripes',
]);
const APPEARANCE_PREV = new Set([
  'bright',
  'light',
  'dark',
  'deep',
  'pale',
  'white',
  'reddish',
  'yellowish',
  'brownish',
  'yellow',
  'red',
  'brown',
  'orangey',
  'turn',
  'turns',
  'turned',
  'turning',
  'become',
  'becomes',
  'becoming',
  'are',
  'is',
  'look',
  'looks',
  'and',
  'or',
  'with',
  'of',
  // soil lime: "applied lime", "added some lime"
  'applied',
  'apply',
  'added',
  'add',
  'some',
  'agricultural',
]);

/** Everyday words that look like a typo of a crop or symptom word but are not. */
const COMMON_WORDS = new Set([
  'price',
  'prices',
  'sport',
  'start',
  'store',
  'stored',
  'storage',
  'water',
  'watering',
  'rains',
  'rainy',
  'money',
  'loan',
  'season',
  'hello',
  'thanks',
  'thank',
  'where',
  'there',
  'their',
  'three',
  'could',
  'would',
  'should',
]);

/** Negators that are about the farmer's knowledge, not the plant: "I don't know", "not sure", "no idea". */
const NEGATION_EXEMPT_NEXT = new Set([
  'know',
  'sure',
  'understand',
  'idea',
  'certain',
  'think',
  'why',
  'what',
  'how',
  'remember',
  'tell',
  'clue',
  'longer',
  'matter',
]);

interface CropWord {
  crop: string;
  words: string[];
}

function buildCropWords(): CropWord[] {
  const list: CropWord[] = [];
  // crops without entries are recognised too, so their problems are not read as another crop's
  for (const [crop, names] of [...Object.entries(CROPS), ...Object.entries(OTHER_CROPS)]) {
    for (const name of names) list.push({ crop, words: rawTokens(name) });
  }
  // longest names first, so "bitter gourd" wins over "gourd"
  return list.sort((a, b) => b.words.length - a.words.length);
}

// ---------------------------------------------------------------------------
// Analysis of a text
// ---------------------------------------------------------------------------

export interface TextAnalysis {
  /** Crop ids named in the text: from CROPS, or from OTHER_CROPS (crops without entries). */
  crops: string[];
  /** Plant parts named in the text. */
  parts: PlantPart[];
  /** Scoring terms (canonical symptom terms and stems), without negated ones. */
  terms: string[];
  /** Canonical symptom terms found (not negated), for the report. */
  symptoms: string[];
  /** Terms the farmer said are absent ("no spots" → "spot"). */
  negated: string[];
  /** Terms that name something diagnostic (not generic, not a crop, not a part). */
  evidence: string[];
  /** The text talks about an animal, a person or a machine rather than a plant. */
  offTopicSubject: boolean;
}

interface Normalised {
  tokens: string[];
  negated: Set<string>;
  crops: Set<string>;
  offTopic: boolean;
}

export interface TextMatch {
  entry: KnowledgeEntry;
  /** Raw relevance after crop and part adjustments (0 = no match). */
  score: number;
  /** Relevance from the diagnostic fields only (symptoms, keywords, names). */
  evidenceScore: number;
  /** Query terms found in the entry. */
  matchedTerms: string[];
  /** true/false when a crop was named and the entry hosts it or not; null when no crop was named. */
  hostMatch: boolean | null;
}

// ---------------------------------------------------------------------------
// Index (BM25F over the knowledge-base fields)
// ---------------------------------------------------------------------------

type FieldName = 'keywords' | 'names' | 'conditions' | `part:${PlantPart}`;

interface Field {
  tf: Map<string, number>;
  length: number;
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  fields: Map<FieldName, Field>;
  /** All symptom fields together, for length normalisation. */
  symptomLength: number;
  parts: Set<PlantPart>;
  hosts: Set<string>;
}

/** Field weights: symptoms and keywords say most about a problem, growing conditions least. */
export const FIELD_WEIGHTS = {
  /** Symptoms of the plant part the farmer named (or of any part when none was named). */
  partNamed: 3,
  /** Symptoms of other parts when the farmer named a part. */
  partOther: 1.8,
  keywords: 3,
  names: 2,
  conditions: 0.6,
} as const;

const BM25_K1 = 1.2;
const BM25_B = 0.6;

/** Score multiplier for entries that do not host a crop the farmer named. */
export const NON_HOST_FACTOR = 0.08;

export interface MatcherOptions {
  /** A best score below this means "not a plant problem we can recognise". */
  minScore?: number;
  /** Nor is a best match whose diagnostic (non-generic) terms score below this. */
  minEvidenceScore?: number;
}

/**
 * Ranks knowledge-base entries against a farmer's free-text description: tokenise,
 * stem, normalise synonyms, detect crops, parts and negations, then score each entry
 * with BM25F over its symptoms (per plant part), keywords, names and favourable conditions.
 */
export class TextMatcher {
  readonly entries: readonly KnowledgeEntry[];
  readonly minScore: number;
  readonly minEvidenceScore: number;
  private readonly lexicon = buildLexicon();
  private readonly cropWords = buildCropWords();
  private readonly indexed: IndexedEntry[];
  private readonly df = new Map<string, number>();
  private readonly avgLength = new Map<FieldName | 'symptoms', number>();
  /** Stems that appear in some entry's diagnostic fields. */
  private readonly diagnosticVocabulary = new Set<string>();
  /** Correctly spelt words: the knowledge base's own words, the vocabulary and the crop names. */
  private readonly knownWords = new Set<string>();
  /** Words a misspelling may be corrected to, most trusted first. */
  private spellTargets: string[] = [];
  private readonly corrections = new Map<string, string>();

  constructor(entries: readonly KnowledgeEntry[], options: MatcherOptions = {}) {
    this.entries = entries;
    this.minScore = options.minScore ?? 3;
    this.minEvidenceScore = options.minEvidenceScore ?? 0.5;
    const lexiconWords = [...this.lexicon.words.keys()].filter((w) => /^[a-z]+$/.test(w));
    const cropNames = this.cropWords.filter((c) => c.words.length === 1).map((c) => c.words[0] ?? '');
    const vocabulary = [...lexiconWords, ...cropNames, ...STOPWORDS, ...NEGATORS, ...SCOPE_BREAKERS, ...PLANTISH];
    for (const word of [...vocabulary, ...GENERIC_TERMS, ...OFF_TOPIC_SUBJECTS, ...COMMON_WORDS]) {
      this.knownWords.add(word);
    }
    this.indexed = entries.map((entry) => this.indexEntry(entry));
    const entryWords = [...this.knownWords].filter((w) => w.length >= 6 && /^[a-z]+$/.test(w));
    this.spellTargets = [...new Set([...cropNames, ...lexiconWords, ...entryWords])].filter((w) => w.length >= 5);
    const totals = new Map<string, { sum: number; count: number }>();
    for (const item of this.indexed) {
      const seen = new Set<string>();
      for (const [name, field] of item.fields) {
        const t = totals.get(name) ?? { sum: 0, count: 0 };
        t.sum += field.length;
        t.count += 1;
        totals.set(name, t);
        for (const term of field.tf.keys()) {
          seen.add(term);
          if (name !== 'conditions') this.diagnosticVocabulary.add(term);
        }
      }
      const s = totals.get('symptoms') ?? { sum: 0, count: 0 };
      s.sum += item.symptomLength;
      s.count += 1;
      totals.set('symptoms', s);
      for (const term of seen) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
    for (const [name, t] of totals) this.avgLength.set(name as FieldName, t.count > 0 ? t.sum / t.count : 1);
  }

  /** Tokenises and normalises a text; crop words are removed from the tokens and reported separately. */
  private normalise(text: string, correctSpelling = false): Normalised {
    const raw = correctSpelling ? rawTokens(text).map((w) => this.correct(w)) : rawTokens(text);
    const crops = new Set<string>();
    const isCrop = new Array<boolean>(raw.length).fill(false);
    const unambiguousCrops = new Set<string>();
    const cropHits: { start: number; length: number; crop: string; ambiguous: boolean }[] = [];
    for (let i = 0; i < raw.length; i++) {
      for (const { crop, words } of this.cropWords) {
        if (words.every((w, k) => raw[i + k] === w)) {
          const ambiguous = words.length === 1 && AMBIGUOUS_CROP_WORDS.has(words[0] ?? '');
          cropHits.push({ start: i, length: words.length, crop, ambiguous });
          if (!ambiguous) unambiguousCrops.add(crop);
          i += words.length - 1;
          break;
        }
      }
    }
    for (const hit of cropHits) {
      if (hit.ambiguous) {
        const next = raw[hit.start + 1] ?? '';
        const prev = raw[hit.start - 1] ?? '';
        const plantish = PLANTISH.has(next);
        const looksLikeColour = APPEARANCE_NEXT.has(next) || APPEARANCE_PREV.has(prev);
        const otherCrop = [...unambiguousCrops].some((c) => c !== hit.crop);
        if (!plantish && (looksLikeColour || otherCrop)) continue;
      }
      crops.add(hit.crop);
      for (let k = 0; k < hit.length; k++) isCrop[hit.start + k] = true;
    }

    const offTopic = raw.some((t) => OFF_TOPIC_SUBJECTS.has(t));
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
      let matched = false;
      for (let n = Math.min(this.lexicon.maxPhraseLength, raw.length - i); n >= 2; n--) {
        const slice = stems.slice(i, i + n);
        if (slice.includes(BREAK) || isCrop.slice(i, i + n).some(Boolean)) continue;
        const canonical = this.lexicon.phrases.get(slice.join(' '));
        if (canonical) {
          tokens.push(canonical);
          rawOf.push(canonical);
          i += n;
          matched = true;
          break;
        }
      }
      if (matched) continue;
      if (word === BREAK) {
        tokens.push(BREAK);
        rawOf.push(BREAK);
      } else if (NEGATORS.has(word) || SCOPE_BREAKERS.has(word) || STOPWORDS.has(word) || /^\d+$/.test(word)) {
        tokens.push(NEGATORS.has(word) || SCOPE_BREAKERS.has(word) ? word : '');
        rawOf.push(word);
      } else {
        const stemmed = stems[i] ?? word;
        tokens.push(this.lexicon.words.get(word) ?? this.lexicon.words.get(stemmed) ?? stemmed);
        rawOf.push(word);
      }
      i += 1;
    }

    // Negation: a negator governs the next few content words, until a clause break or a "but".
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
        if (!GENERIC_TERMS.has(token) && !this.lexicon.partOfToken.has(token)) negated.add(token);
        scope -= 1;
        continue;
      }
      kept.push(token);
    }
    for (const token of [...kept]) kept.push(...(IMPLIED_TERMS[token] ?? []));
    const keptSet = new Set(kept);
    for (const term of negated) if (keptSet.has(term)) negated.delete(term);
    return { tokens: kept, negated, crops, offTopic };
  }

  /** Fixes one typo (a missing, extra, wrong or swapped letter) in a word the matcher does not know. */
  private correct(word: string): string {
    if (word.length < 5 || word === BREAK || this.knownWords.has(word) || /\d/.test(word)) return word;
    const stemmed = stem(word);
    if (this.df.has(stemmed) || this.lexicon.words.has(stemmed)) return word;
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

  private indexEntry(entry: KnowledgeEntry): IndexedEntry {
    const fields = new Map<FieldName, Field>();
    const addField = (name: FieldName, texts: readonly string[]) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const text of texts) {
        for (const word of rawTokens(text)) this.knownWords.add(word);
        const { tokens } = this.normalise(text);
        for (const token of tokens) {
          tf.set(token, (tf.get(token) ?? 0) + 1);
          length += 1;
        }
      }
      if (length > 0) fields.set(name, { tf, length });
      return length;
    };
    let symptomLength = 0;
    const parts = new Set<PlantPart>();
    for (const [part, sentences] of Object.entries(entry.symptoms) as [PlantPart, string[] | undefined][]) {
      if (!sentences || sentences.length === 0) continue;
      parts.add(part);
      symptomLength += addField(`part:${part}`, sentences);
    }
    addField('keywords', entry.keywords);
    addField('names', [entry.name, ...entry.synonyms, entry.scientificName ?? '']);
    addField('conditions', entry.favourableConditions);
    return { entry, fields, symptomLength, parts, hosts: new Set(entry.hosts) };
  }

  /** Parses a farmer's text: crops, parts, symptom terms, negations. */
  analyse(text: string): TextAnalysis {
    const { tokens, negated, crops, offTopic } = this.normalise(text, true);
    const terms = [...new Set(tokens)];
    const parts = new Set<PlantPart>();
    for (const term of terms) {
      const part = this.lexicon.partOfToken.get(term);
      if (part) parts.add(part);
    }
    const evidence = terms.filter(
      (t) =>
        !GENERIC_TERMS.has(t) &&
        !this.lexicon.partOfToken.has(t) &&
        (this.lexicon.symptomTerms.has(t) || this.diagnosticVocabulary.has(t)),
    );
    return {
      crops: [...crops],
      parts: [...parts],
      terms,
      symptoms: terms.filter((t) => this.lexicon.symptomTerms.has(t)),
      negated: [...negated],
      evidence,
      offTopicSubject: offTopic,
    };
  }

  private idf(term: string): number {
    const n = this.indexed.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25F contribution of one term to one entry: total and from diagnostic fields only. */
  private termScore(item: IndexedEntry, term: string, namedParts: ReadonlySet<PlantPart>): [number, number] {
    let weighted = 0;
    let diagnostic = 0;
    const symptomNorm = 1 - BM25_B + BM25_B * (item.symptomLength / (this.avgLength.get('symptoms') || 1));
    for (const [name, field] of item.fields) {
      const tf = field.tf.get(term);
      if (!tf) continue;
      let weight: number;
      let norm: number;
      if (name.startsWith('part:')) {
        const part = name.slice(5) as PlantPart;
        weight = namedParts.size === 0 || namedParts.has(part) ? FIELD_WEIGHTS.partNamed : FIELD_WEIGHTS.partOther;
        norm = symptomNorm;
      } else {
        weight = FIELD_WEIGHTS[name as 'keywords' | 'names' | 'conditions'];
        norm = 1 - BM25_B + BM25_B * (field.length / (this.avgLength.get(name) || 1));
      }
      const contribution = (weight * tf) / norm;
      weighted += contribution;
      if (name !== 'conditions') diagnostic += contribution;
    }
    if (weighted === 0) return [0, 0];
    const idf = this.idf(term);
    const saturate = (x: number) => (x * (BM25_K1 + 1)) / (x + BM25_K1);
    return [idf * saturate(weighted), idf * saturate(diagnostic)];
  }

  /** Scores every entry against an analysed text, best first; entries with no matching term are left out. */
  score(analysis: TextAnalysis): TextMatch[] {
    const namedParts = new Set(analysis.parts);
    const crops = new Set(analysis.crops);
    const matches: TextMatch[] = [];
    for (const item of this.indexed) {
      let score = 0;
      let evidenceScore = 0;
      const matchedTerms: string[] = [];
      for (const term of analysis.terms) {
        const [s, e] = this.termScore(item, term, namedParts);
        if (s <= 0) continue;
        // canonical symptom terms are what farmers describe best; plain words count a little less
        const boost = this.lexicon.symptomTerms.has(term) ? 1.25 : 1;
        score += s * boost;
        if (analysis.evidence.includes(term)) evidenceScore += e * boost;
        matchedTerms.push(term);
      }
      for (const term of analysis.negated) {
        const [s] = this.termScore(item, term, namedParts);
        score -= 0.8 * s;
      }
      if (score <= 0 || matchedTerms.length === 0) continue;
      let hostMatch: boolean | null = null;
      if (crops.size > 0) {
        hostMatch = [...crops].some((c) => item.hosts.has(c));
        if (!hostMatch) {
          score *= NON_HOST_FACTOR;
          evidenceScore *= NON_HOST_FACTOR;
        }
      }
      if (namedParts.size > 0) {
        const named = [...namedParts].filter((p) => p !== 'whole plant');
        if (named.length > 0) {
          const covered = named.filter((p) => item.parts.has(p)).length / named.length;
          score *= 0.85 + 0.3 * covered;
        }
      }
      matches.push({ entry: item.entry, score, evidenceScore, matchedTerms, hostMatch });
    }
    return matches.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  }

  /** Whether some entry is about this crop. */
  coversCrop(crop: string): boolean {
    return this.indexed.some((item) => item.hosts.has(crop));
  }

  /** Entries that host a crop (for photo-led ranking when the text names a crop but no symptom). */
  hostsOf(crops: readonly string[]): KnowledgeEntry[] {
    const wanted = new Set(crops);
    return this.indexed.filter((item) => [...item.hosts].some((h) => wanted.has(h))).map((item) => item.entry);
  }
}
