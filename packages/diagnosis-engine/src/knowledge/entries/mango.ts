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
        id: 'mango-bacterial-canker',
        name: 'Bacterial black spot',
        howToTell: 'Bacterial black spot makes raised black angular spots with a yellow halo that crack and ooze.',
      },
      {
        id: 'sunscald',
        name: 'Sunburn',
        howToTell: 'Sunburn makes a pale yellow-brown patch on the exposed side only.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'copper-oxychloride', 'carbendazim', 'bacillus-subtilis'],
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
    activeIngredients: ['tebuconazole', 'hexaconazole', 'trifloxystrobin', 'sulphur', 'bacillus-subtilis'],
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
    activeIngredients: [
      'imidacloprid',
      'thiamethoxam',
      'lambda-cyhalothrin',
      'beauveria-bassiana',
      'metarhizium-anisopliae',
      'neem',
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
    activeIngredients: ['carbendazim', 'naphthalene-acetic-acid'],
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
    activeIngredients: ['spinosad', 'malathion'],
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
  {
    id: 'mango-bacterial-canker',
    name: 'Bacterial canker (bacterial black spot) of mango',
    scientificName: 'Xanthomonas citri pv. mangiferaeindicae',
    synonyms: [
      'bacterial black spot',
      'bacterial canker',
      'black spot of mango',
      'bacterial leaf spot of mango',
      'BBS',
    ],
    type: 'bacterial',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'Small water-soaked dots that become raised, black, angular spots 1-4 mm, held in by the veins, with a yellow halo.',
        'Spots dry, crack and turn grey-white in the centre; many spots join and the leaves yellow and drop.',
      ],
      fruit: [
        'Water-soaked spots that become raised, black, cracked, star-shaped lesions on the skin; a gummy infectious ooze comes out in wet weather.',
        'Spots often run in streaks from the stalk where rain water flows (tear-stain pattern); badly spotted fruit drop early and rot in storage.',
      ],
      stem: ['Black, cracked cankers on young twigs and leaf stalks, sometimes with gum; twigs may die back.'],
    },
    favourableConditions: [
      'Wind-driven rain and storms at 25-30 °C; wounds from wind, thorns, insects or pruning let the bacteria in.',
      'Windy, coastal and exposed orchards; infected nursery plants and budwood.',
    ],
    lookAlikes: [
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose',
        howToTell:
          'Anthracnose spots are flat or sunken, with no ooze and no raised cracked surface; bacterial spots are raised, angular and have a yellow halo.',
      },
      {
        id: 'mango-sooty-mould',
        name: 'Sooty mould',
        howToTell:
          'Sooty mould is a black film that wipes off the leaf; bacterial spots are in the tissue and do not rub off.',
      },
      {
        id: 'mango-die-back',
        name: 'Die-back',
        howToTell:
          'Die-back dries twigs from the tip downward with brown inner bark; bacterial canker shows black raised spots on leaves and fruit as well.',
      },
    ],
    activeIngredients: [
      'copper-oxychloride',
      'copper-hydroxide',
      'streptomycin-sulphate',
      'bacillus-subtilis',
      'pseudomonas-fluorescens',
    ],
    management: {
      cultural: [
        'Plant windbreaks around the orchard; storms spread the bacteria and make the wounds they enter through.',
        'Prune and burn infected twigs and fallen leaves in dry weather; disinfect tools between trees.',
        'Use only clean nursery plants and budwood; do not bring in plants from affected areas.',
        'Avoid overhead irrigation; harvest carefully and discard spotted fruit.',
      ],
      biological: ['Bacillus subtilis or Pseudomonas fluorescens sprays as part of a copper programme.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre after pruning, at new flushes, at fruit set and after storms, every 3-4 weeks in the rainy season. Copper builds up in soil; do not exceed label doses.',
        },
        {
          activeIngredient: 'copper hydroxide',
          note: 'FRAC M01: about 2 g of 77% WP per litre as an alternative copper; may scorch young leaves in hot weather.',
        },
        {
          activeIngredient: 'streptomycin sulphate',
          note: 'FRAC 25: 0.1-0.2 g per litre mixed with copper, only where the law allows antibiotics on crops (banned in many countries); observe the pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Windbreaks, clean planting material and regular copper sprays in windy rainy seasons.',
      'Grow less susceptible varieties where a choice exists.',
    ],
    whenToCallExpert:
      'Call if black raised spots with ooze appear on fruit meant for market or export, or if young trees show many twig cankers.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'APS Compendium of Tropical Fruit Diseases',
      'Queensland DAF',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black', 'water-soaked', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: [
      'bacterial',
      'raised black spots',
      'angular',
      'cracked spots',
      'star shaped cracks',
      'ooze',
      'gum',
      'canker',
      'water soaked',
    ],
  },
  {
    id: 'mango-cutting-weevil',
    name: 'Mango leaf-cutting weevil',
    scientificName: 'Deporaus marginatus',
    synonyms: [
      'leaf cutting weevil',
      'shoot cutting weevil',
      'mango leaf cutter',
      'leaf cutter weevil',
      'cutting weevil',
      'scissors beetle',
    ],
    type: 'pest',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'Tender young leaves of a new flush are cut straight across near the base, as if with scissors; only the leaf stalk and a small stump of leaf remain.',
        'Many cut leaf pieces lie on the ground under the tree; eggs and small legless grubs are inside them.',
        'Small brown weevils about 5 mm long with a long snout scrape the upper surface of tender leaves.',
      ],
      stem: [
        'New shoots look bare, with only stalks left on the tips; shoots make no leaves and the tree makes fewer flowers.',
      ],
    },
    favourableConditions: [
      'New leaf flushes in the rainy season; nurseries and young orchards suffer most.',
      'Fallen cut leaves left under the trees, where grubs finish growing and go into the soil to pupate.',
    ],
    lookAlikes: [
      {
        name: 'Leaf-eating caterpillars',
        howToTell:
          'Caterpillars chew ragged holes and edges and leave droppings; weevil damage is a clean straight cut with the leaf blade on the ground.',
      },
      {
        name: 'Mango shoot borer',
        howToTell:
          'Shoot borer tunnels inside the tip, which wilts and has a hole with frass; cutting weevil leaves the shoot intact but strips the leaves.',
      },
      {
        id: 'mango-gall-midge',
        name: 'Leaf gall midge',
        howToTell: 'Gall midge leaves stay on the tree with many small wart-like bumps; they are not cut off.',
      },
    ],
    activeIngredients: ['lambda-cyhalothrin', 'quinalphos', 'neem'],
    management: {
      cultural: [
        'Collect and burn or bury the fallen cut leaves every day or two during the flush; they carry the eggs and grubs.',
        'Dig or plough the soil under the canopy after the flush to expose pupae to birds and sun.',
        'In nurseries, shake plants in the morning over a cloth or bucket of soapy water to collect the weevils.',
      ],
      biological: [
        'Neem seed kernel extract (5%) or neem oil 3-5 ml per litre on new flushes to repel adults.',
        'Conserve birds, ants and predatory bugs in the orchard.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: about 0.5 ml of 5% EC per litre on new flushes when cut leaves are first seen; toxic to bees and fish, spray in the evening and not at flowering. PPE.',
        },
        {
          activeIngredient: 'quinalphos',
          note: 'IRAC 1B: about 2 ml of 25% EC per litre on the flush as a rotation partner; highly toxic, wear full protective clothing and observe the pre-harvest interval.',
        },
      ],
    },
    prevention: ['Check every new flush, especially on young trees, and clear cut leaves from the ground at once.'],
    whenToCallExpert:
      'Call if young plants lose their leaves flush after flush, or if nursery stock is badly stripped.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'TNAU Agritech Portal',
      'ICAR-National Bureau of Agricultural Insect Resources',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'holes', halo: false },
    keywords: [
      'cut leaves',
      'leaves cut',
      'scissors',
      'cut off',
      'weevil',
      'leaf stalks only',
      'leaves on the ground',
      'new flush',
      'tender leaves',
    ],
  },
  {
    id: 'mango-die-back',
    name: 'Die-back of mango',
    scientificName: 'Lasiodiplodia theobromae (Botryodiplodia theobromae)',
    synonyms: ['dieback', 'die back', 'twig blight', 'stem end rot', 'botryodiplodia dieback', 'lasiodiplodia'],
    type: 'fungal',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'Leaves on affected twigs turn brown from the base, roll upward along the midrib and fall, leaving bare twigs that look scorched by fire.',
      ],
      stem: [
        'Twigs and branches dry and die from the tip downward; the bark darkens and the dead part spreads back towards the trunk.',
        'Gum oozes from cracks in the bark of branches and the trunk; peeled bark shows brown streaks in the wood.',
        'Grafted nursery plants die back from the graft union.',
      ],
      fruit: [
        'After harvest a dark brown to black soft rot starts at the stalk end (stem-end rot) and spreads quickly through the fruit.',
      ],
    },
    favourableConditions: [
      'High humidity and warm temperatures (25-31 °C), often after the rainy season; peak in October-November in north India.',
      'Wounds from pruning, borers, sunburn or harvesting; trees weakened by drought, poor nutrition or waterlogging.',
    ],
    lookAlikes: [
      {
        id: 'mango-bacterial-canker',
        name: 'Bacterial canker',
        howToTell:
          'Bacterial canker makes raised black angular spots with yellow halos on leaves and fruit; die-back dries the twig from the tip without leaf spots.',
      },
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose twig blight',
        howToTell:
          'Anthracnose shows black spots on young leaves and flowers in wet weather as well as twig blackening.',
      },
      {
        name: 'Stem and bark borers',
        howToTell: 'Borers leave holes with sawdust-like frass on the trunk and branches; die-back has none.',
      },
      {
        name: 'Drought or root damage',
        howToTell: 'Water stress wilts the whole canopy evenly; die-back kills separate twigs with dark bark and gum.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'carbendazim', 'thiophanate-methyl', 'trichoderma'],
    management: {
      cultural: [
        'Cut dead twigs 10-15 cm below the dead part into green healthy wood and burn them; disinfect the tools.',
        'Paint cut ends and large wounds with Bordeaux paste or copper oxychloride paste.',
        'Keep trees healthy with balanced manure and fertiliser and regular irrigation in dry spells; avoid wounding.',
        'Harvest with a short stalk, handle gently and cool fruit quickly to limit stem-end rot.',
      ],
      biological: [
        'Trichoderma harzianum or T. viride applied in farmyard manure around the tree base and on pruning wounds.',
      ],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre sprayed on the canopy after pruning and repeated after 15-20 days; as a thick paste on cut ends.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g of 50% WP per litre after pruning; resistance possible, alternate with copper. PPE; observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'thiophanate-methyl',
          note: 'FRAC 1: about 1 g of 70% WP per litre; do not alternate with carbendazim (same group).',
        },
      ],
    },
    prevention: [
      'Prune dead wood every year after harvest and protect the cuts; keep trees vigorous and free of borers.',
      'Use healthy grafted plants and protect the graft union in the nursery.',
    ],
    whenToCallExpert: 'Call if large branches or the main trunk are dying back, or if gum oozes from the trunk.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'APS Compendium of Tropical Fruit Diseases',
      'TNAU Agritech Portal',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['necrotic-brown', 'black'], pattern: 'wilting', halo: false },
    keywords: [
      'dieback',
      'die back',
      'drying from tip',
      'dry twigs',
      'twigs drying',
      'scorched',
      'burnt look',
      'gum',
      'stem end rot',
      'branches drying',
    ],
  },
  {
    id: 'mango-gall-midge',
    name: 'Mango leaf gall midge',
    scientificName: 'Procontarinia spp. (P. matteiana and related species)',
    synonyms: ['gall midge', 'leaf gall midge', 'mango gall fly', 'blister midge', 'mango leaf galls'],
    type: 'pest',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'Many small raised wart-like galls, 2-4 mm across, scattered over the leaf blade and seen on both sides.',
        'Galls are green at first, then turn reddish, brown or black; tiny exit holes appear under the leaf when the adults come out.',
        'Heavily galled leaves are distorted, turn yellow and drop early; young flushes may dry.',
      ],
      flower: ['Related blossom midges make small black spots and galls on flower stalks; flowers dry and drop.'],
    },
    favourableConditions: [
      'New leaf flushes; tiny flies lay eggs in tender leaves and larvae live inside the galls.',
      'Dense canopies and orchards with many old galled leaves; larvae drop to the soil to pupate.',
    ],
    lookAlikes: [
      {
        id: 'mango-bacterial-canker',
        name: 'Bacterial canker',
        howToTell:
          'Bacterial spots are flat to slightly raised black angular spots with a yellow halo; galls are round swellings with a larva or exit hole inside.',
      },
      {
        name: 'Scale insects',
        howToTell:
          'Scales are small shells stuck on the leaf that can be lifted off with a fingernail; galls are part of the leaf.',
      },
      {
        id: 'mango-cutting-weevil',
        name: 'Leaf-cutting weevil',
        howToTell:
          'Cutting weevil cuts the young leaves off; gall midge leaves stay on the tree but are covered with bumps.',
      },
    ],
    activeIngredients: ['thiamethoxam', 'lambda-cyhalothrin', 'neem'],
    management: {
      cultural: [
        'Prune and burn heavily galled shoots and collect fallen galled leaves.',
        'Plough or rake the soil under the canopy to expose pupae to sun and birds.',
        'Prune the canopy open; avoid excess nitrogen that makes many soft flushes.',
      ],
      biological: [
        'Conserve parasitic wasps (Platygastridae) that attack the larvae; avoid unnecessary broad-spectrum sprays.',
        'Neem oil 3-5 ml per litre at bud break of the new flush.',
      ],
      chemical: [
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: about 0.3 g of 25% WG per litre at the start of a new flush (bud burst), once or twice 10-15 days apart; not at flowering, toxic to bees.',
        },
        {
          activeIngredient: 'lambda-cyhalothrin',
          note: 'IRAC 3A: about 0.5 ml of 5% EC per litre at bud burst as a rotation partner; toxic to fish and bees. PPE; observe the pre-harvest interval.',
        },
      ],
    },
    prevention: ['Protect new flushes in orchards with a history of galls; sprays do little once galls have formed.'],
    whenToCallExpert: 'Call if most leaves of new flushes are galled or if flowers are also attacked.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'TNAU Agritech Portal',
      'CABI Plantwise Knowledge Bank',
      'Queensland DAF',
    ],
    visual: { colours: ['necrotic-brown', 'purple', 'black'], pattern: 'spots', halo: false },
    keywords: ['galls', 'gall', 'warts', 'wart like', 'bumps', 'pimples', 'midge', 'raised bumps', 'exit holes'],
  },
  {
    id: 'mango-sooty-mould',
    name: 'Sooty mould of mango',
    scientificName: 'Capnodium mangiferae, Meliola mangiferae and other sooty moulds',
    synonyms: ['sooty mould', 'sooty mold', 'black mould', 'black mold', 'black coating', 'capnodium'],
    type: 'fungal',
    hosts: ['mango'],
    symptoms: {
      leaf: [
        'A black, thin, soot-like or velvety coating on the upper side of leaves that can be wiped or peeled off, showing green leaf underneath.',
        'Leaves below the coating are shaded, so they stay pale and the tree makes less food and fewer flowers.',
      ],
      stem: ['Twigs and branches are covered with the same black film; ants run up and down the trunk.'],
      fruit: ['Fruit are smudged black and sell for less; the coating washes off but leaves marks.'],
    },
    favourableConditions: [
      'Honeydew from hoppers, mealybugs, scale insects, aphids or whiteflies feeding higher up, which drips onto the lower leaves.',
      'Humid, still weather and dense, shaded canopies; ants that protect the sap-sucking insects.',
    ],
    lookAlikes: [
      {
        id: 'mango-hopper',
        name: 'Mango hopper',
        howToTell:
          'Hoppers are the cause of much of the honeydew: tap the flower panicles and small wedge-shaped insects jump out. Control them and the mould goes.',
      },
      {
        id: 'mango-anthracnose',
        name: 'Anthracnose',
        howToTell:
          'Anthracnose spots are dead tissue in the leaf and do not wipe off; sooty mould is only on the surface.',
      },
      {
        id: 'mango-bacterial-canker',
        name: 'Bacterial black spot',
        howToTell: 'Bacterial spots are raised and angular and stay when rubbed; sooty mould rubs off.',
      },
    ],
    activeIngredients: ['imidacloprid', 'buprofezin', 'mineral-oil', 'neem'],
    management: {
      cultural: [
        'Find and control the sap-sucking insect that makes the honeydew: look for hoppers, mealybugs, scales or aphids above the black leaves.',
        'Band the trunk with a sticky band or grease to stop ants climbing, and destroy ant nests at the base.',
        'Prune the canopy open for light and air; remove heavily coated shoots.',
        'Spray a thin starch solution (about 20-50 g boiled starch per litre); it dries and flakes off in sunlight, taking the mould with it.',
      ],
      biological: [
        'Conserve ladybirds, lacewings and parasitic wasps that control mealybugs and scales.',
        'Neem oil 3-5 ml per litre against young hoppers, mealybugs and scales.',
      ],
      chemical: [
        {
          activeIngredient: 'horticultural mineral oil',
          note: 'About 10-20 ml per litre: smothers scales and mealybugs and loosens the mould. Not in the heat of the day (above 32 °C) or on stressed trees.',
        },
        {
          activeIngredient: 'imidacloprid (against hoppers)',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre when hoppers are the honeydew source; not at full bloom, toxic to bees.',
        },
        {
          activeIngredient: 'buprofezin (against scales and mealybugs)',
          note: 'IRAC 16: about 1.5-2 ml of 25% SC per litre on young crawlers. Observe the pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: ['Keep hoppers, mealybugs and scale insects under control and ants off the trees.'],
    whenToCallExpert:
      'Call if the black coating keeps coming back and you cannot find which insect makes the honeydew.',
    sources: [
      'ICAR-Central Institute for Subtropical Horticulture',
      'TNAU Agritech Portal',
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black'], pattern: 'large-blotches', halo: false },
    keywords: [
      'sooty',
      'soot',
      'sooty mould',
      'black coating',
      'black layer',
      'wipes off',
      'peels off',
      'rubs off',
      'ants',
    ],
  },
];
