import type { KnowledgeEntry } from '../types.js';

export const tomatoEntries: KnowledgeEntry[] = [
  {
    id: 'tomato-early-blight',
    name: 'Early blight',
    scientificName: 'Alternaria solani (also A. linariae)',
    synonyms: ['alternaria leaf spot', 'target spot of tomato', 'alternaria blight', 'early blight of potato'],
    type: 'fungal',
    hosts: ['tomato', 'potato', 'eggplant'],
    symptoms: {
      leaf: [
        'Dark brown spots start on the oldest, lowest leaves and move up the plant.',
        'Each spot grows to 1-2 cm and shows dark rings inside, like a target or a cut onion.',
        'The tissue around each spot turns yellow; many spots join and the whole leaf yellows, dries and falls.',
      ],
      stem: ['Dark, sunken, ringed patches on stems; on seedlings the stem can rot at soil level (collar rot).'],
      fruit: [
        'Dark, leathery, sunken patches with rings near the stalk end of the fruit, often with a black velvety mould.',
      ],
      tuber: [
        'On potato, small dark sunken spots with a raised edge on the tuber skin; the flesh below is dry and corky.',
      ],
    },
    favourableConditions: [
      'Warm weather (24-29 °C) with heavy dew, rain or sprinkler water keeping leaves wet for hours.',
      'Plants under stress: heavy fruit load, low nitrogen, old plants late in the season.',
      'Infected plant debris left in the field; tomato or potato grown on the same land each year.',
    ],
    lookAlikes: [
      {
        id: 'tomato-septoria-leaf-spot',
        name: 'Septoria leaf spot',
        howToTell:
          'Septoria spots are small (2-5 mm), many per leaf, with a grey-white centre and tiny black dots, and no target rings.',
      },
      {
        id: 'late-blight',
        name: 'Late blight',
        howToTell:
          'Late blight patches are large, greasy, grey-green to brown with no rings, spread in days in cool wet weather, and show white fuzz under the leaf.',
      },
      {
        id: 'bacterial-spot',
        name: 'Bacterial spot',
        howToTell: 'Bacterial spots are small (under 3 mm), dark, greasy and angular, without concentric rings.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage scorches the leaf edges of old leaves evenly; there are no round ringed spots.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'chlorothalonil',
      'azoxystrobin',
      'difenoconazole',
      'trichoderma',
      'bacillus-subtilis',
      'bacillus-amyloliquefaciens',
    ],
    management: {
      cultural: [
        'Pick off and destroy the lowest spotted leaves as soon as you see them; work when the plants are dry.',
        'Stake or trellis plants and prune lower leaves to 30 cm above the soil so rain splash cannot reach them.',
        'Mulch the soil with straw or plastic to stop spores splashing up.',
        'Water at the base (drip or furrow), not over the leaves, and water in the morning.',
        'Keep the crop well fed with nitrogen and potassium; stressed plants get worse blight.',
      ],
      biological: [
        'Spray Bacillus subtilis or Bacillus amyloliquefaciens products every 7 days as a preventive.',
        'Treat seed or nursery soil with Trichoderma harzianum or T. viride.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre every 7-10 days, starting when first spots appear. Wear gloves and mask; observe the label pre-harvest interval (often 3-7 days).',
        },
        {
          activeIngredient: 'chlorothalonil',
          note: 'Protectant (FRAC M05): about 2 g of 75% WP per litre, every 7-10 days. Irritant to eyes and skin, wear goggles.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'Systemic (FRAC 11): 1 ml of 23% SC per litre. Use at most 2-3 times per season and alternate with a different group to avoid resistance.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'Systemic (FRAC 3): 0.5 ml of 25% EC per litre; alternate with mancozeb or chlorothalonil. Observe label pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Rotate 2-3 years away from tomato, potato, eggplant and pepper.',
      'Use certified disease-free seed and healthy seedlings; choose tolerant varieties where available.',
      'Plough in or remove crop residue after harvest and control weeds of the nightshade family.',
    ],
    whenToCallExpert:
      'Call an extension officer if the spots keep spreading up the plant after two sprays, if stems and fruit are rotting, or if you cannot tell it from late blight.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
      'Cornell Vegetable MD Online',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: [
      'target',
      'concentric rings',
      'rings',
      'bullseye',
      'lower leaves',
      'older leaves',
      'collar rot',
      'alternaria',
    ],
  },
  {
    id: 'late-blight',
    name: 'Late blight',
    scientificName: 'Phytophthora infestans',
    synonyms: ['potato blight', 'tomato blight', 'phytophthora blight of potato', 'irish blight'],
    type: 'oomycete',
    hosts: ['tomato', 'potato'],
    symptoms: {
      leaf: [
        'Pale green, water-soaked patches, often at leaf tips and edges, that turn dark brown to black within 2-3 days.',
        'In humid mornings a white downy growth shows on the underside of the leaf at the edge of the patch.',
        'Whole leaves collapse and hang; the field can look burnt and smells of rotting plants.',
      ],
      stem: ['Long dark brown to black greasy patches on stems and leaf stalks; stems break at these points.'],
      fruit: [
        'Tomato fruit get large firm, greasy, brown marbled patches, usually on the upper half; fruit stays firm at first.',
      ],
      tuber: [
        'Potato tubers show sunken purple-brown patches on the skin; cut open, a reddish-brown dry rot spreads into the flesh.',
      ],
    },
    favourableConditions: [
      'Cool, wet weather: nights 10-15 °C, days 15-22 °C, with rain, fog or dew for many hours.',
      'Several days of cloudy, drizzly weather; the disease can destroy a field in 7-10 days.',
      'Infected seed tubers, volunteer potatoes and cull piles near the field.',
    ],
    lookAlikes: [
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell:
          'Early blight spots are smaller, dry, with target rings and a yellow ring around, and start on old leaves; late blight patches are greasy, have no rings and spread fast in cool wet weather.',
      },
      {
        id: 'potato-blackleg',
        name: 'Blackleg',
        howToTell:
          'Blackleg starts from the seed tuber: the stem base is black and slimy; late blight stem patches are higher up and the leaves are also affected.',
      },
      {
        name: 'Frost damage',
        howToTell:
          'Frost blackens the top leaves of the whole field overnight after a cold clear night; it does not spread later.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'copper-oxychloride',
      'metalaxyl-m',
      'cymoxanil',
      'dimethomorph',
      'bacillus-subtilis',
    ],
    management: {
      cultural: [
        'Remove and bury or burn infected plants immediately; never leave them on the field edge.',
        'Earth up potato rows high to protect tubers from spores washing down.',
        'Cut and remove potato haulms (vines) 2 weeks before harvest if the foliage is infected; harvest in dry weather.',
        'Give wide spacing and stake tomatoes so leaves dry quickly; avoid overhead irrigation.',
      ],
      biological: [
        'Bacillus subtilis sprays can slow infection when used preventively but will not stop an epidemic on their own.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre every 5-7 days in blight weather, before symptoms. PPE: gloves, mask, long sleeves.',
        },
        {
          activeIngredient: 'metalaxyl-M + mancozeb',
          note: 'Systemic + protectant (FRAC 4 + M03): about 2.5 g per litre of the ready mix. Use no more than 2-3 times a season; metalaxyl-resistant strains are common, so alternate.',
        },
        {
          activeIngredient: 'cymoxanil + mancozeb',
          note: 'FRAC 27 + M03: 2.5-3 g per litre; cymoxanil has a short curative action (1-2 days after infection). Alternate groups.',
        },
        {
          activeIngredient: 'dimethomorph',
          note: 'FRAC 40: about 1 g of 50% WP per litre, always mixed or alternated with a protectant. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre; an option for organic growers, protectant only. Re-apply after heavy rain.',
        },
      ],
    },
    prevention: [
      'Plant certified disease-free seed tubers and resistant varieties.',
      'Destroy cull piles and volunteer potato plants; do not plant tomato next to potato.',
      'Start protectant sprays when weather forecasts cool wet conditions, before the first symptoms.',
    ],
    whenToCallExpert:
      'Call immediately if you see greasy black patches spreading fast in cool wet weather: neighbours need warning and sprays must start within a day or two.',
    sources: [
      'International Potato Center (CIP)',
      'APS Compendium of Potato Diseases',
      'APS Compendium of Tomato Diseases and Pests',
      'CABI Plantwise Knowledge Bank',
      'University of California IPM',
    ],
    visual: { colours: ['necrotic-brown', 'water-soaked', 'black'], pattern: 'large-blotches', halo: false },
    keywords: [
      'greasy',
      'water soaked',
      'white mould underside',
      'fast spreading',
      'whole field',
      'cool wet',
      'foggy',
      'blackened',
      'rotting smell',
    ],
  },
  {
    id: 'tomato-septoria-leaf-spot',
    name: 'Septoria leaf spot',
    scientificName: 'Septoria lycopersici',
    synonyms: ['septoria blight', 'septoria leaf blotch of tomato'],
    type: 'fungal',
    hosts: ['tomato'],
    symptoms: {
      leaf: [
        'Many small round spots, 2-5 mm across, on the lower leaves first, soon after the first fruit set.',
        'Spots have a grey or off-white centre with a dark brown border.',
        'With a hand lens you see tiny black dots (fungal bodies) in the pale centre.',
        'Badly spotted leaves turn yellow, dry and drop, so the plant loses leaves from the bottom up and fruit get sunscald.',
      ],
      stem: ['Similar small spots can appear on stems and leaf stalks; fruit are rarely spotted.'],
    },
    favourableConditions: [
      'Warm (20-25 °C), wet weather with rain splash or overhead irrigation.',
      'Infected debris from last season and nightshade weeds near the field.',
    ],
    lookAlikes: [
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell:
          'Early blight spots are bigger (up to 2 cm), brown with target rings and have no pale centre with black dots.',
      },
      {
        id: 'bacterial-spot',
        name: 'Bacterial spot',
        howToTell:
          'Bacterial spots are dark and greasy with no grey-white centre and no black dots, and also mark the fruit.',
      },
    ],
    activeIngredients: ['mancozeb', 'chlorothalonil', 'azoxystrobin', 'bacillus-subtilis'],
    management: {
      cultural: [
        'Remove spotted lower leaves and pull out weeds such as black nightshade.',
        'Mulch, stake and prune the bottom leaves; use drip or furrow irrigation.',
        'Do not work among the plants when they are wet.',
      ],
      biological: ['Preventive sprays of Bacillus subtilis can reduce spread in mild outbreaks.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05: about 2 g of 75% WP per litre every 7-10 days from first spots. Eye and skin irritant; observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g of 75% WP per litre every 7-10 days; wear gloves and mask.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre; maximum 2-3 uses, alternate with a multi-site protectant.',
        },
      ],
    },
    prevention: [
      'Rotate at least 2 years away from tomato and other nightshades.',
      'Use clean seed and remove all crop debris after harvest.',
    ],
    whenToCallExpert: 'Call if plants are losing more than a third of their leaves despite sprays.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of Florida IFAS Extension',
      'Cornell Vegetable MD Online',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: false },
    keywords: [
      'small spots',
      'grey centre',
      'gray center',
      'white center',
      'black dots',
      'pepper dots',
      'many spots',
      'pinhead',
    ],
  },
  {
    id: 'tomato-fusarium-wilt',
    name: 'Fusarium wilt',
    scientificName: 'Fusarium oxysporum f. sp. lycopersici',
    synonyms: ['fusarium yellows', 'tomato wilt', 'vascular wilt'],
    type: 'fungal',
    hosts: ['tomato'],
    symptoms: {
      leaf: [
        'Lower leaves turn yellow, often only on one side of the plant or one side of a leaf, then wilt and dry.',
        'Yellowing moves up the plant over weeks; the plant wilts in the hot hours and partly recovers at night at first.',
      ],
      stem: [
        'Cut the stem near the base lengthways: the water-conducting tissue is brown (a brown streak or ring) while the pith stays white and firm.',
        'No white slime comes out of the cut stem in water.',
      ],
      'whole plant': ['Plants are stunted and die slowly; affected plants are often in patches.'],
    },
    favourableConditions: [
      'Warm soil (27-30 °C), light sandy acid soils.',
      'Root-knot nematodes, which open wounds in roots.',
      'High ammonium nitrogen and low potassium.',
      'Soil that has grown tomato before; the fungus survives in soil for many years.',
    ],
    lookAlikes: [
      {
        id: 'bacterial-wilt',
        name: 'Bacterial wilt',
        howToTell:
          'Bacterial wilt makes the whole plant wilt suddenly while leaves are still green; a cut stem in a glass of clear water releases milky threads of bacteria.',
      },
      {
        id: 'root-knot-nematodes',
        name: 'Root-knot nematodes',
        howToTell:
          'Dig up the roots: nematodes leave knots and swellings on the roots; fusarium roots look normal outside.',
      },
      {
        name: 'Verticillium wilt',
        howToTell:
          'Verticillium causes V-shaped yellow patches at leaf edges in cooler weather; the stem browning is paler. A lab test separates them.',
      },
    ],
    activeIngredients: ['carbendazim', 'thiophanate-methyl', 'trichoderma', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Pull out wilted plants with their roots and burn them; do not compost them.',
        'Raise soil pH to 6.5-7.0 with lime on acid soils and use nitrate forms of nitrogen rather than ammonium.',
        'Control root-knot nematodes and avoid damaging roots when weeding.',
        'Graft onto resistant rootstocks where grafted seedlings are available.',
      ],
      biological: [
        'Drench nursery and planting holes with Trichoderma harzianum or T. asperellum mixed in compost.',
        'Treat seedling roots with Pseudomonas fluorescens before transplanting.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g per litre as a seed treatment or soil drench around young plants only slows the disease; it does not cure wilted plants. Resistance risk is high; gloves and mask.',
        },
        {
          activeIngredient: 'thiophanate-methyl',
          note: 'FRAC 1: drench 1-1.5 g per litre at transplanting where registered. Same group as carbendazim, do not alternate between them.',
        },
      ],
    },
    prevention: [
      'Grow resistant varieties (look for F or F2/F3 on the seed packet).',
      'Rotate 4-5 years with cereals or other non-host crops.',
      'Raise seedlings in clean soil or sterilised media; solarise nursery beds.',
    ],
    whenToCallExpert:
      'Call if many plants wilt and you are unsure whether it is fungal or bacterial wilt; a lab test guides which resistant variety to buy next season.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: ['one side', 'yellowing lower leaves', 'brown inside stem', 'vascular', 'wilt', 'wilting', 'slow wilt'],
  },
  {
    id: 'bacterial-wilt',
    name: 'Bacterial wilt',
    scientificName: 'Ralstonia solanacearum',
    synonyms: ['southern wilt', 'brown rot of potato', 'ralstonia wilt', 'slime disease'],
    type: 'bacterial',
    hosts: ['tomato', 'potato', 'eggplant', 'pepper', 'groundnut'],
    symptoms: {
      leaf: ['Young top leaves droop in the heat of the day while still green; in a few days the whole plant wilts.'],
      stem: [
        'Cut stem base shows brown, wet inner tissue; a clean cut piece put in a glass of clear water releases white milky threads within minutes.',
        'Sometimes small roots grow out of the lower stem.',
      ],
      tuber: [
        'Potato tubers show a brown ring inside when cut; pressing squeezes out a grey-white bacterial ooze from the eyes, soil sticks to the eyes.',
      ],
      'whole plant': [
        'Plants die quickly and stay green (no yellowing first); dead plants appear in patches along water flow.',
      ],
    },
    favourableConditions: [
      'Hot (above 25 °C), wet soil; lowlands and fields after heavy rain.',
      'Irrigation water running from infected fields; infected seed tubers or seedlings.',
      'Root wounds from nematodes, weeding tools or transplanting.',
    ],
    lookAlikes: [
      {
        id: 'tomato-fusarium-wilt',
        name: 'Fusarium wilt',
        howToTell:
          'Fusarium wilt yellows the lower leaves first and kills slowly; no milky ooze comes from the stem in water.',
      },
      {
        id: 'potato-blackleg',
        name: 'Blackleg',
        howToTell:
          'Blackleg makes the stem base black and slimy with a bad smell; bacterial wilt stems look normal outside.',
      },
      {
        name: 'Drought stress',
        howToTell: 'Water-stressed plants recover quickly after watering; wilt-infected plants do not.',
      },
    ],
    activeIngredients: ['bacillus-subtilis', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Uproot wilted plants with the soil around the roots, put them in a bag and burn them; do not drag them through the field.',
        'Do not let water from infected plots run into clean plots; improve drainage.',
        'Clean tools and boots with bleach (1 part to 9 parts water) after working in infected plots.',
        'Graft tomato and eggplant onto resistant eggplant rootstocks where available.',
      ],
      biological: [
        'Apply Pseudomonas fluorescens or Bacillus subtilis to nursery soil and seedling roots; this reduces but does not stop infection.',
        'Add well-decomposed compost and bleaching powder / lime to raise soil microbial activity (as recommended locally).',
      ],
      chemical: [
        {
          activeIngredient: 'none effective',
          note: 'No pesticide cures bacterial wilt once the plant wilts. Copper sprays on leaves do not help. Rely on removal, rotation and resistant varieties.',
        },
      ],
    },
    prevention: [
      'Rotate 3-5 years with maize, rice, sorghum or other cereals.',
      'Use certified seed potatoes and clean seedlings from a nursery with no wilt history.',
      'Plant resistant or tolerant varieties and rootstocks.',
    ],
    whenToCallExpert:
      'Call an officer when you first confirm the milky ooze test: infected land may need long rotations and potato seed production must stop there.',
    sources: [
      'CABI Plantwise Knowledge Bank',
      'International Potato Center (CIP)',
      'AVRDC - World Vegetable Center',
      'APS Compendium of Tomato Diseases and Pests',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: [
      'sudden wilt',
      'green wilt',
      'ooze',
      'milky',
      'glass of water',
      'stem streaming',
      'brown ring',
      'wilting',
    ],
  },
  {
    id: 'bacterial-spot',
    name: 'Bacterial spot',
    scientificName: 'Xanthomonas euvesicatoria, X. vesicatoria, X. perforans, X. gardneri',
    synonyms: ['bacterial leaf spot', 'bacterial spot of pepper', 'bacterial speck (often confused)'],
    type: 'bacterial',
    hosts: ['tomato', 'pepper'],
    symptoms: {
      leaf: [
        'Small (1-3 mm), dark brown to black, greasy-looking spots, often angular, on leaves of all ages.',
        'Spots may have a narrow yellow ring; centres dry and fall out leaving a shot-hole look.',
        'On pepper, heavily spotted leaves turn yellow and drop, leaving bare stems.',
      ],
      fruit: ['Raised, rough, scabby brown spots up to 5 mm on green fruit, sometimes with a white halo at first.'],
    },
    favourableConditions: [
      'Warm (24-30 °C), rainy, windy weather and overhead irrigation.',
      'Infected seed and transplants; handling wet plants.',
    ],
    lookAlikes: [
      {
        id: 'tomato-septoria-leaf-spot',
        name: 'Septoria leaf spot',
        howToTell: 'Septoria spots have pale grey centres with black dots and do not affect fruit.',
      },
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell: 'Early blight spots are larger with target rings.',
      },
      {
        id: 'chili-anthracnose',
        name: 'Anthracnose of chilli',
        howToTell:
          'Anthracnose fruit spots are sunken and soft with rings of orange or black spores, not raised scabs.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'copper-oxychloride',
      'copper-hydroxide',
      'acibenzolar-s-methyl',
      'bacillus-subtilis',
      'bacillus-amyloliquefaciens',
    ],
    management: {
      cultural: [
        'Remove badly spotted seedlings in the nursery; do not transplant them.',
        'Avoid overhead irrigation and do not work in the field when leaves are wet.',
        'Remove and destroy crop residues after harvest.',
      ],
      biological: ['Bacillus subtilis or Bacillus amyloliquefaciens sprays can reduce spread when used early.'],
      chemical: [
        {
          activeIngredient: 'copper hydroxide',
          note: 'FRAC M01: 2-3 g per litre every 7-10 days, starting at first spots; many strains are copper tolerant, so mix with mancozeb to improve control. Do not spray in hot sun (leaf burn).',
        },
        {
          activeIngredient: 'copper oxychloride + mancozeb',
          note: 'Tank mix (M01 + M03), e.g. 2.5 g copper oxychloride + 2 g mancozeb per litre. Gloves and mask; observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'acibenzolar-S-methyl',
          note: 'Plant defence activator (FRAC P01) where registered; use preventively at low label rates, it can reduce yield if overused.',
        },
      ],
    },
    prevention: [
      'Use certified seed or treat seed with hot water (50 °C for 25 minutes) or dilute bleach as advised locally.',
      'Rotate 2-3 years away from tomato and pepper; control volunteer plants.',
      'Plant resistant pepper varieties where available.',
    ],
    whenToCallExpert:
      'Call if spots cover fruit or the nursery is infected, as the whole planting may need to be replaced.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of Florida IFAS Extension',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black', 'necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['greasy', 'angular', 'scabby fruit', 'shot hole', 'tiny black spots', 'raised spots', 'leaf drop'],
  },
  {
    id: 'tomato-yellow-leaf-curl',
    name: 'Tomato yellow leaf curl',
    scientificName: 'Tomato yellow leaf curl virus (TYLCV) and related begomoviruses',
    synonyms: ['TYLCV', 'leaf curl of tomato', 'tomato leaf curl virus', 'ToLCV'],
    type: 'viral',
    hosts: ['tomato'],
    symptoms: {
      leaf: [
        'New leaves are small, cupped upward, crinkled, with yellow leaf edges.',
        'Leaves are thick and leathery; the top of the plant looks bunchy.',
      ],
      flower: ['Many flowers drop; few fruit set.'],
      'whole plant': [
        'Plants infected young are badly stunted and upright, and give almost no yield.',
        'Small white flies are usually present on the undersides of leaves.',
      ],
    },
    favourableConditions: [
      'Hot, dry season when whitefly populations are high.',
      'Continuous tomato growing, infected seedlings from open nurseries, weeds hosting whiteflies.',
    ],
    lookAlikes: [
      {
        id: 'tomato-mosaic',
        name: 'Tomato mosaic',
        howToTell:
          'Mosaic gives light and dark green patches and fern-like leaves, not yellow upcurled edges; no whiteflies needed.',
      },
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell: 'Broad mites make leaves curl downward with a bronzed shiny underside; mites need a hand lens.',
      },
      {
        name: 'Herbicide (2,4-D) drift',
        howToTell:
          'Herbicide damage gives twisted, strap-like leaves on all plants near the spray area at once, with no whiteflies.',
      },
    ],
    activeIngredients: ['imidacloprid', 'spiromesifen', 'pyriproxyfen', 'beauveria-bassiana', 'neem'],
    management: {
      cultural: [
        'Uproot and destroy infected plants early (put them in a bag first to keep whiteflies in).',
        'Raise seedlings under fine insect net (50 mesh) and transplant healthy plants.',
        'Remove weeds that host whiteflies; avoid planting near old infected tomato or cotton fields.',
        'Use yellow sticky traps to monitor whiteflies and silver/reflective mulch to repel them.',
      ],
      biological: [
        'Neem seed kernel extract (5%) or neem oil sprays reduce whitefly numbers.',
        'Beauveria bassiana or Isaria (Cordyceps) fumosorosea sprays against whitefly nymphs.',
        'Protect natural enemies such as Encarsia and Eretmocerus wasps by avoiding broad-spectrum sprays.',
      ],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures the virus. Sprays only target the whitefly vector; see the whitefly entry.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: as a seedling drench or soil application at transplanting (label rate) to protect young plants. Toxic to bees; do not spray on flowering crops.',
        },
        {
          activeIngredient: 'pyriproxyfen',
          note: 'IRAC 7C: growth regulator against whitefly eggs and nymphs, about 1 ml of 10% EC per litre; alternate with other groups.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: about 1 ml of 22.9% SC per litre against nymphs; observe label pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Grow TYLCV-resistant or tolerant hybrids (Ty-1, Ty-3 genes).',
      'Keep a tomato-free period of 1-2 months between seasons in the area.',
      'Use netted nurseries and certified seedlings.',
    ],
    whenToCallExpert:
      'Call if more than 10% of plants show curling early in the season; consider replanting with resistant varieties.',
    sources: [
      'AVRDC - World Vegetable Center',
      'University of Florida IFAS Extension',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Tomato Diseases and Pests',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: [
      'curling',
      'leaf curl',
      'upward curl',
      'cupped',
      'yellow edges',
      'stunted',
      'bushy',
      'whitefly',
      'white flies',
      'flower drop',
    ],
  },
  {
    id: 'tomato-mosaic',
    name: 'Tomato mosaic (ToMV / TMV)',
    scientificName: 'Tomato mosaic virus, Tobacco mosaic virus',
    synonyms: ['mosaic virus', 'ToMV', 'TMV', 'tobacco mosaic'],
    type: 'viral',
    hosts: ['tomato', 'pepper'],
    symptoms: {
      leaf: [
        'Light green and dark green patches (mottle) on young leaves.',
        'Leaves may be narrow, twisted or fern-like, with raised blister-like areas.',
      ],
      fruit: ['Fruit ripen unevenly, with yellow blotches, brown streaks inside the wall or small size.'],
      'whole plant': ['Plants may be somewhat stunted; symptoms are stronger in cool weather.'],
    },
    favourableConditions: [
      'Spread by hands, tools and clothes during pruning, tying and harvesting; very stable virus that survives in debris.',
      'Infected seed; tobacco users handling plants.',
    ],
    lookAlikes: [
      {
        id: 'cucumber-mosaic',
        name: 'Cucumber mosaic',
        howToTell:
          'CMV often gives shoe-string narrow leaves and is spread by aphids; only a lab test tells the two apart for sure.',
      },
      {
        id: 'tomato-yellow-leaf-curl',
        name: 'Tomato yellow leaf curl',
        howToTell:
          'TYLCV gives upward curled leaves with yellow margins and whiteflies, not a light/dark green mottle.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between the veins of older leaves, not a patchy mottle on young leaves.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Remove infected plants carefully into a bag; handle healthy plants first and infected ones last.',
        'Wash hands with soap, and dip tools in skimmed milk or 10% bleach between plants.',
        'Do not smoke or use tobacco while working in the crop.',
      ],
      biological: ['Spraying skimmed milk (1 part to 9 parts water) on hands and tools reduces spread during pruning.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures a virus. There is no insect vector to spray; prevention is hygiene, clean seed and resistant varieties.',
        },
      ],
    },
    prevention: [
      'Use resistant varieties (Tm-2² gene) and certified or heat-treated seed.',
      'Remove all plant debris after the crop; rotate away from tomato and pepper.',
    ],
    whenToCallExpert:
      'Call if the problem spreads along rows after pruning, or to confirm the virus with a test strip.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of California IPM',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: ['mosaic', 'mottle', 'mottled', 'light and dark green', 'fern leaf', 'blister', 'uneven ripening'],
  },
  {
    id: 'tomato-leaf-miner',
    name: 'Tomato leaf miner (Tuta absoluta)',
    scientificName: 'Phthorimaea (Tuta) absoluta',
    synonyms: ['tuta', 'tuta absoluta', 'tomato pinworm', 'south american tomato moth', 'leaf miner'],
    type: 'pest',
    hosts: ['tomato', 'potato', 'eggplant'],
    symptoms: {
      leaf: [
        'Irregular clear or whitish blotches (mines) in the leaf where a small caterpillar eats between the two leaf skins; black droppings inside.',
        'Mines turn brown and dry; heavily attacked plants look burnt.',
      ],
      stem: ['Tunnels in the tip and stems; growing points die.'],
      fruit: ['Small pin holes near the calyx, with tunnels and frass inside; fruit rot later.'],
    },
    favourableConditions: [
      'Warm dry weather; many generations per year in continuous tomato growing.',
      'Greenhouses and fields with leftover crops and nightshade weeds.',
    ],
    lookAlikes: [
      {
        name: 'Serpentine leaf miner (Liriomyza fly)',
        howToTell:
          'Fly larvae make thin, winding snake-like tunnels; Tuta makes wide blotch mines with a green-cream caterpillar inside.',
      },
      {
        id: 'cotton-bollworm',
        name: 'Fruit borer (Helicoverpa)',
        howToTell:
          'Helicoverpa makes large round holes in fruit with a big caterpillar, not small pinholes and leaf blotch mines.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'emamectin-benzoate', 'spinosad', 'bacillus-thuringiensis', 'neem'],
    management: {
      cultural: [
        'Pick and destroy mined leaves and damaged fruit; do not leave them in the field.',
        'Remove and destroy the old crop right after harvest and keep a break before the next tomato crop.',
        'Use insect-proof nets and double doors in greenhouses.',
      ],
      biological: [
        'Pheromone traps (Tuta lure), 20-40 per hectare for mass trapping, or water-pan traps with a lure.',
        'Bacillus thuringiensis sprays on young caterpillars; neem-based products.',
        'Conserve predatory bugs (Nesidiocoris, Macrolophus) and release Trichogramma egg parasitoids.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: about 0.3 ml of 18.5% SC per litre; maximum 2 uses per crop, then switch group. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: about 0.3-0.4 ml of 45% SC per litre; toxic to bees when wet, spray in the evening.',
        },
        {
          activeIngredient: 'emamectin benzoate',
          note: 'IRAC 6: 0.4 g of 5% SG per litre; rotate with groups 28, 5 and 22A (indoxacarb). Tuta develops resistance quickly.',
        },
      ],
    },
    prevention: [
      'Plant clean seedlings from netted nurseries; set up pheromone traps before transplanting.',
      'Rotate with non-solanaceous crops and control nightshade weeds.',
    ],
    whenToCallExpert:
      'Call if you catch more than 30 moths per trap per week or fruit damage rises despite sprays (possible resistance).',
    sources: ['CABI Plantwise Knowledge Bank', 'IRAC Tuta absoluta resistance guide', 'icipe', 'FAO'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'large-blotches', halo: false },
    keywords: [
      'mines',
      'tunnels',
      'blotch mine',
      'caterpillar inside leaf',
      'pinholes',
      'tuta',
      'frass',
      'transparent patches',
    ],
  },
  {
    id: 'tomato-leaf-mold',
    name: 'Leaf mold of tomato',
    scientificName: 'Passalora fulva (Fulvia fulva, Cladosporium fulvum)',
    synonyms: ['leaf mould', 'leaf mold', 'tomato leaf mould', 'cladosporium leaf mold', 'fulvia leaf mold'],
    type: 'fungal',
    hosts: ['tomato'],
    symptoms: {
      leaf: [
        'Pale green to yellowish areas with no sharp edge on the upper side of the older leaves.',
        'Under each pale area an olive-green to grey-brown or purplish velvety mould grows on the underside of the leaf.',
        'The pale areas join, the leaves curl, wither and hang or fall; the disease moves up the plant from the bottom.',
      ],
      flower: ['Occasionally flowers are infected and drop before fruit set.'],
      fruit: ['Rarely, a dark, leathery, sunken rot at the stalk end of green or ripe fruit.'],
    },
    favourableConditions: [
      'Relative humidity above 85% for long periods and 20-25 °C; mostly in greenhouses, polyhouses and tunnels.',
      'Poor ventilation, dense planting, water on the leaves and cool nights that make dew inside the house.',
      'Spores survive on plant debris and house structures for a year; susceptible varieties without Cf resistance genes.',
    ],
    lookAlikes: [
      {
        id: 'late-blight',
        name: 'Late blight',
        howToTell:
          'Late blight patches are dark, greasy and spread fast with a white down under the edge; leaf mold patches are yellow on top and olive-velvety underneath.',
      },
      {
        name: 'Powdery mildew of tomato',
        howToTell: 'Powdery mildew gives a white to grey powder, not an olive-brown velvet, under yellow patches.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium deficiency',
        howToTell: 'Magnesium shortage yellows between the veins of older leaves with no mould underneath.',
      },
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell:
          'Early blight makes dark brown spots with target rings on the upper side, not a velvet under the leaf.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'chlorothalonil',
      'difenoconazole',
      'copper-oxychloride',
      'trichoderma',
      'bacillus-subtilis',
      'bacillus-amyloliquefaciens',
    ],
    management: {
      cultural: [
        'Ventilate the greenhouse: open vents and doors, use fans, and heat or vent in the early morning to keep humidity below 85%.',
        'Widen spacing, prune the lowest leaves and side shoots so air moves through the crop.',
        'Water at the base (drip) in the morning and never wet the leaves.',
        'Remove infected leaves carefully into a bag; after the crop, remove all debris and clean the house and stakes.',
      ],
      biological: [
        'Bacillus subtilis or Bacillus amyloliquefaciens sprays as a preventive in greenhouses.',
        'Trichoderma harzianum leaf sprays where registered.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'Protectant (FRAC M05): about 2 g of 75% WP per litre every 7-10 days when humidity is high; wear goggles and gloves. Observe the label pre-harvest interval.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre every 7-10 days, covering the underside of the leaves.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'Systemic (FRAC 3): 0.5 ml of 25% EC per litre; maximum 2-3 uses, alternate with a protectant.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre as a protectant option for organic growers.',
        },
      ],
    },
    prevention: [
      'Grow resistant varieties (with Cf genes) in greenhouses; resistance can break down, so keep humidity low as well.',
      'Clean and disinfect the greenhouse between crops; use clean seed.',
    ],
    whenToCallExpert:
      'Call if a resistant variety shows the mould, or if leaves keep dying in the greenhouse in spite of ventilation and sprays.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of California IPM',
      'Cornell Vegetable MD Online',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'large-blotches', halo: false },
    keywords: [
      'leaf mold',
      'leaf mould',
      'velvety',
      'olive green mould',
      'olive mould underneath',
      'greenhouse',
      'polyhouse',
      'humid greenhouse',
    ],
  },
  {
    id: 'tomato-target-spot',
    name: 'Target spot of tomato',
    scientificName: 'Corynespora cassiicola',
    synonyms: ['corynespora leaf spot', 'corynespora blight', 'corynespora'],
    type: 'fungal',
    hosts: ['tomato'],
    symptoms: {
      leaf: [
        'Tiny brown flecks that grow into round spots up to 1-2 cm with a light tan, papery centre and a darker brown edge.',
        'Centres of older spots crack, split and fall out, leaving ragged holes; spots join and leaves die.',
        'Starts inside the shaded canopy and moves up quickly; plants can lose most leaves in warm humid weather.',
      ],
      stem: ['Long dark brown lesions on stems and leaf stalks.'],
      fruit: [
        'Small brown pinpoint spots on green fruit that grow into sunken pits with a cracked, open centre.',
        'Spots on ripe fruit enlarge and soften; fruit can be spotted anywhere, not only at the stalk.',
      ],
    },
    favourableConditions: [
      'Warm (20-30 °C), humid weather with long leaf wetness; dense canopies and heavy fertilising.',
      'Subtropical field crops and greenhouses; spores survive on crop debris and many other hosts (cucumber, soybean, cotton, papaya).',
    ],
    lookAlikes: [
      {
        id: 'tomato-early-blight',
        name: 'Early blight',
        howToTell:
          'Early blight spots are dark brown with clear dark rings and the fruit lesion is at the stalk end; target spot centres are pale tan, crack and fall out, and fruit get small sunken pits anywhere.',
      },
      {
        id: 'bacterial-spot',
        name: 'Bacterial spot',
        howToTell: 'Bacterial spots stay small (under 3 mm), dark and greasy, and fruit spots are raised and scabby.',
      },
      {
        id: 'tomato-septoria-leaf-spot',
        name: 'Septoria leaf spot',
        howToTell: 'Septoria spots are small, many, with tiny black dots in a grey centre and no rings.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'chlorothalonil',
      'difenoconazole',
      'boscalid',
      'bacillus-subtilis',
      'bacillus-amyloliquefaciens',
    ],
    management: {
      cultural: [
        'Remove the lower leaves and infected leaves to open the canopy; stake and prune plants.',
        'Water with drip or furrow, not overhead; do not over-fertilise with nitrogen.',
        'Plough in or remove crop debris right after harvest; rotate away from tomato and other hosts for 2-3 years.',
        'Control weeds and volunteer plants that carry the fungus.',
      ],
      biological: ['Bacillus subtilis or Bacillus amyloliquefaciens sprays every 7 days as a preventive.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'Protectant (FRAC M05): about 2 g of 75% WP per litre every 7-10 days in warm wet weather; wear goggles and gloves.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre every 7-10 days; observe the label pre-harvest interval.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'Systemic (FRAC 3): 0.5 ml of 25% EC per litre, mixed or alternated with a protectant; maximum 2-3 uses.',
        },
        {
          activeIngredient: 'boscalid',
          note: 'FRAC 7: label rate, at most 2 uses per season; strobilurin (FRAC 11) resistance is common in this fungus, so do not rely on group 11 alone.',
        },
      ],
    },
    prevention: [
      'Rotate crops, clean up debris and keep canopies open; start protectant sprays early in warm humid seasons.',
      'Do not plant tomato next to cucumber or soybean fields that had target spot.',
    ],
    whenToCallExpert:
      'Call if leaves drop fast from the bottom upward in warm humid weather despite sprays, or if you cannot tell it from early blight.',
    sources: [
      'APS Compendium of Tomato Diseases and Pests',
      'University of Florida IFAS Extension',
      'CABI Plantwise Knowledge Bank',
      'University of California IPM',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'spots', halo: false },
    keywords: [
      'corynespora',
      'tan centre',
      'light centre',
      'centre falls out',
      'cracked centre',
      'pitted fruit',
      'pits on fruit',
      'shot hole',
    ],
  },
];
