import type { KnowledgeTranslations } from '../types.js';
import { appleHi } from './apple.js';
import { bananaHi } from './banana.js';
import { beanHi } from './bean.js';
import { brassicasLegumesHi } from './brassicas-legumes.js';
import { citrusHi } from './citrus.js';
import { coffeeHi } from './coffee.js';
import { cottonHi } from './cotton.js';
import { cucurbitsHi } from './cucurbits.js';
import { disordersHi } from './disorders.js';
import { eggplantHi } from './eggplant.js';
import { grapeHi } from './grape.js';
import { maizeHi } from './maize.js';
import { mangoHi } from './mango.js';
import { multiCropHi } from './multi-crop.js';
import { onionHi } from './onion.js';
import { pepperHi } from './pepper.js';
import { potatoHi } from './potato.js';
import { riceHi } from './rice.js';
import { soybeanHi } from './soybean.js';
import { sugarcaneHi } from './sugarcane.js';
import { tomatoHi } from './tomato.js';
import { wheatHi } from './wheat.js';

/** The knowledge base in Hindi, by entry id (one file per entries/*.ts file). */
export const hiKnowledge: KnowledgeTranslations = {
  ...tomatoHi,
  ...potatoHi,
  ...riceHi,
  ...wheatHi,
  ...maizeHi,
  ...cottonHi,
  ...soybeanHi,
  ...pepperHi,
  ...eggplantHi,
  ...cucurbitsHi,
  ...onionHi,
  ...bananaHi,
  ...citrusHi,
  ...mangoHi,
  ...appleHi,
  ...grapeHi,
  ...sugarcaneHi,
  ...brassicasLegumesHi,
  ...beanHi,
  ...coffeeHi,
  ...multiCropHi,
  ...disordersHi,
};
