import type { KnowledgeEntry } from '../types.js';

export const potatoEntries: KnowledgeEntry[] = [
  {
    id: 'potato-common-scab',
    name: 'Common scab',
    scientificName: 'Streptomyces scabies and related species',
    synonyms: ['potato scab', 'scab', 'corky scab'],
    type: 'bacterial',
    hosts: ['potato'],
    symptoms: {
      tuber: [
        'Rough, corky, brown patches on the tuber skin, either flat and shallow, raised like warts, or sunken pits.',
        'Patches are round or irregular, 5-10 mm or joined into large rough areas; only the skin is affected, the flesh below is sound.',
      ],
      leaf: ['The leaves and stems look healthy; the problem is only seen at harvest.'],
    },
    favourableConditions: [
      'Dry soil during the 4-6 weeks after tubers start forming.',
      'Alkaline soil (pH above 5.5-6.0), fresh liming, fresh manure.',
      'Light sandy or gravelly soils; short rotations.',
    ],
    lookAlikes: [
      {
        name: 'Powdery scab',
        howToTell:
          'Powdery scab blisters are raised pimples that burst to release a brown powder; it favours cool, wet soil, the opposite of common scab.',
      },
      {
        name: 'Black scurf (Rhizoctonia)',
        howToTell:
          'Black scurf is hard black crusts like dirt stuck on the skin that do not wash off; the skin below is smooth.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Keep soil moist (not waterlogged) for 4-6 weeks from the start of tuber formation.',
        'Do not lime just before potatoes; avoid fresh manure; use acid-forming fertilizers like ammonium sulphate.',
        'Grade out scabby tubers and do not use them as seed.',
      ],
      biological: ['Green manures (e.g. mustard, rye) ploughed in before planting can lower scab in some soils.'],
      chemical: [
        {
          activeIngredient: 'none effective in the field',
          note: 'Sprays on the crop do not control scab. Managing soil moisture and pH is the main control; some countries register seed-tuber treatments (e.g. mancozeb dust) that reduce seed-borne inoculum only.',
        },
      ],
    },
    prevention: [
      'Plant certified seed and scab-resistant varieties.',
      'Rotate 3-4 years with cereals or grasses; avoid beet and radish in the rotation.',
    ],
    whenToCallExpert: 'Call if scab makes most tubers unmarketable, to test soil pH and choose resistant varieties.',
    sources: [
      'APS Compendium of Potato Diseases',
      'International Potato Center (CIP)',
      'University of Minnesota Extension',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'spots', halo: false },
    keywords: ['scab', 'corky', 'rough skin', 'warts', 'pits', 'scabby tubers', 'skin only'],
  },
  {
    id: 'potato-blackleg',
    name: 'Blackleg and soft rot',
    scientificName: 'Pectobacterium atrosepticum, Pectobacterium spp., Dickeya spp.',
    synonyms: ['soft rot', 'black leg', 'stem rot of potato', 'bacterial soft rot'],
    type: 'bacterial',
    hosts: ['potato'],
    symptoms: {
      stem: [
        'Inky black, slimy rot at the base of the stem, starting from the seed tuber and moving up, often 10-15 cm.',
        'Stems are soft and pull out easily; the rotting seed piece below smells bad.',
      ],
      leaf: ['Leaves turn pale yellow, roll upward and the plant wilts; usually single plants scattered in the field.'],
      tuber: ['Tubers rot from the stem end: cream to brown, soft, wet and smelly flesh; in store whole bags can rot.'],
    },
    favourableConditions: [
      'Infected seed tubers; cutting seed with unclean knives.',
      'Wet, waterlogged soil at planting; warm wet storage without air.',
      'Bruising and wounding at harvest.',
    ],
    lookAlikes: [
      {
        id: 'bacterial-wilt',
        name: 'Bacterial wilt',
        howToTell:
          'Bacterial wilt plants wilt green with a normal-looking stem base; a cut stem shows milky streams in water and tubers show a brown ring.',
      },
      {
        id: 'late-blight',
        name: 'Late blight',
        howToTell:
          'Late blight stem patches are higher up with leaf lesions and white fuzz; not a black slimy base from the seed tuber.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Pull out and remove diseased plants together with the rotten seed tuber.',
        'Avoid irrigating until plants emerge; improve drainage.',
        'Harvest when skin is set, in dry weather; avoid bruises; dry tubers before storing in a cool, ventilated store.',
      ],
      biological: ['No reliable biological control; clean seed is the main defence.'],
      chemical: [
        {
          activeIngredient: 'none effective',
          note: 'No spray controls blackleg. Disinfect seed cutting knives in bleach or alcohol between batches.',
        },
      ],
    },
    prevention: [
      'Use certified seed; plant whole small tubers rather than cut pieces where possible.',
      'Let cut seed heal (suberise) for several days before planting; plant into warm, well-drained soil.',
    ],
    whenToCallExpert: 'Call if more than 2% of plants show blackleg in a seed crop, or if stored potatoes are rotting.',
    sources: ['APS Compendium of Potato Diseases', 'International Potato Center (CIP)', 'AHDB Potatoes'],
    visual: { colours: ['black', 'water-soaked', 'chlorotic-yellow'], pattern: 'wilting', halo: false },
    keywords: ['black stem', 'slimy', 'soft rot', 'smell', 'bad smell', 'rotten seed', 'stem base black'],
  },
  {
    id: 'potato-tuber-moth',
    name: 'Potato tuber moth',
    scientificName: 'Phthorimaea operculella',
    synonyms: ['tuber moth', 'potato tuberworm', 'PTM'],
    type: 'pest',
    hosts: ['potato', 'tomato', 'eggplant'],
    symptoms: {
      leaf: ['Small caterpillars make clear blotch mines in leaves and tunnel into stems.'],
      tuber: [
        'Tunnels inside the tuber filled with dark droppings; small entry holes near the eyes with frass outside.',
        'Damage increases in storage; tubers rot and shrink.',
      ],
    },
    favourableConditions: [
      'Hot dry weather, cracked soil exposing tubers.',
      'Shallow planting, tubers left in the field overnight after harvest, unprotected storage.',
    ],
    lookAlikes: [
      {
        id: 'tomato-leaf-miner',
        name: 'Tuta absoluta',
        howToTell:
          'Both mine leaves; Tuta attacks tomato fruit heavily, while tuber moth damage is mostly in potato tubers and stores.',
      },
      {
        id: 'cutworms',
        name: 'Cutworms',
        howToTell:
          'Cutworms chew shallow open holes in tubers and cut stems at soil level; tuber moth makes thin tunnels with frass.',
      },
    ],
    activeIngredients: ['emamectin-benzoate', 'spinosad', 'bacillus-thuringiensis'],
    management: {
      cultural: [
        'Plant seed 10 cm deep and earth up well so cracks do not expose tubers; irrigate to stop soil cracking.',
        'Harvest promptly and cover harvested tubers; do not leave them in the field overnight.',
        'Store in clean, cool stores; cover tubers with a 2-3 cm layer of dry lantana or eucalyptus leaves or sand.',
      ],
      biological: [
        'Pheromone traps to monitor and mass-trap moths.',
        'Granulosis virus (PhopGV) dust on stored seed tubers where available; Bacillus thuringiensis dust in stores.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: foliar spray at label rate when moth catches rise. Do not treat tubers for eating with insecticides.',
        },
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre on foliage; rotate groups; observe label pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Use clean seed tubers; destroy infested tubers and volunteer plants; rotate with non-solanaceous crops.',
    ],
    whenToCallExpert: 'Call if stored seed tubers are heavily infested before planting season.',
    sources: ['International Potato Center (CIP)', 'CABI Plantwise Knowledge Bank', 'University of California IPM'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: ['tunnels', 'frass', 'droppings', 'holes in tuber', 'store', 'storage', 'moth', 'larva'],
  },
  {
    id: 'potato-leafroll',
    name: 'Potato leafroll virus',
    scientificName: 'Potato leafroll virus (PLRV)',
    synonyms: ['PLRV', 'leafroll', 'leaf roll'],
    type: 'viral',
    hosts: ['potato'],
    symptoms: {
      leaf: [
        'Lower leaves roll upward into tubes, become stiff, thick and leathery, and rattle or crackle when shaken.',
        'Upper leaves are pale yellow, upright, sometimes with purple or red edges.',
      ],
      tuber: ['Few, small tubers; some varieties show brown net-like threads in the flesh (net necrosis).'],
      'whole plant': ['Plants grown from infected seed are stunted and stiffly upright.'],
    },
    favourableConditions: [
      'Aphids (especially green peach aphid) carrying the virus from infected plants.',
      'Farm-saved seed used year after year.',
    ],
    lookAlikes: [
      {
        id: 'potato-blackleg',
        name: 'Blackleg',
        howToTell: 'Blackleg also rolls leaves but the stem base is black and rotten.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between veins of old leaves; the leaves are not stiff and rolled.',
      },
    ],
    activeIngredients: ['flonicamid'],
    management: {
      cultural: [
        'Rogue out (remove) infected plants with their tubers as soon as they are seen, in seed crops especially.',
        'Do not save seed from fields with leafroll.',
      ],
      biological: ['Conserve ladybirds, lacewings and hoverflies that eat aphids.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus. In seed crops, control aphid vectors; see the aphids entry.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: against aphids at label rate; selective and gentle on beneficials. Observe pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Plant certified virus-free seed; renew seed every 2-3 seasons; grow seed potato in cool, low-aphid areas.',
    ],
    whenToCallExpert: 'Call if more than 5% of plants show rolling in a field meant for seed.',
    sources: [
      'International Potato Center (CIP)',
      'APS Compendium of Potato Diseases',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow', 'purple'], pattern: 'uniform-yellowing', halo: false },
    keywords: ['rolled leaves', 'leaf roll', 'rolling', 'leathery', 'crackle', 'rattle', 'upward rolling', 'stiff'],
  },
];
