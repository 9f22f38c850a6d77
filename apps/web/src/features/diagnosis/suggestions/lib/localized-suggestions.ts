import type { Language } from '@farmai/contracts';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '@/lib/i18n';
import { importWithRetry } from '@/lib/lazy';
import { findSuggestion, type Suggestion, type SuggestionTexts } from '../data/suggestions';

type Translated = Exclude<Language, 'en'>;

/**
 * Each language's suggestion texts are a chunk of their own, fetched the first time that language
 * shows a suggestion; English is in `suggestions.ts` and needs no request.
 */
const loaders: Record<Translated, () => Promise<SuggestionTexts>> = {
  es: () => import('../data/suggestions-es-data').then((m) => m.suggestionsEs),
  fr: () => import('../data/suggestions-fr-data').then((m) => m.suggestionsFr),
  bn: () => import('../data/suggestions-bn-data').then((m) => m.suggestionsBn),
  hi: () => import('../data/suggestions-hi-data').then((m) => m.suggestionsHi),
};

const loaded = new Map<Language, SuggestionTexts>();
const pending = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

/**
 * Fetches a language's suggestion texts once. A download that fails (after importWithRetry's
 * tries) leaves the English texts on screen and is tried again the next time they are wanted.
 */
function loadSuggestionTexts(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = importWithRetry(loaders[language]).then(
      (texts) => {
        loaded.set(language, texts);
        for (const listener of listeners) listener();
      },
      () => undefined,
    );
    loading.finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** A suggestion with its words in `texts` (the English suggestion where there are none yet). */
function translate<S extends Suggestion>(suggestion: S, texts: SuggestionTexts | undefined): S {
  return texts ? { ...suggestion, ...texts[suggestion.id] } : suggestion;
}

/** The current language's suggestion texts once they are here (undefined for English and while loading). */
function useSuggestionTexts(): SuggestionTexts | undefined {
  const language = useLanguage();
  const texts = useSyncExternalStore(subscribe, () => loaded.get(language));
  useEffect(() => {
    void loadSuggestionTexts(language);
  }, [language]);
  return texts;
}

/**
 * These static suggestions in the reader's language: English while the language's texts load the
 * first time; the component renders again when they arrive and when the language changes.
 */
export function useSuggestions<S extends Suggestion>(suggestions: readonly S[]): readonly S[] {
  const texts = useSuggestionTexts();
  return useMemo(() => suggestions.map((suggestion) => translate(suggestion, texts)), [suggestions, texts]);
}

/** The static suggestion with this number in the reader's language (as `useSuggestions`), if there is one. */
export function useSuggestion(id: number | undefined): Suggestion | undefined {
  const texts = useSuggestionTexts();
  return useMemo(() => {
    const suggestion = id === undefined ? undefined : findSuggestion(id);
    return suggestion && translate(suggestion, texts);
  }, [id, texts]);
}
