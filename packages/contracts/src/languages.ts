/**
 * The languages FarmAI speaks (docs/decisions/017-i18n-library.md). English is the default and the
 * language of the texts the product description fixes; every other one falls back to it.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own words, for the language select. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  bn: 'বাংলা',
  hi: 'हिन्दी',
};

/**
 * The languages a shop text (product, advice article, cultivation guide, banner words) is
 * translated into: every language but English, the one it is written in
 * (docs/decisions/018-content-translations.md).
 */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language): language is TranslationLanguage => language !== 'en');

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The best supported language for a list of preferences, most wanted first (`navigator.languages`,
 * or the tags of an `Accept-Language` header in order): `bn-BD` → `bn`, nothing known → English.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language an `Accept-Language` header asks for, by its q-values (RFC 9110 §12.5.4). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}
