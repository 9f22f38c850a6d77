import type { KnowledgeEntry } from '../types.js';

export const coffeeEntries: KnowledgeEntry[] = [
  {
    id: 'coffee-leaf-rust',
    name: 'Coffee leaf rust',
    scientificName: 'Hemileia vastatrix',
    synonyms: ['coffee rust', 'roya', 'rust of coffee', 'orange rust of coffee'],
    type: 'fungal',
    hosts: ['coffee'],
    symptoms: {
      leaf: [
        'Small pale yellow spots on the upper side of the leaf that grow into round yellow-orange patches.',
        'Under the leaf the spots are covered with orange-yellow powder that rubs off on a finger.',
        'Old spots turn brown and dry in the centre; badly rusted leaves fall early and branches are left bare.',
      ],
      'whole plant': ['After heavy leaf fall the branches die back and the next crop is small.'],
    },
    favourableConditions: [
      'Warm (21-25 °C), rainy weather with water on the leaves; a heavy crop load that weakens the bush.',
      'Susceptible varieties, poor nutrition and wind or rain carrying spores between farms.',
    ],
    lookAlikes: [
      {
        id: 'coffee-cercospora-leaf-spot',
        name: 'Brown eye spot (Cercospora)',
        howToTell:
          'Brown eye spot makes round brown spots with a grey-white centre and no orange powder under the leaf.',
      },
      {
        id: 'coffee-leaf-miner',
        name: 'Coffee leaf miner',
        howToTell:
          'Leaf miner leaves brown papery blotches whose skin peels off, with tiny caterpillars inside; no powder.',
      },
      {
        id: 'potassium-deficiency',
        name: 'Potassium deficiency',
        howToTell: 'Potassium shortage scorches leaf edges and tips evenly, without round powdery spots.',
      },
    ],
    activeIngredients: [
      'copper-oxychloride',
      'copper-hydroxide',
      'cyproconazole',
      'tebuconazole',
      'pyraclostrobin',
      'lecanicillium-lecanii',
    ],
    management: {
      cultural: [
        'Prune and stump old bushes so air and light move through; remove suckers and weeds.',
        'Feed the bushes after harvest so they can carry the crop; moderate shade reduces stress.',
        'Replant with rust-resistant varieties (for example Catimor or Sarchimor types) where rust returns each year.',
      ],
      biological: [
        'The white fungus Lecanicillium lecanii grows on rust spots and slows them; do not spray it off with fungicides more than needed.',
      ],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'Protectant: 3-4 g of 50% WP per litre before and during the rains, every 3-4 weeks; cover the underside of the leaves.',
        },
        {
          activeIngredient: 'copper hydroxide',
          note: 'Protectant: 2-3 g of 77% WP per litre, the same timing; do not mix copper with acid products.',
        },
        {
          activeIngredient: 'cyproconazole',
          note: 'FRAC 3: systemic, about 0.5 ml of 10% SL per litre when 5-10% of leaves show rust; at most 2 sprays a season.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; alternate with pyraclostrobin or copper; observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'pyraclostrobin',
          note: 'FRAC 11: label rate, usually mixed with a triazole; at most 2 sprays a season.',
        },
      ],
    },
    prevention: ['Resistant varieties; balanced feeding; pruning; protective copper sprays at the start of the rains.'],
    whenToCallExpert: 'Call if more than a tenth of the leaves show rust early in the rainy season.',
    sources: ['World Coffee Research', 'CABI Plantwise Knowledge Bank', 'Coffee Board of India', 'EMBRAPA Café'],
    visual: { colours: ['orange-rust', 'chlorotic-yellow', 'necrotic-brown'], pattern: 'pustules', halo: false },
    keywords: ['rust', 'orange powder', 'yellow powder', 'orange spots', 'leaf fall', 'roya', 'coffee'],
  },
  {
    id: 'coffee-cercospora-leaf-spot',
    name: 'Brown eye spot of coffee (Cercospora leaf spot)',
    scientificName: 'Cercospora coffeicola',
    synonyms: ['brown eye spot', 'cercospora leaf spot', 'berry blotch', 'iron spot'],
    type: 'fungal',
    hosts: ['coffee'],
    symptoms: {
      leaf: [
        'Round brown spots 3-15 mm across with a grey or white centre and a red-brown ring, like an eye.',
        'A yellow halo often surrounds each spot; badly spotted leaves fall.',
      ],
      fruit: [
        'Berries get flat brown blotches on the sunny side, turn red too early and the dry skin sticks to the bean.',
      ],
    },
    favourableConditions: [
      'Plants short of nitrogen or potassium, in full sun, drought stress, or young plants in the nursery.',
      'High humidity with warm days.',
    ],
    lookAlikes: [
      {
        id: 'coffee-leaf-rust',
        name: 'Coffee leaf rust',
        howToTell: 'Rust has orange powder under the leaf; brown eye spot has a pale centre and no powder.',
      },
      {
        id: 'coffee-phoma-leaf-spot',
        name: 'Phoma leaf spot',
        howToTell:
          'Phoma blackens young leaves from the edges in cold, windy weather; brown eye spot makes separate round spots with pale centres.',
      },
      {
        id: 'sunscald',
        name: 'Sunscald',
        howToTell: 'Sun scorch makes large pale dead patches on the sunny side only, without ringed spots.',
      },
    ],
    activeIngredients: ['copper-oxychloride', 'cyproconazole', 'azoxystrobin'],
    management: {
      cultural: [
        'Feed the plants well (nitrogen and potassium from soil tests); starved plants get the most spots.',
        'Give young plants and nurseries light shade and water in dry spells.',
        'Control weeds and pick up fallen spotted leaves and berries in the nursery.',
      ],
      biological: ['No reliable biological product; shade trees and mulch reduce stress and spots.'],
      chemical: [
        {
          activeIngredient: 'copper oxychloride',
          note: 'Protectant: 3 g of 50% WP per litre every 3-4 weeks in the rains, the usual nursery spray.',
        },
        {
          activeIngredient: 'cyproconazole',
          note: 'FRAC 3: about 0.5 ml of 10% SL per litre, often mixed with azoxystrobin; at most 2 sprays a season.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre, always with a triazole or copper; at most 2 sprays.',
        },
      ],
    },
    prevention: ['Balanced feeding, shade in nurseries and young fields, and mulch against drought stress.'],
    whenToCallExpert: 'Call if berries are spotted as well as leaves, or if spots keep spreading after feeding.',
    sources: ['EMBRAPA Café', 'CABI Plantwise Knowledge Bank', 'University of Hawaii CTAHR'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['brown eye spot', 'eye spot', 'grey centre', 'white centre', 'berry blotch', 'coffee'],
  },
  {
    id: 'coffee-phoma-leaf-spot',
    name: 'Phoma leaf spot of coffee',
    scientificName: 'Phoma spp. (Phoma tarda, Boeremia exigua)',
    synonyms: ['phoma', 'phoma leaf spot', 'phoma blight', 'mancha de phoma'],
    type: 'fungal',
    hosts: ['coffee'],
    symptoms: {
      leaf: [
        'Dark brown to black spots at the tips and edges of young leaves, often with faint rings, that spread inwards.',
        'Young leaves turn black, curl and fall; new shoots dry back from the tip.',
      ],
      flower: ['Flower buds and young berries blacken and drop.'],
    },
    favourableConditions: [
      'Cool (15-20 °C), wet, windy weather; high-altitude farms and slopes facing cold winds.',
      'Wounds made by wind, hail or insects on young leaves.',
    ],
    lookAlikes: [
      {
        id: 'coffee-cercospora-leaf-spot',
        name: 'Brown eye spot',
        howToTell: 'Brown eye spot makes round spots with a pale centre on older leaves, in warm dry weather.',
      },
      {
        name: 'Cold or wind injury',
        howToTell:
          'Cold injury blackens exposed leaves in one night and stops there; Phoma spots keep spreading on new leaves.',
      },
      {
        name: 'Bacterial blight of coffee',
        howToTell:
          'Bacterial blight makes water-soaked dark spots that run along the shoot; look for ooze in wet weather.',
      },
    ],
    activeIngredients: ['boscalid', 'pyraclostrobin', 'copper-oxychloride'],
    management: {
      cultural: [
        'Plant windbreaks (trees or tall grasses) on the side of cold winds.',
        'Prune out dead shoots and burn or bury them; avoid pruning just before cold wet weather.',
        'Keep the plants well fed so new growth hardens quickly.',
      ],
      biological: ['No biological product is known to work; windbreaks and shade are the main non-chemical defence.'],
      chemical: [
        {
          activeIngredient: 'boscalid',
          note: 'FRAC 7: label rate at the start of the cold wet season, before flowering; at most 2 sprays a season.',
        },
        {
          activeIngredient: 'pyraclostrobin',
          note: 'FRAC 11: label rate, alternated with boscalid; do not use the same group twice in a row.',
        },
        {
          activeIngredient: 'copper oxychloride',
          note: 'Protectant: 3 g of 50% WP per litre before cold fronts, covering young leaves and flowers.',
        },
      ],
    },
    prevention: ['Windbreaks, shade trees and protective sprays before the cold season on exposed slopes.'],
    whenToCallExpert: 'Call if shoots and flowers blacken over a large area after cold weather.',
    sources: ['EMBRAPA Café', 'Fundação Procafé', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['black', 'necrotic-brown'], pattern: 'large-blotches', halo: false },
    keywords: ['black leaf tips', 'black edges', 'cold wind', 'young leaves black', 'shoot dieback', 'phoma', 'coffee'],
  },
  {
    id: 'coffee-leaf-miner',
    name: 'Coffee leaf miner',
    scientificName: 'Leucoptera coffeella (and L. meyricki in Africa)',
    synonyms: ['leaf miner', 'bicho mineiro', 'coffee leafminer', 'minador'],
    type: 'pest',
    hosts: ['coffee'],
    symptoms: {
      leaf: [
        'Irregular brown blotches on the upper side of the leaf; the thin skin over them is dry, papery and peels off.',
        'Inside a fresh blotch are tiny pale caterpillars and their black droppings.',
        'White X-shaped cocoons on the underside of leaves; many mined leaves fall in the dry season.',
      ],
    },
    favourableConditions: [
      'Hot, dry weather and long dry seasons; full sun without shade.',
      'Broad-spectrum insecticide sprays that kill the wasps which eat the larvae.',
    ],
    lookAlikes: [
      {
        id: 'coffee-cercospora-leaf-spot',
        name: 'Brown eye spot',
        howToTell:
          'Brown eye spot is round with a pale centre and the leaf skin does not peel; no caterpillars inside.',
      },
      {
        id: 'coffee-phoma-leaf-spot',
        name: 'Phoma leaf spot',
        howToTell:
          'Phoma blackens tips and edges of young leaves in cold weather; leaf miner blotches are brown and papery.',
      },
      {
        id: 'coffee-leaf-rust',
        name: 'Coffee leaf rust',
        howToTell: 'Rust has orange powder under the leaf; a mine has no powder, only a peeling skin.',
      },
    ],
    activeIngredients: ['chlorantraniliprole', 'thiamethoxam', 'cartap-hydrochloride', 'neem'],
    management: {
      cultural: [
        'Count mined leaves every 2 weeks in the dry season; act when about a third of the leaves on sampled branches have live mines.',
        'Keep or plant shade trees; avoid sprays that kill wasps and other natural enemies.',
        'Leave ground cover between the rows as a home for predators.',
      ],
      biological: [
        'Predatory wasps tear open the mines and parasitic wasps lay eggs in the larvae: spare them.',
        'Neem (azadirachtin) sprays on young mines give partial control.',
      ],
      chemical: [
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28: label rate as a spray or soil drench at the start of the dry season; at most 2 uses a year.',
        },
        {
          activeIngredient: 'thiamethoxam',
          note: 'IRAC 4A: soil drench at the label rate at the start of the rains; toxic to bees, do not use during flowering.',
        },
        {
          activeIngredient: 'cartap hydrochloride',
          note: 'IRAC 14: label rate on live mines; wear gloves and a mask; observe the pre-harvest interval.',
        },
      ],
    },
    prevention: ['Shade, ground cover and spared natural enemies keep the miner below damaging numbers.'],
    whenToCallExpert: 'Call if leaf fall from mines is heavy two years running, or sprays no longer work.',
    sources: ['EMBRAPA Café', 'CABI Invasive Species Compendium', 'University of Florida IFAS Featured Creatures'],
    visual: { colours: ['necrotic-brown'], pattern: 'large-blotches', halo: false },
    keywords: ['mines', 'mined', 'peeling', 'papery blotch', 'tiny caterpillars', 'cocoons', 'leaf miner', 'coffee'],
  },
];
