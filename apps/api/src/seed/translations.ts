import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@farmai/contracts';
import { bn } from './content/translations/bn.js';
import { es } from './content/translations/es.js';
import { fr } from './content/translations/fr.js';
import { hi } from './content/translations/hi.js';
import type { SeedTranslations } from './content/translations/types.js';

const BY_LANGUAGE: Record<TranslationLanguage, SeedTranslations> = { es, fr, bn, hi };

/**
 * The translations of one demo item by language, found by its English key (a product's or an
 * article's title, a guide's crop name, a banner's words); a language without one is left out.
 */
export function seedTranslationsOf<K extends keyof SeedTranslations>(
  kind: K,
  key: string,
): Partial<Record<TranslationLanguage, SeedTranslations[K][string]>> {
  const found: Partial<Record<TranslationLanguage, SeedTranslations[K][string]>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = BY_LANGUAGE[language][kind][key];
    if (translation) found[language] = translation as SeedTranslations[K][string];
  }
  return found;
}
