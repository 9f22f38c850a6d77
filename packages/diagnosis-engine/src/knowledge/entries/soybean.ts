import type { KnowledgeEntry } from '../types.js';

export const soybeanEntries: KnowledgeEntry[] = [
  {
    id: 'soybean-rust',
    name: 'Soybean rust (Asian soybean rust)',
    scientificName: 'Phakopsora pachyrhizi',
    synonyms: ['asian soybean rust', 'ASR', 'soya rust', 'rust'],
    type: 'fungal',
    hosts: ['soybean', 'bean'],
    symptoms: {
      leaf: [
        'Tiny (1-2 mm) grey-green, then tan or reddish-brown angular spots, mostly on the lower leaves first.',
        'Under the leaf, small raised volcano-shaped pustules release light tan powder; view with a hand lens against the light.',
        'Leaves turn yellow and drop early; the canopy thins from the bottom up.',
      ],
      seed: ['Pods are few and poorly filled; small seeds.'],
    },
    favourableConditions: [
      'Long leaf wetness (6+ hours) with 15-28 °C and frequent rain, especially from flowering onward.',
      'Wind-blown spores from kudzu, volunteer soybean and earlier-planted fields.',
    ],
    lookAlikes: [
      {
        id: 'soybean-frogeye-leaf-spot',
        name: 'Frogeye leaf spot',
        howToTell:
          'Frogeye spots are round, larger (up to 5 mm), grey centres with a reddish-purple border and no pustules under the leaf.',
      },
      {
        name: 'Bacterial pustule',
        howToTell:
          'Bacterial pustules are raised but do not release powder and have a yellow halo; no volcano pores under a lens.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'tebuconazole', 'cyproconazole'],
    management: {
      cultural: ['Plant early-maturing varieties early to escape late-season rust; remove volunteer soybeans.'],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: label rate at first pustules or from early flowering (R1-R3) when rust is reported nearby; repeat after 14-21 days.',
        },
        {
          activeIngredient: 'azoxystrobin + cyproconazole',
          note: 'FRAC 11 + 3: label rate; maximum 2 strobilurin sprays. Rust has become less sensitive to some fungicides: mix modes of action.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: add as a multi-site partner (2-2.5 g per litre) to slow resistance. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: [
      'Use tolerant varieties where available; follow regional rust alerts; a host-free period between seasons.',
    ],
    whenToCallExpert: 'Call at the first pustules during flowering; timing of the first spray decides control.',
    sources: ['Crop Protection Network', 'CABI Plantwise Knowledge Bank', 'EMBRAPA Soja'],
    visual: { colours: ['necrotic-brown', 'orange-rust', 'chlorotic-yellow'], pattern: 'pustules', halo: false },
    keywords: ['rust', 'pustules underside', 'tan powder', 'leaf drop', 'yellow lower leaves', 'tiny spots'],
  },
  {
    id: 'soybean-frogeye-leaf-spot',
    name: 'Frogeye leaf spot',
    scientificName: 'Cercospora sojina',
    synonyms: ['frog eye', 'frog-eye leaf spot', 'cercospora leaf spot of soybean'],
    type: 'fungal',
    hosts: ['soybean'],
    symptoms: {
      leaf: [
        'Round to angular spots, 1-5 mm, with a light grey or tan centre and a narrow reddish-purple to dark brown border, like a frog eye.',
        'Spots are mostly on young upper leaves; many spots join and leaves fall.',
      ],
      stem: ['Elongated red to brown lesions with grey centres on stems late in the season.'],
      seed: ['Grey to brown cracked seed coat.'],
    },
    favourableConditions: ['Warm (25-30 °C), humid, rainy weather; infected residue and seed; soybean after soybean.'],
    lookAlikes: [
      {
        id: 'soybean-rust',
        name: 'Soybean rust',
        howToTell:
          'Rust spots are tiny and tan with powdery pustules under the leaf; frogeye spots are bigger with a clear purple ring.',
      },
      {
        name: 'Bacterial blight of soybean',
        howToTell:
          'Bacterial blight spots are angular, water-soaked with yellow halos and tear out, without a grey frog-eye centre.',
      },
    ],
    activeIngredients: ['tetraconazole', 'thiophanate-methyl'],
    management: {
      cultural: ['Rotate away from soybean for one season or more; plough in residue.'],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'thiophanate-methyl',
          note: 'FRAC 1: label rate at R3 (beginning pod) if spots are present in wet weather.',
        },
        {
          activeIngredient: 'tetraconazole',
          note: 'FRAC 3: label rate; many frogeye populations are resistant to strobilurins (FRAC 11), so prefer azoles or mixtures. Observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Resistant varieties (Rcs genes), clean seed, rotation.'],
    whenToCallExpert: 'Call if spots spread onto young upper leaves before pod fill.',
    sources: ['Crop Protection Network', 'APS Compendium of Soybean Diseases', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'purple'], pattern: 'spots', halo: false },
    keywords: ['frog eye', 'frogeye', 'grey center', 'purple border', 'red border', 'round spots'],
  },
  {
    id: 'yellow-mosaic-legumes',
    name: 'Yellow mosaic of soybean and pulses',
    scientificName: 'Mungbean yellow mosaic virus (MYMV) and related begomoviruses',
    synonyms: ['YMV', 'MYMV', 'yellow mosaic virus', 'soybean yellow mosaic', 'pila mosaic'],
    type: 'viral',
    hosts: ['soybean', 'bean'],
    symptoms: {
      leaf: [
        'Bright yellow patches mixed with green on young leaves, turning into a golden-yellow and green mosaic; later whole leaves yellow.',
        'Leaves may be slightly wrinkled and smaller.',
      ],
      seed: ['Few, small pods with shrivelled seeds; mature late.'],
      'whole plant': ['Bright yellow plants scattered in the field; early infected plants stunted.'],
    },
    favourableConditions: ['Whitefly (Bemisia tabaci) build-up in warm weather; susceptible varieties; weed hosts.'],
    lookAlikes: [
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell:
          'Nitrogen shortage gives even pale green-yellow of old leaves, not a bright yellow and green patchwork on young leaves.',
      },
      {
        id: 'iron-deficiency',
        name: 'Iron deficiency',
        howToTell:
          'Iron shortage yellows between veins of young leaves while the veins stay green, across patches of alkaline soil.',
      },
    ],
    activeIngredients: ['thiamethoxam', 'neem'],
    management: {
      cultural: ['Remove and destroy infected plants early; remove weed hosts; avoid staggered sowing in the area.'],
      biological: ['Yellow sticky traps (12-15 per hectare); neem oil against whiteflies.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus. Only the whitefly vector can be controlled (see whiteflies entry).',
        },
        {
          activeIngredient: 'thiamethoxam (seed treatment)',
          note: 'IRAC 4A: seed dressing at label rate protects young plants for a few weeks. Treated seed is poisonous.',
        },
      ],
    },
    prevention: ['Grow YMV-resistant varieties; sow on time.'],
    whenToCallExpert: 'Call if yellow mosaic appears in many plants before flowering.',
    sources: [
      'ICAR-Indian Institute of Soybean Research',
      'CABI Plantwise Knowledge Bank',
      'AVRDC - World Vegetable Center',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: ['yellow mosaic', 'golden yellow', 'bright yellow patches', 'mosaic', 'whitefly', 'yellow plants'],
  },
];
