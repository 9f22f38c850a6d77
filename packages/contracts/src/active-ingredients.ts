/**
 * The active ingredients FarmAI knows: what the diagnosis knowledge base recommends and what the
 * shop's products are tagged with (docs/product/data.md#active-ingredients). The id is the
 * ingredient's common name in English, lower case, words joined by hyphens; it never names a brand.
 * The English names are here for the servers; the web app reads each language's name from its
 * `active-ingredients` message catalogue, keyed by the same ids.
 */
export const ACTIVE_INGREDIENT_NAMES = {
  // fungicides and bactericides
  mancozeb: 'Mancozeb',
  chlorothalonil: 'Chlorothalonil',
  azoxystrobin: 'Azoxystrobin',
  difenoconazole: 'Difenoconazole',
  tebuconazole: 'Tebuconazole',
  propiconazole: 'Propiconazole',
  hexaconazole: 'Hexaconazole',
  cyproconazole: 'Cyproconazole',
  prothioconazole: 'Prothioconazole',
  metconazole: 'Metconazole',
  tetraconazole: 'Tetraconazole',
  myclobutanil: 'Myclobutanil',
  trifloxystrobin: 'Trifloxystrobin',
  pyraclostrobin: 'Pyraclostrobin',
  boscalid: 'Boscalid',
  fluxapyroxad: 'Fluxapyroxad',
  fluopyram: 'Fluopyram',
  cyprodinil: 'Cyprodinil',
  'copper-oxychloride': 'Copper oxychloride',
  'copper-hydroxide': 'Copper hydroxide',
  'bordeaux-mixture': 'Bordeaux mixture',
  sulphur: 'Sulphur',
  carbendazim: 'Carbendazim',
  'thiophanate-methyl': 'Thiophanate-methyl',
  'metalaxyl-m': 'Metalaxyl-M',
  cymoxanil: 'Cymoxanil',
  dimethomorph: 'Dimethomorph',
  mandipropamid: 'Mandipropamid',
  'fosetyl-aluminium': 'Fosetyl-aluminium',
  captan: 'Captan',
  thiram: 'Thiram',
  carboxin: 'Carboxin',
  dodine: 'Dodine',
  tricyclazole: 'Tricyclazole',
  isoprothiolane: 'Isoprothiolane',
  validamycin: 'Validamycin',
  'streptomycin-sulphate': 'Streptomycin sulphate',
  'acibenzolar-s-methyl': 'Acibenzolar-S-methyl',
  // insecticides, miticides and nematicides
  imidacloprid: 'Imidacloprid',
  thiamethoxam: 'Thiamethoxam',
  acetamiprid: 'Acetamiprid',
  dinotefuran: 'Dinotefuran',
  chlorantraniliprole: 'Chlorantraniliprole',
  cyantraniliprole: 'Cyantraniliprole',
  flubendiamide: 'Flubendiamide',
  'emamectin-benzoate': 'Emamectin benzoate',
  abamectin: 'Abamectin',
  spinosad: 'Spinosad',
  spinetoram: 'Spinetoram',
  'lambda-cyhalothrin': 'Lambda-cyhalothrin',
  cypermethrin: 'Cypermethrin',
  bifenthrin: 'Bifenthrin',
  flonicamid: 'Flonicamid',
  spiromesifen: 'Spiromesifen',
  spirotetramat: 'Spirotetramat',
  pyriproxyfen: 'Pyriproxyfen',
  diafenthiuron: 'Diafenthiuron',
  buprofezin: 'Buprofezin',
  indoxacarb: 'Indoxacarb',
  fipronil: 'Fipronil',
  lufenuron: 'Lufenuron',
  quinalphos: 'Quinalphos',
  malathion: 'Malathion',
  carbaryl: 'Carbaryl',
  'cartap-hydrochloride': 'Cartap hydrochloride',
  pymetrozine: 'Pymetrozine',
  triflumezopyrim: 'Triflumezopyrim',
  tolfenpyrad: 'Tolfenpyrad',
  hexythiazox: 'Hexythiazox',
  fenpyroximate: 'Fenpyroximate',
  fluensulfone: 'Fluensulfone',
  'mineral-oil': 'Horticultural mineral oil',
  'kaolin-clay': 'Kaolin clay',
  // biological
  trichoderma: 'Trichoderma',
  'bacillus-subtilis': 'Bacillus subtilis',
  'bacillus-amyloliquefaciens': 'Bacillus amyloliquefaciens',
  'bacillus-thuringiensis': 'Bacillus thuringiensis (Bt)',
  'pseudomonas-fluorescens': 'Pseudomonas fluorescens',
  'beauveria-bassiana': 'Beauveria bassiana',
  'metarhizium-anisopliae': 'Metarhizium anisopliae',
  'lecanicillium-lecanii': 'Lecanicillium lecanii',
  neem: 'Neem (azadirachtin)',
  // nutrients and soil amendments
  urea: 'Urea',
  'diammonium-phosphate': 'Diammonium phosphate (DAP)',
  'monoammonium-phosphate': 'Monoammonium phosphate (MAP)',
  'single-superphosphate': 'Single superphosphate (SSP)',
  'muriate-of-potash': 'Muriate of potash (MOP)',
  'potassium-sulphate': 'Potassium sulphate (SOP)',
  'potassium-nitrate': 'Potassium nitrate',
  'calcium-ammonium-nitrate': 'Calcium ammonium nitrate (CAN)',
  'ammonium-sulphate': 'Ammonium sulphate',
  'calcium-nitrate': 'Calcium nitrate',
  'zinc-sulphate': 'Zinc sulphate',
  'ferrous-sulphate': 'Ferrous sulphate',
  'iron-chelate': 'Iron chelate',
  'magnesium-sulphate': 'Magnesium sulphate',
  gypsum: 'Gypsum',
  'agricultural-lime': 'Agricultural lime',
  dolomite: 'Dolomite lime',
  'naphthalene-acetic-acid': 'Naphthalene acetic acid (NAA)',
} as const satisfies Record<string, string>;

export type ActiveIngredientId = keyof typeof ACTIVE_INGREDIENT_NAMES;

/** Every known active ingredient id, in the order above (kind by kind). */
export const ACTIVE_INGREDIENT_IDS = Object.keys(ACTIVE_INGREDIENT_NAMES) as [
  ActiveIngredientId,
  ...ActiveIngredientId[],
];

const known: ReadonlySet<string> = new Set(ACTIVE_INGREDIENT_IDS);
export const isActiveIngredientId = (id: string): id is ActiveIngredientId => known.has(id);

/** Most ingredients a product is tagged with, and most asked for in one shop query. */
export const ACTIVE_INGREDIENTS_MAX = 20;
