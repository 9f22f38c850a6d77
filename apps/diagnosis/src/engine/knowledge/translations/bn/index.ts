import type { KnowledgeTranslations } from '../types.js';

/** Knowledge-base entries in this language, by entry id (filled entry by entry; English stands in for the rest). */
export const bnKnowledge: KnowledgeTranslations = {};
