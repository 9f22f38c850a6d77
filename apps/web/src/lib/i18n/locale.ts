import { messages as english } from 'virtual:messages/en-first';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@farmai/contracts';
import { i18n } from '@lingui/core';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './initial-language';

export { initialLanguage, LANGUAGE_STORAGE_KEY };

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

type Part = 'first' | 'more' | 'admin';
type Loader = () => Promise<{ messages: typeof english }>;

/**
 * Each language's messages come in three chunks: `first` (the app's frame and the sign-in page),
 * `more` (the farmer's and the shop's screens) and `admin` (the back office's). English `first` is in
 * the first bundle; the rest is fetched when needed: a language's parts shown so far when it is
 * chosen, English `more` with the first area that needs it, `admin` with the back office.
 */
const loaders: Record<Language, Record<Part, Loader | undefined>> = {
  en: {
    first: undefined,
    more: () => import('virtual:messages/en-more'),
    admin: () => import('virtual:messages/en-admin'),
  },
  es: {
    first: () => import('virtual:messages/es-first'),
    more: () => import('virtual:messages/es-more'),
    admin: () => import('virtual:messages/es-admin'),
  },
  fr: {
    first: () => import('virtual:messages/fr-first'),
    more: () => import('virtual:messages/fr-more'),
    admin: () => import('virtual:messages/fr-admin'),
  },
  bn: {
    first: () => import('virtual:messages/bn-first'),
    more: () => import('virtual:messages/bn-more'),
    admin: () => import('virtual:messages/bn-admin'),
  },
  hi: {
    first: () => import('virtual:messages/hi-first'),
    more: () => import('virtual:messages/hi-more'),
    admin: () => import('virtual:messages/hi-admin'),
  },
};

const loaded = new Map<string, Promise<void>>();
loaded.set(`${DEFAULT_LANGUAGE}/first`, Promise.resolve());
i18n.load(DEFAULT_LANGUAGE, english);
i18n.activate(DEFAULT_LANGUAGE, [LOCALE_TAGS[DEFAULT_LANGUAGE]]);

/** Fetches one part of a language's messages once, and adds it to the ones Lingui has. */
function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    const loader = loaders[language][part];
    loading = (loader ? loader() : Promise.resolve({ messages: {} })).then(({ messages }) => {
      i18n.load(language, messages);
    });
    // a failed download is tried again next time
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The parts the screens shown so far need, which a newly chosen language loads before it shows. */
const wanted = new Set<Part>(['first']);

/**
 * The messages of the farmer's and the shop's screens in the current language, and with `admin` the
 * back office's: areas other than sign-in wait for them (in parallel with their own code).
 */
export function loadAllMessages({ admin = false } = {}): Promise<void> {
  const parts: Part[] = admin ? ['more', 'admin'] : ['more'];
  for (const part of parts) wanted.add(part);
  return Promise.all(parts.map((part) => loadPart(currentLanguage(), part))).then(() => undefined);
}

/** The language the texts are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The locale to hand to `Intl` for the current language (or a given one). */
export const currentLocale = (language: Language = currentLanguage()): string => LOCALE_TAGS[language];

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
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
    // the install prompt and the installed app's name and description in the reader's language
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifests/${language}.webmanifest`);
  }
  if (persist) remember(language);
  if (i18n.locale !== language) i18n.activate(language, [LOCALE_TAGS[language]]);
}

export { i18n, LANGUAGES };
