import type { KnowledgeTranslations } from '../types.js';
import { riceFr } from './rice.js';
import { tomatoFr } from './tomato.js';
import { potatoFr } from './potato.js';
import { wheatFr } from './wheat.js';
import { maizeFr } from './maize.js';
import { cottonFr } from './cotton.js';
import { soybeanFr } from './soybean.js';
import { pepperFr } from './pepper.js';
import { eggplantFr } from './eggplant.js';
import { cucurbitsFr } from './cucurbits.js';
import { onionFr } from './onion.js';
import { bananaFr } from './banana.js';
import { citrusFr } from './citrus.js';
import { appleFr } from './apple.js';
import { mangoFr } from './mango.js';
import { grapeFr } from './grape.js';
import { sugarcaneFr } from './sugarcane.js';
import { brassicasLegumesFr } from './brassicas-legumes.js';
import { multiCropFr } from './multi-crop.js';

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
  ...eggplantFr,
  ...cucurbitsFr,
  ...onionFr,
  ...bananaFr,
  ...citrusFr,
  ...appleFr,
  ...mangoFr,
  ...grapeFr,
  ...sugarcaneFr,
  ...brassicasLegumesFr,
  ...multiCropFr,
};
