import type { KnowledgeTranslations } from '../types.js';
import { riceFr } from './rice.js';
import { tomatoFr } from './tomato.js';
import { potatoFr } from './potato.js';
import { wheatFr } from './wheat.js';
import { maizeFr } from './maize.js';
import { cottonFr } from './cotton.js';
import { soybeanFr } from './soybean.js';
import { pepperFr } from './pepper.js';

/** The knowledge base in French, by entry id. */
export const frKnowledge: KnowledgeTranslations = {
  ...riceFr,
  ...tomatoFr,
  ...potatoFr,
  ...wheatFr,
  ...maizeFr,
  ...cottonFr,
  ...soybeanFr,
  ...pepperFr,
};
