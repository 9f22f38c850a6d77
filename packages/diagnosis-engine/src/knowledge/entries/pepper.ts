import type { KnowledgeEntry } from '../types.js';

export const pepperEntries: KnowledgeEntry[] = [
  {
    id: 'chili-anthracnose',
    name: 'Anthracnose of chilli and pepper (fruit rot, dieback)',
    scientificName: 'Colletotrichum capsici (C. truncatum), C. gloeosporioides, C. acutatum',
    synonyms: ['fruit rot', 'die back', 'dieback', 'ripe rot', 'pepper anthracnose'],
    type: 'fungal',
    hosts: ['pepper'],
    symptoms: {
      fruit: [
        'Round, sunken, water-soaked spots on ripening (often red) fruit that grow to 1-3 cm.',
        'Inside the spot, rings of black dots or salmon-orange slimy spore masses form; fruit shrivel, turn straw-coloured and drop.',
      ],
      stem: ['Dieback: young twigs die from the tip backwards, turning grey-white with black dots.'],
      seed: ['Seeds from infected fruit are discoloured and carry the disease.'],
    },
    favourableConditions: [
      'Warm (25-30 °C), rainy, humid weather at fruit ripening; rain splash.',
      'Infected seed; fruit wounds from insects; leaving old fruit on plants.',
    ],
    lookAlikes: [
      {
        id: 'sunscald',
        name: 'Sunscald',
        howToTell:
          'Sunscald is a pale, papery, bleached patch on the sun side of fruit without rings of dots or orange spore masses.',
      },
      {
        id: 'phytophthora-blight',
        name: 'Phytophthora blight',
        howToTell: 'Phytophthora fruit rot is greasy with white mould and whole plants collapse from the stem base.',
      },
      {
        id: 'bacterial-spot',
        name: 'Bacterial spot',
        howToTell: 'Bacterial spots on fruit are raised rough scabs, not sunken rings.',
      },
      {
        id: 'cotton-bollworm',
        name: 'Fruit borer',
        howToTell: 'A borer leaves a round hole with droppings, and a caterpillar inside.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'azoxystrobin',
      'difenoconazole',
      'propiconazole',
      'trichoderma',
      'bacillus-subtilis',
      'pseudomonas-fluorescens',
    ],
    management: {
      cultural: [
        'Pick and destroy infected fruit and dead twigs; do not leave them on the ground.',
        'Harvest ripe fruit promptly; avoid overhead irrigation; give wide spacing.',
      ],
      biological: [
        'Seed treatment with Trichoderma viride (4 g/kg) or Pseudomonas fluorescens (10 g/kg).',
        'Bacillus subtilis sprays as protectant.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g of 75% WP per litre from flowering, every 10 days in wet weather; observe pre-harvest interval (often 5-7 days).',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre; maximum 2-3 sprays a season, alternate with a different group.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'FRAC 3: 0.5 ml of 25% EC per litre for dieback and fruit rot. Gloves and mask.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre; do not alternate with difenoconazole (same group).',
        },
      ],
    },
    prevention: [
      'Use disease-free seed from healthy fruit; treat seed; rotate with non-solanaceous crops; tolerant varieties.',
    ],
    whenToCallExpert: 'Call if more than 10% of red fruit rot at harvest, or for a dieback that spreads quickly.',
    sources: ['AVRDC - World Vegetable Center', 'TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'black', 'orange-rust'], pattern: 'spots', halo: false },
    keywords: [
      'sunken spots',
      'rings on fruit',
      'fruit rot',
      'dieback',
      'die back',
      'black dots',
      'orange ooze',
      'salmon',
    ],
  },
  {
    id: 'chili-leaf-curl',
    name: 'Chilli leaf curl virus',
    scientificName: 'Chilli leaf curl virus (ChiLCV) and other begomoviruses',
    synonyms: ['leaf curl', 'chilli leaf curl', 'ChiLCV', 'murda (when with mites/thrips)'],
    type: 'viral',
    hosts: ['pepper'],
    symptoms: {
      leaf: [
        'Young leaves curl upward and inward, become small, thick, puckered and pale with swollen veins.',
        'Leaves crowd together at the tip (bunchy top look).',
      ],
      flower: ['Flowers and small fruit drop; few, small, deformed fruit.'],
      'whole plant': ['Plants stunted and bushy; early infected plants give almost no yield.'],
    },
    favourableConditions: [
      'Whitefly (Bemisia tabaci) populations in hot dry weather; infected seedlings from open nurseries.',
    ],
    lookAlikes: [
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell:
          'Broad mites curl leaves downward with a shiny bronzed underside; new leaves recover after a miticide.',
      },
      {
        id: 'thrips',
        name: 'Chilli thrips',
        howToTell:
          'Thrips curl leaves upward too but leave silvery scratches and brown scars on the underside; tapping leaves over paper shows moving slivers.',
      },
      {
        id: 'tomato-mosaic',
        name: 'Mosaic viruses',
        howToTell: 'Mosaic gives light/dark green mottling without strong curling and bunching.',
      },
    ],
    activeIngredients: ['cyantraniliprole', 'spiromesifen', 'beauveria-bassiana', 'neem'],
    management: {
      cultural: [
        'Raise seedlings under insect-proof net; remove infected plants early.',
        'Use yellow sticky traps; grow 2-3 rows of maize or sorghum around the field as a barrier.',
        'Remove weed hosts.',
      ],
      biological: [
        'Neem oil (3-5 ml per litre) or neem seed kernel extract 5% against whiteflies; Beauveria bassiana.',
      ],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus; only the whitefly vector can be controlled (see whiteflies entry).',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: about 1 ml of 22.9% SC per litre against whitefly nymphs.',
        },
        {
          activeIngredient: 'cyantraniliprole',
          note: 'IRAC 28: label rate; also active on thrips. Rotate groups; observe pre-harvest interval; toxic to bees.',
        },
      ],
    },
    prevention: [
      'Resistant or tolerant hybrids; netted nurseries; seedling root dip in imidacloprid where recommended.',
    ],
    whenToCallExpert: 'Call if you cannot tell virus from mite or thrips damage: the control is completely different.',
    sources: ['AVRDC - World Vegetable Center', 'ICAR-IIHR', 'TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: [
      'leaf curl',
      'curling',
      'upward curl',
      'puckered',
      'bunchy',
      'stunted',
      'whitefly',
      'white flies',
      'small leaves',
    ],
  },
  {
    id: 'phytophthora-blight',
    name: 'Phytophthora blight (root, crown and fruit rot)',
    scientificName: 'Phytophthora capsici',
    synonyms: ['phytophthora root rot', 'crown rot', 'pepper blight', 'collar rot', 'foot rot'],
    type: 'oomycete',
    hosts: ['pepper', 'cucurbits', 'eggplant', 'tomato'],
    symptoms: {
      stem: ['Dark brown to black, water-soaked lesion at the soil line that girdles the stem.'],
      'whole plant': [
        'Plants wilt suddenly and die, often in low, wet parts of the field or along a row after heavy rain.',
      ],
      root: ['Roots are brown and rotten; the outer layer peels off.'],
      leaf: ['Dark, water-soaked patches on leaves that dry to tan.'],
      fruit: [
        'Water-soaked patches on fruit (pepper, pumpkin, cucumber) covered with white, powdery-looking mould; fruit collapses.',
      ],
    },
    favourableConditions: [
      'Heavy rain, waterlogged soil, flat beds, furrow irrigation that floods plant bases; 25-30 °C.',
      'Fields with pepper or cucurbits in previous years.',
    ],
    lookAlikes: [
      {
        id: 'bacterial-wilt',
        name: 'Bacterial wilt',
        howToTell: 'Bacterial wilt shows milky ooze from a cut stem in water and no black rotted collar.',
      },
      {
        id: 'damping-off',
        name: 'Damping-off',
        howToTell: 'Damping-off kills seedlings in the nursery; phytophthora blight kills older plants in the field.',
      },
      {
        id: 'chili-anthracnose',
        name: 'Anthracnose',
        howToTell:
          'Anthracnose fruit spots are sunken rings with black dots or orange spores, and the plant does not wilt.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'copper-oxychloride',
      'metalaxyl-m',
      'mandipropamid',
      'fosetyl-aluminium',
      'trichoderma',
      'bacillus-subtilis',
    ],
    management: {
      cultural: [
        'Plant on raised beds (20-25 cm) and improve drainage; avoid flooding plant bases; water with drip.',
        'Remove dead plants and infected fruit; do not irrigate from ponds that receive drainage water.',
      ],
      biological: [
        'Trichoderma harzianum or T. asperellum in compost in the planting hole; Bacillus subtilis drenches.',
      ],
      chemical: [
        {
          activeIngredient: 'metalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03: about 2.5 g per litre as a drench around the stem base at first wilting in the area, and as spray; max 2-3 uses; metalaxyl resistance occurs.',
        },
        {
          activeIngredient: 'fosetyl-aluminium',
          note: 'FRAC P07: about 2.5 g of 80% WP per litre as drench or spray.',
        },
        {
          activeIngredient: 'mandipropamid',
          note: 'FRAC 40: label rate, alternate with other groups. Wear gloves; observe pre-harvest interval.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g per litre drench; protectant only.',
        },
      ],
    },
    prevention: ['Raised beds, good drainage, 3-year rotation away from pepper and cucurbits, tolerant varieties.'],
    whenToCallExpert:
      'Call if plants collapse in several patches after rain; soil testing and drainage advice may be needed.',
    sources: ['University of Florida IFAS Extension', 'Cornell Vegetable MD Online', 'AVRDC - World Vegetable Center'],
    visual: { colours: ['black', 'water-soaked', 'necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: [
      'collar rot',
      'sudden wilt',
      'black stem base',
      'rotting roots',
      'after heavy rain',
      'waterlogged',
      'white mould on fruit',
    ],
  },
  {
    id: 'broad-mite',
    name: 'Broad mite (yellow mite)',
    scientificName: 'Polyphagotarsonemus latus',
    synonyms: ['yellow mite', 'tarsonemid mite', 'murda', 'chilli mite', 'tea mite'],
    type: 'pest',
    hosts: ['pepper', 'tomato', 'eggplant', 'citrus', 'cotton'],
    symptoms: {
      leaf: [
        'Young leaves curl downward along the edges, become narrow, leathery and strap-like; the underside is shiny, bronzed or purplish.',
        'Mites are too small to see without a strong hand lens (x20).',
      ],
      flower: ['Flower buds drop; growing tips die back.'],
      fruit: ['Fruit surface becomes rough, russeted, corky and cracked.'],
    },
    favourableConditions: ['Warm humid weather; shade; greenhouses and dense crops.'],
    lookAlikes: [
      {
        id: 'chili-leaf-curl',
        name: 'Chilli leaf curl virus',
        howToTell: 'Virus makes leaves curl upward with whiteflies present and does not improve after a miticide.',
      },
      {
        id: 'thrips',
        name: 'Thrips',
        howToTell:
          'Thrips leave silvery scarring and black specks, and the insects are visible when tapped onto paper.',
      },
      {
        name: 'Herbicide injury',
        howToTell: 'Herbicide injury appears on many plants at once near the spray line and does not spread.',
      },
    ],
    activeIngredients: ['sulphur', 'abamectin', 'spiromesifen'],
    management: {
      cultural: ['Remove badly affected shoots; control weeds; avoid carrying mites from infested fields on clothes.'],
      biological: [
        'Predatory mites (Neoseiulus, Amblyseius swirskii); wettable sulphur is accepted in organic production.',
      ],
      chemical: [
        {
          activeIngredient: 'sulphur (wettable)',
          note: 'FRAC M02 / acaricide: 2-3 g of 80% WP per litre; not above 32 °C; do not mix with oils.',
        },
        {
          activeIngredient: 'abamectin',
          note: 'IRAC 6: about 0.5 ml of 1.9% EC per litre; spray young leaves thoroughly; observe pre-harvest interval.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: about 1 ml of 22.9% SC per litre; rotate with group 6. Wear PPE.',
        },
      ],
    },
    prevention: ['Clean seedlings; monitor new growth weekly in warm humid periods.'],
    whenToCallExpert:
      'Call if you are not sure whether curling is from mites or virus; a hand lens check by an officer settles it.',
    sources: ['University of Florida IFAS Extension', 'TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['purple', 'necrotic-brown'], pattern: 'none', halo: false },
    keywords: ['downward curl', 'curl down', 'bronzed', 'shiny underside', 'narrow leaves', 'strap', 'mite', 'murda'],
  },
];
