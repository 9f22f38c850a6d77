import type { KnowledgeEntry, PlantPart } from './knowledge/types.js';

/** The BM25F index over the knowledge-base fields: what is stored per entry and how one term scores. */

export type FieldName = 'keywords' | 'names' | 'conditions' | `part:${PlantPart}`;

export interface Field {
  tf: Map<string, number>;
  length: number;
}

export interface IndexedEntry {
  entry: KnowledgeEntry;
  fields: Map<FieldName, Field>;
  /** All symptom fields together, for length normalisation. */
  symptomLength: number;
  parts: Set<PlantPart>;
  hosts: Set<string>;
  /**
   * The names farmers use for the problem in other languages (`knowledge/local-names/`). Kept
   * apart from the English fields: it counts only for messages written in a local language, and
   * never changes the statistics English messages are scored with.
   */
  local?: Field;
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
  /** Local names, like the names. */
  local: 2,
} as const;

const BM25_K1 = 1.2;
const BM25_B = 0.6;

/** Score multiplier for entries that do not host a crop the farmer named. */
export const NON_HOST_FACTOR = 0.08;

/** Corpus statistics of the index. */
export interface IndexStatistics {
  /** Number of entries each term appears in. */
  df: Map<string, number>;
  /** Mean length of each field, and of all symptom fields together. */
  avgLength: Map<FieldName | 'symptoms', number>;
  /** Stems that appear in some entry's diagnostic fields (local names included). */
  diagnosticVocabulary: Set<string>;
  /** Number of entries whose local names hold each term, and their mean length. */
  localDf: Map<string, number>;
  localAvgLength: number;
}

/** The statistics BM25F needs over the indexed entries (document frequencies, mean field lengths). */
export function indexStatistics(indexed: readonly IndexedEntry[]): IndexStatistics {
  const df = new Map<string, number>();
  const avgLength = new Map<FieldName | 'symptoms', number>();
  const diagnosticVocabulary = new Set<string>();
  const totals = new Map<string, { sum: number; count: number }>();
  for (const item of indexed) {
    const seen = new Set<string>();
    for (const [name, field] of item.fields) {
      const t = totals.get(name) ?? { sum: 0, count: 0 };
      t.sum += field.length;
      t.count += 1;
      totals.set(name, t);
      for (const term of field.tf.keys()) {
        seen.add(term);
        if (name !== 'conditions') diagnosticVocabulary.add(term);
      }
    }
    const s = totals.get('symptoms') ?? { sum: 0, count: 0 };
    s.sum += item.symptomLength;
    s.count += 1;
    totals.set('symptoms', s);
    for (const term of seen) df.set(term, (df.get(term) ?? 0) + 1);
  }
  for (const [name, t] of totals) avgLength.set(name as FieldName, t.count > 0 ? t.sum / t.count : 1);
  const localDf = new Map<string, number>();
  let localSum = 0;
  let localCount = 0;
  for (const { local } of indexed) {
    if (!local) continue;
    localSum += local.length;
    localCount += 1;
    for (const term of local.tf.keys()) {
      localDf.set(term, (localDf.get(term) ?? 0) + 1);
      diagnosticVocabulary.add(term);
    }
  }
  const localAvgLength = localCount > 0 ? localSum / localCount : 1;
  return { df, avgLength, diagnosticVocabulary, localDf, localAvgLength };
}

function idf(stats: IndexStatistics, entries: number, term: string): number {
  const df = stats.df.get(term) ?? stats.localDf.get(term) ?? 0;
  return Math.log(1 + (entries - df + 0.5) / (df + 0.5));
}

/** BM25F contribution of one term to one entry: total and from diagnostic fields only. */
export function termScore(
  stats: IndexStatistics,
  entries: number,
  item: IndexedEntry,
  term: string,
  namedParts: ReadonlySet<PlantPart>,
  useLocal = false,
): [number, number] {
  let weighted = 0;
  let diagnostic = 0;
  const symptomNorm = 1 - BM25_B + BM25_B * (item.symptomLength / (stats.avgLength.get('symptoms') || 1));
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
      norm = 1 - BM25_B + BM25_B * (field.length / (stats.avgLength.get(name) || 1));
    }
    const contribution = (weight * tf) / norm;
    weighted += contribution;
    if (name !== 'conditions') diagnostic += contribution;
  }
  const localTf = useLocal ? item.local?.tf.get(term) : undefined;
  if (localTf && item.local) {
    const contribution =
      (FIELD_WEIGHTS.local * localTf) / (1 - BM25_B + BM25_B * (item.local.length / stats.localAvgLength));
    weighted += contribution;
    diagnostic += contribution;
  }
  if (weighted === 0) return [0, 0];
  const weight = idf(stats, entries, term);
  const saturate = (x: number) => (x * (BM25_K1 + 1)) / (x + BM25_K1);
  return [weight * saturate(weighted), weight * saturate(diagnostic)];
}
