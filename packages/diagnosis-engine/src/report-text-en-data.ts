import { PART_LABEL, SYMPTOM_LABEL, TYPE_LABEL } from './report-labels.js';
import type { ReportText } from './report-text-types.js';

// The report's English wording: the product description's texts, byte for byte (the tests check it).

/** The offline report's texts in English. */
export const reportTextEn: ReportText = {
  englishName: 'English',
  comma: ', ',
  safetyLine:
    '> **Safety:** wear gloves, a mask and eye protection (PPE) when mixing and spraying; read and follow the label ' +
    '(dose, crop, re-entry time); respect the pre-harvest interval before picking; rotate products with different modes ' +
    'of action (FRAC/IRAC groups) so resistance does not build up; keep children and animals away and never spray near water.',
  disclaimer:
    '_FarmAI gives guidance, not a laboratory diagnosis. If the problem spreads fast or a lot is at stake, confirm it with your local extension officer or an agronomist._',
  typeLabel: TYPE_LABEL,
  symptomLabel: SYMPTOM_LABEL,
  partLabel: PART_LABEL,
  headings: {
    whatWeSaw: '### What we saw',
    otherPossibilities: '### Other possibilities',
    whatToDoNow: '### What to do now',
    treatment: '### Treatment',
    prevention: '### Prevention',
    whenToCallExpert: '### When to call an expert',
    howToTellApart: '### How to tell them apart',
    safeStepsNow: '### Safe steps now',
    toBeSure: '### To be sure',
    whatFarmAiCovers: '### What FarmAI covers',
    whatToPhotograph: '### What to photograph for a second try',
    ifYouStillSeeAProblem: '### If you still see a problem',
    keepItHealthy: '### Keep it healthy',
  },
  mostLikely: (name, pct) => `## Most likely: ${name} (${pct})`,
  typeLine: (scientificName, _type, label) => `${scientificName ? `*${scientificName}*, a ` : 'A '}${label}.`,
  photoBasisNote:
    '_This guess rests on the photo alone: describe what you see (colour, shape, which part, how fast it spreads) for a surer answer._',
  crop: (crops, notOnThisCrop) =>
    `**Crop:** ${crops}${notOnThisCrop ? ' (note: this problem is not usually recorded on this crop)' : ''}`,
  plantPart: (parts) => `**Plant part:** ${parts}`,
  symptomsDescribed: (symptoms) => `**Symptoms you described:** ${symptoms}`,
  notSeen: (symptoms) => `**Not seen (you said):** ${symptoms}`,
  inThePhoto: (photo) => `**In the photo:** ${photo}`,
  typicalSigns: (name, signs) => `**Typical signs of ${name}:** ${signs}`,
  alternative: (name, pct, howToTell) => `- **${name}** (${pct}): ${howToTell}`,
  lookAlike: (name, howToTell) => `- **${name}**: ${howToTell}`,
  lookFor: (symptom) => `Look for: ${symptom}`,
  compareSymptoms: 'Compare the symptoms carefully with the description above.',
  organic: '**Organic / biological**',
  noBiological: 'No proven biological product; rely on the cultural steps above.',
  chemical: '**Chemical**',
  chemicalLine: (activeIngredient, note) => `**${activeIngredient}**: ${note}`,
  noChemical: 'No chemical treatment is recommended for this problem; the steps above are what works.',
  offTopicHeading: '## This does not look like a crop problem',
  offTopicText:
    "FarmAI's diagnosis helps with the health of crops and plants: diseases, pests and nutrient problems. It cannot advise on animals, people or machines.",
  moreDetailHeading: '## Tell us a bit more about the problem',
  couldNotMatchCrop: (crops) => `We could not match your description of the ${crops} to a known problem yet.`,
  couldNotMatch: 'We could not match your description to a known crop problem yet.',
  pleaseDescribe: 'Please describe:',
  describeItems: [
    '**Which crop** it is (for example tomato, maize, rice, beans, cabbage).',
    '**Which part of the plant** is affected: leaves, stems, roots, flowers, fruit, grain.',
    '**What the damage looks like**: colour (yellow, brown, black, white powder, orange), shape (round spots, rings, streaks, holes), size.',
    '**Where it started** (old lower leaves, young top leaves, one patch of the field) and **how fast it spreads**.',
    'Recent weather (rain, heat, dry spell) and anything you sprayed or applied.',
  ],
  example:
    '**Example:** "My tomato plants have round brown spots with rings on the lower leaves. The leaf around each spot turns yellow, and it spread to half the field in a week after heavy rain."',
  fromYourPhoto: (photo) => `**From your photo:** ${photo}`,
  closePhotoHelps: 'A clear, close photo of one affected leaf or fruit also helps.',
  photoAdvice: [
    'One affected leaf (or fruit, stem) close up, filling the picture, in daylight without flash, top side and underside.',
    'The whole plant, and a wider view of the field that shows how the problem is spread (patches, rows, edges).',
    'A healthy leaf of the same plant beside a sick one.',
  ],
  possibly: (names) => `## Possibly: ${names.join(' or ')}`,
  notForThisCrop:
    'None of the problems we know on this crop fits well; these are the closest. Check before you treat anything.',
  noClearLeader:
    'These fit what you described, but no one of them clearly stands out. Check which it is before you spray anything.',
  needsCheck:
    'A description alone cannot confirm the first of these: check what the steps below say before you treat anything.',
  candidateLine: (name, type, signs) => `- **${name}** (${type}): ${signs}`,
  whichOne: (other, top, howToTell) => `- ${other} or ${top}? ${howToTell}`,
  safeSteps: [
    'Remove the worst-affected leaves or plants and take them out of the field (do not compost them).',
    'Water at the base in the morning, not over the leaves; give plants room and air.',
  ],
  noSprayUntilKnown:
    'Do not spray anything until you know which problem it is: a wrong product costs money and can do harm.',
  showExtensionOfficer: 'Show the plant to your local extension officer or an agronomist.',
  notSureHeading: '## We are not sure what this is',
  cropNotCovered: (crops) =>
    `FarmAI does not cover ${crops} yet, so we cannot say what is wrong with it, and we will not guess from another crop's problems.`,
  photoAloneUnclear:
    'From the photo alone we cannot name a problem with confidence. It may be something FarmAI does not cover yet; we would rather say so than guess.',
  noGoodMatch:
    'What you describe does not match any problem we know well enough to name. It may be something FarmAI does not cover yet; we would rather say so than guess.',
  covers: (crops) => `Diseases, pests and nutrient problems of ${crops}.`,
  unsureSteps: [
    'Ask your local extension officer, an agronomist or the plant clinic near you, and take a sample (a few affected leaves in a paper bag).',
    'Do not spray anything until you know what it is.',
    'Remove badly affected plants from the field, and wash tools and hands after handling them.',
  ],
  describeAlso:
    'Also describe the crop, which part is affected, the colour and shape of the damage, where it started and how fast it spreads.',
  healthyHeading: (crop) => (crop ? `## Your ${crop} plant looks healthy` : '## Your plant looks healthy'),
  healthyText: 'We see no sign of disease, pests or nutrient problems in this photo.',
  healthyChecks: [
    'Photograph the affected part itself, close up, in daylight.',
    'Describe what worries you: which part, the colour and shape of the damage, how fast it spreads.',
    'Check the roots and the base of the stem, which a leaf photo does not show.',
  ],
  keepHealthy: [
    'Walk the field once or twice a week and look under the leaves.',
    'Water at the base, feed by a soil test, and remove weeds that shelter pests.',
  ],
  photo: {
    healthyLeaf: (crop, pct) => `it looks like a healthy ${crop} leaf${pct ? ` (${pct})` : ''}.`,
    healthyLeafCropUnclear: 'it looks like a healthy leaf, though the photo does not show clearly which crop it is.',
    looksLike: (crop, problem, pct) => `it looks like ${crop} with ${problem}${pct ? ` (${pct})` : ''}.`,
    noClearProblem: 'no clear problem',
    conditions: {},
    notRecognisedNoText: (known) =>
      `our photo model could not recognise this plant (it knows ${known} leaves). Name the crop and describe what you see, or send a closer photo of one leaf.`,
    notRecognised: (known) =>
      `our photo model could not recognise this plant (it knows ${known} leaves), so the answer rests on your description.`,
    notALeaf: (known) =>
      `this photo does not look like a leaf of a crop our photo model knows (${known}), so we cannot read a problem from it. Send a photo of one affected leaf, close up and sharp, in daylight, filling most of the picture.`,
    mayShow: (crop, problem) =>
      `it may be ${crop} with ${problem}, but the photo alone is not clear enough to be sure.`,
    otherCrop: (seen, named) =>
      `the photo looks more like ${seen} than ${named}, so it cannot confirm the problem; check the crop and send a closer photo of one leaf.`,
    notInModel: 'our photo model does not know this crop yet, so the answer rests on your description.',
    noLeaf:
      'We could not find enough green leaf in the photo to measure the damage; a close, sharp photo of one leaf helps.',
    affectedArea: (pct) => `**Affected area: ${pct}** of the visible leaf surface.`,
    colourNames: {
      'chlorotic-yellow': 'yellowing',
      'necrotic-brown': 'brown dead tissue',
      black: 'black areas',
      'white-powdery': 'white powdery patches',
      'orange-rust': 'orange/rust-coloured pustules',
      purple: 'purple discolouration',
    },
    coloursSeen: (list) => `Colours seen on the leaf: ${list}.`,
    spots: (count, n, meanPct, halos) =>
      `${count} separate spot${n === 1 ? '' : 's'}${meanPct ? `, on average ${meanPct} of the leaf each` : ''}` +
      (halos !== undefined ? `; ${halos} with a yellow halo around them.` : '; no clear yellow halo around them.'),
    patterns: {
      spots: 'separate spots',
      'large-blotches': 'large blotches',
      'powdery-coating': 'a powdery coating',
      pustules: 'small raised pustules',
      'uniform-yellowing': 'even yellowing without spots',
      mosaic: 'a patchy light/dark mosaic',
      streaks: 'streaks along the leaf',
      wilting: 'wilting',
      holes: 'holes',
      none: 'no clear lesions',
    },
    overallPattern: (pattern) => `Overall pattern: ${pattern}.`,
  },
  legend: {
    lookedFor: (crop, problem) => `Where the photo model looked for: ${crop} ${problem}`,
    healthy: 'healthy',
    measured: (affected, spots, n, halos) =>
      `${affected ? `Affected area: ${affected} of leaf · ` : ''}${spots} spot${n === 1 ? '' : 's'}` +
      (halos !== undefined ? ` (${halos} with yellow halo)` : ''),
    noLeaf: 'No leaf found in the photo',
    noDamageMarked: 'no damage marked',
  },
  fallbackTimeout: "_The cloud AI did not answer in time, so this is FarmAI's offline diagnosis._",
  fallbackError: "_The cloud AI could not give an answer just now, so this is FarmAI's offline diagnosis._",
};
