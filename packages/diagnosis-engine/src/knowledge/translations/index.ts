import { createLocaliser, type Localiser, type TranslationSet } from '../localise.js';
import { bnKnowledge } from './bn/index.js';
import { esKnowledge } from './es/index.js';
import { frKnowledge } from './fr/index.js';
import { hiKnowledge } from './hi/index.js';

/**
 * Every language's translations of the knowledge base, as the service ships them. The phone's offline
 * engine loads one language at a time instead (`translation-loaders.ts`).
 */
export const KNOWLEDGE_TRANSLATIONS: TranslationSet = {
  es: esKnowledge,
  fr: frKnowledge,
  bn: bnKnowledge,
  hi: hiKnowledge,
};

/** The localiser over every shipped translation. */
export const LOCALISER: Localiser = createLocaliser(KNOWLEDGE_TRANSLATIONS);
