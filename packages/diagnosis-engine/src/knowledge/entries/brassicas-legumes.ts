import type { KnowledgeEntry } from '../types.js';

export const brassicaLegumeEntries: KnowledgeEntry[] = [
  {
    id: 'diamondback-moth',
    name: 'Diamondback moth',
    scientificName: 'Plutella xylostella',
    synonyms: ['DBM', 'cabbage moth', 'cabbage worm', 'plutella'],
    type: 'pest',
    hosts: ['cabbage'],
    symptoms: {
      leaf: [
        'Small green caterpillars (up to 1 cm) that wriggle backwards fast and drop on a silk thread when touched.',
        'Young larvae eat the underside of the leaf leaving the upper skin as clear "windows"; older larvae eat irregular small holes (shot holes).',
        'Heavy attacks leave leaves like lace; the growing point of young plants is eaten so heads do not form.',
      ],
    },
    favourableConditions: [
      'Dry warm weather; continuous brassica cropping; overuse of insecticides (strong resistance).',
    ],
    lookAlikes: [
      {
        name: 'Cabbage looper / cabbage white butterfly',
        howToTell:
          'Loopers and cabbage white caterpillars are larger, slower, and make bigger holes; loopers arch their body when moving.',
      },
      {
        id: 'fall-armyworm',
        name: 'Armyworms',
        howToTell: 'Armyworm larvae are larger with stripes and feed in groups, leaving big ragged holes and frass.',
      },
    ],
    activeIngredients: [
      'chlorantraniliprole',
      'emamectin-benzoate',
      'spinosad',
      'indoxacarb',
      'bacillus-thuringiensis',
      'neem',
    ],
    management: {
      cultural: [
        'Plant 2 rows of Indian mustard as a trap crop every 25 rows of cabbage (sow mustard 15 days before cabbage).',
        'Overhead sprinkler irrigation in the evening washes off and drowns small larvae.',
        'Remove crop residues immediately after harvest; break with non-brassica crops.',
      ],
      biological: [
        'Bacillus thuringiensis (kurstaki or aizawai) sprays every 7 days on young larvae, in the evening.',
        'Pheromone traps (10-12 per hectare) to monitor; conserve the parasitic wasps Cotesia and Diadegma.',
        'Neem seed kernel extract 5%.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: about 0.3 ml of 45% SC per litre; do not use more than twice in a row.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: label rate; resistance has appeared in some areas, rotate.',
        },
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre.',
        },
        {
          activeIngredient: 'indoxacarb',
          note: 'IRAC 22A: label rate. DBM is resistant to pyrethroids and organophosphates in most areas: rotate groups by generation; use a sticker on waxy leaves; observe pre-harvest interval; PPE.',
        },
      ],
    },
    prevention: ['Clean seedlings; trap crops; Bt-based programme from transplanting.'],
    whenToCallExpert: 'Call if larvae survive sprays from two different IRAC groups.',
    sources: [
      'AVRDC - World Vegetable Center',
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
      'IRAC',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'holes', halo: false },
    keywords: [
      'small green caterpillars',
      'windows',
      'holes in cabbage',
      'lace',
      'wriggle',
      'silk thread',
      'shot holes',
    ],
  },
  {
    id: 'cabbage-black-rot',
    name: 'Black rot of crucifers',
    scientificName: 'Xanthomonas campestris pv. campestris',
    synonyms: ['black rot', 'black vein', 'v-shaped lesions'],
    type: 'bacterial',
    hosts: ['cabbage'],
    symptoms: {
      leaf: [
        'Yellow V-shaped patches starting at the leaf edge with the point of the V towards the midrib.',
        'Veins inside the patch turn black; the patch later dries brown.',
      ],
      stem: ['A cut stem shows a black ring in the conducting tissue.'],
      'whole plant': ['Heads are small, one-sided and rot with soft rot bacteria; seedlings may collapse.'],
    },
    favourableConditions: ['Warm (25-30 °C), humid, rainy weather; infected seed; rain splash and insect wounds.'],
    lookAlikes: [
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage burns the edges evenly without black veins or a V shape.',
      },
      {
        name: 'Fusarium yellows',
        howToTell: 'Fusarium yellows one side of the plant with brown (not black) veins and no V-shaped edge lesions.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'bacillus-subtilis'],
    management: {
      cultural: [
        'Remove infected plants and debris; rotate 3 years away from brassicas; control cruciferous weeds.',
        'Avoid overhead irrigation; do not work in wet plants.',
      ],
      biological: ['Bacillus subtilis sprays; hot-water seed treatment (50 °C for 25-30 minutes for cabbage seed).'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g per litre every 10 days in wet weather; slows spread only. Gloves; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Certified or hot-water-treated seed; clean seedbeds; resistant varieties.'],
    whenToCallExpert: 'Call if many seedlings in the nursery show V-shaped lesions.',
    sources: ['Cornell Vegetable MD Online', 'AVRDC - World Vegetable Center', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow', 'black', 'necrotic-brown'], pattern: 'large-blotches', halo: false },
    keywords: ['v shape', 'v-shaped', 'black veins', 'leaf edge yellow', 'black ring', 'rotting head'],
  },
  {
    id: 'groundnut-leaf-spots',
    name: 'Early and late leaf spot of groundnut (tikka)',
    scientificName: 'Passalora arachidicola (early), Nothopassalora personata (late)',
    synonyms: ['tikka', 'tikka disease', 'cercospora leaf spot', 'early leaf spot', 'late leaf spot'],
    type: 'fungal',
    hosts: ['groundnut'],
    symptoms: {
      leaf: [
        'Early leaf spot: round, light to reddish-brown spots (1-10 mm) with a clear yellow halo, seen 4-5 weeks after sowing.',
        'Late leaf spot: round, very dark brown to black spots without a strong halo, with dark dots in rings on the underside, from 6-7 weeks.',
        'Leaves fall early and the plants are left with bare stems.',
      ],
      stem: ['Oval dark spots on stems and leaf stalks.'],
      seed: ['Smaller pods and kernels; pods drop off at harvest.'],
    },
    favourableConditions: [
      'Warm (25-30 °C), humid weather with long leaf wetness; groundnut after groundnut; volunteer plants.',
    ],
    lookAlikes: [
      {
        name: 'Groundnut rust',
        howToTell: 'Rust gives orange powdery pustules under the leaf that rub off.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Nutrient scorch',
        howToTell: 'Nutrient scorch affects leaf edges, not separate round spots.',
      },
    ],
    activeIngredients: ['mancozeb', 'chlorothalonil', 'tebuconazole', 'trichoderma', 'neem'],
    management: {
      cultural: [
        'Rotate 2-3 years; remove volunteer plants and residues; sow on time; intercrop with pearl millet or sorghum.',
      ],
      biological: ['Trichoderma seed treatment; neem leaf extract sprays give partial control.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05: about 2 g of 75% WP per litre from 30-35 days after sowing, every 14 days.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g per litre; alternate with a systemic.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25.9% EC per litre; max 3 uses. Observe pre-harvest interval; do not feed treated haulms to animals before the interval.',
        },
      ],
    },
    prevention: ['Tolerant varieties; rotation; clean seed.'],
    whenToCallExpert: 'Call if leaf fall begins before pod filling.',
    sources: ['ICRISAT', 'TNAU Agritech Portal', 'University of Georgia Extension Peanut Team'],
    visual: { colours: ['necrotic-brown', 'black', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['tikka', 'round spots', 'dark spots', 'leaf fall', 'defoliation', 'halo'],
  },
];
