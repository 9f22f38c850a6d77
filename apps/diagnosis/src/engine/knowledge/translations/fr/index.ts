import type { KnowledgeTranslations } from '../types.js';
import { riceFr } from './rice.js';

/** The knowledge base in French, by entry id. */
export const frKnowledge: KnowledgeTranslations = {
  ...riceFr,
};
