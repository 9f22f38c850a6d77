import { messages as english } from 'virtual:messages/en';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, pickLanguage } from '@farmai/contracts';
import { i18n } from '@lingui/core';

/**
 * The locale each language formats numbers, dates and plurals with (docs/decisions/017-i18n-library.md):
 * Bangla writes Bengali digits (its CLDR default), Hindi is asked for Devanagari digits.
 */
export const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  bn: 'bn-BD',
  hi: 'hi-IN-u-nu-deva',
};

/** All five are written left to right; `dir` still follows the language so a right-to-left one needs no other change. */
const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', es: 'ltr', fr: 'ltr', bn: 'ltr', hi: 'ltr' };

/** Where the choice is remembered (docs/product/data.md: local storage `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language but English is a chunk of its own, fetched when it is chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: typeof english }>> = {
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  bn: () => import('virtual:messages/bn'),
  hi: () => import('virtual:messages/hi'),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
i18n.load(DEFAULT_LANGUAGE, english);
i18n.activate(DEFAULT_LANGUAGE, [LOCALE_TAGS[DEFAULT_LANGUAGE]]);

/** The language the texts are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The locale to hand to `Intl` for the current language (or a given one). */
export const currentLocale = (language: Language = currentLanguage()): string => LOCALE_TAGS[language];

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

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
}

/**
 * Loads a language's messages if they are not here yet, then switches every text to it, sets
 * `<html lang dir>` and remembers the choice. Listeners of i18n's `change` event run before React
 * renders again.
 */
export async function activateLanguage(language: Language, { persist = true } = {}): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await loaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
  }
  if (persist) remember(language);
  if (i18n.locale !== language) i18n.activate(language, [LOCALE_TAGS[language]]);
}

export { i18n, LANGUAGES };
