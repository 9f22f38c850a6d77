import type { KnowledgeEntry } from '../types.js';
import { appleEntries } from './apple.js';
import { bananaEntries } from './banana.js';
import { beanEntries } from './bean.js';
import { brassicaLegumeEntries } from './brassicas-legumes.js';
import { citrusEntries } from './citrus.js';
import { coffeeEntries } from './coffee.js';
import { cottonEntries } from './cotton.js';
import { cucurbitEntries } from './cucurbits.js';
import { disorderEntries } from './disorders.js';
import { eggplantEntries } from './eggplant.js';
import { grapeEntries } from './grape.js';
import { maizeEntries } from './maize.js';
import { mangoEntries } from './mango.js';
import { multiCropEntries } from './multi-crop.js';
import { onionEntries } from './onion.js';
import { pepperEntries } from './pepper.js';
import { potatoEntries } from './potato.js';
import { riceEntries } from './rice.js';
import { soybeanEntries } from './soybean.js';
import { sugarcaneEntries } from './sugarcane.js';
import { tomatoEntries } from './tomato.js';
import { wheatEntries } from './wheat.js';

/** Every entry of the knowledge base, grouped by crop family in the files beside this one. */
export const KNOWLEDGE_BASE: KnowledgeEntry[] = [
  ...tomatoEntries,
  ...potatoEntries,
  ...riceEntries,
  ...wheatEntries,
  ...maizeEntries,
  ...cottonEntries,
  ...soybeanEntries,
  ...pepperEntries,
  ...eggplantEntries,
  ...cucurbitEntries,
  ...onionEntries,
  ...bananaEntries,
  ...citrusEntries,
  ...mangoEntries,
  ...appleEntries,
  ...grapeEntries,
  ...sugarcaneEntries,
  ...brassicaLegumeEntries,
  ...beanEntries,
  ...coffeeEntries,
  ...multiCropEntries,
  ...disorderEntries,
];
