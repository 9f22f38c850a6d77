import type { KnowledgeEntry } from '../types.js';

export const appleEntries: KnowledgeEntry[] = [
  {
    id: 'apple-scab',
    name: 'Apple scab',
    scientificName: 'Venturia inaequalis',
    synonyms: ['scab', 'black spot of apple', 'apple black spot', 'venturia scab', 'fusicladium'],
    type: 'fungal',
    hosts: ['apple'],
    symptoms: {
      leaf: [
        'Olive-green, soft velvety spots, first on the underside of young leaves in spring, later on both sides.',
        'Spots turn dark olive to black with a feathery, blurred edge; leaves pucker, twist and yellow around the spots.',
        'Badly scabbed leaves fall early in summer, so trees are weak and set fewer flower buds for next year.',
      ],
      fruit: [
        'Round, dark olive to black scabby spots on the skin; older spots become corky, grey-brown and rough.',
        'Fruit infected young are lopsided and crack open across the scabs; small fruit may drop.',
        'Late infections near harvest give tiny black pin-point spots that appear in cold storage (storage scab).',
      ],
      flower: ['Dark velvety spots on flower stalks and sepals; infected flowers and fruitlets drop.'],
      stem: ['On very susceptible varieties, small blistered, scaly spots on young twigs.'],
    },
    favourableConditions: [
      'Cool, wet springs: leaves wet for 9-18 hours at 6-24 °C, from bud break (green tip) to a month after petal fall.',
      'Spores come from the fallen leaves of the last season on the orchard floor and are shot into the air by rain.',
      'Dense, unpruned canopies that dry slowly; susceptible varieties such as Red Delicious, Gala, McIntosh and Golden Delicious.',
    ],
    lookAlikes: [
      {
        id: 'apple-black-rot',
        name: 'Frogeye leaf spot (black rot)',
        howToTell:
          'Frogeye spots are round, tan to brown with a sharp purple border, not velvety olive-green spots with a blurred edge.',
      },
      {
        id: 'apple-cedar-rust',
        name: 'Cedar apple rust',
        howToTell:
          'Cedar rust spots are bright yellow-orange with an orange-red rim and tiny black dots in the centre, not dull olive-green.',
      },
      {
        name: 'Sooty blotch and flyspeck',
        howToTell:
          'Sooty blotch is a smudgy grey-green film that rubs off the fruit skin, and flyspeck is groups of shiny black dots; neither makes corky cracked scabs.',
      },
      {
        name: 'Hail or spray russet',
        howToTell:
          'Hail marks are bruised dents on one side; russet is a smooth brown net on the skin with no dark spots.',
      },
    ],
    activeIngredients: [
      'mancozeb',
      'difenoconazole',
      'trifloxystrobin',
      'sulphur',
      'captan',
      'dodine',
      'bacillus-subtilis',
      'bacillus-amyloliquefaciens',
    ],
    management: {
      cultural: [
        'Rake up and destroy, or shred with a mower, all fallen leaves in autumn or before bud break, where the spores of the next season form.',
        'A 5% urea spray on leaves just before leaf fall (or on fallen leaves) speeds their rotting and cuts spores by half or more.',
        'Prune every winter to open the centre of the tree so leaves and fruit dry quickly after rain.',
        'Pick off and destroy scabby fruit; store only clean fruit.',
      ],
      biological: [
        'Bacillus subtilis or Bacillus amyloliquefaciens sprays in low-pressure orchards, in a programme with protectants.',
        'Sulphur or lime sulphur (allowed in organic growing) used as protectants before rain.',
      ],
      chemical: [
        {
          activeIngredient: 'captan',
          note: 'Protectant (FRAC M04): about 2-2.5 g of 50% WP per litre from green tip, every 7-10 days in wet weather and before forecast rain. Do not mix with oil; eye irritant, wear goggles and gloves.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protectant (FRAC M03): 2-3 g of 75% WP per litre from green tip to early fruit set; observe the label pre-harvest interval (often long on apple).',
        },
        {
          activeIngredient: 'dodine',
          note: 'FRAC U12: about 1 ml per litre with some after-infection action early in the season; limit uses per season.',
        },
        {
          activeIngredient: 'difenoconazole',
          note: 'Systemic (FRAC 3): about 0.3 ml of 25% EC per litre within 48-72 hours after an infection period; mix with a protectant and use no more than 3-4 times a season.',
        },
        {
          activeIngredient: 'trifloxystrobin',
          note: 'FRAC 11: about 0.15-0.2 g of 50% WG per litre; resistance develops fast, so maximum 2-3 uses and always alternate groups. Observe pre-harvest interval.',
        },
      ],
    },
    prevention: [
      'Plant scab-resistant varieties (for example Liberty, Enterprise, Florina, Prima) where the market accepts them.',
      'Start protectant sprays at green tip in wet springs and keep leaves covered until the spore season ends, about a month after petal fall.',
      'Keep the orchard floor clean of old leaves every year.',
    ],
    whenToCallExpert:
      'Call an extension officer if scab appears on fruit despite regular sprays (possible fungicide resistance) or if you need help timing sprays to local infection-period warnings.',
    sources: [
      'APS Compendium of Apple and Pear Diseases and Pests',
      'Cornell Tree Fruit Production Guide',
      'Penn State Tree Fruit Production Guide',
      'ICAR-Central Institute of Temperate Horticulture',
    ],
    visual: { colours: ['black', 'necrotic-brown'], pattern: 'spots', halo: false },
    keywords: [
      'scab',
      'scabs',
      'scabby',
      'olive green',
      'velvety spots',
      'corky',
      'cracked fruit',
      'feathery edge',
      'venturia',
    ],
  },
  {
    id: 'apple-black-rot',
    name: 'Black rot and frogeye leaf spot of apple',
    scientificName: 'Diplodia seriata (Botryosphaeria obtusa)',
    synonyms: ['frogeye leaf spot', 'frog eye leaf spot', 'black rot', 'apple black rot', 'botryosphaeria canker'],
    type: 'fungal',
    hosts: ['apple'],
    symptoms: {
      leaf: [
        'Frogeye leaf spot: small purple flecks a few weeks after petal fall grow into round spots 3-6 mm wide.',
        'Each spot has a tan to light brown centre and a thin purple to dark brown border, like the eye of a frog.',
        'Older spots turn brown with lobed edges; heavily spotted leaves turn yellow and fall.',
      ],
      fruit: [
        'A firm brown rot that usually starts at the blossom end (calyx) or at a wound, and spreads outward in alternating brown and black bands.',
        'The fruit does not go soft; it shrivels into a hard black mummy covered with tiny black pimples and stays on the tree.',
      ],
      stem: [
        'Sunken, reddish-brown cankers on branches and limbs, often round a pruning stub, old fire blight strike or sunburn wound.',
        'The bark of older cankers is rough, cracked and peeling; branches beyond a girdling canker die.',
      ],
    },
    favourableConditions: [
      'Warm, wet weather (20-30 °C) from bloom to summer; spores splash from dead wood, cankers and mummies in rain.',
      'Trees with dead branches, pruning stubs, fire blight, hail, frost or drought injury, and neglected orchards.',
    ],
    lookAlikes: [
      {
        id: 'apple-scab',
        name: 'Apple scab',
        howToTell:
          'Scab spots are olive-green and velvety with blurred edges; frogeye spots are tan with a clear purple rim.',
      },
      {
        id: 'apple-cedar-rust',
        name: 'Cedar apple rust',
        howToTell: 'Rust spots are bright yellow-orange and later show tube-like cups on the underside of the leaf.',
      },
      {
        name: 'Bitter rot',
        howToTell:
          'Bitter rot makes sunken, round tan spots with pink-orange spore rings, and the rot is cone-shaped into the core.',
      },
      {
        name: 'White rot (Botryosphaeria dothidea)',
        howToTell: 'White rot is soft, watery and light brown, in hot weather; black rot stays firm and dark.',
      },
    ],
    activeIngredients: ['pyraclostrobin', 'thiophanate-methyl', 'captan'],
    management: {
      cultural: [
        'In winter prune out all dead wood, cankers (cut 15 cm below the visible edge) and pruning stubs; burn or bury the wood.',
        'Pick all mummified fruit from the tree and the ground; remove dead trees and brush piles near the orchard.',
        'Control fire blight and avoid wounds; paint large pruning cuts.',
        'Keep trees vigorous with balanced fertiliser and water in dry spells.',
      ],
      biological: ['No reliable biological control; clean pruning is the main tool.'],
      chemical: [
        {
          activeIngredient: 'captan',
          note: 'FRAC M04: about 2-2.5 g of 50% WP per litre from petal fall through summer in wet weather; protects leaves and fruit. Eye irritant, wear goggles.',
        },
        {
          activeIngredient: 'thiophanate-methyl',
          note: 'FRAC 1: about 1 g of 70% WP per litre, mixed with a protectant; resistance is common, maximum 2-3 uses.',
        },
        {
          activeIngredient: 'pyraclostrobin',
          note: 'FRAC 11: label rate in summer sprays; maximum 3-4 strobilurin uses per season, alternate groups. Observe pre-harvest interval; gloves and mask.',
        },
      ],
    },
    prevention: [
      'Yearly dormant pruning of dead wood and removal of mummies is the best prevention; sprays alone fail where dead wood remains.',
      'Protect trees from sunburn, winter injury and fire blight, which open the way for this fungus.',
    ],
    whenToCallExpert:
      'Call if limbs are dying back with cankers on many trees, or if fruit rot is spreading in spite of sanitation and sprays.',
    sources: [
      'APS Compendium of Apple and Pear Diseases and Pests',
      'Cornell Tree Fruit Production Guide',
      'Penn State Extension',
      'University of Minnesota Extension',
    ],
    visual: { colours: ['necrotic-brown', 'purple', 'black'], pattern: 'spots', halo: false },
    keywords: [
      'frogeye',
      'frog eye',
      'purple border',
      'purple rim',
      'mummy',
      'mummified',
      'black rot',
      'canker',
      'calyx end',
    ],
  },
  {
    id: 'apple-cedar-rust',
    name: 'Cedar apple rust',
    scientificName: 'Gymnosporangium juniperi-virginianae',
    synonyms: ['cedar-apple rust', 'apple rust', 'juniper rust', 'gymnosporangium rust'],
    type: 'fungal',
    hosts: ['apple'],
    symptoms: {
      leaf: [
        'Small pale yellow spots on the upper side of leaves in late spring that grow into bright yellow-orange spots 5-10 mm wide with an orange-red rim.',
        'Tiny black dots appear in the centre of each spot on the upper side.',
        'By midsummer the underside of the spot swells and grows small brown tube-like cups with a fringed edge that release orange-brown spores.',
        'Heavily spotted leaves turn yellow and fall early.',
      ],
      fruit: ['Orange-yellow raised spots, often near the blossom end; fruit are small, deformed and may crack.'],
      stem: [
        'On nearby juniper (red cedar) trees, brown woody galls 1-5 cm wide push out bright orange jelly-like horns after spring rain.',
      ],
    },
    favourableConditions: [
      'Juniper or red cedar trees within a few hundred metres; spores blow from the orange galls to apple leaves.',
      'Warm rainy spells from pink bud to about a month after petal fall, when young apple leaves are wet for 4-6 hours or more.',
    ],
    lookAlikes: [
      {
        id: 'apple-scab',
        name: 'Apple scab',
        howToTell: 'Scab spots are dull olive-green and velvety, never bright orange with black dots.',
      },
      {
        id: 'apple-black-rot',
        name: 'Frogeye leaf spot',
        howToTell: 'Frogeye spots are tan-brown with a purple border and no cups underneath.',
      },
      {
        name: 'Hawthorn and quince rust',
        howToTell:
          'These related rusts mostly attack fruit and twigs rather than leaves; a local expert can tell them apart.',
      },
    ],
    activeIngredients: ['mancozeb', 'myclobutanil', 'trifloxystrobin'],
    management: {
      cultural: [
        'Where possible remove wild junipers and red cedars near the orchard, or cut the galls off them in winter before they make orange horns.',
        'Do not plant new junipers as windbreaks or ornamentals near apple.',
        'Rake and remove badly spotted fallen leaves; keep trees well fed so they hold their leaves.',
      ],
      biological: ['No reliable biological control.'],
      chemical: [
        {
          activeIngredient: 'myclobutanil',
          note: 'FRAC 3: about 0.4 g of 10% WP per litre from pink bud to 3-4 weeks after petal fall, every 7-10 days in wet weather. Observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-3 g of 75% WP per litre as a protectant over the same period; gloves and mask.',
        },
        {
          activeIngredient: 'trifloxystrobin',
          note: 'FRAC 11: about 0.15-0.2 g of 50% WG per litre; maximum 2-3 uses, alternate with a group 3 fungicide. Captan alone gives poor rust control.',
        },
      ],
    },
    prevention: [
      'Plant rust-resistant apple varieties (for example Liberty, Enterprise, Freedom) in areas with many junipers.',
      'Time sprays to spring rains while orange horns are seen on nearby junipers.',
    ],
    whenToCallExpert:
      'Call if most leaves are spotted and falling by midsummer, or if you are unsure whether nearby junipers carry the galls.',
    sources: [
      'APS Compendium of Apple and Pear Diseases and Pests',
      'Cornell Tree Fruit Production Guide',
      'University of Minnesota Extension',
      'Penn State Extension',
    ],
    visual: { colours: ['orange-rust', 'chlorotic-yellow', 'black'], pattern: 'spots', halo: true },
    keywords: [
      'cedar',
      'juniper',
      'orange spots',
      'bright orange',
      'yellow orange spots',
      'rust',
      'cups underneath',
      'tubes under leaf',
      'galls on cedar',
    ],
  },
];
