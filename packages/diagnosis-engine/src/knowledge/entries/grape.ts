import type { KnowledgeEntry } from '../types.js';

export const grapeEntries: KnowledgeEntry[] = [
  {
    id: 'grape-black-rot',
    name: 'Black rot of grape',
    scientificName: 'Phyllosticta ampelicida (Guignardia bidwellii)',
    synonyms: ['black rot', 'grape black rot', 'guignardia', 'mummy berries'],
    type: 'fungal',
    hosts: ['grape'],
    symptoms: {
      leaf: [
        'Small round cream to reddish-brown spots, 2-10 mm, with a sharp dark brown border, on young leaves in spring.',
        'Tiny black pepper-like dots form in a band just inside the border of each spot.',
      ],
      stem: ['Long, sunken, purple-black lesions on green shoots, leaf stalks and tendrils, also with black dots.'],
      fruit: [
        'Berries show a small whitish or pale spot that turns brown and rots the whole berry within a few days.',
        'Rotted berries shrivel into hard, black, wrinkled mummies covered with black pimples; some stay hanging in the bunch.',
      ],
    },
    favourableConditions: [
      'Warm, rainy weather (20-32 °C) with leaves and berries wet for 6 hours or more, from bud break to about 5 weeks after bloom.',
      'Mummies left on the vine or on the ground, and infected canes, which carry the fungus from one season to the next.',
      'Dense canopies and abandoned or wild vines nearby.',
    ],
    lookAlikes: [
      {
        name: 'Downy mildew of grape',
        howToTell:
          'Downy mildew makes pale yellow oily patches on leaves with white downy growth underneath; black rot spots are dry and brown with black dots near the edge.',
      },
      {
        name: 'Anthracnose (bird-eye rot)',
        howToTell:
          'Anthracnose berry spots are sunken and grey in the centre with a dark rim like a bird eye; berries do not turn into whole black mummies.',
      },
      {
        id: 'grape-leaf-blight',
        name: 'Isariopsis leaf spot',
        howToTell:
          'Isariopsis spots are larger, irregular and dark brown, mostly on older leaves late in the season, with sooty growth underneath.',
      },
      {
        id: 'grape-esca',
        name: 'Esca (black measles)',
        howToTell:
          'Esca makes many tiny dark spots on the berry skin and striped leaves, not whole berries turning into black mummies.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'tebuconazole', 'myclobutanil'],
    management: {
      cultural: [
        'Remove every mummy from the vines during pruning and bury or burn them; cultivate under the vines to bury fallen mummies.',
        'Prune out infected canes and tendrils and remove wild or abandoned vines near the vineyard.',
        'Train and thin shoots, remove leaves around bunches, so the canopy dries quickly.',
        'Pick and destroy infected bunches during the season.',
      ],
      biological: ['No reliable biological control; sanitation and well-timed protectants carry the programme.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre from 10-15 cm shoots to 4-5 weeks after bloom, every 10-14 days in wet weather. Observe the pre-harvest interval; gloves and mask.',
        },
        {
          activeIngredient: 'myclobutanil',
          note: 'Systemic (FRAC 3): about 0.4 g of 10% WP per litre, from just before bloom to 4 weeks after; some action 2-3 days after an infection.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 0.5-1 ml of 25% EC per litre; alternate with a different group.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: about 1 ml of 23% SC per litre; maximum 2-3 uses per season. Drift harms some apple varieties (such as McIntosh) growing nearby.',
        },
      ],
    },
    prevention: [
      'Clean up mummies every winter; the fungus has little to start from when none are left.',
      'Protect the crop from shortly before bloom until the berries reach about pea size and start to colour, the time they are most susceptible.',
    ],
    whenToCallExpert:
      'Call if black mummified berries appear in many bunches despite sprays, or if you need a spray calendar for a rainy area.',
    sources: [
      'APS Compendium of Grape Diseases, Disorders, and Pests',
      'Cornell Integrated Pest Management for Grapes',
      'Ohio State University Extension',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['necrotic-brown', 'black'], pattern: 'spots', halo: false },
    keywords: [
      'mummies',
      'mummy',
      'mummified berries',
      'shrivelled black berries',
      'black dots',
      'black berries',
      'raisin',
      'black rot',
    ],
  },
  {
    id: 'grape-esca',
    name: 'Esca (black measles) and grapevine trunk disease',
    scientificName:
      'Phaeomoniella chlamydospora, Phaeoacremonium minimum and Fomitiporia mediterranea (fungal complex)',
    synonyms: [
      'black measles',
      'measles',
      'esca',
      'grapevine trunk disease',
      'tiger stripe',
      'apoplexy',
      'petri disease',
      'young vine decline',
    ],
    type: 'fungal',
    hosts: ['grape'],
    symptoms: {
      leaf: [
        'Tiger stripes: yellow (white varieties) or dark red (red varieties) patches between the main veins that dry to brown, leaving a green band along the veins.',
        'Symptoms come in early to mid summer, may appear on one cane or arm only, and may skip a year.',
      ],
      fruit: [
        'Small dark purple to black spots scattered on the berry skin (measles); berries may crack, shrivel and dry.',
      ],
      stem: [
        'A cross-cut of the trunk or arm shows black dots or dark streaks in the wood, and often a brown wedge of dead wood.',
        'In old vines, the centre of the trunk may be soft, spongy, pale yellow rotted wood.',
        'Spurs and arms die back and shoots on them are weak.',
      ],
      'whole plant': [
        'Apoplexy: in hot summer weather a whole vine or arm wilts and dries within days, leaves and berries still hanging.',
      ],
    },
    favourableConditions: [
      'Large pruning wounds made in wet weather; spores enter fresh cuts for several weeks after pruning.',
      'Infected planting material from the nursery; vines older than about 7-10 years.',
      'Hot, dry summers after wet springs, and water stress; apoplexy often follows heavy rain then heat.',
    ],
    lookAlikes: [
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium or potassium deficiency',
        howToTell:
          'Deficiency yellows or reddens the older leaves evenly across the vineyard; esca stripes dry to brown and occur on scattered vines, with dark spots in the wood.',
      },
      {
        name: 'Eutypa dieback',
        howToTell:
          'Eutypa makes small, cupped, yellow leaves with dead edges on stunted spring shoots, and a wedge-shaped canker in the trunk, but no tiger stripes.',
      },
      {
        id: 'grape-black-rot',
        name: 'Black rot',
        howToTell: 'Black rot rots whole berries into black mummies; measles only spots the berry skin.',
      },
      {
        name: 'Drought',
        howToTell: 'Drought wilts all vines in the dry part of the field at once and the wood cross-section is clean.',
      },
    ],
    activeIngredients: ['tebuconazole', 'thiophanate-methyl', 'trichoderma'],
    management: {
      cultural: [
        'Mark vines with symptoms in summer and prune them last, in dry weather, with tools disinfected between vines.',
        'Prune late in the dormant season or double-prune (rough cut early, final cut late) so wounds heal quickly; avoid large cuts.',
        'Cut out dead arms and trunks well below the dark wood and burn them; retrain a new trunk from a healthy sucker.',
        'Replace vines that have collapsed or are badly affected; keep vines watered and fed to avoid stress.',
      ],
      biological: [
        'Trichoderma (for example T. atroviride or T. harzianum) wound-protection products sprayed or painted on fresh pruning cuts.',
      ],
      chemical: [
        {
          activeIngredient: 'none that cures infected wood',
          note: 'No fungicide cures vines already infected. Sodium arsenite was used in the past and is now banned for health reasons.',
        },
        {
          activeIngredient: 'thiophanate-methyl (wound protectant)',
          note: 'FRAC 1: painted or sprayed on fresh pruning wounds at label rate (around 1-2 g of 70% WP per litre for sprays) within a day of pruning.',
        },
        {
          activeIngredient: 'tebuconazole (wound paste)',
          note: 'FRAC 3: wound paint or paste on large cuts at label rate; wear gloves.',
        },
      ],
    },
    prevention: [
      'Buy certified, clean planting material from a trusted nursery; inspect the graft union of young vines.',
      'Protect every large pruning wound, prune in dry weather and train vines to avoid big cuts later.',
    ],
    whenToCallExpert:
      'Call when several vines show tiger-striped leaves, spotted berries or sudden collapse, to confirm trunk disease and plan retraining or replanting.',
    sources: [
      'APS Compendium of Grape Diseases, Disorders, and Pests',
      'University of California IPM Grape Pest Management Guidelines',
      'ICAR-National Research Centre for Grapes',
      'Cornell Integrated Pest Management for Grapes',
    ],
    visual: { colours: ['chlorotic-yellow', 'necrotic-brown', 'purple'], pattern: 'large-blotches', halo: false },
    keywords: [
      'tiger stripe',
      'tiger striped',
      'measles',
      'black measles',
      'esca',
      'trunk',
      'dark wood',
      'apoplexy',
      'vine collapse',
      'dead arms',
    ],
  },
  {
    id: 'grape-leaf-blight',
    name: 'Isariopsis leaf spot (leaf blight of grape)',
    scientificName: 'Pseudocercospora vitis (Isariopsis clavispora)',
    synonyms: ['isariopsis leaf spot', 'grape leaf blight', 'leaf blight', 'pseudocercospora leaf spot', 'isariopsis'],
    type: 'fungal',
    hosts: ['grape'],
    symptoms: {
      leaf: [
        'Irregular dark reddish-brown to black spots, 2-25 mm, on the older leaves, often with a narrow yellow margin.',
        'Under the spots a dark grey to black sooty mould of fungal tufts grows in humid weather.',
        'Spots join into large dead blotches; leaves dry and fall early, from the base of the canes upward.',
      ],
    },
    favourableConditions: [
      'Warm, humid or rainy weather late in the season, mainly in tropical and subtropical vineyards.',
      'Fallen infected leaves left in the vineyard; vines that are not sprayed after harvest.',
    ],
    lookAlikes: [
      {
        id: 'grape-black-rot',
        name: 'Black rot',
        howToTell:
          'Black rot spots are small, round and regular with a band of black dots, and berries rot into mummies.',
      },
      {
        name: 'Downy mildew of grape',
        howToTell: 'Downy mildew has white downy growth under yellow oily patches, not dark sooty tufts.',
      },
      {
        id: 'grape-esca',
        name: 'Esca (tiger stripe)',
        howToTell: 'Esca dries the leaf between the veins in stripes and keeps a green band along the veins.',
      },
    ],
    activeIngredients: ['mancozeb', 'difenoconazole', 'copper-oxychloride', 'bacillus-subtilis'],
    management: {
      cultural: [
        'Collect and burn fallen leaves after harvest and at pruning.',
        'Thin the canopy and remove the oldest, most spotted leaves so air moves through the vines.',
        'Avoid excess nitrogen; keep vines well watered in dry spells so they hold their leaves.',
      ],
      biological: ['Bacillus subtilis products as part of a protectant programme in the rainy season.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-2.5 g of 75% WP per litre when the first spots appear, repeated every 10-15 days in wet weather. Observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'FRAC M01: 3 g of 50% WP per litre; also helps against downy mildew. Avoid on young tender leaves in cold weather.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'Systemic (FRAC 3): about 0.5 ml of 25% EC per litre; maximum 2-3 uses per season, alternate with a protectant. Gloves and mask.',
        },
      ],
    },
    prevention: ['Keep protectant sprays going after harvest in humid regions; clean up fallen leaves every season.'],
    whenToCallExpert: 'Call if vines lose many leaves before the canes mature, as the next crop may suffer.',
    sources: [
      'APS Compendium of Grape Diseases, Disorders, and Pests',
      'ICAR-National Research Centre for Grapes',
      'TNAU Agritech Portal',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['necrotic-brown', 'black', 'chlorotic-yellow'], pattern: 'large-blotches', halo: true },
    keywords: [
      'isariopsis',
      'leaf blight',
      'dark brown patches',
      'irregular spots',
      'sooty underneath',
      'black mould underneath',
      'leaves falling',
    ],
  },
];
