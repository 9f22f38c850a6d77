import type { Language } from '@farmai/contracts';
import type { LocalNames } from '../translations/types.js';
import { bnLocalNames } from './bn.js';
import { esLocalNames } from './es.js';
import { frLocalNames } from './fr.js';
import { hiLocalNames } from './hi.js';

/** Every language's local names, by language (the text matcher reads them all, whatever the answer's language). */
export const LOCAL_NAMES: Readonly<Record<Exclude<Language, 'en'>, LocalNames>> = {
  es: esLocalNames,
  fr: frLocalNames,
  bn: bnLocalNames,
  hi: hiLocalNames,
};

/** The local names of an entry in a set of languages, every language together. */
export function localNamesIn(sets: readonly LocalNames[]): (entryId: string) => string[] {
  return (entryId) => sets.flatMap((byId) => (byId[entryId] ?? []).filter((name) => name.trim()));
}

/** The shipped local names of an entry, every language together. */
export const localNamesOf = localNamesIn(Object.values(LOCAL_NAMES));
