import type { KnowledgeEntry } from '../types.js';

export const maizeEntries: KnowledgeEntry[] = [
  {
    id: 'northern-corn-leaf-blight',
    name: 'Northern corn leaf blight (turcicum leaf blight)',
    scientificName: 'Exserohilum turcicum (Setosphaeria turcica)',
    synonyms: ['NCLB', 'turcicum leaf blight', 'TLB', 'northern leaf blight', 'leaf blight of maize'],
    type: 'fungal',
    hosts: ['maize'],
    symptoms: {
      leaf: [
        'Long, cigar- or boat-shaped grey-green to tan lesions, 3-15 cm long and 1-3 cm wide, starting on the lower leaves.',
        'Lesions are not limited by the veins; in humid weather they look dusty dark grey-green from spores.',
        'Many lesions join and whole leaves dry, the crop looks frost-burnt before the grain fills.',
      ],
    },
    favourableConditions: [
      'Moderate temperatures (18-27 °C) with heavy dew, fog or frequent rain; highland and mid-altitude areas.',
      'Maize after maize with infected stubble on the surface.',
    ],
    lookAlikes: [
      {
        id: 'maize-gray-leaf-spot',
        name: 'Gray leaf spot',
        howToTell:
          'Gray leaf spot lesions are narrow, rectangular and boxed in by the veins (1-6 cm long), not large cigar-shaped lesions.',
      },
      {
        name: 'Southern corn leaf blight',
        howToTell:
          'Southern leaf blight lesions are smaller (1-4 cm), tan with parallel sides and a brown border, in hot humid lowlands.',
      },
      {
        name: 'Drought or fertilizer scorch',
        howToTell: 'Scorch burns leaf edges and tips evenly without separate cigar-shaped lesions.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'propiconazole', 'pyraclostrobin', 'trichoderma'],
    management: {
      cultural: [
        'Rotate with legumes or other non-grass crops for one season; plough in or remove infected stubble.',
        'Plant at recommended spacing; balanced fertilizer.',
      ],
      biological: [
        'Trichoderma-based products as seed or soil treatment may reduce inoculum but are not reliable alone.',
      ],
      chemical: [
        {
          activeIngredient: 'azoxystrobin + propiconazole',
          note: 'FRAC 11 + 3: label rate when lesions reach the third leaf below the ear before tasselling on susceptible hybrids. Observe pre-harvest interval.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g of 75% WP per litre at first lesions, repeat after 10 days; gloves, mask.',
        },
        {
          activeIngredient: 'pyraclostrobin',
          note: 'FRAC 11: label rate; maximum 2 strobilurin uses per season, rotate with an azole.',
        },
      ],
    },
    prevention: ['Plant resistant hybrids (Ht genes or good field tolerance) recommended for your area.'],
    whenToCallExpert: 'Call if lesions reach the ear leaf before the grain starts to fill.',
    sources: ['CIMMYT Maize Doctor', 'CABI Plantwise Knowledge Bank', 'Crop Protection Network'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'large-blotches', halo: false },
    keywords: ['cigar', 'cigar shaped', 'long lesions', 'boat shaped', 'grey green', 'blight', 'large lesions'],
  },
  {
    id: 'maize-gray-leaf-spot',
    name: 'Gray leaf spot',
    scientificName: 'Cercospora zeae-maydis, C. zeina',
    synonyms: ['GLS', 'grey leaf spot', 'cercospora leaf spot of maize'],
    type: 'fungal',
    hosts: ['maize'],
    symptoms: {
      leaf: [
        'Narrow, rectangular, straight-sided grey to tan lesions that run parallel to the veins, 1-6 cm long and 2-4 mm wide.',
        'Young lesions are small with a yellow halo; backlit against the sun they look see-through.',
        'Lesions start on lower leaves and join until the leaf is grey and dead.',
      ],
    },
    favourableConditions: [
      'Warm (25-30 °C), very humid weather with long periods of dew or fog; minimum tillage with maize residue.',
    ],
    lookAlikes: [
      {
        id: 'northern-corn-leaf-blight',
        name: 'Northern corn leaf blight',
        howToTell: 'NCLB lesions are much larger, cigar-shaped and cross the veins.',
      },
      {
        id: 'maize-common-rust',
        name: 'Common rust',
        howToTell: 'Rust forms raised powdery reddish-brown pustules, not flat grey rectangles.',
      },
    ],
    activeIngredients: ['azoxystrobin', 'cyproconazole', 'metconazole', 'pyraclostrobin'],
    management: {
      cultural: [
        'Rotate out of maize for at least one season; plough in residue; avoid planting next to the field that was infected last season.',
      ],
      biological: ['No reliable biological control.'],
      chemical: [
        {
          activeIngredient: 'azoxystrobin + cyproconazole',
          note: 'FRAC 11 + 3: label rate from first lesions up to tasselling in susceptible hybrids. Observe pre-harvest interval.',
        },
        {
          activeIngredient: 'pyraclostrobin + metconazole',
          note: 'FRAC 11 + 3: label rate; maximum 2 applications. Gloves and mask.',
        },
      ],
    },
    prevention: ['Plant GLS-tolerant hybrids; rotation; residue management.'],
    whenToCallExpert: 'Call if lesions cover the leaves around the ear before grain fill.',
    sources: ['CIMMYT Maize Doctor', 'Crop Protection Network', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'streaks', halo: true },
    keywords: ['rectangular', 'straight edges', 'between veins', 'grey', 'gray', 'narrow lesions', 'parallel'],
  },
  {
    id: 'maize-common-rust',
    name: 'Common rust of maize',
    scientificName: 'Puccinia sorghi',
    synonyms: ['maize rust', 'corn rust', 'common rust'],
    type: 'fungal',
    hosts: ['maize'],
    symptoms: {
      leaf: [
        'Small oval to elongated, raised, powdery cinnamon-brown to brick-red pustules on both the upper and lower leaf surfaces.',
        'Rubbing leaves leaves a rusty brown powder on the fingers; pustules turn black late in the season.',
        'Severe infection yellows and dries the leaves.',
      ],
    },
    favourableConditions: [
      'Cool to moderate temperatures (16-25 °C) with high humidity and dew; highlands.',
      'Sweet corn and susceptible inbred lines.',
    ],
    lookAlikes: [
      {
        name: 'Southern rust',
        howToTell:
          'Southern rust pustules are smaller, orange, crowded mostly on the upper surface, in hot humid weather.',
      },
      {
        id: 'maize-gray-leaf-spot',
        name: 'Gray leaf spot',
        howToTell: 'Gray leaf spot lesions are flat grey rectangles without powder.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'difenoconazole', 'propiconazole'],
    management: {
      cultural: ['Plant early so the crop matures before rust builds up; balanced fertilizer.'],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre when pustules are common before tasselling on susceptible maize. Observe pre-harvest interval.',
        },
        {
          activeIngredient: 'azoxystrobin + difenoconazole',
          note: 'FRAC 11 + 3: label rate; rotate groups, maximum 2 strobilurin sprays.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g per litre as protectant in sweet corn; gloves and mask.',
        },
      ],
    },
    prevention: ['Grow resistant hybrids; most field maize hybrids tolerate common rust well.'],
    whenToCallExpert: 'Call if rust covers the ear leaf before silking.',
    sources: ['CIMMYT Maize Doctor', 'Crop Protection Network', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['orange-rust', 'necrotic-brown'], pattern: 'pustules', halo: false },
    keywords: ['rust', 'pustules', 'brick red', 'rusty powder', 'cinnamon', 'both sides'],
  },
  {
    id: 'maize-streak-virus',
    name: 'Maize streak virus',
    scientificName: 'Maize streak virus (MSV)',
    synonyms: ['MSV', 'maize streak', 'streak disease'],
    type: 'viral',
    hosts: ['maize'],
    symptoms: {
      leaf: [
        'Narrow, broken, pale yellow to white streaks running along the veins of the leaves, starting from the base of new leaves.',
        'Streaks join in bad cases so leaves look almost all yellow-white with thin green lines.',
      ],
      'whole plant': ['Plants infected when young are stunted and produce small or no cobs.'],
    },
    favourableConditions: [
      'Leafhoppers (Cicadulina spp.) moving from grasses and early maize into late-planted maize.',
      'Late planting, dry spells, staggered planting in the area; Africa and surrounding islands.',
    ],
    lookAlikes: [
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell:
          'Zinc shortage gives broad white-yellow bands on either side of the midrib on young leaves, not many thin broken streaks.',
      },
      {
        id: 'iron-deficiency',
        name: 'Iron deficiency',
        howToTell:
          'Iron shortage gives continuous yellow stripes between all veins of young leaves on alkaline soils, across the field.',
      },
      {
        name: 'Maize lethal necrosis',
        howToTell: 'MLN gives yellow mottling that dies from the leaf edges inward, dead hearts and rotting cobs.',
      },
    ],
    activeIngredients: ['imidacloprid', 'thiamethoxam'],
    management: {
      cultural: [
        'Pull out and destroy infected plants in the first 3-4 weeks; replant gaps.',
        'Plant early at the start of the rains at the same time as neighbours; avoid planting next to older maize.',
        'Control grass weeds around the field.',
      ],
      biological: ['No biological control for the virus.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures maize streak. Seed treatments only reduce the leafhopper vector early in the season.',
        },
        {
          activeIngredient: 'imidacloprid (seed treatment)',
          note: 'IRAC 4A: seed dressing at label rate protects seedlings from leafhoppers for 3-4 weeks. Treated seed is poisonous; toxic to bees.',
        },
        {
          activeIngredient: 'thiamethoxam (seed treatment)',
          note: 'IRAC 4A: label rate seed dressing; do not eat or feed treated seed.',
        },
      ],
    },
    prevention: ['Plant MSV-resistant or tolerant varieties released by national programmes or CIMMYT.'],
    whenToCallExpert:
      'Call if more than 10% of young plants show streaks; replanting with a resistant variety may pay.',
    sources: ['CIMMYT Maize Doctor', 'CABI Plantwise Knowledge Bank', 'IITA'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'streaks', halo: false },
    keywords: ['streaks', 'broken streaks', 'yellow lines', 'white lines', 'stripes', 'stunted', 'leafhopper'],
  },
  {
    id: 'maize-stem-borer',
    name: 'Maize stem borers',
    scientificName: 'Chilo partellus, Busseola fusca, Sesamia calamistis',
    synonyms: ['stalk borer', 'spotted stem borer', 'maize stalk borer', 'pink borer'],
    type: 'pest',
    hosts: ['maize'],
    symptoms: {
      leaf: [
        'Young leaves in the whorl show rows of small round holes and windows (shot holes) in a line across the leaf as it unfolds.',
      ],
      stem: [
        'Caterpillars tunnel inside the stem; entry holes with sawdust-like frass; split stems show long tunnels.',
        'Dead heart: the central shoot of young plants dries and pulls out easily.',
        'Stems break at tunnels; tassels or cobs fall over.',
      ],
      grain: ['Caterpillars bore into the cob.'],
    },
    favourableConditions: [
      'Stalks and stubble from the last season left in the field (larvae survive the dry season inside).',
      'Late planting; monocropping maize or sorghum.',
    ],
    lookAlikes: [
      {
        id: 'fall-armyworm',
        name: 'Fall armyworm',
        howToTell:
          'Fall armyworm leaves big ragged holes and wet sawdust-like droppings in the whorl; the larva has a Y mark on the head. Stem borers make neat rows of small holes and tunnel inside the stem.',
      },
      {
        id: 'cutworms',
        name: 'Cutworms',
        howToTell: 'Cutworms cut young plants at soil level at night; stem borers kill the centre shoot from inside.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'lambda-cyhalothrin', 'bacillus-thuringiensis', 'neem'],
    management: {
      cultural: [
        'Destroy or chop old stalks before the rains; use them as fodder or for fuel early.',
        'Push-pull: intercrop with desmodium and plant Napier or Brachiaria grass around the field as a trap.',
        'Plant early and at the same time as neighbours.',
      ],
      biological: [
        'Conserve the parasitic wasp Cotesia flavipes and ants; Bacillus thuringiensis granules in the whorl.',
        'Neem seed powder or neem oil in the whorl of young plants.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: label rate as whorl spray when 10% of plants show fresh leaf damage. Rotate with other groups.',
        },
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: label rate directed into the whorl. Very toxic to fish and bees; wear PPE; do not spray near water.',
        },
      ],
    },
    prevention: ['Push-pull, early planting and stalk destruction every season.'],
    whenToCallExpert: 'Call if more than 20% of plants have dead hearts.',
    sources: ['icipe Push-Pull', 'CIMMYT Maize Doctor', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: ['shot holes', 'rows of holes', 'tunnels', 'stem tunnel', 'dead heart', 'broken stem', 'borer', 'frass'],
  },
];
