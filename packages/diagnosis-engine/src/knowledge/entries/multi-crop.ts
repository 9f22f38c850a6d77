import type { KnowledgeEntry } from '../types.js';

const VEGETABLES = ['tomato', 'potato', 'pepper', 'eggplant', 'cucurbits', 'cabbage', 'bean', 'onion'];
const FIELD_CROPS = ['rice', 'wheat', 'maize', 'cotton', 'soybean', 'groundnut'];
const FRUIT = ['banana', 'citrus', 'mango'];

export const multiCropEntries: KnowledgeEntry[] = [
  {
    id: 'aphids',
    name: 'Aphids',
    scientificName: 'Aphis gossypii, Myzus persicae, Lipaphis erysimi, Rhopalosiphum maidis and others',
    synonyms: ['greenfly', 'blackfly', 'plant lice', 'mahu', 'aphid'],
    type: 'pest',
    hosts: [...VEGETABLES, 'cotton', 'wheat', 'maize', 'soybean', 'groundnut', 'citrus'],
    symptoms: {
      leaf: [
        'Clusters of small (1-3 mm) soft, pear-shaped insects, green, black, yellow or grey, on the undersides of young leaves and on shoot tips.',
        'Young leaves curl, crinkle and cup downward; growth is slowed.',
        'Sticky honeydew on leaves below, often with black sooty mould; ants running up and down the plant.',
        'White cast skins on the leaves.',
      ],
      flower: ['Colonies on flower buds and pods; buds drop.'],
      'whole plant': ['They spread viruses such as cucumber mosaic, potato leafroll and potato virus Y.'],
    },
    favourableConditions: [
      'Cool to warm dry weather; lush growth from high nitrogen.',
      'Sprays of broad-spectrum insecticides that kill ladybirds and parasitic wasps.',
    ],
    lookAlikes: [
      {
        id: 'whiteflies',
        name: 'Whiteflies',
        howToTell:
          'Whiteflies are tiny white flying insects that fly up when disturbed; aphids walk slowly and mostly do not fly.',
      },
      {
        id: 'spider-mites',
        name: 'Spider mites',
        howToTell: 'Mites are tiny dots with webbing and leaf speckling, not visible insect clusters with honeydew.',
      },
      {
        name: 'Mealybugs',
        howToTell: 'Mealybugs are covered in white waxy powder and sit in cottony masses.',
      },
    ],
    activeIngredients: [
      'imidacloprid',
      'acetamiprid',
      'flonicamid',
      'spirotetramat',
      'beauveria-bassiana',
      'lecanicillium-lecanii',
      'neem',
    ],
    management: {
      cultural: [
        'Squash small colonies by hand or wash them off with a strong water jet.',
        'Remove heavily infested shoots; avoid excess nitrogen; control weeds.',
        'Use yellow sticky traps to detect winged aphids; reflective mulches in vegetables.',
      ],
      biological: [
        'Conserve ladybirds, lacewings, hoverflies and parasitic wasps (look for swollen brown "mummies").',
        'Soap spray (5 g mild soap per litre), neem oil 3-5 ml per litre or neem seed kernel extract 5%.',
        'Beauveria bassiana or Lecanicillium lecanii in humid weather.',
      ],
      chemical: [
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: label rate; selective, safe for most beneficials.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre; toxic to bees, do not spray on flowers.',
        },
        {
          activeIngredient: 'spirotetramat',
          note: 'IRAC 23: label rate; good rotation partner.',
        },
        {
          activeIngredient: 'acetamiprid',
          note: 'IRAC 4A: about 0.2 g of 20% SP per litre; do not rotate with imidacloprid (same group). Wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Monitor young shoots weekly; keep natural enemies alive; avoid unnecessary early sprays.'],
    whenToCallExpert: 'Call if aphids keep increasing after sprays or viruses appear in many plants.',
    sources: ['University of California IPM', 'CABI Plantwise Knowledge Bank', 'AVRDC - World Vegetable Center'],
    visual: { colours: ['chlorotic-yellow', 'black'], pattern: 'none', halo: false },
    keywords: [
      'aphids',
      'lice',
      'small insects',
      'sticky',
      'honeydew',
      'sooty',
      'ants',
      'curled young leaves',
      'green insects',
      'black insects',
    ],
  },
  {
    id: 'whiteflies',
    name: 'Whiteflies',
    scientificName: 'Bemisia tabaci, Trialeurodes vaporariorum',
    synonyms: ['white fly', 'silverleaf whitefly', 'greenhouse whitefly', 'safed makhi'],
    type: 'pest',
    hosts: ['tomato', 'pepper', 'eggplant', 'cucurbits', 'cotton', 'soybean', 'bean', 'cabbage', 'potato', 'citrus'],
    symptoms: {
      leaf: [
        'Tiny (1-2 mm) white, moth-like insects on the undersides of leaves that fly up in a cloud when the plant is shaken.',
        'Flat, pale, scale-like nymphs stuck to the leaf underside.',
        'Sticky honeydew and black sooty mould on leaves; leaves yellow and dry.',
        'Some crops show silvery leaves (squash) or uneven ripening (tomato).',
      ],
      'whole plant': ['Whiteflies spread leaf curl and yellow mosaic viruses (tomato, chilli, cotton, beans).'],
    },
    favourableConditions: [
      'Hot dry weather; continuous cropping of host crops; greenhouses.',
      'Overuse of pyrethroids and organophosphates that kill natural enemies and select resistance.',
    ],
    lookAlikes: [
      {
        id: 'aphids',
        name: 'Aphids',
        howToTell: 'Aphids are pear-shaped, green or black and mostly do not fly up when disturbed.',
      },
      {
        id: 'spider-mites',
        name: 'Spider mites',
        howToTell: 'Mites are tiny red or green dots with fine webs; no white flying insects.',
      },
      {
        id: 'tomato-yellow-leaf-curl',
        name: 'Leaf curl virus',
        howToTell: 'If leaves are curling and yellow with stunting, the whiteflies have probably spread a virus.',
      },
    ],
    activeIngredients: [
      'flonicamid',
      'spiromesifen',
      'pyriproxyfen',
      'diafenthiuron',
      'beauveria-bassiana',
      'lecanicillium-lecanii',
      'neem',
    ],
    management: {
      cultural: [
        'Yellow sticky traps (about 10-12 per acre) at crop height; remove weeds and old crop residues.',
        'Netted nurseries; barrier crops of maize or sorghum; do not plant next to old infested crops.',
      ],
      biological: [
        'Neem oil 5 ml per litre or neem seed kernel extract 5%, sprayed on the leaf underside.',
        'Beauveria bassiana, Isaria (Cordyceps) fumosorosea or Lecanicillium sprays in humid weather.',
        'Conserve Encarsia and Eretmocerus wasps and lacewings.',
      ],
      chemical: [
        {
          activeIngredient: 'pyriproxyfen',
          note: 'IRAC 7C: about 1 ml of 10% EC per litre against eggs and nymphs.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: about 1 ml of 22.9% SC per litre against nymphs.',
        },
        {
          activeIngredient: 'diafenthiuron',
          note: 'IRAC 12A: about 1.2 g of 50% WP per litre.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: label rate. Rotate groups every generation; do not use neonicotinoids repeatedly; wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Area-wide crop-free periods; resistant varieties to the viruses they spread.'],
    whenToCallExpert: 'Call if plants show leaf curl or mosaic in many places together with whiteflies.',
    sources: [
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
      'AVRDC - World Vegetable Center',
      'IRAC',
    ],
    visual: { colours: ['chlorotic-yellow', 'black'], pattern: 'none', halo: false },
    keywords: ['white flies', 'whitefly', 'tiny white insects', 'cloud', 'fly up', 'sticky', 'honeydew', 'sooty'],
  },
  {
    id: 'spider-mites',
    name: 'Spider mites (red spider mite)',
    scientificName: 'Tetranychus urticae, T. cinnabarinus and others',
    synonyms: ['red spider mite', 'two-spotted spider mite', 'red spider', 'mites'],
    type: 'pest',
    hosts: ['tomato', 'eggplant', 'pepper', 'cucurbits', 'bean', 'cotton', 'soybean', 'citrus', 'banana', 'maize'],
    symptoms: {
      leaf: [
        'Fine pale yellow or white speckles (stippling) on the upper side of leaves; later leaves look bronze or rusty and dry.',
        'Very fine silk webbing on the underside and between leaves and shoots, with tiny moving dots (red, orange or green-yellow) in it.',
        'Shaking a leaf over white paper shows tiny moving dots.',
      ],
      'whole plant': ['Plants look dusty and dry; heavy attacks kill leaves and stop fruit growth.'],
    },
    favourableConditions: [
      'Hot, dry, dusty weather; water-stressed plants.',
      'Pyrethroid and some fungicide sprays that kill predatory mites.',
    ],
    lookAlikes: [
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell: 'Broad mites curl and bronze the youngest leaves without webbing.',
      },
      {
        id: 'thrips',
        name: 'Thrips',
        howToTell: 'Thrips make silvery streaks with black specks and no webs.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between veins on old leaves evenly, with no speckles or webbing.',
      },
    ],
    activeIngredients: ['sulphur', 'abamectin', 'hexythiazox', 'fenpyroximate', 'neem'],
    management: {
      cultural: [
        'Irrigate regularly and reduce dust (wet paths); spray water on leaf undersides.',
        'Remove heavily infested leaves and weeds; avoid pyrethroids.',
      ],
      biological: [
        'Predatory mites (Phytoseiulus persimilis, Neoseiulus californicus); conserve ladybird Stethorus.',
        'Neem oil 5 ml per litre, or soap sprays on leaf undersides every 5-7 days.',
      ],
      chemical: [
        {
          activeIngredient: 'abamectin',
          note: 'IRAC 6: about 0.5 ml of 1.9% EC per litre.',
        },
        {
          activeIngredient: 'fenpyroximate',
          note: 'IRAC 21A: about 1 ml of 5% SC per litre.',
        },
        {
          activeIngredient: 'hexythiazox',
          note: 'IRAC 10A: label rate against eggs and young stages.',
        },
        {
          activeIngredient: 'sulphur (wettable)',
          note: '2-3 g of 80% WP per litre, not above 32 °C. Mites develop resistance fast: never use the same group twice in a row; cover leaf undersides; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Avoid drought stress and dusty conditions; protect predatory mites.'],
    whenToCallExpert: 'Call if webbing covers shoot tips or mites survive two different miticides.',
    sources: ['University of California IPM', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'spots', halo: false },
    keywords: ['webbing', 'webs', 'web', 'speckles', 'stippling', 'bronze', 'tiny red dots', 'mites', 'dusty'],
  },
  {
    id: 'thrips',
    name: 'Thrips (chilli thrips and western flower thrips)',
    scientificName: 'Scirtothrips dorsalis, Frankliniella occidentalis, Thrips palmi',
    synonyms: ['chilli thrips', 'flower thrips', 'melon thrips', 'thrip', 'tiny insects'],
    type: 'pest',
    hosts: ['pepper', 'cucurbits', 'tomato', 'eggplant', 'cotton', 'citrus', 'mango', 'bean', 'groundnut'],
    symptoms: {
      leaf: [
        'Leaves curl upward and become boat-shaped (chilli); silvery or bronze scars on the underside with black specks.',
        'Slender tiny (1-2 mm) yellow to brown insects run quickly in leaf folds, flowers and growing tips.',
      ],
      flower: ['Flowers and buds are scarred, turn brown and drop.'],
      fruit: ['Rough, corky, brown or silvery scars and rings on fruit (chilli, citrus, mango).'],
      'whole plant': ['Some thrips spread tospoviruses (tomato spotted wilt, bud necrosis, peanut bud necrosis).'],
    },
    favourableConditions: ['Hot, dry weather; water stress; weeds around fields.'],
    lookAlikes: [
      {
        id: 'chili-leaf-curl',
        name: 'Chilli leaf curl virus',
        howToTell: 'Virus curling comes with whiteflies and puckered, thick leaves, not silvery scars underneath.',
      },
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell: 'Broad mite curls leaves downward with a shiny bronzed underside and no visible insects.',
      },
      {
        id: 'onion-thrips',
        name: 'Onion thrips',
        howToTell: 'On onion and garlic see the onion thrips entry.',
      },
    ],
    activeIngredients: [
      'cyantraniliprole',
      'spinetoram',
      'fipronil',
      'tolfenpyrad',
      'beauveria-bassiana',
      'metarhizium-anisopliae',
      'neem',
    ],
    management: {
      cultural: [
        'Blue sticky traps (and yellow) for monitoring; remove weeds; avoid water stress.',
        'Border crops of maize or sorghum around chilli; silver mulch.',
      ],
      biological: [
        'Neem oil 5 ml per litre; Beauveria bassiana or Metarhizium sprays; predatory mites (Amblyseius swirskii) and minute pirate bugs (Orius).',
      ],
      chemical: [
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: about 0.9 ml of 11.7% SC per litre.',
        },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B: about 1.5-2 ml of 5% SC per litre; very toxic to bees and fish; not registered in some countries.',
        },
        {
          activeIngredient: 'cyantraniliprole',
          note: 'IRAC 28: label rate.',
        },
        {
          activeIngredient: 'tolfenpyrad',
          note: 'IRAC 21A: label rate. Rotate groups with every spray; cover growing tips and flowers; PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Clean seedlings; weed control; monitoring with sticky traps from transplanting.'],
    whenToCallExpert:
      'Call if leaves keep curling after two sprays of different groups, or bud necrosis virus appears.',
    sources: [
      'University of Florida IFAS Extension',
      'University of California IPM',
      'TNAU Agritech Portal',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['white-powdery', 'necrotic-brown'], pattern: 'streaks', halo: false },
    keywords: [
      'thrips',
      'silvery',
      'scars',
      'upward curl',
      'boat shaped',
      'tiny insects',
      'black specks',
      'flower drop',
    ],
  },
  {
    id: 'fall-armyworm',
    name: 'Fall armyworm',
    scientificName: 'Spodoptera frugiperda',
    synonyms: ['FAW', 'armyworm', 'army worm', 'maize worm'],
    type: 'pest',
    hosts: ['maize', 'rice', 'wheat', 'cotton', 'soybean', 'groundnut', 'cabbage'],
    symptoms: {
      leaf: [
        'Young larvae scrape leaves leaving see-through "windows"; older larvae eat big ragged holes in the leaves of the whorl.',
        'Moist sawdust-like droppings (frass) in the whorl and on the upper leaves.',
        'Caterpillar has an upside-down Y mark on the head and 4 dark dots in a square on the second-last body segment.',
        'Egg masses covered with grey-pink felt-like scales on leaves.',
      ],
      grain: ['Larvae bore into the cob from the side or the tip, and into tassels.'],
      'whole plant': ['Young plants can be cut down; whole fields show ragged leaves.'],
    },
    favourableConditions: ['Warm weather; staggered maize planting; the moth flies long distances; dry spells.'],
    lookAlikes: [
      {
        id: 'maize-stem-borer',
        name: 'Stem borers',
        howToTell:
          'Stem borers make neat rows of small shot holes and tunnel into stems; FAW leaves big ragged holes and wet frass in the whorl.',
      },
      {
        id: 'cotton-bollworm',
        name: 'African bollworm',
        howToTell: 'Helicoverpa feeds mostly on cobs, silk and fruits and has no Y mark on the head.',
      },
      {
        id: 'cutworms',
        name: 'Cutworms',
        howToTell: 'Cutworms cut seedlings at the base at night and hide curled in soil.',
      },
    ],
    activeIngredients: [
      'chlorantraniliprole',
      'emamectin-benzoate',
      'spinetoram',
      'lufenuron',
      'bacillus-thuringiensis',
      'beauveria-bassiana',
      'metarhizium-anisopliae',
      'neem',
    ],
    management: {
      cultural: [
        'Scout 50 plants in a W pattern weekly; act when 10-20% of young plants have fresh damage.',
        'Crush egg masses and larvae by hand; put sand, ash or soil mixed with lime into the whorl.',
        'Plant early and at the same time as neighbours; intercrop with beans or desmodium (push-pull).',
      ],
      biological: [
        'Bacillus thuringiensis (kurstaki/aizawai) sprays into the whorl on young larvae.',
        'Spodoptera frugiperda NPV, Beauveria bassiana or Metarhizium sprays; neem oil.',
        'Conserve earwigs, ants and parasitic wasps (Telenomus, Cotesia); pheromone traps to monitor moths.',
      ],
      chemical: [
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: about 0.4 g of 5% SG per litre, directed into the whorl, early morning or evening.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: about 0.4 ml of 18.5% SC per litre into the whorl.',
        },
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: about 0.5 ml of 11.7% SC per litre.',
        },
        {
          activeIngredient: 'lufenuron',
          note: 'IRAC 15: label rate against young larvae. Rotate groups each generation (about 30 days); avoid pyrethroids (resistance). PPE; observe pre-harvest interval for green cobs and fodder.',
        },
      ],
    },
    prevention: ['Timely planting, push-pull, weekly scouting from emergence, treated seed where recommended.'],
    whenToCallExpert: 'Call if more than 20% of plants are damaged or sprays fail.',
    sources: ['FAO Fall Armyworm Guide', 'CIMMYT Fall Armyworm IPM guide', 'CABI Plantwise Knowledge Bank', 'icipe'],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: [
      'armyworm',
      'ragged holes',
      'whorl',
      'frass',
      'sawdust',
      'caterpillar',
      'Y mark',
      'windows',
      'worms in funnel',
    ],
  },
  {
    id: 'cutworms',
    name: 'Cutworms',
    scientificName: 'Agrotis ipsilon, Agrotis segetum and others',
    synonyms: ['cut worm', 'black cutworm', 'greasy cutworm', 'grey worm'],
    type: 'pest',
    hosts: [
      'tomato',
      'potato',
      'pepper',
      'eggplant',
      'cabbage',
      'maize',
      'cotton',
      'onion',
      'bean',
      'cucurbits',
      'soybean',
      'groundnut',
    ],
    symptoms: {
      stem: [
        'Young seedlings are cut off at or just below soil level overnight; the top lies wilted on the ground next to the stump.',
        'Digging 2-5 cm into the soil near the damaged plant finds a fat, smooth, greasy grey-brown caterpillar that curls into a C shape.',
      ],
      tuber: ['Shallow, wide holes chewed into potato tubers.'],
      'whole plant': ['Gaps along the rows that get longer each night.'],
    },
    favourableConditions: ['Weedy fields and grass before planting; recently ploughed pasture; moist soil.'],
    lookAlikes: [
      {
        id: 'damping-off',
        name: 'Damping-off',
        howToTell:
          'Damping-off seedlings fall over with a soft, brown, thin stem base, not a clean cut, and no caterpillar in the soil.',
      },
      {
        id: 'fall-armyworm',
        name: 'Fall armyworm',
        howToTell: 'FAW feeds in the whorl and on leaves in the day; cutworms hide in soil and cut stems at night.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'lambda-cyhalothrin', 'bacillus-thuringiensis'],
    management: {
      cultural: [
        'Plough and remove weeds 2 weeks before planting; flood the field briefly where possible.',
        'Dig out and kill larvae near cut plants in the morning; put paper or plastic collars around transplants.',
      ],
      biological: ['Bait of bran + molasses + Bacillus thuringiensis; entomopathogenic nematodes; encourage birds.'],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: label rate sprayed at the base of seedlings in the evening; toxic to fish and bees.',
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: soil drench at label rate at transplanting. Wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Clean seedbed weeks before planting; collars on transplants.'],
    whenToCallExpert: 'Call if more than 5% of seedlings are cut in one night.',
    sources: ['University of California IPM', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: [
      'cut at base',
      'cut seedlings',
      'cut off',
      'fallen seedlings',
      'overnight',
      'grey worm in soil',
      'C shape',
      'curled worm',
    ],
  },
  {
    id: 'root-knot-nematodes',
    name: 'Root-knot nematodes',
    scientificName: 'Meloidogyne incognita, M. javanica, M. arenaria',
    synonyms: ['root knot', 'eelworms', 'nematodes', 'root galls', 'RKN'],
    type: 'nematode',
    hosts: ['tomato', 'eggplant', 'pepper', 'cucurbits', 'potato', 'bean', 'banana', 'cotton', 'soybean', 'groundnut'],
    symptoms: {
      root: [
        'Roots have knots, beads and swellings (galls) from pinhead size to large lumps; the swellings are part of the root and cannot be rubbed off.',
        'Root system is short and bushy with few fine roots.',
      ],
      tuber: ['Potato tubers have pimples and bumps on the skin.'],
      leaf: ['Leaves pale yellow like nutrient shortage; plants wilt in the heat of the day even in moist soil.'],
      'whole plant': ['Stunted plants in patches of the field; low yield.'],
    },
    favourableConditions: ['Warm, sandy soils; continuous vegetable growing; infested seedlings from nurseries.'],
    lookAlikes: [
      {
        name: 'Nitrogen-fixing nodules (legumes)',
        howToTell:
          'Nodules on beans and groundnut are round, pink inside and rub off the side of the root; galls are swellings of the root itself.',
      },
      {
        id: 'tomato-fusarium-wilt',
        name: 'Fusarium wilt',
        howToTell: 'Fusarium shows brown streaks inside the stem and roots look normal outside.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nutrient deficiency',
        howToTell: 'Dig up the roots: deficiency plants have normal roots without knots.',
      },
    ],
    activeIngredients: ['fluopyram', 'fluensulfone', 'trichoderma'],
    management: {
      cultural: [
        'Pull out and burn roots of infested crops after harvest; do not compost them.',
        'Rotate with non-hosts such as maize, sorghum, onion or marigold for 2-3 seasons.',
        'Soil solarization: cover moist soil with clear plastic for 4-6 weeks in the hot season.',
        'Add plenty of organic matter and neem cake (250 kg/ha) at planting.',
      ],
      biological: [
        'Purpureocillium (Paecilomyces) lilacinum, Pochonia chlamydosporia or Trichoderma in compost at planting.',
        'African marigold (Tagetes) as a rotation or intercrop crop.',
      ],
      chemical: [
        {
          activeIngredient: 'fluopyram',
          note: 'FRAC 7 / nematicide: drip or drench at label rate at planting where registered.',
        },
        {
          activeIngredient: 'fluensulfone',
          note: 'Nematicide: pre-plant soil application at label rate where registered. Most older nematicides (carbofuran, aldicarb) are highly toxic and banned; do not use them. Wear PPE; observe pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Nematode-free seedlings (raise in solarised or sterile media); resistant varieties and rootstocks (Mi gene in tomato).',
    ],
    whenToCallExpert: 'Call for a soil test if patches of stunted, wilting plants return every season.',
    sources: ['University of California IPM', 'CABI Plantwise Knowledge Bank', 'University of Florida IFAS Extension'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'wilting', halo: false },
    keywords: [
      'galls',
      'knots',
      'root knots',
      'swollen roots',
      'lumps on roots',
      'beads on roots',
      'nematodes',
      'stunted patches',
    ],
  },
  {
    id: 'nitrogen-deficiency',
    name: 'Nitrogen deficiency',
    synonyms: ['lack of nitrogen', 'N deficiency', 'hunger yellowing', 'pale crop'],
    type: 'nutrient',
    hosts: [...VEGETABLES, ...FIELD_CROPS, ...FRUIT],
    symptoms: {
      leaf: [
        'Older, lower leaves turn pale green then evenly yellow, starting from the tip and moving along the midrib (V shape in maize).',
        'Young leaves stay greener; the whole crop looks pale and light green.',
      ],
      'whole plant': ['Thin, weak, slow-growing plants with few tillers or branches; early maturity and low yield.'],
    },
    favourableConditions: [
      'Sandy soils, heavy rain or flooding that washes nitrogen away; waterlogging.',
      'Low organic matter; ploughing in fresh straw; no or late fertilizer.',
    ],
    lookAlikes: [
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage scorches the edges of old leaves brown, while the centre stays green.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between veins of old leaves while the veins stay green.',
      },
      {
        name: 'Sulphur deficiency',
        howToTell: 'Sulphur shortage yellows the young top leaves first.',
      },
      {
        id: 'root-knot-nematodes',
        name: 'Root damage (nematodes, waterlogging)',
        howToTell: 'Check roots: galls or rotten roots give the same pale look even with fertilizer.',
      },
    ],
    activeIngredients: ['urea', 'calcium-ammonium-nitrate', 'ammonium-sulphate'],
    management: {
      cultural: [
        'Apply nitrogen in 2-3 split doses matched to crop growth; incorporate or apply urea into moist soil.',
        'Improve drainage in waterlogged fields; add compost and manure.',
      ],
      biological: [
        'Grow legumes in rotation; use compost, manure and biofertilizers (Azotobacter, Azospirillum, Rhizobium for legumes).',
      ],
      chemical: [
        {
          activeIngredient: 'urea (46% N)',
          note: 'Top-dress 50-100 kg urea per hectare (23-46 kg N) depending on crop and stage, into moist soil; for quick greening spray 1-2% urea (10-20 g per litre) on leaves. Do not overdo: excess nitrogen increases pests and diseases.',
        },
        {
          activeIngredient: 'calcium ammonium nitrate (CAN, 26-27% N)',
          note: 'Top-dress about 100-150 kg per hectare; less volatilisation than urea on alkaline soils.',
        },
        {
          activeIngredient: 'ammonium sulphate (21% N, 24% S)',
          note: 'Use where sulphur is also short; acidifies soil over time.',
        },
      ],
    },
    prevention: ['Soil test; balanced fertilization with split nitrogen; legume rotations; leaf colour chart in rice.'],
    whenToCallExpert:
      'Call if plants stay yellow 10 days after nitrogen fertilizer: another cause (roots, disease, other nutrient) is likely.',
    sources: [
      'IRRI Rice Knowledge Bank',
      'CIMMYT Maize Doctor',
      'International Plant Nutrition Institute (IPNI)',
      'FAO Plant Nutrition for Food Security',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'uniform-yellowing', halo: false },
    keywords: [
      'pale',
      'yellow lower leaves',
      'yellowing old leaves',
      'light green',
      'whole field yellow',
      'v shape',
      'slow growth',
    ],
  },
  {
    id: 'phosphorus-deficiency',
    name: 'Phosphorus deficiency',
    synonyms: ['lack of phosphorus', 'P deficiency', 'purple leaves'],
    type: 'nutrient',
    hosts: ['maize', 'wheat', 'rice', 'tomato', 'soybean', 'cabbage', 'bean', 'cotton', 'groundnut', 'potato'],
    symptoms: {
      leaf: [
        'Older leaves turn dark dull green, then purple or reddish, especially along the edges and underside (maize, tomato).',
        'Leaves are small and narrow; in rice, leaves are dark green, erect and narrow.',
      ],
      'whole plant': ['Stunted, slow young plants with poor roots; delayed flowering and maturity; few tillers.'],
    },
    favourableConditions: [
      'Cold, wet soils early in the season; acid or very alkaline soils; low organic matter; no P fertilizer at planting.',
    ],
    lookAlikes: [
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell: 'Nitrogen shortage makes old leaves yellow, not purple.',
      },
      {
        name: 'Cold stress or variety colour',
        howToTell:
          'Cold nights can purple young maize briefly; it goes away when the weather warms; some varieties are purple naturally.',
      },
    ],
    activeIngredients: ['diammonium-phosphate', 'monoammonium-phosphate', 'single-superphosphate'],
    management: {
      cultural: ['Apply phosphorus at planting close to the seed; correct soil pH (lime acid soils); add manure.'],
      biological: ['Phosphate-solubilising bacteria and mycorrhizal inoculants with compost.'],
      chemical: [
        {
          activeIngredient: 'diammonium phosphate (DAP, 18-46-0)',
          note: 'About 100-125 kg per hectare banded at planting for most field crops, according to soil test; do not place directly in contact with seed in high rates.',
        },
        {
          activeIngredient: 'single superphosphate (SSP, 16% P2O5)',
          note: 'Also supplies calcium and sulphur; 250-375 kg per hectare basal.',
        },
        {
          activeIngredient: 'monoammonium phosphate (MAP) foliar',
          note: '0.5-1% spray (5-10 g per litre) as a quick rescue on young vegetables; soil application is the main fix.',
        },
      ],
    },
    prevention: ['Soil test every 2-3 years; basal phosphorus at planting.'],
    whenToCallExpert: 'Call for a soil test if purple stunted plants appear every season.',
    sources: ['International Plant Nutrition Institute (IPNI)', 'CIMMYT Maize Doctor', 'IRRI Rice Knowledge Bank'],
    visual: { colours: ['purple'], pattern: 'uniform-yellowing', halo: false },
    keywords: ['purple', 'purple leaves', 'reddish leaves', 'dark green', 'stunted', 'slow growth', 'purple edges'],
  },
  {
    id: 'potassium-deficiency',
    name: 'Potassium deficiency',
    synonyms: ['lack of potash', 'K deficiency', 'leaf scorch', 'potash deficiency'],
    type: 'nutrient',
    hosts: [...VEGETABLES, ...FIELD_CROPS, ...FRUIT],
    symptoms: {
      leaf: [
        'Edges and tips of older leaves turn yellow, then brown and dry as if burnt (scorch), while the centre of the leaf stays green.',
        'Small brown spots near the leaf edge in some crops (soybean, cotton); leaves may curl down or cup.',
        'In banana, old leaves turn orange-yellow quickly and the midrib bends.',
      ],
      fruit: ['Uneven ripening, blotchy or hollow tomato fruit; small, poorly filled grain and fruit.'],
      stem: ['Weak stems and lodging in cereals.'],
    },
    favourableConditions: [
      'Sandy or highly weathered soils; heavy cropping with no potash; dry soils; high nitrogen without potassium.',
    ],
    lookAlikes: [
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between the veins with green veins, rather than burning leaf edges.',
      },
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell: 'Early blight gives round target spots scattered on the leaf, not a continuous edge scorch.',
      },
      {
        id: 'jassids',
        name: 'Jassid hopperburn',
        howToTell: 'Look under the leaves: jassids are small green insects running sideways.',
      },
    ],
    activeIngredients: ['muriate-of-potash', 'potassium-sulphate', 'potassium-nitrate'],
    management: {
      cultural: ['Return crop residues and ash to the field; apply manure and compost; irrigate to avoid dry soil.'],
      biological: ['Potassium-solubilising bacteria with compost can help in some soils.'],
      chemical: [
        {
          activeIngredient: 'muriate of potash (potassium chloride, 60% K2O)',
          note: 'About 60-100 kg per hectare at planting or split with nitrogen, by soil test; banana needs much more (split monthly).',
        },
        {
          activeIngredient: 'sulphate of potash (potassium sulphate, 50% K2O)',
          note: 'Preferred for chloride-sensitive crops (potato, tobacco, some fruits); soil-applied at similar K rates.',
        },
        {
          activeIngredient: 'potassium nitrate (13-0-45) foliar',
          note: '1-2% spray (10-20 g per litre) at fruit development as a supplement.',
        },
      ],
    },
    prevention: ['Balanced NPK by soil test; do not remove all straw from the field.'],
    whenToCallExpert: 'Call for a soil and leaf test if scorched leaf edges persist after potash.',
    sources: [
      'International Plant Nutrition Institute (IPNI)',
      'IRRI Rice Knowledge Bank',
      'University of Minnesota Extension',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'large-blotches', halo: false },
    keywords: [
      'leaf edges brown',
      'burnt edges',
      'scorched',
      'scorch',
      'tips drying',
      'edges yellow',
      'margin',
      'lodging',
    ],
  },
  {
    id: 'magnesium-deficiency',
    name: 'Magnesium deficiency',
    synonyms: ['lack of magnesium', 'Mg deficiency', 'interveinal chlorosis of old leaves'],
    type: 'nutrient',
    hosts: ['tomato', 'potato', 'pepper', 'cucurbits', 'citrus', 'banana', 'maize', 'cotton', 'soybean'],
    symptoms: {
      leaf: [
        'Older and middle leaves turn yellow between the veins while the veins stay green, giving a striped or herringbone look; later the yellow parts may turn reddish-brown.',
        'In maize, yellow stripes between veins on lower leaves; in citrus, an inverted green V at the base of old leaves.',
      ],
      'whole plant': ['Leaves drop early; low yield in heavy-fruiting crops.'],
    },
    favourableConditions: [
      'Acid, sandy soils; heavy use of potash or ammonium that blocks magnesium uptake; heavy fruit load.',
    ],
    lookAlikes: [
      {
        id: 'iron-deficiency',
        name: 'Iron deficiency',
        howToTell: 'Iron shortage yellows between the veins of the youngest leaves, not the old leaves.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell: 'Nitrogen shortage yellows the whole old leaf, veins included.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage burns the leaf edges brown first.',
      },
    ],
    activeIngredients: ['magnesium-sulphate', 'dolomite'],
    management: {
      cultural: ['Lime acid soils with dolomite; balance potash and magnesium; add compost.'],
      biological: ['Organic manures supply some magnesium.'],
      chemical: [
        {
          activeIngredient: 'magnesium sulphate (Epsom salt)',
          note: 'Foliar 1-2% (10-20 g per litre), 2-3 sprays 10-14 days apart; soil 25-50 kg per hectare.',
        },
        {
          activeIngredient: 'dolomite lime',
          note: 'On acid soils 1-2 t per hectare a few weeks before planting, by soil test.',
        },
      ],
    },
    prevention: ['Soil test; include magnesium in fertilizer programmes for high-yield vegetables and fruit.'],
    whenToCallExpert: 'Call for a soil test if yellowing continues after two foliar sprays.',
    sources: [
      'International Plant Nutrition Institute (IPNI)',
      'University of Minnesota Extension',
      'University of Florida IFAS Extension',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: [
      'yellow between veins',
      'interveinal',
      'green veins',
      'old leaves',
      'lower leaves',
      'striped',
      'herringbone',
    ],
  },
  {
    id: 'iron-deficiency',
    name: 'Iron deficiency (lime-induced chlorosis)',
    synonyms: ['iron chlorosis', 'Fe deficiency', 'lime chlorosis', 'yellow top'],
    type: 'nutrient',
    hosts: ['citrus', 'soybean', 'rice', 'maize', 'mango', 'tomato', 'pepper', 'bean', 'groundnut', 'cucurbits'],
    symptoms: {
      leaf: [
        'The youngest top leaves turn pale yellow to almost white between the veins, while the veins stay green in a fine green net.',
        'Older leaves stay green; in bad cases new leaves are white with brown edges.',
      ],
      'whole plant': ['Patches of yellow plants on calcareous or waterlogged spots of the field.'],
    },
    favourableConditions: [
      'High pH, calcareous soils; waterlogging; cold wet soils; excess phosphorus or bicarbonate in irrigation water; aerobic rice on alkaline soil.',
    ],
    lookAlikes: [
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage starts on old lower leaves.',
      },
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell: 'Zinc shortage gives small, narrow, bunched young leaves with yellow blotches.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell: 'Nitrogen shortage yellows old leaves first, veins included.',
      },
    ],
    activeIngredients: ['ferrous-sulphate', 'iron-chelate'],
    management: {
      cultural: [
        'Improve drainage; use acidifying fertilizers (ammonium sulphate) and organic matter; avoid over-liming.',
      ],
      biological: ['Compost and manure improve iron availability.'],
      chemical: [
        {
          activeIngredient: 'ferrous sulphate',
          note: 'Foliar 0.5% (5 g per litre) with 0.1% citric acid (1 g per litre) to keep it active, 2-3 sprays at 7-10 day intervals.',
        },
        {
          activeIngredient: 'iron chelate (Fe-EDDHA)',
          note: 'Soil application at label rate on calcareous soils (EDDHA stays available at high pH); expensive but long-lasting for fruit trees.',
        },
      ],
    },
    prevention: ['Choose tolerant varieties and rootstocks on calcareous soils; avoid waterlogging.'],
    whenToCallExpert: 'Call for soil and water tests if young leaves stay yellow after iron sprays.',
    sources: [
      'International Plant Nutrition Institute (IPNI)',
      'University of California IPM',
      'IRRI Rice Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'uniform-yellowing', halo: false },
    keywords: [
      'young leaves yellow',
      'new leaves yellow',
      'top leaves yellow',
      'green veins',
      'white leaves',
      'interveinal',
      'alkaline',
    ],
  },
  {
    id: 'zinc-deficiency',
    name: 'Zinc deficiency',
    synonyms: [
      'khaira',
      'khaira disease',
      'white bud of maize',
      'little leaf (zinc)',
      'mottle leaf of citrus',
      'Zn deficiency',
    ],
    type: 'nutrient',
    hosts: ['rice', 'maize', 'wheat', 'citrus', 'cotton', 'soybean', 'bean', 'tomato', 'banana', 'mango'],
    symptoms: {
      leaf: [
        'Rice: 2-4 weeks after transplanting, lower and middle leaves show dusty brown spots and streaks (rusty brown, "khaira"); the leaf base of young leaves turns pale.',
        'Maize: broad pale yellow to white bands on both sides of the midrib of young leaves, starting near the base (white bud).',
        'Citrus and fruit trees: small, narrow, pointed leaves in rosettes with yellow blotches between green veins (mottle leaf, little leaf).',
      ],
      'whole plant': ['Stunted plants with short internodes in patches; uneven crop; delayed maturity.'],
    },
    favourableConditions: [
      'Alkaline, calcareous or sodic soils; continuous flooded rice; high phosphorus fertilizer; sandy soils; levelled fields where topsoil was removed.',
    ],
    lookAlikes: [
      {
        id: 'iron-deficiency',
        name: 'Iron deficiency',
        howToTell:
          'Iron shortage gives fully yellow new leaves with a fine green net of veins, without narrow small leaves or rusty spots.',
      },
      {
        id: 'rice-brown-spot',
        name: 'Brown spot of rice',
        howToTell:
          'Brown spot makes distinct oval sesame-like spots; zinc shortage gives rusty patches with stunting in patches soon after transplanting.',
      },
      {
        id: 'maize-streak-virus',
        name: 'Maize streak virus',
        howToTell:
          'Streak virus gives many narrow broken streaks across the whole leaf, not a broad white band near the midrib.',
      },
    ],
    activeIngredients: ['zinc-sulphate'],
    management: {
      cultural: ['Add manure and compost; in rice, drain and re-flood to help recovery.'],
      biological: ['Zinc-solubilising bacteria with compost in some programmes.'],
      chemical: [
        {
          activeIngredient: 'zinc sulphate heptahydrate (21% Zn)',
          note: 'Soil: 25 kg per hectare basal before transplanting/sowing (lasts 2-3 crops). Foliar: 0.5% (5 g per litre) with 0.25% lime (2.5 g per litre) to prevent leaf burn, 2-3 sprays 10 days apart.',
        },
        {
          activeIngredient: 'zinc EDTA chelate',
          note: 'Foliar at label rate where a quick response is needed; more expensive.',
        },
      ],
    },
    prevention: ['Basal zinc every 2-3 seasons on known zinc-deficient soils; soil test.'],
    whenToCallExpert:
      'Call for a soil test if patches of stunted, rusty plants appear after transplanting every season.',
    sources: [
      'IRRI Rice Knowledge Bank',
      'CIMMYT Maize Doctor',
      'International Plant Nutrition Institute (IPNI)',
      'TNAU Agritech Portal',
    ],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'streaks', halo: false },
    keywords: [
      'khaira',
      'rusty',
      'white band',
      'white bud',
      'small leaves',
      'rosette',
      'bronzing',
      'stunted patches',
      'mottle leaf',
    ],
  },
  {
    id: 'calcium-deficiency',
    name: 'Calcium deficiency (tipburn)',
    synonyms: ['tip burn', 'tipburn', 'Ca deficiency', 'bitter pit', 'cavity spot'],
    type: 'nutrient',
    hosts: ['cabbage', 'tomato', 'pepper', 'cucurbits', 'potato', 'groundnut', 'bean'],
    symptoms: {
      leaf: [
        'Edges of the youngest inner leaves turn brown and papery (tipburn), e.g. inside cabbage heads; new leaves are distorted or hooked.',
        'Growing tips die back.',
      ],
      fruit: [
        'Fruit show sunken dark patches at the blossom end (see blossom-end rot); groundnut pods are empty (pops).',
      ],
      tuber: ['Potato tubers have internal brown spots.'],
    },
    favourableConditions: [
      'Uneven watering, drought, high humidity that reduces transpiration; acid sandy soils; excess ammonium or potassium; very fast growth.',
    ],
    lookAlikes: [
      {
        id: 'blossom-end-rot',
        name: 'Blossom-end rot',
        howToTell: 'Blossom-end rot is the fruit form of calcium shortage in tomato, pepper and watermelon.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium scorch affects old leaves; calcium tipburn affects the youngest leaves.',
      },
    ],
    activeIngredients: ['calcium-nitrate', 'gypsum', 'agricultural-lime'],
    management: {
      cultural: ['Water evenly; mulch; avoid excessive nitrogen and potassium; choose tolerant varieties.'],
      biological: ['Compost improves soil moisture holding.'],
      chemical: [
        {
          activeIngredient: 'calcium nitrate',
          note: 'Foliar 0.5-1% (5-10 g per litre) weekly on young leaves/fruit; or through drip at label rates.',
        },
        {
          activeIngredient: 'gypsum (calcium sulphate)',
          note: 'Soil 250-500 kg per hectare at pegging for groundnut or before planting by soil test.',
        },
        {
          activeIngredient: 'agricultural lime',
          note: 'On acid soils, by soil test, months before planting.',
        },
      ],
    },
    prevention: ['Even irrigation and soil-test-based liming.'],
    whenToCallExpert: 'Call for a soil test if tipburn returns every season.',
    sources: ['International Plant Nutrition Institute (IPNI)', 'Cornell Vegetable MD Online', 'ICRISAT'],
    visual: { colours: ['necrotic-brown'], pattern: 'large-blotches', halo: false },
    keywords: [
      'tipburn',
      'tip burn',
      'inner leaves brown',
      'young leaves burnt',
      'empty pods',
      'pops',
      'hooked leaves',
    ],
  },
  {
    id: 'blossom-end-rot',
    name: 'Blossom-end rot',
    synonyms: ['BER', 'bottom rot', 'black bottom', 'end rot'],
    type: 'physiological',
    hosts: ['tomato', 'pepper', 'cucurbits', 'eggplant'],
    symptoms: {
      fruit: [
        'A water-soaked, light brown patch at the bottom (flower end) of green fruit, opposite the stalk.',
        'The patch grows, becomes sunken, dark brown to black, dry and leathery; moulds may grow on it later.',
        'In pepper the patch may be pale and papery on the side near the bottom.',
      ],
      leaf: ['Leaves usually look healthy.'],
    },
    favourableConditions: [
      'Uneven watering: dry spells followed by heavy irrigation; hot, windy days.',
      'Low soil calcium, acid soils, excess nitrogen (ammonium) or potassium; root damage.',
    ],
    lookAlikes: [
      {
        id: 'sunscald',
        name: 'Sunscald',
        howToTell: 'Sunscald is a pale bleached patch on the side facing the sun, not always at the bottom.',
      },
      {
        id: 'late-blight',
        name: 'Late blight fruit rot',
        howToTell: 'Late blight fruit patches are greasy brown on the upper half, with leaf lesions too.',
      },
      {
        id: 'chili-anthracnose',
        name: 'Anthracnose',
        howToTell: 'Anthracnose makes sunken spots anywhere on ripe fruit with rings of dots or orange spores.',
      },
    ],
    activeIngredients: ['calcium-nitrate', 'gypsum', 'agricultural-lime'],
    management: {
      cultural: [
        'Water regularly and evenly; mulch to keep soil moisture steady; do not let pots dry out.',
        'Remove affected fruit; later fruit will be normal once watering is even.',
        'Avoid heavy ammonium nitrogen; do not hoe close to the roots.',
      ],
      biological: ['Mulch and compost to hold moisture.'],
      chemical: [
        {
          activeIngredient: 'calcium nitrate',
          note: 'Foliar 0.5-1% (5-10 g per litre) on young fruit weekly helps a little; the main cure is even watering.',
        },
        {
          activeIngredient: 'agricultural lime or gypsum',
          note: 'By soil test before planting on acid or low-calcium soils.',
        },
      ],
    },
    prevention: ['Drip irrigation and mulching; soil test and liming; tolerant varieties.'],
    whenToCallExpert: 'Call if more than 10% of fruit are affected despite even watering.',
    sources: [
      'University of California IPM',
      'Cornell Vegetable MD Online',
      'APS Compendium of Tomato Diseases and Pests',
    ],
    visual: { colours: ['black', 'necrotic-brown', 'water-soaked'], pattern: 'large-blotches', halo: false },
    keywords: [
      'bottom of fruit',
      'black bottom',
      'end of fruit',
      'flower end',
      'leathery',
      'sunken bottom',
      'irregular watering',
    ],
  },
  {
    id: 'sunscald',
    name: 'Sunscald (sunburn)',
    synonyms: ['sunburn', 'sun scorch', 'sun damage'],
    type: 'physiological',
    hosts: ['tomato', 'pepper', 'eggplant', 'cucurbits', 'mango', 'citrus', 'banana'],
    symptoms: {
      fruit: [
        'A white, pale yellow or bleached patch on the side of the fruit facing the sun, which becomes papery, thin, wrinkled and sunken.',
        'Moulds may grow on the damaged patch later; no rings or spore masses at first.',
      ],
      stem: ['Bark on young trees splits on the sunny side.'],
      leaf: ['Bleached, dry patches on leaves suddenly exposed to strong sun.'],
    },
    favourableConditions: [
      'Hot, sunny weather; fruit exposed after leaf loss from disease, pruning or heavy pests; plants falling over.',
    ],
    lookAlikes: [
      {
        id: 'blossom-end-rot',
        name: 'Blossom-end rot',
        howToTell: 'BER is always at the flower end (bottom) and turns dark brown to black.',
      },
      {
        id: 'chili-anthracnose',
        name: 'Anthracnose',
        howToTell: 'Anthracnose spots have rings of black dots or orange spores.',
      },
    ],
    activeIngredients: ['kaolin-clay'],
    management: {
      cultural: [
        'Keep good leaf cover: control leaf diseases, avoid heavy pruning; stake or cage plants.',
        'Use 30-40% shade nets in very hot periods for pepper; whitewash tree trunks.',
        'Cover exposed fruit of mango, banana bunches (bunch covers) or melons with straw or paper.',
      ],
      biological: ['Kaolin clay sprays form a white reflective film on fruit.'],
      chemical: [
        {
          activeIngredient: 'kaolin clay',
          note: 'Physical sunscreen: about 30-60 g per litre as a film on fruit; wash fruit after harvest. No pesticide is needed for sunscald itself.',
        },
      ],
    },
    prevention: ['Varieties with good leaf cover; irrigation during heat waves; leaf-disease control.'],
    whenToCallExpert: 'Rarely needed; call if you also see rot spreading from the patches.',
    sources: ['University of California IPM', 'Cornell Vegetable MD Online'],
    visual: { colours: ['chlorotic-yellow', 'white-powdery'], pattern: 'large-blotches', halo: false },
    keywords: ['sunburn', 'bleached', 'white patch', 'papery', 'sun side', 'sunny side', 'heat'],
  },
  {
    id: 'damping-off',
    name: 'Damping-off',
    scientificName: 'Pythium spp., Rhizoctonia solani, Phytophthora spp., Fusarium spp.',
    synonyms: ['seedling rot', 'nursery rot', 'seedling wilt', 'collar rot of seedlings'],
    type: 'oomycete',
    hosts: ['tomato', 'pepper', 'eggplant', 'cabbage', 'onion', 'cucurbits', 'cotton', 'soybean', 'bean'],
    symptoms: {
      seed: ['Seeds rot in the soil and seedlings never come up (pre-emergence damping-off).'],
      stem: [
        'Seedling stems become water-soaked, thin and pinched brown at soil level, then fall over and die (post-emergence damping-off).',
      ],
      'whole plant': [
        'Seedlings die in patches in the nursery that grow every day; white cottony mould on the soil in humid mornings.',
      ],
    },
    favourableConditions: [
      'Wet, poorly drained, heavy nursery soil; overwatering; dense sowing; cloudy humid weather; unsterilised soil.',
    ],
    lookAlikes: [
      {
        id: 'cutworms',
        name: 'Cutworms',
        howToTell: 'Cutworms leave a clean cut with a caterpillar in the soil; damping-off leaves a soft rotten stem.',
      },
      {
        id: 'phytophthora-blight',
        name: 'Phytophthora blight',
        howToTell: 'Phytophthora kills bigger plants in the field after rain.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'copper-oxychloride',
      'metalaxyl-m',
      'captan',
      'trichoderma',
      'pseudomonas-fluorescens',
    ],
    management: {
      cultural: [
        'Raise seedlings in raised beds (15 cm) or trays with well-drained, sterilised or solarised media.',
        'Sow thinly, water lightly in the morning, and ventilate.',
        'Remove dead seedlings with the soil around them.',
      ],
      biological: [
        'Seed treatment with Trichoderma viride or T. harzianum (4-10 g per kg seed) and soil drench; Pseudomonas fluorescens.',
      ],
      chemical: [
        {
          activeIngredient: 'metalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03: drench 2.5 g per litre on the nursery bed at first collapse (for Pythium/Phytophthora).',
        },
        {
          activeIngredient: 'captan',
          note: 'FRAC M04: seed treatment 2-3 g per kg seed.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: drench 3 g per litre; gloves and mask. For Rhizoctonia, a thiophanate-methyl drench (FRAC 1) at label rate is more effective.',
        },
      ],
    },
    prevention: ['Solarise nursery beds, use treated seed, avoid overwatering.'],
    whenToCallExpert: 'Call if the whole nursery is collapsing despite drenches.',
    sources: ['University of California IPM', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['water-soaked', 'necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: [
      'seedlings dying',
      'seedlings falling',
      'collapse',
      'nursery',
      'thin stem',
      'rotting at base',
      'seedlings fall over',
    ],
  },
];
