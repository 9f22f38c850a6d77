import type { KnowledgeEntry } from '../types.js';

export const mangoEntries: KnowledgeEntry[] = [
  {
    id: 'mango-anthracnose',
    name: 'Anthracnose of mango',
    scientificName: 'Colletotrichum gloeosporioides (and C. asianum)',
    synonyms: ['blossom blight', 'black spot of mango', 'fruit rot', 'ripe rot'],
    type: 'fungal',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'Irregular dark brown to black spots on young leaves, often along edges; centres may fall out leaving holes.',
      ],
      flower: ['Black spots on flower stalks; flowers turn black and fall (blossom blight), so little fruit sets.'],
      fruit: [
        'Small black sunken spots on ripening fruit that grow and join; tear-stain streaks run down from the stalk.',
        'Spots enlarge quickly after harvest into black rotten patches; pinkish spore masses in humid weather.',
      ],
    },
    favourableConditions: ['Rain, dew or fog during flowering and fruit development; 24-30 °C.'],
    lookAlikes: [
      {
        id: 'mango-powdery-mildew',
        name: 'Powdery mildew',
        howToTell: 'Powdery mildew covers flowers with white powder; anthracnose blackens them without powder.',
      },
      {
        name: 'Bacterial black spot',
        howToTell: 'Bacterial black spot makes raised black angular spots with a yellow halo that crack and ooze.',
      },
      {
        id: 'sunscald',
        name: 'Sunburn',
        howToTell: 'Sunburn makes a pale yellow-brown patch on the exposed side only.',
      },
    ],
    management: {
      cultural: [
        'Prune dead twigs and thin the canopy after harvest; remove fallen leaves and fruit.',
        'Harvest carefully at mature stage; cool fruit quickly.',
        'Hot-water dip after harvest (about 52 °C for 5 minutes, adjusted by variety) reduces post-harvest rot.',
      ],
      biological: ['Bacillus subtilis sprays on panicles and fruit.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g per litre on flushes and before flowering.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre from panicle emergence every 2-3 weeks in wet weather.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre at flowering and fruit set; max 2-3 uses.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g per litre; resistance common, alternate. Observe pre-harvest interval and export residue limits; PPE.',
        },
      ],
    },
    prevention: ['Canopy pruning, sanitation, protectant sprays through flowering in wet years.'],
    whenToCallExpert: 'Call if flowers blacken widely during rainy flowering seasons.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'University of Florida IFAS Extension',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black', 'necrotic-brown'], pattern: 'spots', halo: false },
    keywords: ['black spots', 'black flowers', 'blossom blight', 'tear stain', 'fruit rot', 'flowers drying', 'sunken'],
  },
  {
    id: 'mango-powdery-mildew',
    name: 'Powdery mildew of mango',
    scientificName: 'Erysiphe quercicola (Oidium mangiferae)',
    synonyms: ['powdery mildew', 'oidium', 'white flower disease'],
    type: 'fungal',
    hosts: ['mango'],
    symptoms: {
      flower: ['White powdery growth on flower stalks (panicles), flowers and tiny fruit; flowers dry and drop.'],
      leaf: [
        'White powdery patches on young leaves, mainly underneath; leaves curl and later show purplish-brown marks.',
      ],
      fruit: ['Young fruit covered in powder drop off, or develop corky, cracked skin.'],
    },
    favourableConditions: ['Cool nights, warm days, high humidity but little rain at flowering (10-31 °C).'],
    lookAlikes: [
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose',
        howToTell: 'Anthracnose blackens flowers without any white powder.',
      },
      {
        id: 'mango-hopper',
        name: 'Mango hopper',
        howToTell: 'Hoppers dry the flowers and leave sticky honeydew and black sooty mould, with jumping insects.',
      },
    ],
    management: {
      cultural: ['Prune the canopy for air flow; remove infected leaves and panicles from the last season.'],
      biological: ['Bacillus subtilis or Ampelomyces quisqualis sprays on emerging panicles.'],
      chemical: [
        {
          activeIngredient: 'sulphur (wettable)',
          note: 'FRAC M02: 2 g of 80% WP per litre at panicle emergence; not in hot weather above 32 °C.',
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3: 1 ml of 5% EC per litre at full bloom; alternate with sulphur.',
        },
        {
          activeIngredient: 'tebuconazole + trifloxystrobin',
          note: 'FRAC 3 + 11: about 0.5 g per litre at fruit set; max 2 uses. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: ['Start sprays when panicles emerge, before the white powder is seen, in known risk years.'],
    whenToCallExpert: 'Call if more than a quarter of panicles show powder at flowering.',
    sources: ['ICAR-Central Institute for Subtropical Horticulture', 'CABI Plantwise Knowledge Bank', 'Queensland DAF'],
    visual: { colours: ['white-powdery'], pattern: 'powdery-coating', halo: false },
    keywords: ['white powder', 'powdery', 'flowers dropping', 'panicle', 'mildew', 'white flowers'],
  },
  {
    id: 'mango-hopper',
    name: 'Mango hopper',
    scientificName: 'Idioscopus nitidulus, Amritodus atkinsoni, Idioscopus clypealis',
    synonyms: ['mango leafhopper', 'jassids of mango', 'hoppers', 'flower hopper'],
    type: 'pest',
    hosts: ['mango'],
    symptoms: {
      flower: [
        'Many small wedge-shaped brown insects jump from the flower panicles when you tap them; flowers turn brown, dry and drop.',
        'A clicking or rain-like sound of hoppers can be heard under heavily attacked trees.',
      ],
      leaf: ['Sticky sweet honeydew drips onto leaves, which become covered with black sooty mould.'],
      fruit: ['Few fruit set; small fruit drop.'],
    },
    favourableConditions: ['Dense, shaded, old orchards; high humidity at flowering; trees never pruned.'],
    lookAlikes: [
      {
        id: 'mango-powdery-mildew',
        name: 'Powdery mildew',
        howToTell: 'Mildew shows white powder on panicles without insects or honeydew.',
      },
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose blossom blight',
        howToTell: 'Anthracnose gives black spots on flowers in wet weather, with no insects or sticky honeydew.',
      },
    ],
    management: {
      cultural: ['Prune dense canopies to let in light; avoid waterlogging; keep orchards clean.'],
      biological: [
        'Beauveria bassiana or Metarhizium anisopliae sprays at panicle emergence.',
        'Neem oil 3-5 ml per litre; conserve spiders and lacewings.',
      ],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre at panicle emergence, before flowers open; avoid full bloom to protect pollinators.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: about 0.3 g of 25% WG per litre; do not rotate with imidacloprid.',
        },
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: about 0.5 ml of 5% EC per litre as a rotation partner; toxic to bees and fish; PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Canopy management and spraying at panicle emergence, not at full bloom.'],
    whenToCallExpert: 'Call if more than 5 hoppers per panicle at flowering.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'TNAU Agritech Portal',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black', 'necrotic-brown'], pattern: 'none', halo: false },
    keywords: ['hoppers', 'jumping insects', 'honeydew', 'sticky', 'sooty', 'black mould', 'flowers drying', 'sound'],
  },
  {
    id: 'mango-malformation',
    name: 'Mango malformation',
    scientificName: 'Fusarium mangiferae and related Fusarium spp. (with bud mites)',
    synonyms: ['bunchy top of mango', 'floral malformation', 'vegetative malformation', 'witches broom'],
    type: 'fungal',
    hosts: ['mango'],
    symptoms: {
      flower: [
        'Flower panicles are thick, short, heavily branched and crowded into compact cauliflower-like masses; flowers are mostly male and set no fruit.',
        'Malformed panicles stay on the tree and turn black and dry.',
      ],
      leaf: [
        'Vegetative malformation: shoots have short internodes and bunches of small narrow leaves (witches broom), especially on nursery plants.',
      ],
    },
    favourableConditions: [
      'Infected scion wood and nursery plants; mango bud mites spreading spores; cool conditions at flowering in subtropics.',
    ],
    lookAlikes: [
      {
        id: 'mango-powdery-mildew',
        name: 'Powdery mildew',
        howToTell: 'Mildewed panicles are normal in shape but covered in white powder.',
      },
    ],
    management: {
      cultural: [
        'Cut malformed panicles and shoots with 15-20 cm of healthy wood and burn them; disinfect tools.',
        'Use scion wood only from healthy trees.',
      ],
      biological: ['No proven biological control.'],
      chemical: [
        {
          activeIngredient: 'naphthalene acetic acid (NAA)',
          note: 'Plant growth regulator: about 100-200 ppm sprayed in October (Northern India timing, adjust locally) reduces floral malformation; follow local extension advice.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g per litre after pruning malformed parts; PPE. Control bud mites with wettable sulphur where recommended.',
        },
      ],
    },
    prevention: ['Healthy nursery stock; pruning and burning of malformed parts every season.'],
    whenToCallExpert: 'Call if more than 10% of panicles are malformed.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Tropical Fruit Diseases',
    ],
    visual: { colours: ['necrotic-brown', 'black'], pattern: 'none', halo: false },
    keywords: ['bunchy', 'malformed', 'cauliflower', 'compact flowers', 'thick panicles', 'no fruit', 'witches broom'],
  },
  {
    id: 'mango-fruit-fly',
    name: 'Oriental fruit fly (mango fruit fly)',
    scientificName: 'Bactrocera dorsalis and related Bactrocera spp.',
    synonyms: ['fruit fly', 'mango fly', 'oriental fruit fly', 'maggots in mango'],
    type: 'pest',
    hosts: ['mango', 'citrus', 'banana', 'pepper', 'tomato'],
    symptoms: {
      fruit: [
        'Small dark puncture marks on ripening fruit; a brown soft patch spreads around them and sap may ooze.',
        'Fruit rot inside and drop early; cut open they are full of white maggots.',
      ],
    },
    favourableConditions: ['Warm humid weather at fruit ripening; fallen fruit and wild hosts such as guava nearby.'],
    lookAlikes: [
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose',
        howToTell: 'Anthracnose gives black sunken spots without maggots inside.',
      },
      {
        id: 'melon-fruit-fly',
        name: 'Melon fly',
        howToTell: 'The same pest group attacks cucurbits; control is similar.',
      },
      {
        name: 'Mango stone weevil',
        howToTell: 'Stone weevil larvae feed inside the seed, the flesh looks normal outside.',
      },
    ],
    management: {
      cultural: [
        'Collect and bury fallen fruit every 2-3 days (at least 50 cm deep); do not leave fruit to rot under trees.',
        'Harvest at mature-green stage; bag fruit with paper bags in small orchards.',
        'Plough soil under trees to expose pupae.',
      ],
      biological: [
        'Methyl eugenol traps (about 10 per hectare) to catch males; replace lure every 6-8 weeks.',
        'Protein bait with spinosad on a few leaves per tree; conserve parasitic wasps and weaver ants.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (bait)',
          note: 'IRAC 5: protein bait spot-spray on part of the canopy weekly from 6 weeks before harvest; low residue.',
        },
        {
          activeIngredient: 'malathion (bait)',
          note: 'IRAC 1B: only as bait mixture at label rate; not on fruit; PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Area-wide trapping and orchard sanitation with neighbours.'],
    whenToCallExpert: 'Call if export fruit is affected; quarantine rules may apply.',
    sources: ['ICAR-NCIPM', 'icipe', 'CABI Plantwise Knowledge Bank', 'University of Hawaii CTAHR'],
    visual: { colours: ['necrotic-brown', 'water-soaked'], pattern: 'spots', halo: false },
    keywords: ['maggots', 'worms inside', 'fruit dropping', 'puncture', 'rotten inside', 'fly', 'sting'],
  },
];
