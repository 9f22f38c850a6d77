import type { KnowledgeTranslations } from '../types.js';
import { appleBn } from './apple.js';
import { bananaBn } from './banana.js';
import { beanBn } from './bean.js';
import { brassicasLegumesBn } from './brassicas-legumes.js';
import { citrusBn } from './citrus.js';
import { coffeeBn } from './coffee.js';
import { cottonBn } from './cotton.js';
import { cucurbitsBn } from './cucurbits.js';
import { disordersBn } from './disorders.js';
import { eggplantBn } from './eggplant.js';
import { grapeBn } from './grape.js';
import { maizeBn } from './maize.js';
import { mangoBn } from './mango.js';
import { multiCropBn } from './multi-crop.js';
import { onionBn } from './onion.js';
import { pepperBn } from './pepper.js';
import { potatoBn } from './potato.js';
import { riceBn } from './rice.js';
import { soybeanBn } from './soybean.js';
import { sugarcaneBn } from './sugarcane.js';
import { tomatoBn } from './tomato.js';
import { wheatBn } from './wheat.js';

/** Every knowledge-base entry in Bangla, by entry id. */
export const bnKnowledge: KnowledgeTranslations = {
  ...tomatoBn,
  ...potatoBn,
  ...riceBn,
  ...wheatBn,
  ...maizeBn,
  ...cottonBn,
  ...soybeanBn,
  ...pepperBn,
  ...eggplantBn,
  ...cucurbitsBn,
  ...onionBn,
  ...bananaBn,
  ...citrusBn,
  ...mangoBn,
  ...appleBn,
  ...grapeBn,
  ...sugarcaneBn,
  ...brassicasLegumesBn,
  ...beanBn,
  ...coffeeBn,
  ...multiCropBn,
  ...disordersBn,
};
