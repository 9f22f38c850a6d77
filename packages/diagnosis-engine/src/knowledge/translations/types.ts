import type { PlantPart } from '../types.js';

/**
 * A knowledge-base entry's text in another language. Every list has the same length and order as
 * the English entry's (entries/*.ts), so the report can pick the same item in either language;
 * ids, hosts, types, the visual signature and sources are not text a farmer reads, and stay as
 * they are.
 */
export interface EntryTranslation {
  name: string;
  symptoms: Partial<Record<PlantPart, string[]>>;
  favourableConditions: string[];
  lookAlikes: { name: string; howToTell: string }[];
  management: {
    cultural: string[];
    biological: string[];
    /** Active ingredients keep their common (ISO) name, written as it is sold in that country. */
    chemical: { activeIngredient: string; note: string }[];
  };
  prevention: string[];
  whenToCallExpert: string;
}

/** One language's translations, by entry id. */
export type KnowledgeTranslations = Record<string, EntryTranslation>;

/**
 * Names farmers use for each entry's problem in one language, by entry id: in its own script and in
 * Latin letters as they type them (e.g. Hindi 'झुलसा', 'jhulsa', 'jhulsa rog'). Kept apart from the
 * translations (`local-names/<lang>.ts`) because the text matcher reads every language's names, while a
 * phone answering offline loads the texts of its farmer's language only.
 */
export type LocalNames = Record<string, readonly string[]>;
