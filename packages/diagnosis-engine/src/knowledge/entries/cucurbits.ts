import type { KnowledgeEntry } from '../types.js';

export const cucurbitEntries: KnowledgeEntry[] = [
  {
    id: 'powdery-mildew-cucurbits',
    name: 'Powdery mildew of cucurbits',
    scientificName: 'Podosphaera xanthii, Golovinomyces cichoracearum',
    synonyms: ['powdery mildew', 'white mildew', 'white powder disease'],
    type: 'fungal',
    hosts: ['cucurbits'],
    symptoms: {
      leaf: [
        'Small round white powdery spots on the upper and lower leaf surfaces, older leaves first, that spread until the leaf looks dusted with flour.',
        'The powder rubs off with a finger; leaves turn yellow, then brown and brittle.',
      ],
      stem: ['White powder also on stems and leaf stalks.'],
      fruit: ['Fruit are small, ripen early, sunburn and taste poor because the leaves die.'],
    },
    favourableConditions: [
      'Dry days with humid nights, 20-27 °C, shade and dense planting; it does not need rain.',
      'Lush growth from too much nitrogen.',
    ],
    lookAlikes: [
      {
        id: 'downy-mildew-cucurbits',
        name: 'Downy mildew',
        howToTell:
          'Downy mildew gives angular yellow patches on top with grey-purple fuzz underneath, not white powder on top.',
      },
      {
        name: 'Spray residue or dust',
        howToTell: 'Residue is uniform and does not spread; mildew forms round growing colonies.',
      },
    ],
    activeIngredients: ['azoxystrobin', 'hexaconazole', 'myclobutanil', 'sulphur', 'bacillus-subtilis', 'neem'],
    management: {
      cultural: [
        'Remove the oldest badly affected leaves; give good spacing and sun.',
        'Avoid excess nitrogen; water at the base.',
      ],
      biological: [
        'Bacillus subtilis or Ampelomyces quisqualis sprays early.',
        'Milk spray (1 part milk to 9 parts water) or potassium bicarbonate (5 g per litre) weekly on young infections.',
        'Neem oil 5 ml per litre.',
      ],
      chemical: [
        {
          activeIngredient: 'sulphur (wettable)',
          note: 'FRAC M02: 2-3 g of 80% WP per litre; do not use above 32 °C and do not use on sulphur-sensitive melon varieties.',
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3: 1-2 ml of 5% EC per litre at first spots; alternate with a different group.',
        },
        {
          activeIngredient: 'myclobutanil',
          note: 'FRAC 3: label rate; do not alternate with hexaconazole (same group).',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre; resistance common in this fungus, max 2 uses. Observe pre-harvest interval (short for cucumbers but check label).',
        },
      ],
    },
    prevention: ['Grow resistant varieties; start monitoring 3-4 weeks after emergence; avoid shady sites.'],
    whenToCallExpert: 'Call if mildew keeps coming back after rotating sprays (possible resistance).',
    sources: ['University of California IPM', 'Cornell Vegetable MD Online', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['white-powdery', 'chlorotic-yellow'], pattern: 'powdery-coating', halo: false },
    keywords: ['white powder', 'powdery', 'flour', 'dusty', 'talc', 'mildew', 'white patches'],
  },
  {
    id: 'downy-mildew-cucurbits',
    name: 'Downy mildew of cucurbits',
    scientificName: 'Pseudoperonospora cubensis',
    synonyms: ['downy mildew', 'cucumber downy mildew'],
    type: 'oomycete',
    hosts: ['cucurbits'],
    symptoms: {
      leaf: [
        'Pale yellow angular patches on top of the leaves, boxed in by the veins, giving a checkerboard or quilt look.',
        'Underneath the patches, a grey to purplish-black fuzzy growth appears in humid mornings.',
        'Patches turn brown, leaves curl up and die; whole vines can collapse in a week or two.',
      ],
      fruit: ['Fruit are small, poorly flavoured and sunburnt due to leaf loss.'],
    },
    favourableConditions: ['Rainy, humid weather, fog and heavy dew with 15-22 °C; spreads fast with wind.'],
    lookAlikes: [
      {
        id: 'powdery-mildew-cucurbits',
        name: 'Powdery mildew',
        howToTell:
          'Powdery mildew is white powder on top of the leaf that rubs off; downy mildew gives yellow angular patches with dark fuzz below.',
      },
      {
        name: 'Angular leaf spot (bacterial)',
        howToTell:
          'Bacterial angular spots are small, water-soaked, then tear out leaving holes; no fuzzy growth underneath.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell:
          'Magnesium shortage yellows between the veins of old leaves evenly without brown angular patches or fuzz.',
      },
    ],
    activeIngredients: ['mancozeb', 'metalaxyl-m', 'cymoxanil', 'dimethomorph', 'bacillus-subtilis'],
    management: {
      cultural: ['Wide spacing, trellis, drip irrigation; remove crop debris; plant early to escape the rainy peak.'],
      biological: ['Bacillus subtilis sprays as protectant; weak control only.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g per litre as protectant every 7 days in wet weather.',
        },
        {
          activeIngredient: 'cymoxanil + mancozeb',
          note: 'FRAC 27 + M03: 2.5-3 g per litre at first patches; alternate groups.',
        },
        {
          activeIngredient: 'metalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03: about 2.5 g per litre; max 2-3 uses per season, resistance is common.',
        },
        {
          activeIngredient: 'dimethomorph',
          note: 'FRAC 40: about 1 g of 50% WP per litre with a protectant; observe label pre-harvest interval. Gloves and mask.',
        },
      ],
    },
    prevention: ['Resistant varieties; protectant sprays before forecast rains.'],
    whenToCallExpert: 'Call if angular yellow patches spread across the field in a few days.',
    sources: ['Cornell Vegetable MD Online', 'North Carolina State Extension', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'mosaic', halo: false },
    keywords: [
      'angular',
      'angular yellow patches',
      'checkerboard',
      'fuzz underneath',
      'grey mould underside',
      'purple fuzz',
      'downy',
    ],
  },
  {
    id: 'gummy-stem-blight',
    name: 'Gummy stem blight',
    scientificName: 'Stagonosporopsis cucurbitacearum (Didymella bryoniae)',
    synonyms: ['black rot (on fruit)', 'stem blight', 'didymella'],
    type: 'fungal',
    hosts: ['cucurbits'],
    symptoms: {
      stem: [
        'Water-soaked, then tan to grey cracked cankers on the crown and stems; amber to red-brown gummy drops ooze from the cracks.',
        'Tiny black dots in the canker; vines beyond the canker wilt and die.',
      ],
      leaf: ['Large round tan to dark brown spots that start at the leaf edge and form a V or wedge; leaves die.'],
      fruit: ['Dark, water-soaked spots that turn black (black rot), especially on pumpkin and squash in storage.'],
    },
    favourableConditions: ['Warm (20-25 °C), wet weather; wounds from cucumber beetles and pruning; infected seed.'],
    lookAlikes: [
      {
        id: 'phytophthora-blight',
        name: 'Phytophthora blight',
        howToTell:
          'Phytophthora gives a dark, soft, water-soaked crown rot after waterlogging with white mould on fruit, but no gummy amber ooze.',
      },
      {
        name: 'Fusarium wilt of melon',
        howToTell:
          'Fusarium wilt shows brown streaks inside the stem and whole-vine wilt without surface cankers and gum.',
      },
    ],
    activeIngredients: ['chlorothalonil', 'difenoconazole', 'tebuconazole', 'cyprodinil', 'bacillus-subtilis'],
    management: {
      cultural: ['Remove infected vines; avoid wounding; drip irrigation; rotate 2 years away from cucurbits.'],
      biological: ['Bacillus subtilis as protectant.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05: about 2 g per litre every 7-10 days from vine run.',
        },
        {
          activeIngredient: 'difenoconazole + cyprodinil',
          note: 'FRAC 3 + 9: label rate; alternate with a multi-site; some strains resist strobilurins and boscalid.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: label rate. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: ['Clean seed and transplants; rotation; residue removal.'],
    whenToCallExpert: 'Call if cankers with gum appear on many crowns.',
    sources: [
      'Cornell Vegetable MD Online',
      'University of Florida IFAS Extension',
      'APS Compendium of Cucurbit Diseases',
    ],
    visual: { colours: ['necrotic-brown', 'black', 'water-soaked'], pattern: 'large-blotches', halo: false },
    keywords: ['gummy', 'gum', 'amber ooze', 'canker', 'stem cracking', 'crown', 'vine dying', 'wedge'],
  },
  {
    id: 'cucumber-mosaic',
    name: 'Cucumber mosaic virus',
    scientificName: 'Cucumber mosaic virus (CMV)',
    synonyms: ['CMV', 'mosaic', 'infectious chlorosis of banana', 'shoestring'],
    type: 'viral',
    hosts: ['cucurbits', 'pepper', 'tomato', 'banana', 'bean'],
    symptoms: {
      leaf: [
        'Young leaves show a bright yellow and green mosaic, are wrinkled, cupped and smaller than normal.',
        'In tomato, leaves may become narrow like shoestrings; in banana, yellow streaks and rotting of the heart leaf.',
      ],
      fruit: ['Fruit are mottled, warty or bumpy, small and misshapen.'],
      'whole plant': ['Plants stunted, bushy with short internodes.'],
    },
    favourableConditions: ['Aphids carrying the virus from weeds and other crops; many hosts around the field.'],
    lookAlikes: [
      {
        id: 'tomato-mosaic',
        name: 'Tomato mosaic',
        howToTell: 'ToMV spreads by hands and tools, not aphids; symptoms overlap; a test kit separates them.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Nutrient yellowing is even between the veins of old leaves, not a patchy mosaic of young leaves.',
      },
      {
        id: 'spider-mites',
        name: 'Spider mites',
        howToTell: 'Mite damage is fine pale speckling with webbing underneath, not a yellow-green patchwork.',
      },
    ],
    activeIngredients: ['mineral-oil', 'neem'],
    management: {
      cultural: [
        'Pull out infected plants early; control weeds around the field.',
        'Use reflective (silver) mulch and barrier crops like maize to reduce aphid landings.',
      ],
      biological: [
        'Mineral or neem oil sprays on leaves reduce aphid transmission; conserve ladybirds and hoverflies.',
      ],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus. Insecticides act too slowly to stop aphids spreading it; focus on clean seedlings, barriers and oils (see aphids entry).',
        },
        {
          activeIngredient: 'mineral oil (horticultural)',
          note: '1% spray on leaves weekly reduces virus spread by aphids; test on a few plants first; do not spray in hot sun.',
        },
      ],
    },
    prevention: ['Resistant varieties; netted nurseries; plant away from infected fields.'],
    whenToCallExpert: 'Call if many plants show mosaic soon after planting.',
    sources: ['Cornell Vegetable MD Online', 'University of California IPM', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: ['mosaic', 'mottle', 'yellow and green', 'warty fruit', 'bumpy fruit', 'wrinkled', 'stunted', 'aphids'],
  },
  {
    id: 'melon-fruit-fly',
    name: 'Melon fruit fly',
    scientificName: 'Zeugodacus (Bactrocera) cucurbitae',
    synonyms: ['fruit fly', 'melon fly', 'cucurbit fruit fly', 'maggots in fruit'],
    type: 'pest',
    hosts: ['cucurbits', 'tomato'],
    symptoms: {
      fruit: [
        'Small dark puncture marks on young fruit where the fly laid eggs, sometimes with brown resin drops.',
        'Fruit become soft, rot from inside and drop; cut open they are full of white legless maggots that jump.',
        'Young fruit become twisted and deformed.',
      ],
    },
    favourableConditions: ['Warm humid weather; fallen rotting fruit left in the field; continuous cucurbit planting.'],
    lookAlikes: [
      {
        id: 'gummy-stem-blight',
        name: 'Black rot',
        howToTell: 'Fungal rots have no maggots inside and usually start from a large dark patch, not puncture marks.',
      },
      {
        id: 'mango-fruit-fly',
        name: 'Oriental fruit fly',
        howToTell:
          'The same kind of damage on mango, guava and citrus is from Bactrocera dorsalis; control is similar.',
      },
    ],
    activeIngredients: ['spinosad', 'malathion'],
    management: {
      cultural: [
        'Collect fallen and stung fruit every 2-3 days and bury them at least 50 cm deep or seal in plastic bags in the sun.',
        'Bag or wrap young fruit (paper or cloth) in small plots.',
        'Plough after harvest to expose pupae.',
      ],
      biological: [
        'Cue-lure traps (10-15 per hectare) with a small amount of insecticide or sticky surface inside.',
        'Protein bait sprays (spot spray) with spinosad on a few leaves per plant or on border maize.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (bait)',
          note: 'IRAC 5: as a protein bait, spot-spray about 1 m² per 10 m² of crop weekly; very low amount of active ingredient and safe for natural enemies.',
        },
        {
          activeIngredient: 'malathion (bait)',
          note: 'IRAC 1B: mixed with protein hydrolysate or jaggery as a bait spot spray at label rate; wear PPE; do not spray fruit directly; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Area-wide trapping with neighbours; field sanitation; fruit bagging.'],
    whenToCallExpert: 'Call if traps catch very high numbers or more than 10% of fruit are stung.',
    sources: ['ICAR-NCIPM', 'University of Hawaii CTAHR', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'water-soaked'], pattern: 'spots', halo: false },
    keywords: ['maggots', 'worms inside fruit', 'puncture', 'sting marks', 'fruit rotting', 'fruit dropping', 'fly'],
  },
  {
    id: 'red-pumpkin-beetle',
    name: 'Red pumpkin beetle',
    scientificName: 'Aulacophora foveicollis (Raphidopalpa foveicollis)',
    synonyms: ['pumpkin beetle', 'cucumber beetle', 'orange beetle', 'leaf beetle'],
    type: 'pest',
    hosts: ['cucurbits'],
    symptoms: {
      leaf: [
        'Bright orange-red beetles (about 7 mm) eat round holes in the leaves and cotyledons of seedlings.',
        'Young seedlings can be eaten to the ground.',
      ],
      root: ['Creamy grubs in the soil feed on roots and stems; plants wilt.'],
      fruit: ['Fruit touching the soil are bored by grubs and rot.'],
    },
    favourableConditions: ['Early season in warm weather; seedlings at the cotyledon stage.'],
    lookAlikes: [
      {
        id: 'epilachna-beetle',
        name: 'Epilachna beetle',
        howToTell:
          'Epilachna is spotted and scrapes leaves into a skeleton; red pumpkin beetle is plain orange and makes holes.',
      },
      {
        id: 'cutworms',
        name: 'Cutworms',
        howToTell:
          'Cutworms cut seedlings at the base at night and hide in soil; pumpkin beetles are seen on leaves in the day.',
      },
    ],
    activeIngredients: ['lambda-cyhalothrin', 'carbaryl', 'neem'],
    management: {
      cultural: [
        'Hand-pick beetles in early morning; deep ploughing to expose grubs; early sowing; use row covers on seedlings.',
      ],
      biological: [
        'Neem oil 5 ml per litre or neem seed kernel extract 5% as repellent; ash dusting on seedlings in the morning.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: label rate at the seedling stage only; toxic to bees and fish; avoid at flowering.',
        },
        {
          activeIngredient: 'carbaryl',
          note: 'IRAC 1A: label rate dust or spray on seedlings; toxic to bees; wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Protect seedlings with nets for the first 3 weeks; clean fields after harvest.'],
    whenToCallExpert: 'Call if seedlings are being lost faster than you can replant.',
    sources: ['TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: ['orange beetle', 'red beetle', 'holes', 'seedlings eaten', 'beetles on leaves'],
  },
];
