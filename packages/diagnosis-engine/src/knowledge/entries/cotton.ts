import type { KnowledgeEntry } from '../types.js';

export const cottonEntries: KnowledgeEntry[] = [
  {
    id: 'cotton-bollworm',
    name: 'Cotton bollworm / fruit borer (Helicoverpa)',
    scientificName: 'Helicoverpa armigera',
    synonyms: [
      'american bollworm',
      'old world bollworm',
      'tomato fruit borer',
      'gram pod borer',
      'corn earworm',
      'chickpea pod borer',
      'fruit borer',
    ],
    type: 'pest',
    hosts: ['cotton', 'tomato', 'pepper', 'maize', 'soybean', 'bean'],
    symptoms: {
      fruit: [
        'Round, clean holes (5-8 mm) bored into cotton squares, bolls, tomato and chilli fruit and pods; the caterpillar often feeds with half its body outside.',
        'Wet droppings near the hole; damaged fruit rot.',
      ],
      flower: ['Squares and young bolls drop; flower buds are hollowed out.'],
      leaf: ['Young larvae scrape and eat tender leaves and shoots.'],
      grain: ['In maize, caterpillars eat silks and grain at the tip of the cob.'],
    },
    favourableConditions: [
      'Warm weather; many host crops (chickpea, tomato, maize, sorghum) in the area one after another.',
      'Heavy use of broad-spectrum insecticides that kills natural enemies; resistance to pyrethroids.',
    ],
    lookAlikes: [
      {
        id: 'pink-bollworm',
        name: 'Pink bollworm',
        howToTell:
          'Pink bollworm larvae are small, pink and hidden inside the boll; entry holes are tiny and close up, and bolls show rosette flowers.',
      },
      {
        id: 'fall-armyworm',
        name: 'Fall armyworm',
        howToTell:
          'Fall armyworm feeds mostly in the maize whorl with a Y mark on the head; Helicoverpa has no Y and prefers cobs and fruits.',
      },
      {
        id: 'eggplant-fruit-and-shoot-borer',
        name: 'Brinjal fruit and shoot borer',
        howToTell: 'In brinjal the shoot tips wilt and fruit holes are small and plugged with frass from a pink larva.',
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
        'Hand-pick and destroy large caterpillars and damaged fruit/bolls.',
        'Plant African marigold or maize as trap crops around tomato/cotton; remove them when full of eggs or larvae.',
        'Deep ploughing after harvest exposes pupae in the soil.',
        'Put bird perches (T-shaped sticks, about 20 per hectare) in the field.',
      ],
      biological: [
        'Pheromone traps (5 per hectare) to monitor moths; spray when catches reach about 8-10 moths per trap per night for 3 nights.',
        'Helicoverpa nucleopolyhedrovirus (HaNPV) at 250-500 larval equivalents per hectare in the evening.',
        'Bacillus thuringiensis var. kurstaki sprays on young larvae; release Trichogramma egg parasitoids.',
        'Neem seed kernel extract 5% against eggs and young larvae.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: about 0.3 ml of 18.5% SC per litre; maximum 2 sprays, then rotate. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre on young larvae.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: about 0.3 ml of 45% SC per litre; toxic to bees when wet, spray in the evening.',
        },
        {
          activeIngredient: 'indoxacarb',
          note: 'IRAC 22A: about 1 ml of 14.5% SC per litre. Rotate groups each generation; pyrethroid resistance is widespread. Wear PPE.',
        },
      ],
    },
    prevention: [
      'Bt cotton where approved (with refuge), area-wide pheromone monitoring, and intercropping with trap crops.',
    ],
    whenToCallExpert: 'Call if sprays fail to reduce larvae (resistance) or more than 10% of fruit/bolls are damaged.',
    sources: ['CABI Plantwise Knowledge Bank', 'ICAR-Central Institute for Cotton Research', 'ICRISAT', 'IRAC'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: [
      'caterpillar',
      'holes in fruit',
      'bored',
      'boll damage',
      'green caterpillar',
      'fruit borer',
      'pod borer',
      'worm',
    ],
  },
  {
    id: 'pink-bollworm',
    name: 'Pink bollworm',
    scientificName: 'Pectinophora gossypiella',
    synonyms: ['PBW', 'pink worm', 'gulabi sundi'],
    type: 'pest',
    hosts: ['cotton'],
    symptoms: {
      flower: ['Flowers stay twisted and half-open like a rosette, held together by the larva silk inside.'],
      fruit: [
        'Green bolls look healthy outside but have tiny closed entry holes; inside, small pink caterpillars eat the seeds.',
        'Lint is stained yellow-brown, locks do not open properly, and seeds are hollow; double seeds joined by silk.',
      ],
    },
    favourableConditions: [
      'Long-season cotton, late irrigations, cotton stalks and ginning waste stored near fields.',
      'Resistance of the pest to Bt cotton in several regions.',
    ],
    lookAlikes: [
      {
        id: 'cotton-bollworm',
        name: 'American bollworm',
        howToTell:
          'Helicoverpa is a large green-brown caterpillar making big open holes from outside; pink bollworm is small, pink and hidden inside.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'emamectin-benzoate', 'cypermethrin'],
    management: {
      cultural: [
        'End the season on time: stop irrigation and remove stalks right after the last picking; graze or shred them.',
        'Destroy rosette flowers; clean gins and cover seed cotton storage.',
        'Open 20 green bolls per hectare weekly: act when 10% have live larvae.',
      ],
      biological: [
        'Pheromone traps (5-8 per hectare) for monitoring; mating disruption with gossyplure ropes or paste.',
        'Trichogramma bactrae / chilonis releases.',
      ],
      chemical: [
        {
          activeIngredient: 'cypermethrin',
          note: 'IRAC 3A: label rate only late in the season once thresholds are reached (early pyrethroid sprays cause whitefly outbreaks). Very toxic to fish and bees; full PPE.',
        },
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre; rotate with other groups.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: label rate; maximum 2 uses per season.',
        },
      ],
    },
    prevention: ['Short-duration varieties, a closed season with no cotton, and area-wide stalk destruction.'],
    whenToCallExpert:
      'Call if pheromone traps catch more than 8 moths per trap per night or bolls are damaged despite Bt cotton.',
    sources: [
      'ICAR-Central Institute for Cotton Research',
      'CABI Plantwise Knowledge Bank',
      'University of California IPM',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'none', halo: false },
    keywords: [
      'rosette flower',
      'pink larva',
      'pink worm',
      'inside boll',
      'stained lint',
      'bolls not opening',
      'double seed',
    ],
  },
  {
    id: 'cotton-leaf-curl',
    name: 'Cotton leaf curl disease',
    scientificName: 'Cotton leaf curl virus complex (begomoviruses)',
    synonyms: ['CLCuD', 'CLCuV', 'leaf curl of cotton'],
    type: 'viral',
    hosts: ['cotton'],
    symptoms: {
      leaf: [
        'Leaf veins thicken and darken; leaves curl upward or downward and become cup-shaped.',
        'Small leaf-like growths (enations) on the underside along the main veins.',
      ],
      'whole plant': ['Stunted plants with short internodes and few bolls; early infection gives heavy yield loss.'],
    },
    favourableConditions: [
      'Whitefly (Bemisia tabaci) populations high in hot dry weather.',
      'Susceptible varieties; infected weeds and okra nearby.',
    ],
    lookAlikes: [
      {
        id: 'jassids',
        name: 'Jassid damage',
        howToTell: 'Jassids make leaf edges yellow then reddish and curl downward, with no thick veins or enations.',
      },
      {
        name: 'Herbicide (2,4-D) drift',
        howToTell:
          'Herbicide drift twists leaves into fan or strap shapes all at once on many plants, without vein thickening.',
      },
    ],
    activeIngredients: ['flonicamid', 'diafenthiuron', 'neem'],
    management: {
      cultural: [
        'Remove and destroy early infected plants; remove weed hosts and okra near cotton.',
        'Sow on time; avoid late sowing when whitefly peaks.',
      ],
      biological: ['Neem oil or neem seed kernel extract against whiteflies; yellow sticky traps.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus; only the whitefly vector can be sprayed (see whiteflies entry).',
        },
        {
          activeIngredient: 'diafenthiuron',
          note: 'IRAC 12A: about 1.2 g of 50% WP per litre against whiteflies; rotate groups.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: label rate; selective. Wear PPE.',
        },
      ],
    },
    prevention: ['Grow CLCuD-tolerant varieties; area-wide whitefly management; no ratoon cotton.'],
    whenToCallExpert: 'Call if curling appears in young cotton in many fields; extension tracks virus spread.',
    sources: ['ICAR-Central Institute for Cotton Research', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: ['leaf curl', 'curling', 'thick veins', 'enations', 'cupping', 'stunted', 'whitefly'],
  },
  {
    id: 'jassids',
    name: 'Jassids (leafhoppers)',
    scientificName: 'Amrasca biguttula biguttula (cotton/okra/brinjal), Empoasca spp.',
    synonyms: ['leafhopper', 'leaf hopper', 'green jassid', 'cotton jassid', 'hopper burn'],
    type: 'pest',
    hosts: ['cotton', 'eggplant', 'potato', 'pepper'],
    symptoms: {
      leaf: [
        'Small pale green wedge-shaped insects run sideways on the underside of the leaves and jump when disturbed.',
        'Leaf edges turn yellow then reddish-brown (hopperburn) and curl downward; leaves become crinkled and dry.',
      ],
      'whole plant': ['Growth slows; heavy attacks cause leaf drop and poor boll or fruit set.'],
    },
    favourableConditions: [
      'Warm humid weather with intermittent rain; lush crops with high nitrogen; susceptible (smooth-leaved) varieties.',
    ],
    lookAlikes: [
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage scorches edges of old leaves without insects on the underside.',
      },
      {
        id: 'cotton-leaf-curl',
        name: 'Cotton leaf curl',
        howToTell: 'Leaf curl virus thickens veins and forms enations; jassids make the edges red and curl down.',
      },
      {
        id: 'spider-mites',
        name: 'Spider mites',
        howToTell: 'Mites give fine speckling and webbing, with tiny dots not visible jumping insects.',
      },
    ],
    activeIngredients: ['imidacloprid', 'thiamethoxam', 'flonicamid', 'neem'],
    management: {
      cultural: ['Grow hairy-leaved tolerant varieties; avoid excess nitrogen; remove weed hosts.'],
      biological: [
        'Conserve ladybirds, lacewings (Chrysoperla) and spiders; neem oil 3-5 ml per litre.',
        'Yellow sticky traps for monitoring.',
      ],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre when 2 or more jassids per leaf and edges yellowing. Toxic to bees.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: about 0.2 g of 25% WG per litre; do not follow another 4A insecticide.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: label rate; rotate groups. Wear PPE and observe pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Seed treatment with imidacloprid or thiamethoxam protects young cotton for 4-6 weeks; tolerant varieties.',
    ],
    whenToCallExpert: 'Call if leaves turn red and dry over large areas despite one spray.',
    sources: ['ICAR-Central Institute for Cotton Research', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown', 'purple'], pattern: 'none', halo: false },
    keywords: [
      'jassid',
      'leafhopper',
      'hopper burn',
      'hopperburn',
      'red edges',
      'reddening',
      'edges curl down',
      'jump sideways',
    ],
  },
  {
    id: 'cotton-bacterial-blight',
    name: 'Bacterial blight of cotton (angular leaf spot)',
    scientificName: 'Xanthomonas citri pv. malvacearum',
    synonyms: ['angular leaf spot', 'black arm', 'blackarm', 'boll rot'],
    type: 'bacterial',
    hosts: ['cotton'],
    symptoms: {
      leaf: [
        'Small water-soaked spots that become angular (held between veins) and turn dark brown to black, often with a yellow ring.',
        'Spots may follow the veins (vein blight) and leaves drop.',
      ],
      stem: ['Black, sunken lesions girdle the stems and branches (black arm), which break.'],
      fruit: ['Round, water-soaked, then black sunken spots on bolls; boll rot and stained lint.'],
    },
    favourableConditions: ['Warm (30-35 °C), humid, rainy weather with wind-driven rain; infected seed.'],
    lookAlikes: [
      {
        name: 'Alternaria leaf spot of cotton',
        howToTell: 'Alternaria spots are round brown with concentric rings, not angular and water-soaked.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'pseudomonas-fluorescens'],
    management: {
      cultural: ['Remove and destroy infected debris; avoid sprinkler irrigation; do not work in wet crops.'],
      biological: ['Pseudomonas fluorescens seed treatment where available.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 2.5-3 g of 50% WP per litre at first spots; repeat after 10-15 days. Gloves and mask.',
        },
      ],
    },
    prevention: ['Acid-delinted, treated seed; resistant varieties; rotation.'],
    whenToCallExpert: 'Call if black arm lesions spread on stems in wet weather.',
    sources: [
      'ICAR-Central Institute for Cotton Research',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Cotton Diseases',
    ],
    visual: { colours: ['black', 'water-soaked', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['angular', 'water soaked', 'black arm', 'angular spots', 'boll rot', 'vein blight'],
  },
];
