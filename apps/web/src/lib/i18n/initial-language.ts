import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from '@farmai/contracts/languages';

/** Where the choice is remembered (docs/product/data.md: local storage `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The remembered choice, else the first of the browser's languages the app speaks, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage can be unavailable (private mode): fall back to the browser's languages
  }
  return typeof navigator === 'undefined'
    ? DEFAULT_LANGUAGE
    : pickLanguage(navigator.languages ?? [navigator.language]);
}
