import type { KnowledgeTranslations } from '../types.js';
import { appleFr } from './apple.js';
import { bananaFr } from './banana.js';
import { beanFr } from './bean.js';
import { brassicasLegumesFr } from './brassicas-legumes.js';
import { citrusFr } from './citrus.js';
import { coffeeFr } from './coffee.js';
import { cottonFr } from './cotton.js';
import { cucurbitsFr } from './cucurbits.js';
import { disordersFr } from './disorders.js';
import { eggplantFr } from './eggplant.js';
import { grapeFr } from './grape.js';
import { maizeFr } from './maize.js';
import { mangoFr } from './mango.js';
import { multiCropFr } from './multi-crop.js';
import { onionFr } from './onion.js';
import { pepperFr } from './pepper.js';
import { potatoFr } from './potato.js';
import { riceFr } from './rice.js';
import { soybeanFr } from './soybean.js';
import { sugarcaneFr } from './sugarcane.js';
import { tomatoFr } from './tomato.js';
import { wheatFr } from './wheat.js';

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
  ...beanFr,
  ...coffeeFr,
  ...multiCropFr,
  ...disordersFr,
};
