import type { KnowledgeEntry } from '../types.js';

export const eggplantEntries: KnowledgeEntry[] = [
  {
    id: 'eggplant-fruit-and-shoot-borer',
    name: 'Brinjal fruit and shoot borer',
    scientificName: 'Leucinodes orbonalis',
    synonyms: ['BFSB', 'shoot and fruit borer', 'eggplant borer', 'brinjal borer'],
    type: 'pest',
    hosts: ['eggplant'],
    symptoms: {
      stem: [
        'Young shoot tips wilt, droop and dry ("flagging") because a pink caterpillar tunnels down the tender shoot.',
        'Small hole plugged with dry droppings at the shoot base.',
      ],
      fruit: [
        'Small round exit/entry holes on fruit, often near the calyx, sometimes plugged with frass; inside are tunnels, rot and a cream-pink caterpillar.',
        'Infested fruit are unmarketable.',
      ],
      flower: ['Flower buds are bored and drop.'],
    },
    favourableConditions: [
      'Warm humid weather; continuous brinjal growing; old stubble and infested fruit left near the field.',
    ],
    lookAlikes: [
      {
        id: 'cotton-bollworm',
        name: 'Fruit borer (Helicoverpa)',
        howToTell: 'Helicoverpa makes larger holes with the caterpillar half outside, and does not wilt shoot tips.',
      },
      {
        id: 'bacterial-wilt',
        name: 'Bacterial wilt',
        howToTell: 'Wilt affects the whole plant, not only single shoot tips with a bored hole.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'emamectin-benzoate', 'spinosad', 'bacillus-thuringiensis', 'neem'],
    management: {
      cultural: [
        'Every week, cut off wilted shoot tips 2-3 cm below the damage and remove bored fruit; bury or burn them (do not leave in the field).',
        'Remove old crop stubble after the last harvest.',
        'Use fine net barriers around nursery and field where possible.',
      ],
      biological: [
        'Pheromone traps (Leucinodes lure), about 100 per hectare for mass trapping, set from transplanting.',
        'Release Trichogramma chilonis; spray Bacillus thuringiensis or neem seed kernel extract 5% on young larvae.',
      ],
      chemical: [
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre after removing damaged shoots; respect the label pre-harvest interval because fruit are picked often.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: about 0.3-0.4 ml of 18.5% SC per litre; maximum 2 uses, then rotate.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: about 0.3 ml of 45% SC per litre. Do not spray more than once per week; harvest before spraying. Wear PPE.',
        },
      ],
    },
    prevention: [
      'Pheromone mass trapping with weekly shoot clipping; Bt brinjal where approved; avoid continuous brinjal.',
    ],
    whenToCallExpert: 'Call if more than 10% of fruit are bored despite clipping and traps.',
    sources: ['AVRDC - World Vegetable Center', 'ICAR-NCIPM', 'TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: [
      'shoot wilting',
      'drooping tips',
      'holes in fruit',
      'borer',
      'worm inside',
      'frass',
      'pink caterpillar',
      'bored',
    ],
  },
  {
    id: 'eggplant-little-leaf',
    name: 'Little leaf of brinjal',
    scientificName: 'Phytoplasma (Candidatus Phytoplasma trifolii group)',
    synonyms: ['little leaf', 'phytoplasma', 'witches broom of brinjal'],
    type: 'bacterial',
    hosts: ['eggplant'],
    symptoms: {
      leaf: ['New leaves are very small, narrow, soft, smooth and pale yellow-green, with very short stalks.'],
      'whole plant': ['Short internodes and many small side shoots give the plant a bushy, broom-like look.'],
      flower: ['Flowers are green and leaf-like (phyllody) and fruit are rarely set.'],
    },
    favourableConditions: ['Leafhoppers (Hishimonus phycitis) carrying the phytoplasma; weed hosts; ratoon crops.'],
    lookAlikes: [
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell:
          'Zinc shortage also gives small leaves, but the leaves show yellow between veins and the plant responds to a zinc spray; no green leafy flowers.',
      },
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell: 'Broad mites give curled, bronzed leaves, not a broom of tiny smooth leaves.',
      },
    ],
    activeIngredients: ['imidacloprid', 'neem'],
    management: {
      cultural: [
        'Pull out and destroy infected plants as soon as they are seen; they never recover.',
        'Remove weeds around the field; do not keep ratoon crops.',
      ],
      biological: ['Neem oil sprays against leafhoppers; conserve natural enemies.'],
      chemical: [
        {
          activeIngredient: 'none for the phytoplasma',
          note: 'No spray cures little leaf. Control the leafhopper vector in the nursery and early field crop.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre, or a seedling root dip at label rate; toxic to bees; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Healthy seedlings from netted nurseries; tolerant varieties; control leafhoppers early.'],
    whenToCallExpert: 'Call if more than 5% of plants show little leaf.',
    sources: ['TNAU Agritech Portal', 'ICAR-IIHR', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'uniform-yellowing', halo: false },
    keywords: ['little leaf', 'tiny leaves', 'small leaves', 'bushy', 'broom', 'no fruit', 'green flowers'],
  },
  {
    id: 'eggplant-phomopsis-blight',
    name: 'Phomopsis blight and fruit rot',
    scientificName: 'Phomopsis vexans (Diaporthe vexans)',
    synonyms: ['phomopsis', 'fruit rot of brinjal', 'leaf blight of brinjal'],
    type: 'fungal',
    hosts: ['eggplant'],
    symptoms: {
      leaf: ['Round grey-brown spots up to 2 cm with a lighter centre and many tiny black dots, on lower leaves.'],
      stem: ['Dark lesions at the stem base of seedlings (damping-off, collar rot); cankers on older stems.'],
      fruit: [
        'Pale, sunken, soft spots on fruit that join and cover the fruit; many black dots in rings; fruit rot and mummify.',
      ],
    },
    favourableConditions: ['Hot (around 29 °C), humid, rainy weather; infected seed.'],
    lookAlikes: [
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell: 'Early blight spots have target rings and no black dots on the fruit rot.',
      },
      {
        id: 'phytophthora-blight',
        name: 'Phytophthora blight',
        howToTell: 'Phytophthora fruit rot has white mould and the plant collapses from the base.',
      },
    ],
    activeIngredients: ['mancozeb', 'carbendazim', 'trichoderma'],
    management: {
      cultural: ['Remove infected fruit and leaves; rotation for 2-3 years; avoid overhead watering.'],
      biological: ['Seed treatment with Trichoderma viride (4 g/kg seed).'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre every 10 days in wet weather; observe pre-harvest interval.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: seed treatment 2 g per kg seed, or 1 g per litre spray; alternate with a multi-site. Gloves and mask.',
        },
      ],
    },
    prevention: ['Seed from healthy fruit; hot-water seed treatment (50 °C for 30 minutes); resistant varieties.'],
    whenToCallExpert: 'Call if fruit rot exceeds 10% or nursery seedlings are dying.',
    sources: ['TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank', 'AVRDC - World Vegetable Center'],
    visual: { colours: ['necrotic-brown', 'black'], pattern: 'spots', halo: false },
    keywords: ['fruit rot', 'black dots', 'pycnidia', 'sunken', 'mummified', 'grey spots'],
  },
  {
    id: 'epilachna-beetle',
    name: 'Epilachna beetle (hadda beetle)',
    scientificName: 'Henosepilachna vigintioctopunctata, Epilachna spp.',
    synonyms: ['hadda beetle', '28-spotted ladybird', 'leaf-eating ladybird', 'spotted beetle'],
    type: 'pest',
    hosts: ['eggplant', 'potato', 'tomato', 'cucurbits'],
    symptoms: {
      leaf: [
        'Leaves are scraped between the veins leaving a lacy, ladder-like skeleton that dries brown.',
        'Orange-red domed beetles with many black spots and yellow spiny grubs feed on the leaf underside.',
      ],
    },
    favourableConditions: ['Warm, humid weather; solanaceous and cucurbit crops grown together.'],
    lookAlikes: [
      {
        name: 'Beneficial ladybirds',
        howToTell:
          'Useful ladybirds are shiny and hard with few spots and eat aphids; epilachna is dull, hairy, with many spots and spiny grubs on leaves.',
      },
      {
        id: 'red-pumpkin-beetle',
        name: 'Red pumpkin beetle',
        howToTell: 'Red pumpkin beetle is plain orange without spots and makes round holes in cucurbit leaves.',
      },
    ],
    activeIngredients: ['spinosad', 'lambda-cyhalothrin', 'neem'],
    management: {
      cultural: [
        'Hand-pick beetles, grubs and yellow egg clusters and destroy them; shake plants over a tray of soapy water.',
      ],
      biological: ['Neem seed kernel extract 5%; conserve the parasitoid Pediobius foveolatus.'],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: label rate on leaf undersides; spray in the evening to protect bees.',
        },
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: label rate only for heavy attacks; toxic to fish and bees; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Scout weekly; remove weed hosts like wild solanums.'],
    whenToCallExpert: 'Call if more than a quarter of the leaf area is skeletonised on young plants.',
    sources: ['TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: ['skeleton', 'skeletonised', 'lace', 'lacy leaves', 'spotted beetle', 'ladybird', 'grubs', 'scraped'],
  },
];
