import type { KnowledgeEntry } from '../types.js';

export const onionEntries: KnowledgeEntry[] = [
  {
    id: 'onion-purple-blotch',
    name: 'Purple blotch',
    scientificName: 'Alternaria porri',
    synonyms: ['purple blotch of onion', 'alternaria leaf blight of onion', 'purple spot'],
    type: 'fungal',
    hosts: ['onion'],
    symptoms: {
      leaf: [
        'Small white sunken flecks on leaves and seed stalks that grow into oval purple to brown patches with a yellow border.',
        'Larger patches show rings inside; in humid weather they look dark and velvety.',
        'Leaves and seed stalks bend and break at the patch and dry from the tip.',
      ],
      bulb: ['Bulbs are small; a yellow-red watery rot can start at the neck in storage.'],
    },
    favourableConditions: ['Warm (25-30 °C), humid weather with long dew or rain; thrips damage opens entry points.'],
    lookAlikes: [
      {
        id: 'onion-stemphylium-blight',
        name: 'Stemphylium blight',
        howToTell:
          'Stemphylium starts as small yellow-orange streaks on the windward side of the leaves, turning brown without a purple centre.',
      },
      {
        id: 'onion-thrips',
        name: 'Thrips damage',
        howToTell: 'Thrips give silvery-white streaks and flecks, not purple oval patches.',
      },
      {
        id: 'onion-downy-mildew',
        name: 'Downy mildew',
        howToTell: 'Downy mildew gives pale oval patches with grey-violet fuzz in the morning, in cool weather.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'azoxystrobin',
      'difenoconazole',
      'tebuconazole',
      'trichoderma',
      'bacillus-subtilis',
    ],
    management: {
      cultural: ['Destroy crop debris; rotate 2-3 years; wide spacing and good drainage; control thrips.'],
      biological: ['Trichoderma seed and soil treatment; Bacillus subtilis sprays.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre with a sticker (onion leaves are waxy) every 10-15 days from 30-45 days after transplanting.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25.9% EC per litre; alternate with mancozeb.',
        },
        {
          activeIngredient: 'azoxystrobin + difenoconazole',
          note: 'FRAC 11 + 3: about 1 ml per litre; max 2 uses. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: ['Healthy seed and sets; balanced fertilizer; avoid overhead irrigation.'],
    whenToCallExpert: 'Call if seed stalks are breaking in a seed crop or blotches spread fast after rain.',
    sources: [
      'ICAR-Directorate of Onion and Garlic Research',
      'Cornell Vegetable MD Online',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['purple', 'necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['purple', 'purple patches', 'purple spots', 'oval', 'leaves breaking', 'rings', 'blotch'],
  },
  {
    id: 'onion-thrips',
    name: 'Onion thrips',
    scientificName: 'Thrips tabaci',
    synonyms: ['thrips', 'onion lice', 'tiny insects in onion'],
    type: 'pest',
    hosts: ['onion'],
    symptoms: {
      leaf: [
        'Silvery-white streaks and blotches on the leaves where tiny slender yellow to brown insects (1 mm) rasp and suck.',
        'Small black dots of excreta on the leaves.',
        'Insects hide in the leaf folds at the neck; leaves curl, twist, dry from the tip and the field looks silvery-grey.',
      ],
      bulb: ['Bulbs are small and misshapen; yield loss in dry weather.'],
    },
    favourableConditions: ['Hot, dry weather; no rain to wash thrips off; water-stressed crops; weeds nearby.'],
    lookAlikes: [
      {
        id: 'onion-purple-blotch',
        name: 'Purple blotch',
        howToTell:
          'Purple blotch gives oval purple patches; thrips give silver streaks with tiny insects in the leaf neck.',
      },
      {
        name: 'Herbicide or salt scorch',
        howToTell: 'Chemical scorch shows tip burn without silvery streaks or insects.',
      },
    ],
    activeIngredients: ['abamectin', 'spinetoram', 'fipronil', 'beauveria-bassiana', 'metarhizium-anisopliae', 'neem'],
    management: {
      cultural: [
        'Check the leaf neck of 10 plants: act at about 30 thrips per plant early, or fewer near bulb formation.',
        'Irrigate by sprinklers to wash off thrips where possible; barrier crops of 2 rows of maize or wheat around onion.',
        'Control weeds; avoid planting next to cereals that are drying down.',
      ],
      biological: [
        'Blue sticky traps for monitoring; neem oil 5 ml per litre; Beauveria bassiana or Metarhizium sprays; conserve predatory thrips and bugs.',
      ],
      chemical: [
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: about 0.9 ml of 11.7% SC per litre with a sticker, directed into the leaf neck; max 2 uses.',
        },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B: about 1.5-2 ml of 5% SC per litre; very toxic to bees and fish; not allowed in some countries.',
        },
        {
          activeIngredient: 'abamectin',
          note: 'IRAC 6: label rate with a sticker or spray oil; rotate groups each spray because thrips build resistance quickly. Wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Healthy transplants; barrier crops; avoid water stress.'],
    whenToCallExpert: 'Call if thrips survive two sprays of different groups.',
    sources: [
      'ICAR-Directorate of Onion and Garlic Research',
      'Cornell Vegetable MD Online',
      'University of California IPM',
    ],
    visual: { colours: ['white-powdery', 'chlorotic-yellow'], pattern: 'streaks', halo: false },
    keywords: [
      'silvery',
      'silver streaks',
      'white streaks',
      'tiny insects',
      'leaf neck',
      'curling leaves',
      'black specks',
      'thrips',
    ],
  },
  {
    id: 'onion-stemphylium-blight',
    name: 'Stemphylium blight',
    scientificName: 'Stemphylium vesicarium',
    synonyms: ['stemphylium leaf blight', 'leaf blight of onion'],
    type: 'fungal',
    hosts: ['onion'],
    symptoms: {
      leaf: [
        'Small yellow to orange flecks and streaks, mostly in the middle of the leaves on the side facing the wind.',
        'Streaks grow into long spindle-shaped, pinkish-brown to dark olive patches; leaves die back from the tip.',
      ],
    },
    favourableConditions: ['Warm (18-25 °C), long leaf wetness; plants damaged by thrips, hail or purple blotch.'],
    lookAlikes: [
      {
        id: 'onion-purple-blotch',
        name: 'Purple blotch',
        howToTell:
          'Purple blotch patches are purple in the centre with rings; stemphylium is yellow-brown streaks on one side.',
      },
      {
        name: 'Tip dieback from drought or salts',
        howToTell: 'Simple tip burn has no spreading streaks and the whole field is even.',
      },
    ],
    activeIngredients: ['mancozeb', 'difenoconazole', 'tebuconazole', 'fluopyram', 'trichoderma'],
    management: {
      cultural: ['Remove debris; rotation; avoid long leaf wetness from sprinklers in the evening.'],
      biological: ['Trichoderma-based sprays give some protection.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre with sticker as protectant.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'FRAC 3: 0.5 ml of 25% EC per litre; alternate groups.',
        },
        {
          activeIngredient: 'fluopyram + tebuconazole',
          note: 'FRAC 7 + 3: label rate where registered; max 2 uses. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: ['Control thrips, tolerant varieties, debris removal.'],
    whenToCallExpert: 'Call if leaves are dying quickly before bulbing.',
    sources: ['Cornell Vegetable MD Online', 'ICAR-Directorate of Onion and Garlic Research'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'streaks', halo: false },
    keywords: ['orange streaks', 'yellow streaks', 'one side', 'windward', 'tip dying', 'leaf blight'],
  },
  {
    id: 'onion-downy-mildew',
    name: 'Downy mildew of onion',
    scientificName: 'Peronospora destructor',
    synonyms: ['downy mildew', 'onion mildew'],
    type: 'oomycete',
    hosts: ['onion'],
    symptoms: {
      leaf: [
        'Pale green to yellow oval patches on leaves and seed stalks.',
        'Early in the morning a grey-violet fuzzy growth covers the patches; later they turn brown and leaves fold over.',
      ],
      bulb: ['Bulbs are soft, do not store well and may sprout early.'],
    },
    favourableConditions: [
      'Cool (10-20 °C), foggy or rainy weather with long dew; infected sets and volunteer onions.',
    ],
    lookAlikes: [
      {
        id: 'onion-purple-blotch',
        name: 'Purple blotch',
        howToTell:
          'Purple blotch has purple centres and rings in warm weather; downy mildew has violet fuzz in cool weather.',
      },
    ],
    activeIngredients: ['mancozeb', 'metalaxyl-m', 'mandipropamid'],
    management: {
      cultural: ['Remove volunteer onions and cull piles; wide spacing; avoid low-lying fields with fog.'],
      biological: ['No effective biological control.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre with sticker as protectant before cool wet spells.',
        },
        {
          activeIngredient: 'metalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03: about 2.5 g per litre at first symptoms; max 2-3 uses.',
        },
        {
          activeIngredient: 'mandipropamid',
          note: 'FRAC 40: label rate; alternate groups. Observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Clean sets and seed; rotation of 3 years; destroy volunteers.'],
    whenToCallExpert: 'Call if seed crops show patches on stalks.',
    sources: ['Cornell Vegetable MD Online', 'AHDB', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow', 'purple'], pattern: 'large-blotches', halo: false },
    keywords: ['violet fuzz', 'grey fuzz', 'downy', 'morning fuzz', 'pale patches', 'cool foggy'],
  },
];
