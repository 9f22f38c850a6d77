import { buildCropWords } from './crop-detection.js';
import { LATIN_LOCAL_CROP_NAMES } from './knowledge/crops.js';
import { localNamesOf } from './knowledge/local-names/index.js';
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
import { Reading } from './text-reading.js';
import { isIndic } from './text-scripts.js';
import { BREAK, buildLexicon, rawTokens } from './text-tokens.js';
import type { LanguageVocabulary } from './text-vocabulary.js';
import { LOCAL_VOCABULARIES } from './vocabularies.js';
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
  /** The text is written (at least partly) in a language other than English: local names count. */
  local: boolean;
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
  /** The other languages' words the matcher understands (all of them unless given). */
  languages?: readonly LanguageVocabulary[];
  /** Names farmers use for an entry in other languages (`knowledge/local-names/`). */
  localNames?: (entryId: string) => readonly string[];
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
  /** Messages in English are read with the English words only, exactly as the knowledge base is. */
  private readonly english: Reading;
  /** Messages with words of the other languages are read with those words too (English keeps its meaning). */
  private readonly local: Reading;
  /** Words only the other languages use: what makes a message local. */
  private readonly foreignWords: ReadonlySet<string>;
  private readonly indexed: IndexedEntry[];
  private readonly stats: IndexStatistics;

  constructor(entries: readonly KnowledgeEntry[], options: MatcherOptions = {}) {
    this.entries = entries;
    this.minScore = options.minScore ?? 3;
    this.minEvidenceScore = options.minEvidenceScore ?? 0.5;
    const latin = (w: string) => /^[a-z]+$/.test(w);
    const entryLexicon = buildLexicon();
    const entryCropWords = buildCropWords();
    const known = new Set<string>();
    const lexiconWords = [...entryLexicon.words.keys()].filter(latin);
    const cropNames = entryCropWords.filter((c) => c.words.length === 1).map((c) => c.words[0] ?? '');
    const vocabulary = [...lexiconWords, ...cropNames, ...STOPWORDS, ...NEGATORS, ...SCOPE_BREAKERS, ...PLANTISH];
    for (const word of [...vocabulary, ...GENERIC_TERMS, ...OFF_TOPIC_SUBJECTS, ...COMMON_WORDS]) known.add(word);
    const readEntry = (text: string) => {
      for (const word of rawTokens(text)) known.add(word);
      return normaliseWords(rawTokens(text), entryLexicon, entryCropWords).tokens;
    };
    this.indexed = entries.map((entry) => indexEntry(entry, readEntry));
    const entryWords = [...known].filter((w) => w.length >= 6 && latin(w));
    // a misspelt English word is never corrected into a local crop name ("gonna" is not "ganna")
    const latinNames = new Set(Object.values(LATIN_LOCAL_CROP_NAMES).flat());
    const englishTargets = [...new Set([...cropNames, ...lexiconWords, ...entryWords])].filter(
      (w) => w.length >= 5 && !latinNames.has(w),
    );
    this.english = new Reading(entryLexicon, entryCropWords, known, englishTargets);

    const languages = options.languages ?? LOCAL_VOCABULARIES;
    const lexicon = buildLexicon(languages, known);
    const cropWords = buildCropWords(languages);
    const v = lexicon.vocabulary;
    this.foreignWords = v.foreign;
    // the other languages' words are known too, and corrected to only after the English ones
    const localCrops = cropWords.filter((c) => c.words.length === 1).map((c) => c.words[0] ?? '');
    const localKnown = new Set([...known, ...localCrops, ...v.foreign, ...v.stopwords, ...v.negators]);
    for (const word of [...v.negatorsAfter, ...v.offTopic, ...v.plantish, ...v.scopeBreakers]) localKnown.add(word);
    const localTargets = [...localCrops, ...v.foreign].filter((w) => latin(w) && w.length >= 6 && !known.has(w));
    this.local = new Reading(lexicon, cropWords, localKnown, [...englishTargets, ...new Set(localTargets)]);
    const localNames = options.localNames ?? localNamesOf;
    for (const item of this.indexed) {
      const field = localField(localNames(item.entry.id), (name) => this.local.normalise(rawTokens(name)).tokens);
      if (field) item.local = field;
    }
    this.stats = indexStatistics(this.indexed);
  }

  /**
   * Whether a message is written in another language than English: a word in Bangla or Devanagari
   * script, or enough words that only the other languages use (one stray word in an English message
   * is not enough).
   */
  private isLocal(raw: readonly string[]): boolean {
    const words = raw.filter((w) => w !== BREAK);
    let foreign = 0;
    for (const word of words) {
      if (isIndic(word)) return true;
      if (this.foreignWords.has(word)) foreign += 1;
    }
    return foreign > 0 && foreign >= Math.ceil(0.25 * words.length);
  }

  /** Tokenises and normalises a text; crop words are removed from the tokens and reported separately. */
  private normalise(text: string): Normalised & { local: boolean } {
    const raw = rawTokens(text);
    const local = this.isLocal(raw);
    const reading = local ? this.local : this.english;
    return { ...reading.normalise(raw.map((w) => reading.correct(w, this.stats.df))), local };
  }

  /** Parses a farmer's text: crops, parts, symptom terms, negations. */
  analyse(text: string): TextAnalysis {
    const { tokens, negated, crops, offTopic, local } = this.normalise(text);
    const terms = [...new Set(tokens)];
    const parts = new Set<PlantPart>();
    for (const term of terms) {
      const part = this.english.lexicon.partOfToken.get(term);
      if (part) parts.add(part);
    }
    const evidence = terms.filter(
      (t) =>
        !GENERIC_TERMS.has(t) &&
        !this.english.lexicon.partOfToken.has(t) &&
        (this.english.lexicon.symptomTerms.has(t) || this.stats.diagnosticVocabulary.has(t)),
    );
    return {
      crops: [...crops],
      parts: [...parts],
      terms,
      symptoms: terms.filter((t) => this.english.lexicon.symptomTerms.has(t)),
      negated: [...negated],
      evidence,
      offTopicSubject: offTopic,
      local,
    };
  }

  /** BM25F contribution of one term to one entry: total and from diagnostic fields only. */
  private termScore(
    item: IndexedEntry,
    term: string,
    namedParts: ReadonlySet<PlantPart>,
    useLocal: boolean,
  ): [number, number] {
    return termScore(this.stats, this.indexed.length, item, term, namedParts, useLocal);
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
        const [s, e] = this.termScore(item, term, namedParts, analysis.local);
        if (s <= 0) continue;
        // canonical symptom terms are what farmers describe best; plain words count a little less
        const boost = this.english.lexicon.symptomTerms.has(term) ? 1.25 : 1;
        score += s * boost;
        if (analysis.evidence.includes(term)) evidenceScore += e * boost;
        matchedTerms.push(term);
      }
      for (const term of analysis.negated) {
        const [s] = this.termScore(item, term, namedParts, analysis.local);
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

  /** Whether some entry's English fields use a term, or it is a symptom or part term (vocabularies map onto these). */
  usesTerm(term: string): boolean {
    const { symptomTerms, partOfToken } = this.english.lexicon;
    return this.stats.df.has(term) || symptomTerms.has(term) || partOfToken.has(term);
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

/** The English fields of an entry, each text read by `read`. */
function indexEntry(entry: KnowledgeEntry, read: (text: string) => string[]): IndexedEntry {
  const fields = new Map<FieldName, Field>();
  const addField = (name: FieldName, texts: readonly string[]) => {
    const tf = new Map<string, number>();
    let length = 0;
    for (const text of texts) {
      for (const token of read(text)) {
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

/** The local names of an entry as one field, or undefined without any. */
function localField(names: readonly string[], read: (name: string) => string[]): Field | undefined {
  const tf = new Map<string, number>();
  let length = 0;
  for (const name of names) {
    for (const token of read(name)) {
      tf.set(token, (tf.get(token) ?? 0) + 1);
      length += 1;
    }
  }
  return length > 0 ? { tf, length } : undefined;
}
