import type { KnowledgeTranslations } from '../types.js';
import { appleEs } from './apple.js';
import { bananaEs } from './banana.js';
import { beanEs } from './bean.js';
import { brassicasLegumesEs } from './brassicas-legumes.js';
import { citrusEs } from './citrus.js';
import { coffeeEs } from './coffee.js';
import { cottonEs } from './cotton.js';
import { cucurbitsEs } from './cucurbits.js';
import { disordersEs } from './disorders.js';
import { eggplantEs } from './eggplant.js';
import { grapeEs } from './grape.js';
import { maizeEs } from './maize.js';
import { mangoEs } from './mango.js';
import { multiCropEs } from './multi-crop.js';
import { onionEs } from './onion.js';
import { pepperEs } from './pepper.js';
import { potatoEs } from './potato.js';
import { riceEs } from './rice.js';
import { soybeanEs } from './soybean.js';
import { sugarcaneEs } from './sugarcane.js';
import { tomatoEs } from './tomato.js';
import { wheatEs } from './wheat.js';

/** The knowledge base in Spanish, by entry id. */
export const esKnowledge: KnowledgeTranslations = {
  ...tomatoEs,
  ...potatoEs,
  ...riceEs,
  ...wheatEs,
  ...maizeEs,
  ...cottonEs,
  ...soybeanEs,
  ...pepperEs,
  ...eggplantEs,
  ...cucurbitsEs,
  ...onionEs,
  ...bananaEs,
  ...citrusEs,
  ...mangoEs,
  ...appleEs,
  ...grapeEs,
  ...sugarcaneEs,
  ...brassicasLegumesEs,
  ...beanEs,
  ...coffeeEs,
  ...multiCropEs,
  ...disordersEs,
};
