import type { KnowledgeEntry } from '../types.js';

export const sugarcaneEntries: KnowledgeEntry[] = [
  {
    id: 'sugarcane-red-rot',
    name: 'Red rot of sugarcane',
    scientificName: 'Colletotrichum falcatum (Glomerella tucumanensis)',
    synonyms: ['red rot', 'cancer of sugarcane', 'red rot of cane', 'colletotrichum red rot'],
    type: 'fungal',
    hosts: ['sugarcane'],
    symptoms: {
      leaf: [
        'The third or fourth leaf from the top yellows and dries from the tip and edges; soon the whole top of the cane withers.',
        'On the midrib, long blood-red lesions with a straw-coloured to ash-grey centre and dark red edges.',
      ],
      stem: [
        'Split the cane lengthwise: the inside is red with white patches running across the red (white cross-bands), the key sign.',
        'The split cane smells sour like alcohol or vinegar; the pith later dries, turns brown and hollow.',
        'The rind shrinks and wrinkles and shows small black dots near the nodes; canes break easily at the joints.',
      ],
      'whole plant': ['Whole clumps dry up in patches of the field, usually from the monsoon onward.'],
    },
    favourableConditions: [
      'Planting setts (seed pieces) taken from infected canes; the main way the disease spreads to new fields.',
      'Waterlogging, floods and irrigation water running from infected fields; warm humid monsoon weather.',
      'Ratooning an infected crop; growing a susceptible variety in the same field year after year.',
    ],
    lookAlikes: [
      {
        name: 'Wilt of sugarcane (Fusarium sacchari)',
        howToTell:
          'Wilted canes are light and hollow inside with dirty purple-red pith but without white cross-bands or a sour smell.',
      },
      {
        name: 'Smut',
        howToTell: 'Smut pushes out a long black whip from the top of the cane; the inside stays normal.',
      },
      {
        name: 'Stem borers',
        howToTell:
          'Borers leave holes with frass and tunnels inside the cane; reddening is limited to the tunnel and there are no white bands.',
      },
      {
        id: 'sugarcane-yellow-leaf',
        name: 'Yellow leaf disease',
        howToTell:
          'Yellow leaf disease yellows the midrib from below with no red lesions, and the inside of the cane is healthy.',
      },
    ],
    activeIngredients: ['propiconazole', 'carbendazim', 'thiophanate-methyl', 'trichoderma', 'pseudomonas-fluorescens'],
    management: {
      cultural: [
        'Dig out affected clumps with their roots as soon as they are seen and burn them; do not leave them in the field.',
        'Do not ratoon an infected crop; plough out the field after harvest and burn the trash and stubble.',
        'Rotate with rice, green manure or other crops for at least one year before planting cane again.',
        'Drain the field well and stop water flowing from infected fields into healthy ones.',
      ],
      biological: [
        'Soil application of Trichoderma viride or T. harzianum multiplied in farmyard manure or press mud at planting.',
        'Sett dip in Trichoderma or Pseudomonas fluorescens suspension before planting.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazim (sett treatment)',
          note: 'FRAC 1: dip setts for 15 minutes in 1 g of 50% WP per litre of water before planting. Wear gloves; do not feed treated setts to animals.',
        },
        {
          activeIngredient: 'propiconazole (sett treatment)',
          note: 'FRAC 3: dip setts in about 1 ml of 25% EC per litre for 15 minutes; sprays on standing cane do not stop the disease inside.',
        },
        {
          activeIngredient: 'thiophanate-methyl (sett treatment)',
          note: 'FRAC 1: label rate sett dip, as an alternative to carbendazim; do not use both in rotation against resistance.',
        },
      ],
    },
    prevention: [
      'Plant red-rot-resistant varieties recommended for your region and replace a variety that starts breaking down.',
      'Take setts only from healthy, inspected seed nurseries; moist hot air treatment of seed cane (about 54 °C for 2.5 hours) where available.',
    ],
    whenToCallExpert:
      'Call at once if you see red canes with white bands: the sugar mill or cane officer should check neighbouring fields and the seed source.',
    sources: [
      'ICAR-Sugarcane Breeding Institute, Coimbatore',
      'ICAR-Indian Institute of Sugarcane Research, Lucknow',
      'ISSCT (International Society of Sugar Cane Technologists)',
      'A Guide to Sugarcane Diseases (CIRAD-ISSCT)',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow', 'purple'], pattern: 'streaks', halo: false },
    keywords: [
      'red rot',
      'red inside',
      'white bands',
      'white patches across',
      'sour smell',
      'alcohol smell',
      'vinegar smell',
      'hollow cane',
      'split cane',
      'red midrib',
    ],
  },
  {
    id: 'sugarcane-mosaic',
    name: 'Sugarcane mosaic',
    scientificName:
      'Sugarcane mosaic virus (SCMV) and Sorghum mosaic virus (SrMV); sugarcane streak mosaic virus (SCSMV) in Asia',
    synonyms: ['mosaic of sugarcane', 'SCMV', 'cane mosaic', 'streak mosaic'],
    type: 'viral',
    hosts: ['sugarcane'],
    symptoms: {
      leaf: [
        'Pale green to yellow patches and short broken streaks on a normal green background, best seen at the base of young leaves in the whorl.',
        'The green and pale areas run along the leaf like a patchwork; in some varieties the pale areas turn red or die later.',
      ],
      stem: ['Stalks are thinner and shorter; some varieties show streaks or cracks on the rind.'],
      'whole plant': ['Stools are stunted with fewer tillers; ratoons get weaker year after year.'],
    },
    favourableConditions: [
      'Planting setts taken from infected stools; the virus lives in the cane.',
      'Aphids (such as the corn leaf aphid) flying from infected cane, maize, sorghum or grass weeds and spreading it within seconds of feeding.',
    ],
    lookAlikes: [
      {
        id: 'sugarcane-yellow-leaf',
        name: 'Yellow leaf disease',
        howToTell:
          'Yellow leaf disease yellows the midrib from underneath on older leaves, not a patchwork of light and dark green on young leaves.',
      },
      {
        id: 'iron-deficiency',
        name: 'Iron deficiency',
        howToTell:
          'Iron shortage gives long continuous yellow stripes between veins on all young leaves in patches of alkaline soil, not short broken streaks on some stools.',
      },
      {
        name: 'Grassy shoot (phytoplasma)',
        howToTell: 'Grassy shoot makes many thin white or pale tillers like a grass clump, not mosaic leaves.',
      },
    ],
    activeIngredients: ['imidacloprid'],
    management: {
      cultural: [
        'Pull out and destroy infected stools early in young plantings and in seed nurseries.',
        'Do not take seed cane from fields with mosaic; do not keep ratoons of a badly infected crop.',
        'Control grass weeds, sorghum and volunteer maize around cane fields, which harbour the virus.',
      ],
      biological: ['No biological control for the virus; conserve ladybirds and lacewings that feed on aphids.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures mosaic. Aphids pass the virus within seconds, so insecticides do little to stop its spread in the field.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: about 0.3 ml of 17.8% SL per litre only in seed nurseries with heavy aphid build-up; toxic to bees, observe the label.',
        },
      ],
    },
    prevention: [
      'Plant resistant varieties and clean seed cane from certified nurseries or tissue-culture plantlets tested free of virus.',
      'Keep seed nurseries isolated from maize and sorghum.',
    ],
    whenToCallExpert:
      'Call if more than a few stools per hundred show mosaic in a seed plot, or if your variety shows mosaic across the whole field.',
    sources: [
      'ICAR-Sugarcane Breeding Institute, Coimbatore',
      'ISSCT (International Society of Sugar Cane Technologists)',
      'A Guide to Sugarcane Diseases (CIRAD-ISSCT)',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'mosaic', halo: false },
    keywords: ['mosaic', 'mottled', 'patchwork', 'light and dark green', 'pale streaks', 'broken streaks', 'stunted'],
  },
  {
    id: 'sugarcane-rust',
    name: 'Rust of sugarcane (brown rust and orange rust)',
    scientificName: 'Puccinia melanocephala (brown rust) and Puccinia kuehnii (orange rust)',
    synonyms: ['brown rust', 'orange rust', 'cane rust', 'sugarcane rust', 'leaf rust of sugarcane'],
    type: 'fungal',
    hosts: ['sugarcane'],
    symptoms: {
      leaf: [
        'Small long yellowish flecks along the veins, on both sides of the leaf, that grow into raised pustules 2-10 mm long, mostly under the leaf.',
        'Brown rust: pustules reddish-brown to dark brown, dusty when rubbed, with a pale yellow edge; often scattered over the whole leaf.',
        'Orange rust: pustules orange to orange-brown, often in clusters towards the leaf base, leaving orange powder on the fingers.',
        'Pustules join into dead brown areas and whole leaves dry early, so the crop looks burnt from a distance.',
      ],
    },
    favourableConditions: [
      'Brown rust: young cane 2-6 months old, warm days with cool nights (15-25 °C) and long dew or high humidity.',
      'Orange rust: warmer, humid weather (about 20-30 °C) in older cane.',
      'Susceptible varieties; heavy nitrogen and dense planting.',
    ],
    lookAlikes: [
      {
        name: 'Brown spot and eye spot',
        howToTell:
          'Leaf spots are flat, oval or eye-shaped with a dark centre and do not rub off as powder; rust pustules are raised and dusty.',
      },
      {
        id: 'sugarcane-red-rot',
        name: 'Red rot on the midrib',
        howToTell: 'Red rot lesions are long and blood-red on the midrib only, not many small pustules on the blade.',
      },
      {
        name: 'Yellow spot',
        howToTell:
          'Yellow spot makes irregular yellow blotches that turn rusty red on the upper side with grey mould underneath; there are no raised pustules that leave powder on the fingers.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'tebuconazole', 'propiconazole'],
    management: {
      cultural: [
        'Replace susceptible varieties in areas and seasons where rust is common; the main and cheapest control.',
        'Avoid excess nitrogen and very dense planting; give balanced potassium.',
        'Remove and burn badly rusted dry leaves (trash) in small plots; avoid planting a susceptible variety at the riskiest time.',
      ],
      biological: ['No reliable biological control.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre when pustules first build up on young cane, repeat after 15-20 days if needed. Observe the label interval before harvest.',
        },
        {
          activeIngredient: 'azoxystrobin + tebuconazole',
          note: 'FRAC 11 + 3: label rate; maximum 2 uses per crop. Gloves and mask.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g of 75% WP per litre as a protectant in nurseries and young plant cane.',
        },
      ],
    },
    prevention: [
      'Grow rust-resistant varieties recommended by the sugar mill or research station; watch young cane in rust weather.',
    ],
    whenToCallExpert:
      'Call if a variety that was clean starts showing heavy rust, or if orange rust is suspected in an area where it was not known before.',
    sources: [
      'ISSCT (International Society of Sugar Cane Technologists)',
      'Sugar Research Australia',
      'University of Florida IFAS Extension, Sugarcane Handbook',
      'ICAR-Sugarcane Breeding Institute, Coimbatore',
    ],
    visual: { colours: ['orange-rust', 'necrotic-brown'], pattern: 'pustules', halo: false },
    keywords: [
      'rust',
      'rusty',
      'pustules',
      'orange powder',
      'brown powder',
      'powder on fingers',
      'brown rust',
      'orange rust',
    ],
  },
  {
    id: 'sugarcane-yellow-leaf',
    name: 'Yellow leaf disease of sugarcane',
    scientificName: 'Sugarcane yellow leaf virus (ScYLV, a polerovirus)',
    synonyms: ['yellow leaf disease', 'YLD', 'ScYLV', 'yellow leaf syndrome', 'midrib yellowing'],
    type: 'viral',
    hosts: ['sugarcane'],
    symptoms: {
      leaf: [
        'The midrib turns bright yellow on the underside of the 3rd to 6th leaves from the top, while the blade is still green.',
        'The yellow spreads from the midrib into the blade; later the leaf dries from the tip along the midrib, and some varieties show a pink-red midrib.',
      ],
      stem: ['Internodes near the top are short, so the top leaves bunch together like a fan.'],
      'whole plant': [
        'Cane is thinner and shorter with less juice and sugar; symptoms show most in mature cane and after drought or cold.',
      ],
    },
    favourableConditions: [
      'Infected seed cane; the virus is carried in the setts from one crop to the next.',
      'Sugarcane aphids (Melanaphis sacchari) and corn leaf aphids that feed on infected cane and carry it to healthy plants.',
      'Stress from drought, cold or poor nutrition makes the symptoms stronger.',
    ],
    lookAlikes: [
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell:
          'Nitrogen shortage yellows the whole blade of older leaves evenly across the field; yellow leaf disease starts on the midrib underneath.',
      },
      {
        id: 'sugarcane-mosaic',
        name: 'Sugarcane mosaic',
        howToTell: 'Mosaic is a patchwork of light and dark green on young leaves, not a yellow midrib.',
      },
      {
        name: 'Drought or waterlogging stress',
        howToTell:
          'Water stress yellows and rolls the leaves of all plants in the dry or wet part of the field; the midrib is not yellow first.',
      },
    ],
    activeIngredients: ['thiamethoxam'],
    management: {
      cultural: [
        'Use seed cane from healthy plots, or tissue-culture (meristem) plantlets tested free of the virus.',
        'Rogue out stools showing yellow midribs in seed nurseries.',
        'Avoid ratooning fields with heavy infection; give balanced fertiliser and irrigation to reduce stress.',
      ],
      biological: ['No biological control for the virus; conserve ladybirds and hoverflies that feed on aphids.'],
      chemical: [
        {
          activeIngredient: 'none for the virus',
          note: 'No chemical cures yellow leaf disease; infected plants stay infected.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: about 0.2-0.3 g of 25% WG per litre against aphid colonies in seed nurseries only; toxic to bees, observe the label interval.',
        },
      ],
    },
    prevention: [
      'Plant tolerant varieties and virus-free seed cane; renew seed from a clean nursery every few years.',
      'Watch seed nurseries for aphid colonies under the leaves.',
    ],
    whenToCallExpert:
      'Call if many stools show yellow midribs before harvest, or when setting up a seed nursery, to get tested clean seed material.',
    sources: [
      'ICAR-Sugarcane Breeding Institute, Coimbatore',
      'ISSCT (International Society of Sugar Cane Technologists)',
      'A Guide to Sugarcane Diseases (CIRAD-ISSCT)',
      'Sugar Research Australia',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'uniform-yellowing', halo: false },
    keywords: [
      'yellow midrib',
      'midrib yellow',
      'yellow leaf',
      'bunched top',
      'bunchy top leaves',
      'midrib underneath',
      'pink midrib',
    ],
  },
];
