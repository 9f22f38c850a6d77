import type { KnowledgeEntry } from '../types.js';

export const bananaEntries: KnowledgeEntry[] = [
  {
    id: 'panama-disease',
    name: 'Panama disease (Fusarium wilt of banana)',
    scientificName: 'Fusarium oxysporum f. sp. cubense (races 1, 4 including TR4)',
    synonyms: ['fusarium wilt of banana', 'banana wilt', 'TR4', 'tropical race 4', 'foc'],
    type: 'fungal',
    hosts: ['banana'],
    symptoms: {
      leaf: [
        'Older leaves turn yellow starting from the edges, then the leaf stalk collapses so leaves hang down around the pseudostem like a skirt.',
        'The youngest leaf may stay upright for some time.',
      ],
      stem: [
        'The base of the pseudostem splits lengthwise.',
        'Cutting the pseudostem or corm shows reddish-brown to black dots and streaks in the conducting tissue.',
      ],
      'whole plant': ['Plants die slowly; suckers from the same mat are also infected; bunches are small or none.'],
    },
    favourableConditions: [
      'Infected suckers and planting material; soil carried on boots, tools, vehicles and in flood water.',
      'Poorly drained soils, nematode damage; the fungus survives in soil for decades.',
    ],
    lookAlikes: [
      {
        id: 'banana-xanthomonas-wilt',
        name: 'Banana Xanthomonas wilt',
        howToTell:
          'BXW makes yellow bacterial ooze from cut tissue, withers the male bud and rots fruit inside; Panama disease has no ooze and starts on old leaves.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell:
          'Potassium shortage yellows and scorches old leaf tips quickly, but the inside of the pseudostem is clean, not brown-streaked.',
      },
      {
        id: 'banana-weevil',
        name: 'Banana weevil',
        howToTell:
          'Weevil damage shows tunnels in the corm and plants topple, without brown streaks in the conducting tissue.',
      },
    ],
    activeIngredients: ['trichoderma'],
    management: {
      cultural: [
        'Do not cut or move infected plants; kill them in place (e.g. inject with herbicide where allowed) and fence off the spot.',
        'Disinfect boots and tools at the farm gate; do not move soil, water or suckers from infected farms.',
        'Improve drainage; add organic matter.',
      ],
      biological: ['Trichoderma and Bacillus-enriched compost may slow disease in mildly infested soil; not a cure.'],
      chemical: [
        {
          activeIngredient: 'none effective',
          note: 'No fungicide cures Panama disease. Soil fumigation and stem injection of fungicides have failed; only exclusion and resistant cultivars work.',
        },
      ],
    },
    prevention: [
      'Plant tissue-culture plantlets from certified nurseries.',
      'Grow resistant cultivars suitable for your area (e.g. some Cavendish somaclones for TR4, or non-Gros Michel types for race 1).',
    ],
    whenToCallExpert:
      'Call the plant protection service immediately: TR4 is a notifiable quarantine disease in many countries.',
    sources: ['ProMusa', 'FAO', 'Bioversity International', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: [
      'skirt',
      'yellow old leaves',
      'leaves hanging',
      'split stem',
      'split pseudostem',
      'brown streaks inside',
      'wilt',
      'tr4',
    ],
  },
  {
    id: 'banana-sigatoka',
    name: 'Sigatoka leaf spot (black and yellow sigatoka)',
    scientificName: 'Pseudocercospora fijiensis (black), P. musae (yellow)',
    synonyms: ['black sigatoka', 'yellow sigatoka', 'black leaf streak', 'leaf spot of banana', 'sigatoka'],
    type: 'fungal',
    hosts: ['banana'],
    symptoms: {
      leaf: [
        'Tiny pale yellow or red-brown specks and thin streaks, parallel to the leaf veins, on the 3rd-4th open leaf.',
        'Streaks grow into long oval spots with a dark brown to black border and a grey centre, often with a yellow halo.',
        'Spots join into large black dead areas; leaves die early, starting from the edges.',
      ],
      fruit: ['Bunches are small and fruit ripen early in the field or on the way to market.'],
    },
    favourableConditions: ['Warm (25-28 °C), rainy, humid weather; dense plantings; poor drainage and weeds.'],
    lookAlikes: [
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell:
          'Potassium shortage yellows and dries the tips and edges of old leaves quickly, without separate streaks and spots.',
      },
      {
        name: 'Cordana leaf spot',
        howToTell:
          'Cordana spots are large, oval, pale brown with concentric rings and a yellow border, usually along the leaf edge.',
      },
    ],
    activeIngredients: ['mancozeb', 'chlorothalonil', 'azoxystrobin', 'propiconazole', 'bacillus-subtilis'],
    management: {
      cultural: [
        'Cut off leaves or parts of leaves with many spots (de-leafing) every 2-4 weeks; leave them face-down on the ground.',
        'Good drainage; weed control; proper spacing; remove excess suckers.',
      ],
      biological: ['Bacillus subtilis and other biofungicides are used in organic bananas with frequent de-leafing.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: protectant, often in oil emulsion at label rate; the backbone of the programme.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: about 1 ml per litre (or with spray oil); max 2-3 sprays per year per group.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: label rate, max 2-3 per year, always mixed with a protectant.',
        },
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05: protectant; rotate all groups carefully, black sigatoka builds resistance fast. Observe pre-harvest interval; PPE.',
        },
      ],
    },
    prevention: ['Resistant cultivars (e.g. FHIA hybrids), tissue-culture plants and regular de-leafing.'],
    whenToCallExpert: 'Call if fewer than 6 healthy leaves remain at flowering.',
    sources: [
      'ProMusa',
      'Bioversity International',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Tropical Fruit Diseases',
    ],
    visual: { colours: ['black', 'necrotic-brown', 'chlorotic-yellow'], pattern: 'streaks', halo: true },
    keywords: ['streaks', 'black streaks', 'leaf spot', 'black patches', 'dead leaves', 'leaf edge', 'sigatoka'],
  },
  {
    id: 'banana-bunchy-top',
    name: 'Banana bunchy top',
    scientificName: 'Banana bunchy top virus (BBTV)',
    synonyms: ['BBTV', 'bunchy top', 'cabbage top'],
    type: 'viral',
    hosts: ['banana'],
    symptoms: {
      leaf: [
        'Dark green dots and dashes ("morse code" streaks) on the leaf veins, the midrib and the leaf stalk; seen best against the light.',
        'New leaves are narrow, short, upright, stiff, brittle with yellow wavy edges, and crowd together at the top in a rosette.',
      ],
      'whole plant': [
        'Plant is stunted, does not produce a bunch, or the bunch is small and deformed; suckers are also infected.',
      ],
    },
    favourableConditions: [
      'Banana aphid (Pentalonia nigronervosa) carrying the virus; infected suckers moved between farms.',
    ],
    lookAlikes: [
      {
        id: 'cucumber-mosaic',
        name: 'Banana mosaic (CMV)',
        howToTell:
          'CMV gives yellow streaks and mosaic on the leaf blade without the green morse-code dashes and choked top.',
      },
      {
        id: 'zinc-deficiency',
        name: 'Zinc deficiency',
        howToTell: 'Zinc shortage gives small narrow pale leaves but no dark green dashes on the veins.',
      },
    ],
    activeIngredients: ['imidacloprid', 'neem'],
    management: {
      cultural: [
        'Kill the aphids on the infected plant first (soap or insecticide), then uproot the whole mat with all suckers and chop it into pieces.',
        'Do not replant bananas in that spot for a few months; check nearby plants every 2 weeks.',
      ],
      biological: ['Insecticidal soap or neem oil on the aphids before removal; conserve ladybirds.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures bunchy top. Only the aphid vector can be killed before the infected plant is destroyed.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: label rate sprayed into the crown of infected plants just before uprooting, to stop aphids moving. Toxic to bees.',
        },
      ],
    },
    prevention: ['Plant virus-tested tissue-culture plantlets; never take suckers from affected areas.'],
    whenToCallExpert: 'Call the plant protection service: BBTV is under quarantine control in many countries.',
    sources: ['ProMusa', 'IITA', 'CABI Plantwise Knowledge Bank', 'Bioversity International'],
    visual: { colours: ['chlorotic-yellow'], pattern: 'streaks', halo: false },
    keywords: [
      'bunchy',
      'bunched leaves',
      'narrow upright leaves',
      'rosette',
      'morse code',
      'dots and dashes',
      'choked',
      'no bunch',
    ],
  },
  {
    id: 'banana-weevil',
    name: 'Banana weevil',
    scientificName: 'Cosmopolites sordidus',
    synonyms: ['banana root borer', 'corm weevil', 'banana borer', 'black weevil'],
    type: 'pest',
    hosts: ['banana'],
    symptoms: {
      root: [
        'Cut corm shows round tunnels, 5-10 mm wide, filled with reddish-brown frass and rot; white legless grubs inside.',
      ],
      'whole plant': [
        'Weak plants with yellowing leaves and small bunches; plants snap or topple over in wind.',
        'Slow-moving black hard-shelled weevils (1-1.5 cm) hide at the base of the plant and under old trash.',
      ],
    },
    favourableConditions: ['Old plantations, infested suckers, crop residues left on the ground, poor weeding.'],
    lookAlikes: [
      {
        id: 'panama-disease',
        name: 'Panama disease',
        howToTell:
          'Panama disease shows brown streaks in the conducting tissue and the leaves hang like a skirt; weevils leave open tunnels in the corm.',
      },
      {
        id: 'root-knot-nematodes',
        name: 'Banana nematodes',
        howToTell:
          'Nematodes leave small dark lesions on roots and plants also topple, but there are no large tunnels with grubs in the corm.',
      },
    ],
    activeIngredients: ['bifenthrin', 'beauveria-bassiana'],
    management: {
      cultural: [
        'Pare suckers (cut away outer tissue) and check for tunnels before planting; hot-water treat suckers (52-55 °C for 20 minutes).',
        'Chop old pseudostems after harvest into small pieces and spread them to dry; keep the field clean.',
        'Split-pseudostem traps: lay 30 cm pieces cut lengthways face-down near mats; collect weevils every few days.',
      ],
      biological: [
        'Beauveria bassiana applied in pseudostem traps or on the soil around mats.',
        'Entomopathogenic nematodes; pheromone (sordidin) traps for mass trapping.',
      ],
      chemical: [
        {
          activeIngredient: 'bifenthrin',
          note: 'IRAC 3A: label rate as a spray around the base of the mat where registered; very toxic to fish and bees; full PPE. Many older weevil chemicals are banned.',
        },
      ],
    },
    prevention: ['Clean tissue-culture plantlets in new fields; field sanitation; regular trapping.'],
    whenToCallExpert: 'Call if many plants are toppling with corm tunnels.',
    sources: ['ProMusa', 'IITA', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'holes', halo: false },
    keywords: ['weevil', 'tunnels in corm', 'toppling', 'falling over', 'grubs', 'corm', 'black beetle'],
  },
  {
    id: 'banana-xanthomonas-wilt',
    name: 'Banana Xanthomonas wilt',
    scientificName: 'Xanthomonas vasicola pv. musacearum',
    synonyms: ['BXW', 'banana bacterial wilt', 'BBW', 'enset wilt'],
    type: 'bacterial',
    hosts: ['banana'],
    symptoms: {
      flower: ['The male bud withers, dries and turns black; bracts stay on the stalk.'],
      fruit: ['Fruit ripen early and unevenly; inside the fingers the pulp is rusty brown.'],
      leaf: ['Leaves turn yellow and wilt, starting with the young leaves, then the whole plant dies.'],
      stem: ['Cutting the pseudostem or bunch stalk releases a yellow-cream bacterial ooze within minutes.'],
    },
    favourableConditions: [
      'Insects visiting male flowers; contaminated cutting tools; infected suckers; East and Central Africa.',
    ],
    lookAlikes: [
      {
        id: 'panama-disease',
        name: 'Panama disease',
        howToTell: 'Panama disease starts on old leaves and shows no yellow ooze or rotten fruit pulp.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Remove the male bud with a forked stick right after the last hand forms (no knife).',
        'Disinfect knives and pangas with fire or bleach between plants.',
        'Cut down infected plants at soil level, chop them, and leave them to rot in place or bury them.',
      ],
      biological: ['No biological control.'],
      chemical: [
        {
          activeIngredient: 'none effective',
          note: 'No chemical cures BXW; use sodium hypochlorite (household bleach) only for disinfecting tools.',
        },
      ],
    },
    prevention: ['Clean planting material; community-wide de-budding; tool hygiene.'],
    whenToCallExpert: 'Call the extension office: BXW needs community action to contain.',
    sources: ['IITA', 'Bioversity International', 'CABI Plantwise Knowledge Bank', 'ProMusa'],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown'], pattern: 'wilting', halo: false },
    keywords: ['yellow ooze', 'ooze', 'male bud', 'withered bud', 'rotten fingers', 'early ripening', 'wilt'],
  },
  {
    id: 'banana-pestalotiopsis-leaf-spot',
    name: 'Pestalotiopsis leaf spot of banana',
    scientificName: 'Pestalotiopsis spp. (Neopestalotiopsis spp.)',
    synonyms: ['pestalotiopsis', 'pestalotia leaf spot', 'grey leaf spot of banana', 'leaf blight of banana'],
    type: 'fungal',
    hosts: ['banana'],
    symptoms: {
      leaf: [
        'Small yellowish-brown spots, often starting at a tear or wound, that grow into oval to irregular brown patches.',
        'Older patches turn grey to straw-coloured in the middle with a dark brown border and a yellow halo, and carry tiny black dots.',
        'Patches join along the leaf edge and between the veins, and parts of the leaf dry up and tear.',
      ],
    },
    favourableConditions: [
      'Warm, humid, rainy weather; leaves torn by wind or damaged by insects.',
      'Weak plants short of potassium; dense, weedy plantings where old leaves are left hanging.',
    ],
    lookAlikes: [
      {
        id: 'banana-sigatoka',
        name: 'Sigatoka leaf spot',
        howToTell:
          'Sigatoka starts as many thin streaks parallel to the veins that become long oval spots; Pestalotiopsis makes fewer, larger irregular patches, often from wounds, with tiny black dots.',
      },
      {
        name: 'Cordana leaf spot',
        howToTell:
          'Cordana spots are large, oval, pale brown with clear concentric rings, usually along the leaf edge; Pestalotiopsis patches have no rings and carry black dots.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell:
          'Potassium shortage yellows and dries the edges of old leaves evenly, without separate spots or black dots.',
      },
    ],
    activeIngredients: ['mancozeb', 'propiconazole', 'carbendazim', 'copper-oxychloride', 'trichoderma'],
    management: {
      cultural: [
        'Cut off badly spotted leaves and parts of leaves and take them out of the field or bury them.',
        'Keep the plantation weeded and drained, with the recommended spacing; remove extra suckers.',
        'Feed the plants well, with enough potassium, so that they hold their leaves.',
      ],
      biological: [
        'Trichoderma-based products sprayed on leaves or added to the soil with compost give some protection.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g of 75% WP per litre with a sticker, every 2-3 weeks in wet weather; observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; at most 2-3 sprays a year, alternated with mancozeb.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g of 50% WP per litre; alternate with another group, resistance builds fast.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'Protectant: 3 g of 50% WP per litre on young leaves after storms that tear them.',
        },
      ],
    },
    prevention: ['Clean planting material, balanced feeding, wind protection and regular removal of spotted leaves.'],
    whenToCallExpert: 'Call if spots spread over most leaves, or if you cannot tell them from Sigatoka.',
    sources: [
      'ICAR-National Research Centre for Banana',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Tropical Fruit Diseases',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow', 'black'], pattern: 'large-blotches', halo: true },
    keywords: ['leaf spot', 'grey patches', 'black dots', 'torn leaves', 'irregular patches', 'pestalotiopsis'],
  },
];
