import type { Language } from '@farmai/contracts';
import type { TranslatedLanguage, TranslationSet } from './localise.js';
import type { KnowledgeTranslations } from './translations/types.js';

/** Each language's translations as a chunk of its own, so a phone downloads its farmer's language only. */
const LOADERS: Record<TranslatedLanguage, () => Promise<KnowledgeTranslations>> = {
  bn: async () => (await import('./translations/bn/index.js')).bnKnowledge,
  es: async () => (await import('./translations/es/index.js')).esKnowledge,
  fr: async () => (await import('./translations/fr/index.js')).frKnowledge,
  hi: async () => (await import('./translations/hi/index.js')).hiKnowledge,
};

/** The translations an answer in `language` needs: none for English, that language's otherwise. */
export async function loadTranslations(language: Language): Promise<TranslationSet> {
  return language === 'en' ? {} : { [language]: await LOADERS[language]() };
}
