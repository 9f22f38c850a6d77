import type { KnowledgeEntry } from '../types.js';

const RUST_SOURCES = [
  'CIMMYT Wheat Doctor',
  'CABI Plantwise Knowledge Bank',
  'AHDB Wheat Disease Management Guide',
  'ICAR-Indian Institute of Wheat and Barley Research',
];

export const wheatEntries: KnowledgeEntry[] = [
  {
    id: 'wheat-leaf-rust',
    name: 'Wheat leaf rust (brown rust)',
    scientificName: 'Puccinia triticina',
    synonyms: ['brown rust', 'leaf rust', 'orange rust of wheat'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      leaf: [
        'Small, round to oval, orange-brown powdery pustules (about 1-1.5 mm) scattered without order, mainly on the upper side of the leaf.',
        'Rubbing a leaf leaves orange-brown powder on your fingers.',
        'Later in the season pustules turn dark brown-black; heavily infected leaves yellow and dry early.',
      ],
    },
    favourableConditions: [
      'Mild to warm temperatures (15-25 °C) with dew at night.',
      'Susceptible varieties, volunteer wheat carrying the rust between seasons, late sowing.',
    ],
    lookAlikes: [
      {
        id: 'wheat-stripe-rust',
        name: 'Stripe (yellow) rust',
        howToTell:
          'Stripe rust pustules are lemon-yellow and lined up in long stripes between the veins, in cool weather.',
      },
      {
        id: 'wheat-stem-rust',
        name: 'Stem rust',
        howToTell:
          'Stem rust pustules are larger, long, dark reddish-brown, tear the leaf skin and appear on stems and both leaf sides.',
      },
      {
        id: 'septoria-tritici-blotch',
        name: 'Septoria tritici blotch',
        howToTell: 'Septoria makes brown blotches with black dots, not powdery pustules that rub off.',
      },
    ],
    activeIngredients: ['azoxystrobin', 'tebuconazole', 'propiconazole'],
    management: {
      cultural: [
        'Destroy volunteer wheat and grassy weeds before sowing.',
        'Sow at the recommended time; avoid very late sowing and excessive nitrogen.',
        'Scout from tillering; spray when 5-10% of flag-1 or flag leaves show pustules on susceptible varieties.',
      ],
      biological: ['No practical biological control; resistant varieties are the main tool.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre (about 0.5 l/ha in 500 l water) at first pustules; repeat after 15 days if needed. Observe label pre-harvest interval (often 30+ days).',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre. Wear gloves and mask.',
        },
        {
          activeIngredient: 'azoxystrobin + tebuconazole',
          note: 'FRAC 11 + 3: use when strong protection of the flag leaf is needed; maximum 2 strobilurin sprays per season.',
        },
      ],
    },
    prevention: ['Grow resistant varieties recommended for your zone and replace varieties that become susceptible.'],
    whenToCallExpert:
      'Call if pustules reach the flag leaf before flowering, or if a resistant variety suddenly shows rust (new race).',
    sources: RUST_SOURCES,
    visual: { colours: ['orange-rust', 'chlorotic-yellow'], pattern: 'pustules', halo: false },
    keywords: ['rust', 'brown rust', 'orange powder', 'pustules', 'powder on fingers', 'scattered'],
  },
  {
    id: 'wheat-stripe-rust',
    name: 'Wheat stripe rust (yellow rust)',
    scientificName: 'Puccinia striiformis f. sp. tritici',
    synonyms: ['yellow rust', 'stripe rust', 'peeli kungi'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      leaf: [
        'Lemon-yellow to orange-yellow powdery pustules arranged in long narrow stripes between the leaf veins.',
        'Yellow powder stains fingers and clothes; on young plants pustules cover the leaf without clear stripes.',
        'Starts in patches (foci) in the field that spread fast; leaves later turn brown and dry.',
      ],
      grain: ['Pustules can appear on the glumes; grain is shrivelled.'],
    },
    favourableConditions: [
      'Cool weather (10-15 °C) with dew or light rain; cool nights in winter and early spring.',
      'Susceptible varieties; wind carries spores long distances.',
    ],
    lookAlikes: [
      {
        id: 'wheat-leaf-rust',
        name: 'Leaf rust',
        howToTell: 'Leaf rust pustules are orange-brown, round and scattered, not in yellow stripes.',
      },
      {
        id: 'nitrogen-deficiency',
        name: 'Nitrogen deficiency',
        howToTell: 'Nitrogen shortage yellows whole older leaves evenly with no powder that rubs off.',
      },
    ],
    activeIngredients: ['tebuconazole', 'propiconazole', 'trifloxystrobin'],
    management: {
      cultural: [
        'Scout early in cool weather, looking for yellow patches; remove volunteer wheat.',
        'Avoid excessive nitrogen; sow on time.',
      ],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre at the first stripes (patches), repeat after 15-20 days in cool wet weather. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; rotate with a strobilurin mixture.',
        },
        {
          activeIngredient: 'trifloxystrobin + tebuconazole',
          note: 'FRAC 11 + 3: about 0.4 g of 75% WG per litre; at most 2 uses. Gloves and mask.',
        },
      ],
    },
    prevention: [
      'Grow resistant varieties; follow disease warnings from the extension service; avoid sowing susceptible varieties in cool, high areas.',
    ],
    whenToCallExpert:
      'Call at the first yellow patches: stripe rust can destroy a susceptible crop within weeks and authorities track new races.',
    sources: RUST_SOURCES,
    visual: { colours: ['orange-rust', 'chlorotic-yellow'], pattern: 'streaks', halo: false },
    keywords: ['yellow rust', 'stripes', 'yellow powder', 'yellow stripes', 'rust', 'powder stains', 'lines'],
  },
  {
    id: 'wheat-stem-rust',
    name: 'Wheat stem rust (black rust)',
    scientificName: 'Puccinia graminis f. sp. tritici (including Ug99 races)',
    synonyms: ['black rust', 'stem rust', 'Ug99'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      stem: [
        'Long, large (up to 3 mm x 10 mm) dark reddish-brown powdery pustules on the stems and leaf sheaths, tearing the skin so the edges look ragged.',
        'Late in the season pustules turn black; stems weaken and break, the crop lodges.',
      ],
      leaf: ['Pustules appear on both sides of the leaves.'],
      grain: ['Shrivelled, light grain; pustules on the ear and awns.'],
    },
    favourableConditions: [
      'Warm days (20-30 °C) with dew or rain; later in the season and in warmer areas.',
      'Barberry bushes and volunteer wheat near fields.',
    ],
    lookAlikes: [
      {
        id: 'wheat-leaf-rust',
        name: 'Leaf rust',
        howToTell:
          'Leaf rust pustules are small, round and mostly on the upper leaf surface, not big tearing pustules on stems.',
      },
    ],
    activeIngredients: ['azoxystrobin', 'tebuconazole', 'propiconazole', 'cyproconazole'],
    management: {
      cultural: ['Remove volunteer wheat and barberry; sow early to escape late-season heat and rust.'],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre at first pustules. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; rotate with strobilurin mixtures.',
        },
        {
          activeIngredient: 'azoxystrobin + cyproconazole',
          note: 'FRAC 11 + 3: label rate; maximum 2 strobilurin sprays a season. Gloves and mask.',
        },
      ],
    },
    prevention: ['Grow varieties with stem rust (Ug99) resistance as recommended by national programmes.'],
    whenToCallExpert:
      'Call immediately: stem rust outbreaks (including Ug99) are reported and tracked by national wheat programmes.',
    sources: RUST_SOURCES,
    visual: { colours: ['orange-rust', 'black'], pattern: 'pustules', halo: false },
    keywords: ['black rust', 'stem rust', 'rust on stem', 'reddish brown', 'ragged', 'lodging', 'pustules'],
  },
  {
    id: 'wheat-powdery-mildew',
    name: 'Powdery mildew of wheat',
    scientificName: 'Blumeria graminis f. sp. tritici',
    synonyms: ['powdery mildew', 'mildew', 'white mildew of cereals'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      leaf: [
        'White to grey fluffy, cotton-like patches on the upper side of lower leaves and sheaths that rub off easily.',
        'Patches turn greyish-brown with tiny black dots later; the leaf below turns yellow.',
      ],
      grain: ['Severe attacks reach the ear and reduce grain size.'],
    },
    favourableConditions: ['Mild (15-22 °C), humid weather but not rainy; dense, lush crops with high nitrogen.'],
    lookAlikes: [
      {
        id: 'wheat-stripe-rust',
        name: 'Stripe rust',
        howToTell:
          'Rust powder is yellow or orange and comes from pustules under the skin; mildew is white cotton on the surface.',
      },
    ],
    activeIngredients: ['tebuconazole', 'propiconazole', 'sulphur'],
    management: {
      cultural: ['Avoid dense sowing and excess nitrogen; remove volunteer wheat.'],
      biological: ['Sulphur-based products are accepted in organic production.'],
      chemical: [
        {
          activeIngredient: 'sulphur (wettable)',
          note: 'FRAC M02: 2-3 g of 80% WP per litre; do not spray above 32 °C.',
        },
        {
          activeIngredient: 'propiconazole',
          note: 'FRAC 3: 1 ml of 25% EC per litre when mildew reaches the upper leaves. Observe label pre-harvest interval.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; rotate with sulphur or strobilurin mixtures.',
        },
      ],
    },
    prevention: ['Grow resistant varieties; balanced fertilization.'],
    whenToCallExpert: 'Call if mildew covers the flag leaf before flowering.',
    sources: ['CIMMYT Wheat Doctor', 'AHDB Wheat Disease Management Guide', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['white-powdery', 'chlorotic-yellow'], pattern: 'powdery-coating', halo: false },
    keywords: ['white powder', 'powdery', 'mildew', 'cotton', 'fluffy', 'white patches'],
  },
  {
    id: 'septoria-tritici-blotch',
    name: 'Septoria tritici blotch',
    scientificName: 'Zymoseptoria tritici (Mycosphaerella graminicola)',
    synonyms: ['septoria leaf blotch', 'STB', 'speckled leaf blotch'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      leaf: [
        'Pale yellow flecks on lower leaves that grow into long, irregular tan to brown blotches limited by the veins.',
        'Inside the blotches there are tiny black dots in lines (fungal fruiting bodies) that look like ground pepper.',
        'Blotches move up to the flag leaf in rainy weather; whole leaves die.',
      ],
    },
    favourableConditions: [
      'Cool (15-20 °C), wet, rainy weather; rain splash moves spores up the plant.',
      'Early sowing, wheat after wheat, infected stubble.',
    ],
    lookAlikes: [
      {
        id: 'wheat-leaf-rust',
        name: 'Leaf rust',
        howToTell: 'Rust has raised powdery orange pustules; septoria blotches are flat, brown, with black dots.',
      },
      {
        name: 'Tan spot',
        howToTell:
          'Tan spot lesions are eye-shaped tan spots with a yellow halo and a dark centre point, without the black dots.',
      },
    ],
    activeIngredients: ['chlorothalonil', 'prothioconazole', 'pyraclostrobin', 'fluxapyroxad'],
    management: {
      cultural: ['Bury or remove infected stubble; rotate with non-cereal crops; avoid very early sowing.'],
      biological: ['No practical biological control.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: 'FRAC M05: protectant partner, label rate; important for resistance management.',
        },
        {
          activeIngredient: 'prothioconazole',
          note: 'FRAC 3: label rate at flag leaf emergence; azole resistance is rising, always mix with a multi-site.',
        },
        {
          activeIngredient: 'fluxapyroxad + pyraclostrobin',
          note: 'FRAC 7 + 11: label rate, maximum 2 SDHI sprays per season. Strobilurin resistance is widespread in this fungus. Observe pre-harvest interval.',
        },
      ],
    },
    prevention: ['Grow varieties with good septoria resistance scores; crop rotation.'],
    whenToCallExpert: 'Call if blotches reach leaf 2 or the flag leaf before heading in wet weather.',
    sources: ['CIMMYT Wheat Doctor', 'AHDB Wheat Disease Management Guide', 'CABI Plantwise Knowledge Bank'],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'large-blotches', halo: false },
    keywords: ['blotch', 'black dots', 'pepper', 'brown patches', 'lower leaves', 'rainy', 'tan'],
  },
  {
    id: 'wheat-loose-smut',
    name: 'Loose smut of wheat',
    scientificName: 'Ustilago tritici',
    synonyms: ['loose smut', 'smut', 'black ear'],
    type: 'fungal',
    hosts: ['wheat'],
    symptoms: {
      grain: [
        'At heading, the whole ear is a mass of black-brown powder in place of grain, at first covered by a thin grey skin.',
        'Wind blows the powder away, leaving only a bare naked stalk (rachis).',
        'Smutted heads come out a little earlier than healthy ones.',
      ],
    },
    favourableConditions: [
      'Infected seed: the fungus lives inside the seed embryo and shows no sign until heading.',
      'Cool, humid weather at flowering allows new seed infection.',
    ],
    lookAlikes: [
      {
        name: 'Karnal bunt / common bunt',
        howToTell:
          'Bunt grains look normal from outside but are full of black powder that smells of rotten fish; loose smut replaces the whole ear.',
      },
      {
        id: 'fusarium-head-blight',
        name: 'Fusarium head blight',
        howToTell: 'Head blight makes parts of the ear bleached white or pink, not black powder.',
      },
    ],
    activeIngredients: ['tebuconazole', 'thiram', 'carboxin'],
    management: {
      cultural: [
        'Pull out smutted heads in a bag before the powder spreads and burn them.',
        'Do not keep seed from a field with smut.',
      ],
      biological: [
        'Hot-water or solar seed treatment (soak 4 hours in water, then dry seed in hot sun in summer) as practised locally.',
      ],
      chemical: [
        {
          activeIngredient: 'carboxin + thiram',
          note: 'FRAC 7 + M03 seed treatment: about 2-2.5 g per kg seed. Treated seed must never be eaten or fed to animals.',
        },
        {
          activeIngredient: 'tebuconazole (seed treatment)',
          note: 'FRAC 3: 1-1.25 g of 2% DS per kg seed. Wear gloves; dye treated seed.',
        },
      ],
    },
    prevention: ['Use certified seed or systemic seed treatment every season.'],
    whenToCallExpert: 'Call if more than 1% of heads are smutted in a field meant for seed.',
    sources: [
      'CIMMYT Wheat Doctor',
      'ICAR-Indian Institute of Wheat and Barley Research',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['black'], pattern: 'powdery-coating', halo: false },
    keywords: ['black powder', 'black ear', 'smut', 'no grain', 'naked stalk', 'black head'],
  },
  {
    id: 'fusarium-head-blight',
    name: 'Fusarium head blight (scab)',
    scientificName: 'Fusarium graminearum and other Fusarium spp.',
    synonyms: ['head scab', 'scab of wheat', 'FHB', 'ear blight', 'gibberella ear rot (maize)'],
    type: 'fungal',
    hosts: ['wheat', 'maize'],
    symptoms: {
      grain: [
        'Some spikelets or the upper part of the ear turn bleached white or straw-coloured early while the rest is still green.',
        'Pink to orange mould on the spikelets and at the base of the glumes in wet weather.',
        'Grains are shrivelled, chalky white or pink ("tombstones") and may carry toxins (DON) harmful to people and animals.',
        'In maize, pink-red mould starts at the tip of the cob.',
      ],
    },
    favourableConditions: [
      'Warm (25-30 °C), wet, humid weather during flowering.',
      'Maize stubble left on the surface before wheat; minimum tillage.',
    ],
    lookAlikes: [
      {
        id: 'wheat-loose-smut',
        name: 'Loose smut',
        howToTell: 'Loose smut turns the whole ear into black powder.',
      },
      {
        name: 'Frost or drought at heading',
        howToTell: 'Frost or drought gives white heads across whole areas without pink mould.',
      },
    ],
    activeIngredients: ['tebuconazole', 'prothioconazole', 'metconazole'],
    management: {
      cultural: [
        'Plough in maize and cereal residues; do not sow wheat directly after maize.',
        'Harvest promptly; dry grain quickly below 14% moisture; clean out light shrivelled grain.',
      ],
      biological: ['Bacillus-based biofungicides are registered in some countries as part of an integrated programme.'],
      chemical: [
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: label rate at early flowering (anthers out); timing is critical, later sprays give little control.',
        },
        {
          activeIngredient: 'prothioconazole',
          note: 'FRAC 3: label rate at flowering; do not use strobilurins at this stage as they can raise toxin levels. Observe pre-harvest interval.',
        },
        {
          activeIngredient: 'metconazole',
          note: 'FRAC 3: label rate at flowering. Wear gloves and mask.',
        },
      ],
    },
    prevention: ['Grow moderately resistant varieties; rotate away from maize; stagger flowering dates.'],
    whenToCallExpert:
      'Call if many heads are bleached and pink: the grain may need a toxin test before feeding or sale.',
    sources: ['CIMMYT Wheat Doctor', 'CABI Plantwise Knowledge Bank', 'US Wheat and Barley Scab Initiative'],
    visual: { colours: ['chlorotic-yellow', 'orange-rust'], pattern: 'large-blotches', halo: false },
    keywords: [
      'bleached',
      'white heads',
      'pink mould',
      'pink mold',
      'scab',
      'shrivelled grain',
      'head blight',
      'toxin',
    ],
  },
];
