import type { KnowledgeEntry } from '../types.js';

export const riceEntries: KnowledgeEntry[] = [
  {
    id: 'rice-blast',
    name: 'Rice blast',
    scientificName: 'Magnaporthe oryzae (Pyricularia oryzae)',
    synonyms: ['blast', 'leaf blast', 'neck blast', 'neck rot', 'node blast', 'rotten neck', 'panicle blast'],
    type: 'fungal',
    hosts: ['rice', 'wheat'],
    symptoms: {
      leaf: [
        'Spindle- or diamond-shaped spots, pointed at both ends, 1-1.5 cm long, with a grey or whitish centre and a brown to reddish-brown border.',
        'Young spots are small grey-green dots; many spots join and whole leaves dry up. Severe attacks in the nursery look burnt.',
      ],
      stem: ['Nodes turn black and break (node blast).'],
      grain: [
        'The neck below the panicle turns grey-brown to black and rots; the panicle falls over or stays white and empty (neck blast).',
        'Grains are partly filled or chaffy.',
      ],
    },
    favourableConditions: [
      'Long dew periods, high humidity and night temperatures of 17-25 °C; cloudy drizzly weather.',
      'Too much nitrogen fertilizer, especially as a late single heavy dose.',
      'Upland or aerobic rice under drought stress; dense seeding.',
    ],
    lookAlikes: [
      {
        id: 'rice-brown-spot',
        name: 'Brown spot',
        howToTell:
          'Brown spot marks are round to oval, brown like sesame seeds, with no long pointed grey centre; it is worse on poor, nutrient-short soils.',
      },
      {
        id: 'rice-bacterial-leaf-blight',
        name: 'Bacterial leaf blight',
        howToTell:
          'BLB gives long yellow-to-white stripes from the leaf tip down the edges, not separate eye-shaped spots.',
      },
      {
        id: 'rice-stem-borer',
        name: 'Stem borer white ear',
        howToTell:
          'A stem-borer white head pulls out easily and has a hole/frass in the stem; neck blast shows a dark rotten neck.',
      },
    ],
    activeIngredients: [
      'azoxystrobin',
      'tebuconazole',
      'trifloxystrobin',
      'tricyclazole',
      'isoprothiolane',
      'pseudomonas-fluorescens',
    ],
    management: {
      cultural: [
        'Split nitrogen into 2-3 doses; do not apply heavy nitrogen when blast is seen.',
        'Keep the field flooded where possible; drought stress favours blast.',
        'Burn or remove infected straw and stubble; remove grassy weeds on bunds.',
      ],
      biological: [
        'Seed treatment and sprays with Pseudomonas fluorescens (10 g/kg seed; 2.5 kg/ha spray) where recommended.',
        'Silicon sources (rice husk ash, calcium silicate) strengthen leaves against infection.',
      ],
      chemical: [
        {
          activeIngredient: 'tricyclazole',
          note: 'FRAC 16.1: 0.6 g of 75% WP per litre (about 300 g/ha) at first leaf spots and again at late booting to early heading to protect the neck. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'isoprothiolane',
          note: 'FRAC 6: about 1.5 ml of 40% EC per litre; alternate with tricyclazole or a strobilurin.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre; at most 2 uses per season to delay resistance.',
        },
        {
          activeIngredient: 'tebuconazole + trifloxystrobin',
          note: 'FRAC 3 + 11: about 0.4 g of 75% WG per litre at booting/heading. Wear gloves, mask; do not spray near fish ponds.',
        },
      ],
    },
    prevention: [
      'Grow resistant varieties suited to your area; change variety if blast becomes severe.',
      'Treat seed with tricyclazole, carbendazim or Pseudomonas before sowing.',
      'Avoid very dense nurseries and excess nitrogen.',
    ],
    whenToCallExpert:
      'Call if you see spots in the nursery or before heading in blast-favourable weather; neck blast can destroy the harvest in a week.',
    sources: [
      'IRRI Rice Knowledge Bank',
      'CABI Plantwise Knowledge Bank',
      'TNAU Agritech Portal',
      'APS Compendium of Rice Diseases',
    ],
    visual: { colours: ['necrotic-brown'], pattern: 'spots', halo: false },
    keywords: [
      'eye shaped',
      'diamond',
      'spindle',
      'boat shaped',
      'grey center',
      'neck rot',
      'neck blast',
      'panicle broken',
      'node',
    ],
  },
  {
    id: 'rice-bacterial-leaf-blight',
    name: 'Bacterial leaf blight',
    scientificName: 'Xanthomonas oryzae pv. oryzae',
    synonyms: ['BLB', 'bacterial blight', 'kresek', 'leaf blight of rice'],
    type: 'bacterial',
    hosts: ['rice'],
    symptoms: {
      leaf: [
        'Wavy yellow to straw-white stripes start at the leaf tip or edges and move down the leaf; the edge of the stripe is wavy.',
        'In the morning, small milky or yellow drops of bacterial ooze can be seen on young lesions; they dry to yellow beads.',
        'Whole leaves dry greyish-white; fields look burnt from a distance.',
      ],
      'whole plant': ['Kresek: young transplanted seedlings wilt, roll and die within 1-3 weeks of transplanting.'],
      grain: ['Many unfilled grains when the flag leaf is attacked.'],
    },
    favourableConditions: [
      'Warm (25-34 °C), humid weather with typhoons, storms and heavy rain that wound leaves.',
      'High nitrogen; cutting seedling tips at transplanting; flood water flowing between fields.',
    ],
    lookAlikes: [
      {
        id: 'rice-tungro',
        name: 'Tungro',
        howToTell:
          'Tungro makes whole leaves yellow-orange from the tip with stunting and fewer tillers, with no wavy stripe margin or ooze.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell:
          'Nitrogen shortage gives a uniform pale yellow of older leaves over the whole field, with no stripes or drying margins.',
      },
      {
        id: 'rice-blast',
        name: 'Rice blast',
        howToTell: 'Blast gives separate eye-shaped spots with grey centres, not long stripes from the tip.',
      },
    ],
    activeIngredients: ['copper-hydroxide', 'streptomycin-sulphate', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Balance fertilizer: avoid excess nitrogen, apply potassium; split nitrogen doses.',
        'Drain the field for a few days when the disease appears, then re-flood (helps reduce spread).',
        'Do not clip seedling tips at transplanting; remove weed hosts and stubble.',
      ],
      biological: ['Pseudomonas fluorescens seed treatment and sprays give partial protection in some areas.'],
      chemical: [
        {
          activeIngredient: 'copper hydroxide',
          note: 'FRAC M01: 2-2.5 g per litre at early stage only slows spread; it cannot cure infected leaves. Do not spray copper repeatedly near fish ponds.',
        },
        {
          activeIngredient: 'streptomycin sulphate + tetracycline',
          note: 'Antibiotic mixtures are used in a few countries only where registered; they are banned in many. Do not use unless your extension service recommends it.',
        },
      ],
    },
    prevention: [
      'Plant resistant varieties (Xa genes, e.g. Xa21, xa13 types) recommended locally.',
      'Use clean seed; keep nursery away from infected fields; do not let water flow from infected plots.',
    ],
    whenToCallExpert:
      'Call if kresek kills seedlings after transplanting or stripes reach the flag leaf before flowering.',
    sources: ['IRRI Rice Knowledge Bank', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'streaks', halo: false },
    keywords: [
      'leaf tip drying',
      'tip yellow',
      'wavy margin',
      'stripes',
      'straw colour',
      'ooze',
      'kresek',
      'blight',
      'burnt',
    ],
  },
  {
    id: 'rice-brown-spot',
    name: 'Brown spot',
    scientificName: 'Bipolaris oryzae (Cochliobolus miyabeanus)',
    synonyms: ['helminthosporium leaf spot', 'sesame leaf spot', 'brown leaf spot'],
    type: 'fungal',
    hosts: ['rice'],
    symptoms: {
      leaf: [
        'Many round to oval brown spots the size and colour of sesame seeds, 2-10 mm, with a grey centre on older spots and often a yellow ring.',
        'Young spots are small dark brown dots; spots are spread evenly over the leaf.',
      ],
      grain: ['Black or dark brown spots on the husk; discoloured and light grain.'],
      'whole plant': ['Seedlings from infected seed may have brown spots on the first leaves and die.'],
    },
    favourableConditions: [
      'Poor, low-fertility or sandy soils short of nitrogen, potassium, silicon or zinc.',
      'Drought-stressed upland rice; temperatures 25-30 °C with high humidity.',
      'Infected seed.',
    ],
    lookAlikes: [
      {
        id: 'rice-blast',
        name: 'Rice blast',
        howToTell:
          'Blast spots are long, pointed at both ends with a large grey centre; brown spots are small, round and brown.',
      },
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency (khaira)',
        howToTell:
          'Zinc deficiency gives rusty-brown specks and blotches with stunted plants in patches, usually 2-4 weeks after transplanting.',
      },
    ],
    activeIngredients: ['mancozeb', 'propiconazole', 'carbendazim', 'thiram', 'trichoderma', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Correct soil fertility: apply balanced NPK and, where short, zinc and silicon.',
        'Keep water in the field to avoid drought stress.',
      ],
      biological: ['Treat seed with Trichoderma or Pseudomonas fluorescens.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g of 75% WP per litre at the first spots, repeat after 10-14 days if needed.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre; useful at booting to protect grain. Wear gloves; observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'carbendazim or thiram (seed treatment)',
          note: 'Seed treatment at 2-3 g per kg seed to stop seed-borne infection.',
        },
      ],
    },
    prevention: ['Use clean, treated seed; improve soil fertility; grow tolerant varieties.'],
    whenToCallExpert:
      'Call to get a soil test if brown spot returns every season: it usually points to a nutrient problem.',
    sources: ['IRRI Rice Knowledge Bank', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['sesame', 'oval spots', 'round brown spots', 'many small spots', 'poor soil', 'discoloured grain'],
  },
  {
    id: 'rice-sheath-blight',
    name: 'Sheath blight',
    scientificName: 'Rhizoctonia solani',
    synonyms: ['sheath rot (often confused)', 'rhizoctonia sheath blight'],
    type: 'fungal',
    hosts: ['rice', 'maize', 'soybean'],
    symptoms: {
      stem: [
        'Oval or irregular greenish-grey patches on the leaf sheath just above the water line, 1-3 cm, with a brown border.',
        'Patches join and climb up the sheath, giving a snake-skin or marbled pattern.',
        'Hard brown mustard-seed-like bodies (sclerotia) form on and near the patches.',
      ],
      leaf: ['Leaves above the patches turn yellow, dry and die; lodging in dense crops.'],
      grain: ['Poorly filled grain when the flag leaf sheath is reached.'],
    },
    favourableConditions: [
      'Hot humid weather (28-32 °C), dense planting, high nitrogen, tall canopy with no air flow.',
      'Sclerotia floating on irrigation water from the previous crop.',
    ],
    lookAlikes: [
      {
        name: 'Sheath rot (Sarocladium)',
        howToTell:
          'Sheath rot attacks the top flag leaf sheath around the young panicle with reddish-brown rot and poor panicle emergence.',
      },
      {
        name: 'Stem rot',
        howToTell:
          'Stem rot gives black patches on the lower stem near water with tiny black sclerotia inside the stem.',
      },
    ],
    activeIngredients: [
      'azoxystrobin',
      'difenoconazole',
      'hexaconazole',
      'validamycin',
      'trichoderma',
      'pseudomonas-fluorescens',
    ],
    management: {
      cultural: [
        'Use recommended spacing; avoid excess nitrogen; split nitrogen application.',
        'Drain the field for a few days to reduce humidity at the base; remove weeds on bunds.',
        'Skim off floating debris and sclerotia from water during land preparation.',
      ],
      biological: [
        'Trichoderma viride or T. harzianum and Pseudomonas fluorescens applied to soil and sprayed at first symptoms.',
      ],
      chemical: [
        {
          activeIngredient: 'validamycin',
          note: 'FRAC 26: about 2 ml of 3% L per litre directed to the lower stems at first patches; repeat after 10-15 days.',
        },
        {
          activeIngredient: 'hexaconazole',
          note: 'FRAC 3: about 2 ml of 5% EC per litre; direct the spray to the base of the plant.',
        },
        {
          activeIngredient: 'azoxystrobin + difenoconazole',
          note: 'FRAC 11 + 3: about 1 ml per litre at early booting; no more than 2 strobilurin sprays per season. Gloves, mask; observe label pre-harvest interval.',
        },
      ],
    },
    prevention: ['Deep ploughing after harvest; burn or remove stubble; do not over-fertilize with nitrogen.'],
    whenToCallExpert: 'Call if the patches reach the flag leaf before heading.',
    sources: ['IRRI Rice Knowledge Bank', 'TNAU Agritech Portal', 'APS Compendium of Rice Diseases'],
    visual: { colours: ['necrotic-brown', 'water-soaked'], pattern: 'large-blotches', halo: false },
    keywords: ['sheath', 'snake skin', 'snakeskin', 'water line', 'marbled', 'sclerotia', 'mustard seed', 'lodging'],
  },
  {
    id: 'rice-tungro',
    name: 'Rice tungro',
    scientificName: 'Rice tungro bacilliform virus + Rice tungro spherical virus',
    synonyms: ['tungro', 'yellow orange leaf', 'RTV'],
    type: 'viral',
    hosts: ['rice'],
    symptoms: {
      leaf: [
        'Young leaves turn yellow to orange-yellow, starting from the tip; leaves may be slightly twisted with rust-coloured specks.',
        'Young leaves do not fully unroll.',
      ],
      'whole plant': [
        'Plants are stunted with fewer tillers; infected hills appear in patches in the field.',
        'Late flowering, small panicles with many empty grains.',
      ],
    },
    favourableConditions: [
      'Green leafhoppers (Nephotettix spp.) carrying the virus from infected plants.',
      'Staggered planting in an area so rice is always present; susceptible varieties.',
    ],
    lookAlikes: [
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell:
          'Nitrogen shortage yellows the whole field evenly and plants green up after urea; tungro is in patches and does not respond.',
      },
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell:
          'Zinc shortage shows brown rusty specks on mid-leaves soon after transplanting; fields recover after zinc sulphate.',
      },
      {
        id: 'rice-bacterial-leaf-blight',
        name: 'Bacterial leaf blight',
        howToTell:
          'BLB gives drying straw-white stripes with wavy edges; tungro gives orange-yellow leaves and stunting.',
      },
    ],
    activeIngredients: ['imidacloprid', 'thiamethoxam'],
    management: {
      cultural: [
        'Rogue (pull out and bury) infected hills early.',
        'Plough in stubble and ratoons after harvest; keep a rice-free period.',
        'Synchronise planting with neighbours so leafhoppers cannot move from old to young crops.',
      ],
      biological: ['Light traps to monitor leafhoppers; conserve spiders and mirid bugs.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures tungro. Insecticides only reduce the green leafhopper vector and must be used in the nursery and early crop.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.25 ml of 17.8% SL per litre in the nursery and up to 30 days after transplanting when leafhoppers are present. Toxic to bees and aquatic life.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: about 0.2 g of 25% WG per litre; do not use both neonicotinoids in rotation, switch to a different group such as buprofezin (16) or pymetrozine (9B).',
        },
      ],
    },
    prevention: [
      'Grow tungro-resistant or leafhopper-resistant varieties; use light traps and community planting dates.',
    ],
    whenToCallExpert: 'Call when yellow-orange stunted patches appear so neighbours can coordinate control.',
    sources: ['IRRI Rice Knowledge Bank', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['chlorotic-yellow', 'orange-rust'], pattern: 'uniform-yellowing', halo: false },
    keywords: [
      'orange leaves',
      'yellow orange',
      'stunted',
      'patches',
      'leafhopper',
      'green leafhopper',
      'fewer tillers',
    ],
  },
  {
    id: 'rice-brown-planthopper',
    name: 'Brown planthopper',
    scientificName: 'Nilaparvata lugens',
    synonyms: ['BPH', 'planthopper', 'hopper burn', 'hopperburn'],
    type: 'pest',
    hosts: ['rice'],
    symptoms: {
      stem: [
        'Hundreds of small brown insects (3-5 mm) crowd at the base of the plant near the water; tapping the plant makes them jump onto the water.',
        'Sticky honeydew and black sooty mould on the lower stems.',
      ],
      'whole plant': [
        'Plants turn yellow then brown and dry up in round patches (hopperburn) that grow outward; plants fall over.',
        'They also spread grassy stunt and ragged stunt viruses.',
      ],
    },
    favourableConditions: [
      'High nitrogen, dense planting, continuous flooding and humid weather.',
      'Repeated use of pyrethroids and other broad-spectrum sprays that kill spiders and other natural enemies (resurgence).',
    ],
    lookAlikes: [
      {
        id: 'rice-sheath-blight',
        name: 'Sheath blight',
        howToTell:
          'Sheath blight shows snake-skin patches on sheaths without insects; BPH patches have many insects at the base.',
      },
      {
        name: 'White-backed planthopper',
        howToTell:
          'White-backed planthoppers have a white stripe on the back; damage is similar and control is the same.',
      },
      {
        id: 'rice-stem-borer',
        name: 'Stem borer',
        howToTell:
          'Stem borer kills single tillers (dead hearts) that pull out easily; BPH dries whole hills in circles.',
      },
    ],
    activeIngredients: [
      'dinotefuran',
      'buprofezin',
      'pymetrozine',
      'triflumezopyrim',
      'beauveria-bassiana',
      'metarhizium-anisopliae',
    ],
    management: {
      cultural: [
        'Drain the field for 3-4 days when hoppers build up; this reduces numbers.',
        'Split nitrogen; avoid excess urea; leave 20-30 cm alleys every 2-3 m for air flow.',
        'Check 10 hills weekly: tap the base over a tray; act when more than 10 hoppers per hill at tillering.',
      ],
      biological: [
        'Protect spiders, mirid bugs (Cyrtorhinus) and water striders by not spraying pyrethroids early in the season.',
        'Beauveria bassiana or Metarhizium anisopliae sprays at the base of the plants.',
      ],
      chemical: [
        {
          activeIngredient: 'pymetrozine',
          note: 'IRAC 9B: about 0.6 g of 50% WG per litre directed at the plant base. Rotate with other groups.',
        },
        {
          activeIngredient: 'buprofezin',
          note: 'IRAC 16: about 1.6 ml of 25% SC per litre; kills nymphs; slow but long-lasting.',
        },
        {
          activeIngredient: 'dinotefuran',
          note: 'IRAC 4A: about 0.4 g of 20% SG per litre. BPH is resistant to imidacloprid in many areas. Toxic to bees and fish.',
        },
        {
          activeIngredient: 'triflumezopyrim',
          note: 'IRAC 4E: label rate; apply to the base of the hills. Never use pyrethroids or organophosphates against BPH: they cause resurgence. Observe label pre-harvest interval.',
        },
      ],
    },
    prevention: ['Plant BPH-resistant varieties; use balanced fertilizer; avoid early-season insecticide sprays.'],
    whenToCallExpert:
      'Call immediately if you see brown circles of dried plants: hopperburn can spread across a field in days.',
    sources: ['IRRI Rice Knowledge Bank', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal', 'IRAC'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'wilting', halo: false },
    keywords: [
      'hopper',
      'hopperburn',
      'hopper burn',
      'circles',
      'round patches',
      'base of plant',
      'drying in patches',
      'honeydew',
      'sooty',
    ],
  },
  {
    id: 'rice-stem-borer',
    name: 'Rice stem borer',
    scientificName: 'Scirpophaga incertulas (yellow stem borer), Chilo suppressalis, Sesamia inferens',
    synonyms: ['yellow stem borer', 'striped stem borer', 'pink stem borer', 'dead heart', 'white ear', 'whitehead'],
    type: 'pest',
    hosts: ['rice'],
    symptoms: {
      stem: [
        'Caterpillars bore into the stem; small holes and frass at the stem base or nodes.',
        'Dead heart: at tillering the central shoot turns brown and dries; it pulls out easily and the base is chewed.',
      ],
      grain: [
        'White ear (whitehead): after heading the whole panicle is white, upright and empty; it pulls out easily.',
      ],
      leaf: ['Egg masses covered in buff hairs near the leaf tips; moths fly at lights.'],
    },
    favourableConditions: [
      'Continuous rice cropping and stubble left in the field.',
      'High nitrogen; late planting compared with neighbours.',
    ],
    lookAlikes: [
      {
        id: 'rice-blast',
        name: 'Neck blast',
        howToTell:
          'Neck blast panicles do not pull out easily and the neck is dark and rotten; stem borer leaves a hole and frass in the stem.',
      },
      {
        name: 'Rice bug (Leptocorisa)',
        howToTell:
          'Rice bugs suck milky grains leaving spotted empty grains with a strong smell, but the whole panicle is not white.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'flubendiamide', 'cartap-hydrochloride'],
    management: {
      cultural: [
        'Cut the crop close to the ground at harvest and plough stubble under to kill larvae.',
        'Clip seedling tips before transplanting to remove egg masses; collect egg masses by hand.',
        'Synchronise planting with neighbours; avoid excess nitrogen.',
      ],
      biological: [
        'Release Trichogramma japonicum egg parasitoid cards (about 100,000 per hectare, 5-6 times from 30 days after transplanting).',
        'Pheromone traps (8-20 per hectare) to monitor and mass-trap yellow stem borer moths.',
        'Conserve spiders, dragonflies and ground beetles.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: 0.4% granules at about 10 kg/ha, or 0.3 ml of 18.5% SC per litre, when dead hearts exceed about 10% or 1 egg mass per square metre.',
        },
        {
          activeIngredient: 'cartap hydrochloride',
          note: 'IRAC 14: 4% granules at about 25 kg/ha in standing water; rotate with group 28.',
        },
        {
          activeIngredient: 'flubendiamide',
          note: 'IRAC 28 (same group as chlorantraniliprole, do not alternate between them): label rate. Wear PPE; keep water in the field 3-4 days after granules.',
        },
      ],
    },
    prevention: [
      'Destroy stubble, plant early-maturing varieties at the same time as neighbours, and monitor with pheromone traps.',
    ],
    whenToCallExpert: 'Call if white ears exceed 5% after heading or traps catch many moths before flowering.',
    sources: ['IRRI Rice Knowledge Bank', 'CABI Plantwise Knowledge Bank', 'TNAU Agritech Portal'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'wilting', halo: false },
    keywords: [
      'dead heart',
      'deadheart',
      'white ear',
      'whitehead',
      'white panicle',
      'empty panicle',
      'pulls out easily',
      'borer',
      'frass',
    ],
  },
  {
    id: 'rice-false-smut',
    name: 'False smut',
    scientificName: 'Ustilaginoidea virens',
    synonyms: ['green smut', 'lakshmi disease', 'smut balls'],
    type: 'fungal',
    hosts: ['rice'],
    symptoms: {
      grain: [
        'Some grains in the panicle are replaced by velvety balls, about 1 cm, first orange-yellow, then olive-green to greenish-black.',
        'Balls burst to release powdery green spores that stain the hands and the panicle.',
      ],
    },
    favourableConditions: [
      'Rain and high humidity at flowering; heavy nitrogen; cloudy weather.',
      'Late-planted, high-yielding crops.',
    ],
    lookAlikes: [
      {
        name: 'Kernel smut',
        howToTell:
          'Kernel smut grains look normal outside but are filled with black powder; false smut balls are large orange to green velvety balls outside.',
      },
    ],
    activeIngredients: ['propiconazole', 'copper-hydroxide', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Remove and burn smut balls/infected panicles before harvest; do not use grain from infected fields as seed.',
        'Avoid excess nitrogen; clean bunds and channels.',
      ],
      biological: ['Pseudomonas fluorescens seed treatment is used in some programmes.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre at booting (before panicles emerge); a second spray 7-10 days later in wet weather. Spraying after balls appear does not help.',
        },
        {
          activeIngredient: 'copper hydroxide',
          note: 'FRAC M01: about 2 g per litre at booting as an alternative; observe label pre-harvest interval.',
        },
      ],
    },
    prevention: ['Use clean, salt-water-floated seed; tolerant varieties; balanced fertilizer.'],
    whenToCallExpert: 'Call if many panicles carry smut balls; grain may be rejected by buyers.',
    sources: ['IRRI Rice Knowledge Bank', 'TNAU Agritech Portal', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['orange-rust', 'black'], pattern: 'pustules', halo: false },
    keywords: ['smut', 'smut balls', 'green balls', 'velvety', 'yellow balls on grain', 'green powder'],
  },
];
