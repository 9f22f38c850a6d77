import type { KnowledgeEntry } from '../types.js';

/** Common bean (Phaseolus vulgaris) leaf diseases; pulses in general are the crop id `bean`. */
export const beanEntries: KnowledgeEntry[] = [
  {
    id: 'bean-angular-leaf-spot',
    name: 'Angular leaf spot of bean',
    scientificName: 'Pseudocercospora griseola (Phaeoisariopsis griseola)',
    synonyms: ['angular leaf spot', 'ALS', 'angular spot of beans', 'bean leaf spot'],
    type: 'fungal',
    hosts: ['bean'],
    symptoms: {
      leaf: [
        'Small grey to brown spots that stop at the small veins, so each spot has straight sides and looks angular, like a checkerboard.',
        'Under the leaf the spots carry dark grey to black bristly fungal tufts; a yellow border may form around them.',
        'Spots join, the leaf turns yellow and falls early, starting with the older leaves.',
      ],
      fruit: [
        'Pods have round to oval red-brown spots with a darker border; seeds in them are small and may be stained.',
      ],
      stem: ['Elongated dark brown spots on stems and leaf stalks.'],
    },
    favourableConditions: [
      'Moderate temperatures (16-28 °C) with alternating wet and dry spells and long dew periods.',
      'Infected seed and bean residues left in the field; beans grown on the same land every season.',
    ],
    lookAlikes: [
      {
        id: 'bean-rust',
        name: 'Bean rust',
        howToTell:
          'Rust makes raised round red-brown pustules that leave rust-coloured powder on a finger; angular leaf spot is flat, angular and leaves no powder.',
      },
      {
        name: 'Common bacterial blight',
        howToTell:
          'Bacterial blight starts as water-soaked spots that turn brown with a bright lemon-yellow edge, often at the leaf margin, and has no dark fungal tufts underneath.',
      },
      {
        name: 'Bean anthracnose',
        howToTell:
          'Anthracnose blackens the veins on the underside of the leaf and makes sunken black cankers on pods, not angular spots between the veins.',
      },
    ],
    activeIngredients: ['mancozeb', 'azoxystrobin', 'tebuconazole', 'thiophanate-methyl', 'trichoderma'],
    management: {
      cultural: [
        'Sow clean, certified seed; never keep seed from a field that had pod spots.',
        'Rotate beans with maize, sorghum or other non-legumes for at least 2 years, and bury or remove bean residues after harvest.',
        'Do not work in the field while the leaves are wet; pick off and destroy the first spotted leaves in a small plot.',
      ],
      biological: ['Treat seed with Trichoderma (T. harzianum or T. viride) at the label rate before sowing.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g of 75% WP per litre as soon as the first spots show, every 10-14 days; wear gloves and observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre, at most 2 sprays a season, alternated with mancozeb.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; at most 2 sprays; observe the pre-harvest interval on the label.',
        },
        {
          activeIngredient: 'thiophanate-methyl',
          note: 'FRAC 1: 1 g of 70% WP per litre, in rotation with another group; resistance builds fast if used alone.',
        },
      ],
    },
    prevention: [
      'Resistant or tolerant varieties from the national bean programme.',
      'Clean seed, rotation and residue removal; wider spacing so the canopy dries quickly.',
    ],
    whenToCallExpert:
      'Call if spots cover many leaves before flowering, or if pods are spotted on seed you plan to keep.',
    sources: [
      'CIAT Bean Disease and Pest Identification',
      'CABI Plantwise Knowledge Bank',
      'APS Compendium of Bean Diseases',
    ],
    visual: { colours: ['necrotic-brown', 'chlorotic-yellow'], pattern: 'spots', halo: true },
    keywords: ['angular spots', 'angular', 'checkerboard', 'grey tufts', 'pod spots', 'leaf spot', 'bean'],
  },
  {
    id: 'bean-rust',
    name: 'Bean rust',
    scientificName: 'Uromyces appendiculatus',
    synonyms: ['rust of beans', 'bean leaf rust', 'common bean rust'],
    type: 'fungal',
    hosts: ['bean'],
    symptoms: {
      leaf: [
        'Tiny white or pale yellow flecks, mostly on the underside, that grow into raised round red-brown pustules.',
        'The pustules burst and leave rust-coloured powder on a finger; many have a yellow ring around them.',
        'Later the pustules turn dark brown to black; heavily rusted leaves turn yellow, dry and fall.',
      ],
      fruit: ['Pustules may also appear on pods, which stay small.'],
    },
    favourableConditions: [
      'Mild temperatures (17-27 °C) with leaves wet for 10 hours or more, from dew, fog or rain.',
      'Volunteer beans and residues carrying spores; planting one susceptible variety over large areas.',
    ],
    lookAlikes: [
      {
        id: 'bean-angular-leaf-spot',
        name: 'Angular leaf spot',
        howToTell:
          'Angular leaf spot is flat, grey-brown and bounded by veins, with dark tufts underneath; rust pustules are raised and leave powder on a finger.',
      },
      {
        id: 'soybean-rust',
        name: 'Soybean (Asian) rust',
        howToTell:
          'Asian rust makes very small tan to dark brown lesions with pustules like tiny volcanoes; bean rust pustules are bigger and red-brown.',
      },
      {
        name: 'Bacterial brown spot',
        howToTell: 'Bacterial brown spot makes small dark brown dead spots that tear out, with no powdery pustules.',
      },
    ],
    activeIngredients: ['sulphur', 'mancozeb', 'tebuconazole', 'azoxystrobin', 'bacillus-subtilis'],
    management: {
      cultural: [
        'Plough in or remove bean residues and pull out volunteer beans before sowing.',
        'Rotate with cereals; do not sow a new bean crop next to an old rusted one.',
        'Sow at the recommended spacing and avoid overhead irrigation late in the day.',
      ],
      biological: ['Bacillus subtilis products, sprayed early and every 7 days, slow rust in small plots.'],
      chemical: [
        {
          activeIngredient: 'sulphur',
          note: 'Protectant: 2-3 g of 80% WP wettable sulphur per litre at the first pustules; not above 30 °C.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g of 75% WP per litre every 7-10 days; protects new leaves.',
        },
        {
          activeIngredient: 'tebuconazole',
          note: 'FRAC 3: about 1 ml of 25% EC per litre; at most 2 sprays a season; observe the pre-harvest interval.',
        },
        {
          activeIngredient: 'azoxystrobin',
          note: 'FRAC 11: 1 ml of 23% SC per litre; at most 2 sprays, alternated with another group.',
        },
      ],
    },
    prevention: ['Rust-resistant varieties; early sowing; rotation and removal of volunteer beans.'],
    whenToCallExpert: 'Call if rust reaches the upper leaves before pods fill.',
    sources: [
      'CIAT Bean Disease and Pest Identification',
      'University of Minnesota Extension',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['orange-rust', 'necrotic-brown', 'chlorotic-yellow'], pattern: 'pustules', halo: true },
    keywords: ['rust', 'pustules', 'rust powder', 'reddish brown pustules', 'powder on finger', 'bean'],
  },
];
