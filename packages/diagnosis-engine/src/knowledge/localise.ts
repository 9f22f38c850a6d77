import type { Language } from '@farmai/contracts';
import { localNamesOf } from './local-names/index.js';
import type { EntryTranslation, KnowledgeTranslations } from './translations/types.js';
import type { KnowledgeEntry, PlantPart } from './types.js';

/** The languages other than English that knowledge-base entries are translated into. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** Every language's translations of the knowledge base, by language. */
export type TranslationSet = Readonly<Partial<Record<TranslatedLanguage, KnowledgeTranslations>>>;

const text = (translated: string | undefined, english: string) =>
  typeof translated === 'string' && translated.trim() !== '' ? translated : english;

/** A translated list when it matches the English one item for item; the English list otherwise. */
function list(translated: readonly string[] | undefined, english: readonly string[]): string[] {
  if (!translated || translated.length !== english.length) return [...english];
  return english.map((item, i) => text(translated[i], item));
}

/** Same length, item by item, or the English list. */
function pairs<T>(translated: readonly T[] | undefined, english: readonly T[], merge: (t: T, e: T) => T): T[] {
  if (!translated || translated.length !== english.length) return [...english];
  return english.map((item, i) => {
    const t = translated[i];
    return t ? merge(t, item) : item;
  });
}

/** An entry with its texts from a translation, field by field; what is missing or mismatched stays English. */
export function translateEntry(entry: KnowledgeEntry, t: EntryTranslation): KnowledgeEntry {
  const symptoms: Partial<Record<PlantPart, string[]>> = {};
  for (const [part, sentences] of Object.entries(entry.symptoms) as [PlantPart, string[] | undefined][]) {
    if (sentences) symptoms[part] = list(t.symptoms?.[part], sentences);
  }
  const { management: m } = entry;
  return {
    ...entry,
    name: text(t.name, entry.name),
    symptoms,
    favourableConditions: list(t.favourableConditions, entry.favourableConditions),
    // the English look-alike's id stays, so the report finds the same one in any language
    lookAlikes: pairs(t.lookAlikes, entry.lookAlikes, (l, e) => ({
      ...e,
      name: text(l.name, e.name),
      howToTell: text(l.howToTell, e.howToTell),
    })),
    management: {
      cultural: list(t.management?.cultural, m.cultural),
      biological: list(t.management?.biological, m.biological),
      chemical: pairs(t.management?.chemical, m.chemical, (c, e) => ({
        activeIngredient: text(c.activeIngredient, e.activeIngredient),
        note: text(c.note, e.note),
      })),
    },
    prevention: list(t.prevention, entry.prevention),
    whenToCallExpert: text(t.whenToCallExpert, entry.whenToCallExpert),
  };
}

/** Knowledge-base entries in a language, and the names farmers use for them in every language. */
export interface Localiser {
  /** The entry in a language: its translation where there is one, English entry by entry and field by field. */
  entry(entry: KnowledgeEntry, language: Language): KnowledgeEntry;
  /** Whether the entry has a translation in the language. */
  has(entryId: string, language: Language): boolean;
  /** The names farmers use for an entry (`local-names/`), every language together, whatever the answer's language. */
  localNames(entryId: string): string[];
}

/**
 * A localiser over a set of translations, remembering each entry it has translated. The local names
 * are every language's (the shipped ones unless given), also where `translations` holds one language.
 */
export function createLocaliser(
  translations: TranslationSet,
  localNames: (entryId: string) => string[] = localNamesOf,
): Localiser {
  const cache = new Map<string, KnowledgeEntry>();
  const translationOf = (id: string, language: Language) =>
    language === 'en' ? undefined : translations[language]?.[id];
  return {
    entry(entry, language) {
      const t = translationOf(entry.id, language);
      if (!t) return entry;
      const key = `${language}:${entry.id}`;
      let done = cache.get(key);
      if (!done) {
        done = translateEntry(entry, t);
        cache.set(key, done);
      }
      return done;
    },
    has: (entryId, language) => translationOf(entryId, language) !== undefined,
    localNames,
  };
}

/** Entries in English whatever the language (the report's own words are still the language's). */
export const ENGLISH_ENTRIES: Localiser = createLocaliser({});
