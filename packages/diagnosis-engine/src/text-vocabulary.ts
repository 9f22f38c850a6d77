import {
  AMBIGUOUS_CROP_WORDS,
  APPEARANCE_NEXT,
  APPEARANCE_PREV,
  GENERIC_TERMS,
  IMPLIED_TERMS,
  NEGATION_EXEMPT_NEXT,
  NEGATORS,
  OFF_TOPIC_SUBJECTS,
  PLANTISH,
  SCOPE_BREAKERS,
  STOPWORDS,
} from './vocabulary-data.js';

/**
 * One language's words for the matcher (`vocabulary-<lang>-data.ts`). Its words are mapped onto English
 * words the matcher already knows, so a Hindi "धब्बे" and a Spanish "manchas" meet the knowledge
 * base's "spots" exactly as an English farmer's word does.
 */
export interface LanguageVocabulary {
  /**
   * English word → this language's words and phrases for it. The English word is a canonical
   * symptom term (`spot`), a plant part (`leaf`, `whole plant`) or any single English word of the
   * knowledge base (`sesame`, `cigar`, `rain`).
   */
  words: Readonly<Record<string, readonly string[]>>;
  /** Crop id (crops.ts, world-crops.ts) → this language's names; the first is the one the report shows. */
  crops: Readonly<Record<string, readonly string[]>>;
  /** Words that negate the next few words ("sin manchas", "pas de taches"). */
  negators: readonly string[];
  /** Words that negate the word before them ("daag nahi", "দাগ নেই"). */
  negatorsAfter: readonly string[];
  /** Words that end a negation ("pero", "mais", "lekin"). */
  scopeBreakers: readonly string[];
  /** Function words and filler. */
  stopwords: readonly string[];
  /** Animals, people and machines: a text about them is not about a plant. */
  offTopic: readonly string[];
  /** Words for plants, fields and trees, which make a colour-crop word a crop ("naranjo", "গাছ"). */
  plantish: readonly string[];
  /**
   * Words beside a negator that make it about the farmer's knowledge, not the plant: "pata nahi",
   * "je ne sais pas", "no sé por qué", "বুঝতে পারছি না".
   */
  knowing: readonly string[];
  /** Crop names that are also colours ("naranja", "কমলা"): crops only next to a plant word. */
  ambiguousCrops: readonly string[];
  /** Words around a colour-crop word that show it is a colour ("color", "রঙের", "polvo"). */
  appearance: readonly string[];
  /** Crop names that count only right after one of the listed words ("mais" after "le", "du", "de"). */
  cropsAfter?: Readonly<Record<string, readonly string[]>>;
}

/** The word tables the matcher reads, merged over the languages it understands. */
export interface Vocabulary {
  negators: ReadonlySet<string>;
  negatorsAfter: ReadonlySet<string>;
  scopeBreakers: ReadonlySet<string>;
  stopwords: ReadonlySet<string>;
  offTopic: ReadonlySet<string>;
  plantish: ReadonlySet<string>;
  /** Words right after a negator that make it about knowledge ("not sure", "no idea"). */
  exemptNext: ReadonlySet<string>;
  /** Words right before a negator that make it about knowledge ("pata nahi", "sais pas"). */
  exemptPrev: ReadonlySet<string>;
  ambiguousCrops: ReadonlySet<string>;
  appearanceNext: ReadonlySet<string>;
  appearancePrev: ReadonlySet<string>;
  cropsAfter: ReadonlyMap<string, ReadonlySet<string>>;
  generic: ReadonlySet<string>;
  implied: Readonly<Record<string, readonly string[]>>;
  /** Words only the other languages use: a message with one of them is written in a local language. */
  foreign: ReadonlySet<string>;
}

/** The English tables as they are (vocabulary-data.ts). */
export const ENGLISH_VOCABULARY: Vocabulary = {
  negators: NEGATORS,
  negatorsAfter: new Set(),
  scopeBreakers: SCOPE_BREAKERS,
  stopwords: STOPWORDS,
  offTopic: OFF_TOPIC_SUBJECTS,
  plantish: PLANTISH,
  exemptNext: NEGATION_EXEMPT_NEXT,
  exemptPrev: new Set(),
  ambiguousCrops: AMBIGUOUS_CROP_WORDS,
  appearanceNext: APPEARANCE_NEXT,
  appearancePrev: APPEARANCE_PREV,
  cropsAfter: new Map(),
  generic: GENERIC_TERMS,
  implied: IMPLIED_TERMS,
  foreign: new Set(),
};

/**
 * The English tables with each language's words added, every word folded the way the farmer's words
 * are (`fold` gives a word's tokens; Bangla and Hindi words are kept with and without their endings).
 */
export function mergeVocabulary(
  languages: readonly LanguageVocabulary[],
  fold: (word: string) => string[],
  englishWords: ReadonlySet<string>,
): Vocabulary {
  const merged = (base: ReadonlySet<string>, pick: (l: LanguageVocabulary) => readonly string[]) => {
    const set = new Set(base);
    for (const language of languages) for (const word of pick(language)) for (const w of fold(word)) set.add(w);
    return set;
  };
  const cropsAfter = new Map<string, Set<string>>();
  for (const language of languages) {
    for (const [crop, before] of Object.entries(language.cropsAfter ?? {})) {
      cropsAfter.set(crop, new Set(before.flatMap(fold)));
    }
  }
  const foreign = new Set<string>();
  for (const language of languages) {
    const all = [
      ...Object.values(language.words).flat(),
      ...Object.values(language.crops).flat(),
      ...language.negators,
      ...language.negatorsAfter,
      ...language.stopwords,
      ...language.offTopic,
    ];
    for (const phrase of all) for (const w of fold(phrase)) if (!englishWords.has(w)) foreign.add(w);
  }
  const appearance = merged(new Set(), (l) => l.appearance);
  // "no sé qué" is kept as a phrase; single words with their forms
  const knowing = new Set<string>();
  for (const language of languages) {
    for (const entry of language.knowing) {
      const forms = fold(entry);
      if (entry.trim().includes(' ')) knowing.add(forms.join(' '));
      else for (const form of forms) knowing.add(form);
    }
  }
  return {
    negators: merged(NEGATORS, (l) => l.negators),
    negatorsAfter: merged(new Set(), (l) => l.negatorsAfter),
    scopeBreakers: merged(SCOPE_BREAKERS, (l) => l.scopeBreakers),
    stopwords: merged(STOPWORDS, (l) => l.stopwords),
    offTopic: merged(OFF_TOPIC_SUBJECTS, (l) => l.offTopic),
    plantish: merged(PLANTISH, (l) => l.plantish),
    exemptNext: new Set([...NEGATION_EXEMPT_NEXT, ...knowing]),
    exemptPrev: knowing,
    ambiguousCrops: merged(AMBIGUOUS_CROP_WORDS, (l) => l.ambiguousCrops),
    appearanceNext: new Set([...APPEARANCE_NEXT, ...appearance]),
    appearancePrev: new Set([...APPEARANCE_PREV, ...appearance]),
    cropsAfter,
    generic: GENERIC_TERMS,
    implied: IMPLIED_TERMS,
    foreign,
  };
}
