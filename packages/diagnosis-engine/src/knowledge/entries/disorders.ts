import type { KnowledgeEntry } from '../types.js';

/**
 * Problems that look like a pest or a fungus but are neither: no pesticide cures them, and the
 * advice is what to check and what else it could be.
 */
export const disorderEntries: KnowledgeEntry[] = [
  {
    id: 'herbicide-injury',
    name: 'Herbicide drift injury (growth-regulator weedkillers)',
    scientificName: 'Auxin-type herbicides: 2,4-D, dicamba, MCPA, picloram, clopyralid, triclopyr',
    synonyms: [
      'herbicide drift',
      'spray drift',
      'weedkiller damage',
      '2,4-D damage',
      'dicamba injury',
      'hormone herbicide injury',
    ],
    type: 'physiological',
    confirmBy: 'site-check',
    hosts: [
      'tomato',
      'pepper',
      'eggplant',
      'potato',
      'cucurbits',
      'bean',
      'soybean',
      'cotton',
      'grape',
      'cabbage',
      'groundnut',
      'citrus',
      'apple',
    ],
    symptoms: {
      leaf: [
        'New leaves are cupped, puckered or crinkled, narrow and strap-like, with veins running side by side like fingers.',
        'Leaves and leaf stalks twist and bend down; leaf edges may roll, and the newest leaves turn pale.',
      ],
      stem: ['Stems twist, bend over and crack, sometimes with swollen or split places near the base.'],
      'whole plant': [
        'Many plants show it at the same time, worst on the side facing a field, lawn or roadside that was sprayed, and less further in.',
        'It does not spread from plant to plant; leaves that grow later may come out normal.',
      ],
      fruit: ['Fruit may be misshapen, and flowers drop.'],
    },
    favourableConditions: [
      'A neighbour or a roadside crew spraying a weedkiller for broadleaf weeds in wind or heat, a few days to two weeks before.',
      'A sprayer that held weedkiller used again for the crop without thorough cleaning; manure or straw from fields treated with such weedkillers.',
    ],
    lookAlikes: [
      {
        id: 'broad-mite',
        name: 'Broad mite',
        howToTell:
          'Broad mites bronze and harden the underside of young leaves, appear in patches that grow, and are seen with a x20 lens; drift hits a whole side of the field at once.',
      },
      {
        id: 'tomato-yellow-leaf-curl',
        name: 'Leaf curl virus',
        howToTell:
          'Virus curl spreads over weeks from plant to plant with whiteflies around, and leaves stay small and yellow-edged; drift comes at once after a spray nearby.',
      },
      {
        id: 'phytoplasma-yellows',
        name: 'Phytoplasma (yellows, little leaf, phyllody)',
        howToTell:
          'Phytoplasma makes tiny leaves, bushy shoots and green leafy flowers on scattered plants, not twisted strap-like leaves along one edge of the field.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Check what was sprayed nearby in the last two weeks, on which day and in what wind; take dated photos of the pattern across the field.',
        'Water and feed the crop normally and wait: lightly hit plants grow out of it; do not pull them up yet.',
        'Rinse your sprayer three times with a tank cleaner if it ever held a weedkiller, and keep one sprayer only for weedkillers.',
        'Ask the neighbour or spraying contractor to spray only in calm, cool weather with coarse droplets.',
      ],
      biological: ['No biological product helps; the plant has to grow new leaves.'],
      chemical: [
        {
          activeIngredient: 'none',
          note: 'No chemical cures herbicide injury. Do not spray a fungicide or an insecticide: there is no pest to kill.',
        },
      ],
    },
    prevention: [
      'Agree spray days and wind limits with neighbours; keep a buffer strip or hedge between your crop and sprayed fields.',
    ],
    whenToCallExpert:
      'Call the extension officer or the agriculture department to record the damage, and ask about a leaf test if you may claim compensation; fruit from crops hit hard should not be sold before the officer advises.',
    sources: [
      'Purdue University Extension: Diagnosing herbicide injury',
      'University of Minnesota Extension',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow'], pattern: 'none', halo: false },
    keywords: [
      'herbicide',
      'weedkiller',
      'weed killer',
      'drift',
      'sprayed',
      'neighbour',
      'cupped',
      'cupping',
      'twisted',
      'strappy',
      'strap',
      'fan shaped',
      '2,4-d',
      'dicamba',
    ],
  },
  {
    id: 'phytoplasma-yellows',
    name: 'Phytoplasma diseases (grapevine yellows, bois noir, little leaf, phyllody)',
    scientificName: "Phytoplasmas, e.g. 'Candidatus Phytoplasma solani' (bois noir, stolbur) and flavescence dorée",
    synonyms: [
      'phytoplasma',
      'grapevine yellows',
      'bois noir',
      'flavescence doree',
      'stolbur',
      'little leaf',
      'phyllody',
      'witches broom',
      'big bud',
    ],
    type: 'bacterial',
    confirmBy: 'lab-test',
    hosts: ['grape', 'tomato', 'pepper', 'potato', 'bean', 'soybean', 'groundnut', 'cucurbits', 'cabbage'],
    symptoms: {
      leaf: [
        'Leaves turn yellow (white grapes) or red (red grapes) in whole patches, feel thick and brittle and roll downward.',
        'New leaves are very small and crowded on short shoots (little leaf).',
      ],
      stem: ['Grape shoots stay green and rubbery and do not turn to wood; they droop and die in winter.'],
      flower: [
        'Flowers turn green and leaf-like (phyllody) or stay closed and swollen (big bud); little or no fruit sets.',
      ],
      fruit: ['Grape bunches wither and dry before ripening; berries shrivel and taste sour.'],
      'whole plant': [
        'Many small shoots form a broom; single plants or vines are hit, scattered in the field, and the number grows from year to year.',
      ],
    },
    favourableConditions: [
      'Leafhoppers and planthoppers that carry the phytoplasma from weeds such as bindweed and nettle (bois noir) or from sick vines (flavescence dorée).',
      'Infected cuttings, grafting wood and nursery plants.',
    ],
    lookAlikes: [
      {
        id: 'grape-esca',
        name: 'Esca (black measles)',
        howToTell:
          'Esca leaves have tiger stripes between green veins and dry to brown, and the trunk wood shows dark spots; yellows leaves roll down and feel brittle, and shoots stay rubbery.',
      },
      {
        id: 'magnesium-deficiency',
        name: 'Magnesium or potassium deficiency',
        howToTell:
          'Deficiency colours the older leaves of every plant in a patch evenly and does not stop shoots from hardening or flowers from setting.',
      },
      {
        id: 'herbicide-injury',
        name: 'Herbicide drift',
        howToTell:
          'Drift twists and narrows new leaves on many plants on one side of the field at once; phytoplasma hits single plants, with tiny leaves and green flowers.',
      },
    ],
    activeIngredients: [],
    management: {
      cultural: [
        'Mark the sick plants or vines and pull out and burn plants that are badly hit; cut grape shoots with symptoms well below them.',
        'Remove bindweed, nettle and other weed hosts in and around the field, without mowing while the hoppers are flying.',
        'Take cuttings and grafting wood only from vines that showed no symptoms; buy certified nursery plants, hot-water treated for grapes.',
      ],
      biological: ['No biological product cures it; keep the weed hosts down and conserve natural enemies of hoppers.'],
      chemical: [
        {
          activeIngredient: 'none for the phytoplasma',
          note: 'No chemical cures phytoplasma. Where flavescence dorée is present, the plant protection service sets the hopper sprays; follow their programme only.',
        },
      ],
    },
    prevention: ['Certified planting material, weed-host control and early removal of sick plants.'],
    whenToCallExpert:
      'Call the extension officer for a lab test (PCR) on leaves: flavescence dorée of grapes must be reported in many countries, and only a test tells the phytoplasmas apart.',
    sources: [
      'EPPO Global Database',
      'University of California IPM Grape Pest Management Guidelines',
      'CABI Plantwise Knowledge Bank',
    ],
    visual: { colours: ['chlorotic-yellow', 'purple'], pattern: 'uniform-yellowing', halo: false },
    keywords: [
      'phytoplasma',
      'yellows',
      'little leaf',
      'tiny leaves',
      'phyllody',
      'green flowers',
      'witches broom',
      'rubbery',
      'bois noir',
      'leafhopper',
    ],
  },
];
