import { buildCropWords } from './crop-detection.js';
import type { KnowledgeEntry, PlantPart } from './knowledge/types.js';
import {
  type Field,
  type FieldName,
  type IndexedEntry,
  type IndexStatistics,
  indexStatistics,
  NON_HOST_FACTOR,
  termScore,
} from './text-index.js';
import { type Normalised, normaliseWords } from './text-normalise.js';
import { BREAK, buildLexicon, editDistance, rawTokens, stem } from './text-tokens.js';
import {
  COMMON_WORDS,
  GENERIC_TERMS,
  NEGATORS,
  OFF_TOPIC_SUBJECTS,
  PLANTISH,
  SCOPE_BREAKERS,
  STOPWORDS,
} from './vocabulary-data.js';

export { FIELD_WEIGHTS, NON_HOST_FACTOR } from './text-index.js';
export { editDistance, rawTokens } from './text-tokens.js';

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
  private readonly stats: IndexStatistics;
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
    this.stats = indexStatistics(this.indexed);
  }

  /** Tokenises and normalises a text; crop words are removed from the tokens and reported separately. */
  private normalise(text: string, correctSpelling = false): Normalised {
    const raw = correctSpelling ? rawTokens(text).map((w) => this.correct(w)) : rawTokens(text);
    return normaliseWords(raw, this.lexicon, this.cropWords);
  }

  /** Fixes one typo (a missing, extra, wrong or swapped letter) in a word the matcher does not know. */
  private correct(word: string): string {
    if (word.length < 5 || word === BREAK || this.knownWords.has(word) || /\d/.test(word)) return word;
    const stemmed = stem(word);
    if (this.stats.df.has(stemmed) || this.lexicon.words.has(stemmed)) return word;
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
        (this.lexicon.symptomTerms.has(t) || this.stats.diagnosticVocabulary.has(t)),
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

  /** BM25F contribution of one term to one entry: total and from diagnostic fields only. */
  private termScore(item: IndexedEntry, term: string, namedParts: ReadonlySet<PlantPart>): [number, number] {
    return termScore(this.stats, this.indexed.length, item, term, namedParts);
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
      score *= partCoverageFactor(item, namedParts);
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

/** Entries that cover the plant parts the farmer named score up to 15 % more, those that cover none 15 % less. */
function partCoverageFactor(item: IndexedEntry, namedParts: ReadonlySet<PlantPart>): number {
  if (namedParts.size === 0) return 1;
  const named = [...namedParts].filter((p) => p !== 'whole plant');
  if (named.length === 0) return 1;
  const covered = named.filter((p) => item.parts.has(p)).length / named.length;
  return 0.85 + 0.3 * covered;
}
