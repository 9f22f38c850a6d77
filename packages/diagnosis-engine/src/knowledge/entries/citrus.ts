import type { KnowledgeEntry } from '../types.js';

export const citrusEntries: KnowledgeEntry[] = [
  {
    id: 'citrus-canker',
    name: 'Citrus canker',
    scientificName: 'Xanthomonas citri subsp. citri',
    synonyms: ['canker', 'bacterial canker of citrus', 'lemon canker', 'lime canker'],
    type: 'bacterial',
    hosts: ['citrus'],
    symptoms: {
      leaf: [
        'Small raised, rough, corky, light brown spots (2-10 mm) visible on both sides of the leaf, surrounded by a yellow halo and often a water-soaked margin.',
        'Older spots have a crater-like centre; spots are common along leaf miner tunnels.',
      ],
      fruit: [
        'Raised corky brown scabs with a crater centre on the fruit skin; fruit drop early and are unmarketable.',
      ],
      stem: ['Rough corky cankers on young twigs.'],
    },
    favourableConditions: [
      'Warm, rainy weather with wind; storms and leaf miner wounds spread and admit the bacteria.',
      'Susceptible types: acid lime, lemon and grapefruit.',
    ],
    lookAlikes: [
      {
        name: 'Citrus scab',
        howToTell: 'Scab spots are warty and raised mostly on one side of the leaf, without a yellow halo or crater.',
      },
      {
        id: 'citrus-leaf-miner',
        name: 'Leaf miner damage',
        howToTell: 'Leaf miners leave silvery winding tunnels, not corky spots; but canker often follows the tunnels.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'copper-hydroxide', 'streptomycin-sulphate'],
    management: {
      cultural: [
        'Prune and burn infected twigs in the dry season; disinfect pruning tools.',
        'Windbreaks around the orchard; control leaf miners on new flushes.',
      ],
      biological: ['No reliable biological control.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre on new flushes and young fruit, every 3-4 weeks in rainy season; protectant only.',
        },
        {
          activeIngredient: 'copper hydroxide',
          note: 'FRAC M01: label rate; do not overuse copper (soil build-up, fruit marks). Wear gloves and goggles; observe pre-harvest interval.',
        },
        {
          activeIngredient: 'streptomycin sulphate',
          note: 'Antibiotic; used only where registered (e.g. some parts of South Asia) mixed with copper; banned for plant use in many countries.',
        },
      ],
    },
    prevention: ['Canker-free nursery plants; windbreaks; quarantine rules in canker-free areas.'],
    whenToCallExpert:
      'Call if canker appears in an area where it was not known: it is a quarantine disease in many countries.',
    sources: [
      'University of Florida IFAS Citrus Extension',
      'CABI Plantwise Knowledge Bank',
      'ICAR-Central Citrus Research Institute',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['corky', 'raised spots', 'crater', 'scabby', 'lesions with halo', 'canker', 'rough spots'],
  },
  {
    id: 'citrus-greening',
    name: 'Citrus greening (Huanglongbing, HLB)',
    scientificName: 'Candidatus Liberibacter asiaticus (and africanus, americanus)',
    synonyms: ['HLB', 'huanglongbing', 'yellow dragon disease', 'greening'],
    type: 'bacterial',
    hosts: ['citrus'],
    symptoms: {
      leaf: [
        'Blotchy mottle: irregular yellow and green patches that are not the same on the two halves of the leaf.',
        'Leaves may be small, upright, thick with yellow corky veins, and show zinc-deficiency-like patterns.',
      ],
      fruit: [
        'Fruit are small, lopsided, stay green at the bottom end when ripe, taste bitter and sour, and drop early.',
        'Seeds inside are dark and aborted.',
      ],
      'whole plant': [
        'One branch or sector turns yellow first (yellow shoot), then the whole tree declines over years with twig dieback.',
      ],
    },
    favourableConditions: [
      'Asian citrus psyllid (or African citrus psyllid) carrying the bacterium; infected budwood and nursery trees.',
    ],
    lookAlikes: [
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell:
          'Zinc shortage yellowing is symmetrical between green veins on both leaf halves; greening mottle is blotchy and uneven.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell: 'Nitrogen shortage yellows the whole canopy evenly, not one sector with lopsided green fruit.',
      },
      {
        id: 'citrus-gummosis',
        name: 'Phytophthora root rot',
        howToTell: 'Root rot gives gum on the trunk base and overall decline, not blotchy mottled leaves.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Remove and destroy confirmed infected trees (after spraying to kill psyllids on them).',
        'Plant only certified disease-free nursery trees grown under insect-proof screens.',
        'Keep trees well nourished (foliar micronutrients) to prolong productive life.',
      ],
      biological: [
        'Release and conserve the parasitoid Tamarixia radiata; ladybirds and lacewings eat psyllid nymphs.',
      ],
      chemical: [
        {
          activeIngredient: 'none for the bacterium',
          note: 'No chemical cures greening. Control the psyllid vector area-wide (see asian-citrus-psyllid entry).',
        },
      ],
    },
    prevention: ['Certified nursery trees; area-wide psyllid control; regular scouting and removal of infected trees.'],
    whenToCallExpert:
      'Call for a lab (PCR) test when you see blotchy mottle and lopsided fruit: HLB is notifiable in many countries.',
    sources: ['University of Florida IFAS Citrus Extension', 'CABI Plantwise Knowledge Bank', 'USDA APHIS'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: [
      'blotchy mottle',
      'yellow shoot',
      'lopsided fruit',
      'green bottom',
      'bitter fruit',
      'decline',
      'greening',
      'hlb',
    ],
  },
  {
    id: 'asian-citrus-psyllid',
    name: 'Asian citrus psyllid',
    scientificName: 'Diaphorina citri',
    synonyms: ['citrus psyllid', 'psylla', 'ACP'],
    type: 'pest',
    hosts: ['citrus'],
    symptoms: {
      leaf: [
        'Small mottled brown insects (3-4 mm) sit on new shoots with their body tilted at 45 degrees, head down.',
        'Yellow-orange nymphs on tender flush produce white waxy curly threads and honeydew.',
        'New leaves are twisted and curled; shoots die back.',
      ],
    },
    favourableConditions: ['Frequent new flushes; warm weather; nearby infested orange jasmine (Murraya) hedges.'],
    lookAlikes: [
      {
        id: 'aphids',
        name: 'Aphids',
        howToTell: 'Aphids are soft, round and sit flat; psyllids tilt at 45° and nymphs make white waxy threads.',
      },
      {
        id: 'whiteflies',
        name: 'Whiteflies',
        howToTell: 'Whitefly adults are white and fly up in clouds; psyllids are brown and jump.',
      },
    ],
    activeIngredients: ['imidacloprid', 'thiamethoxam', 'spirotetramat', 'mineral-oil', 'neem'],
    management: {
      cultural: ['Check new flushes weekly; remove Murraya hedges near orchards; prune to synchronise flushing.'],
      biological: ['Tamarixia radiata parasitoid; ladybirds; horticultural oil or neem on flush.'],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: as a soil drench for young trees or spray at label rate on flush; toxic to bees, not during bloom.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: label rate; do not rotate with imidacloprid (same group).',
        },
        {
          activeIngredient: 'spirotetramat',
          note: 'IRAC 23: label rate on flush; good rotation partner.',
        },
        {
          activeIngredient: 'mineral oil (horticultural)',
          note: '1-2% spray on flush; not in extreme heat. Observe all pre-harvest intervals and wear PPE.',
        },
      ],
    },
    prevention: ['Area-wide coordinated sprays on flush; screen nurseries.'],
    whenToCallExpert:
      'Call if psyllids are found in an area where greening is not yet known, or to join area-wide programmes.',
    sources: [
      'University of Florida IFAS Citrus Extension',
      'CABI Plantwise Knowledge Bank',
      'University of California IPM',
    ],
    visual: { colours: ['chlorotic-yellow', 'white-powdery'], pattern: 'none', halo: false },
    keywords: ['psyllid', '45 degree', 'tilted', 'white waxy threads', 'new flush', 'curled new leaves', 'honeydew'],
  },
  {
    id: 'citrus-gummosis',
    name: 'Phytophthora gummosis and foot rot of citrus',
    scientificName: 'Phytophthora nicotianae, P. citrophthora',
    synonyms: ['gummosis', 'foot rot', 'collar rot', 'root rot of citrus', 'brown rot of fruit'],
    type: 'oomycete',
    hosts: ['citrus'],
    symptoms: {
      stem: [
        'Amber gum oozes from cracks in the bark near the soil line or graft union; bark beneath is brown, wet and dead.',
        'Lesions spread around the trunk and can girdle it.',
      ],
      root: ['Feeder roots rot; the outer root layer slips off leaving a thread.'],
      leaf: ['Leaves turn pale yellow along the veins; canopy thins and twigs die back.'],
      fruit: ['Low-hanging fruit develop a firm, brown, leathery rot with a sharp smell (brown rot).'],
    },
    favourableConditions: [
      'Wet, poorly drained soils; irrigation water touching the trunk; graft union buried in soil; wounds.',
    ],
    lookAlikes: [
      {
        id: 'citrus-greening',
        name: 'Citrus greening',
        howToTell: 'Greening gives blotchy mottle and lopsided fruit, with no gum at the trunk base.',
      },
      {
        name: 'Borer or mechanical damage',
        howToTell: 'Gum from borers comes with holes and sawdust; mechanical wounds heal at the edges.',
      },
    ],
    activeIngredients: ['bordeaux-mixture', 'metalaxyl-m', 'fosetyl-aluminium', 'trichoderma'],
    management: {
      cultural: [
        'Scrape off diseased bark down to healthy tissue, then paint the wound with Bordeaux paste (copper sulphate + lime).',
        'Keep irrigation water away from the trunk (double-ring basin); improve drainage; remove soil from around the graft union.',
      ],
      biological: ['Trichoderma harzianum mixed with compost around the root zone.'],
      chemical: [
        {
          activeIngredient: 'fosetyl-aluminium',
          note: 'FRAC P07: 2.5 g of 80% WP per litre as foliar spray, or trunk paint at label rate, 2-3 times a year.',
        },
        {
          activeIngredient: 'metalaxyl-M',
          note: 'FRAC 4: soil drench at label rate in the root zone at the start of rains; max 2 per year.',
        },
        {
          activeIngredient: 'copper (Bordeaux paste)',
          note: 'FRAC M01: paint trunk base to 60 cm high. Wear gloves and goggles.',
        },
      ],
    },
    prevention: ['Tolerant rootstocks; graft union at least 20-30 cm above soil; good drainage.'],
    whenToCallExpert: 'Call if gumming circles more than half the trunk.',
    sources: [
      'University of Florida IFAS Citrus Extension',
      'University of California IPM',
      'ICAR-Central Citrus Research Institute',
    ],
    visual: { colours: ['necrotic-brown', 'water-soaked'], pattern: 'large-blotches', halo: false },
    keywords: ['gum', 'gummosis', 'oozing gum', 'bark cracking', 'trunk rot', 'collar rot', 'foot rot'],
  },
  {
    id: 'citrus-leaf-miner',
    name: 'Citrus leaf miner',
    scientificName: 'Phyllocnistis citrella',
    synonyms: ['leaf miner', 'serpentine miner', 'silver trails'],
    type: 'pest',
    hosts: ['citrus'],
    symptoms: {
      leaf: [
        'Silvery, winding, snake-like tunnels just under the skin of young leaves, with a dark line of droppings down the middle.',
        'Leaves curl, twist and become distorted; tunnels open the way for canker.',
      ],
    },
    favourableConditions: ['Flushing periods with tender new leaves; nurseries and young trees.'],
    lookAlikes: [
      {
        id: 'citrus-canker',
        name: 'Citrus canker',
        howToTell: 'Canker makes raised corky spots with a yellow halo; the miner only leaves shiny tunnels.',
      },
      {
        id: 'asian-citrus-psyllid',
        name: 'Citrus psyllid',
        howToTell: 'Psyllids twist new leaves too, but you see insects and white waxy threads, not tunnels.',
      },
    ],
    activeIngredients: ['imidacloprid', 'abamectin', 'neem'],
    management: {
      cultural: [
        'Synchronise flushing with pruning and fertilizer timing; remove out-of-season flushes in young trees.',
      ],
      biological: ['Conserve parasitic wasps; neem oil (3-5 ml per litre) on new flush.'],
      chemical: [
        {
          activeIngredient: 'abamectin',
          note: 'IRAC 6: label rate with oil on flush; treat only young trees or nurseries, mature trees tolerate damage.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: label rate; not during bloom (bee toxicity). Observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Protect new flushes in nurseries and young orchards.'],
    whenToCallExpert: 'Call if canker follows leaf miner damage in young plants.',
    sources: ['University of California IPM', 'University of Florida IFAS Citrus Extension'],
    visual: { colours: ['white-powdery', 'chlorotic-yellow'], pattern: 'none', halo: false },
    keywords: ['silvery tunnels', 'snake lines', 'winding lines', 'mines', 'curled young leaves', 'silver trails'],
  },
  {
    id: 'citrus-black-spot',
    name: 'Citrus black spot',
    scientificName: 'Phyllosticta citricarpa (Guignardia citricarpa)',
    synonyms: ['black spot', 'CBS', 'hard spot', 'freckle spot'],
    type: 'fungal',
    hosts: ['citrus'],
    symptoms: {
      leaf: [
        'Small round sunken spots with a grey to light brown centre, a dark brown to black border and often a yellow halo, mostly on lemon leaves.',
        'On badly hit leaves the spots join into large dark brown dead areas and the leaves fall.',
      ],
      fruit: [
        'Hard spot: round sunken spots with a brick-red to dark brown rim and a grey centre with tiny black dots, on the sunny side of the fruit.',
        'Freckle spot: many small red-brown specks; spotted fruit may drop before harvest.',
      ],
    },
    favourableConditions: [
      'Warm summer rain while fruit are young (from petal fall to about 5 months later).',
      'Fallen leaves under the trees, where the fungus makes its spores; old trees and lemons are most at risk.',
    ],
    lookAlikes: [
      {
        id: 'citrus-canker',
        name: 'Citrus canker',
        howToTell:
          'Canker spots are raised and corky with a water-soaked edge and show on both sides of the leaf; black spot lesions are sunken, with tiny black dots.',
      },
      {
        name: 'Melanose',
        howToTell:
          'Melanose makes tiny raised dark brown specks that feel like sandpaper, often in streaks where water ran; no sunken spots with grey centres.',
      },
      {
        name: 'Greasy spot',
        howToTell:
          'Greasy spot makes yellow-brown greasy blotches on the underside of leaves, not sunken spots with a dark rim.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'copper-hydroxide', 'mancozeb', 'azoxystrobin', 'pyraclostrobin'],
    management: {
      cultural: [
        'Rake up and bury or burn fallen leaves, or mulch them under, before the rains: they carry the spores.',
        'Prune out dead wood and open the canopy; pick and remove spotted fruit.',
        'Do not move fruit with leaves, or nursery plants, from an infected area: many countries regulate this disease.',
      ],
      biological: ['No biological product is reliable; removing leaf litter is the main non-chemical control.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'Protectant: 3 g of 50% WP per litre from petal fall, every 4-6 weeks while fruit are young.',
        },
        {
          activeIngredient: 'copper hydroxide',
          note: 'Protectant: 2 g of 77% WP per litre, the same timing; too much copper marks the fruit in hot weather.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2 g of 75% WP per litre, often alternated with copper; observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: label rate, at most 2 sprays a season, mixed with copper or mancozeb.',
        },
        {
          activeIngredient: 'pyraclostrobin',
          note: 'FRAC 11: label rate; count it with azoxystrobin, at most 2 sprays of the group a season.',
        },
      ],
    },
    prevention: ['Certified nursery trees, leaf-litter removal and protective sprays while fruit are young.'],
    whenToCallExpert:
      'Call the plant protection office when you first suspect black spot: it is a quarantine disease in many countries.',
    sources: ['University of Florida IFAS Citrus Extension', 'CABI Plantwise Knowledge Bank', 'EPPO Global Database'],
    visual: { colours: ['necrotic-brown', 'black', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['black spot', 'hard spot', 'freckle spot', 'sunken spots', 'black dots', 'dark brown patches'],
  },
];
