import { describeFeatures } from './image-analysis.js';
import { CROPS } from './knowledge/crops.js';
import type { KnowledgeEntry, PlantPart } from './knowledge/types.js';
import type { RankedEntry, Ranking } from './ranker.js';
import { PART_LABEL, SYMPTOM_LABEL, TYPE_LABEL } from './report-labels.js';
import type { VerdictDecision } from './verdict.js';

export { TYPE_LABEL } from './report-labels.js';

export const SAFETY_LINE =
  '> **Safety:** wear gloves, a mask and eye protection (PPE) when mixing and spraying; read and follow the label ' +
  '(dose, crop, re-entry time); respect the pre-harvest interval before picking; rotate products with different modes ' +
  'of action (FRAC/IRAC groups) so resistance does not build up; keep children and animals away and never spray near water.';

export const DISCLAIMER =
  '_FarmAI gives guidance, not a laboratory diagnosis. If the problem spreads fast or a lot is at stake, confirm it with your local extension officer or an agronomist._';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`);
const sentence = (s: string) => s.trim().replace(/\s+/g, ' ');

function howToTell(top: KnowledgeEntry, other: KnowledgeEntry): string {
  const byTop = top.lookAlikes.find((l) => l.id === other.id || l.name.toLowerCase() === other.name.toLowerCase());
  if (byTop) return sentence(byTop.howToTell);
  const byOther = other.lookAlikes.find((l) => l.id === top.id || l.name.toLowerCase() === top.name.toLowerCase());
  if (byOther) return sentence(byOther.howToTell);
  const first = Object.values(other.symptoms).flat()[0];
  return first ? `Look for: ${sentence(first)}` : 'Compare the symptoms carefully with the description above.';
}

/** A crop id in words: `sweet-potato` → `sweet potato`. */
const cropLabel = (crop: string) => crop.replace(/-/g, ' ');

/**
 * What the photo shows: the leaf-photo model's reading when it recognised the plant, then the
 * measured damage, never on a leaf the model reads as healthy.
 */
export function photoLines(ranking: Ranking): string | undefined {
  const { photo, image } = ranking;
  const parts: string[] = [];
  if (photo?.status === 'recognised' && photo.crop) {
    const crop = cropLabel(photo.crop);
    // no measured "spots" on a leaf the model reads as healthy
    if (photo.looksHealthy) return `it looks like a healthy ${crop} leaf (${pct(photo.healthy)}).`;
    if (photo.topClass) {
      const problem = photo.topClass.id.endsWith('healthy') ? 'no clear problem' : photo.topClass.condition;
      parts.push(`it looks like ${crop} with ${problem} (${pct(photo.topClass.probability)}).`);
    }
  } else if (photo?.status === 'not-recognised') {
    const known = [...new Set(photo.prediction.classes.map((c) => c.crop))].sort().map(cropLabel).join(', ');
    parts.push(
      `our photo model could not recognise this plant (it knows ${known} leaves), so the answer rests on your description.`,
    );
  } else if (photo?.status === 'crop-not-in-model') {
    parts.push('our photo model does not know this crop yet, so the answer rests on your description.');
  }
  if (image) parts.push(describeFeatures(image).join(' '));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The symptom sentences of an entry for the parts the farmer named (or its first ones). */
function keySymptoms(entry: KnowledgeEntry, parts: readonly PlantPart[], max = 2): string[] {
  const chosen: string[] = [];
  for (const part of parts) chosen.push(...(entry.symptoms[part] ?? []));
  if (chosen.length === 0) chosen.push(...Object.values(entry.symptoms).flat());
  return chosen.slice(0, max).map(sentence);
}

function whatWeSaw(ranking: Ranking, top: RankedEntry): string[] {
  const { analysis } = ranking;
  const lines: string[] = [];
  if (analysis.crops.length > 0) {
    const fit = top.hostMatch === false ? ' (note: this problem is not usually recorded on this crop)' : '';
    lines.push(`**Crop:** ${analysis.crops.join(', ')}${fit}`);
  }
  if (analysis.parts.length > 0) lines.push(`**Plant part:** ${analysis.parts.map((p) => PART_LABEL[p]).join(', ')}`);
  if (analysis.symptoms.length > 0) {
    const labels = analysis.symptoms.map((s) => SYMPTOM_LABEL[s] ?? s);
    lines.push(`**Symptoms you described:** ${labels.join(', ')}`);
  }
  if (analysis.negated.length > 0) {
    lines.push(`**Not seen (you said):** ${analysis.negated.map((s) => SYMPTOM_LABEL[s] ?? s).join(', ')}`);
  }
  const photo = photoLines(ranking);
  if (photo) lines.push(`**In the photo:** ${photo}`);
  const typical = keySymptoms(top.entry, analysis.parts);
  if (typical.length > 0) lines.push(`**Typical signs of ${top.entry.name}:** ${typical.join(' ')}`);
  return bullets(lines);
}

/** The offline Markdown answer for a ranking with at least one candidate. */
export function renderDiagnosis(ranking: Ranking): string {
  const [top, ...rest] = ranking.ranked;
  if (!top) return renderNeedMoreDetail(ranking);
  const e = top.entry;
  const out: string[] = [];
  out.push(`## Most likely: ${e.name} (${pct(top.confidence)})`);
  const sci = e.scientificName ? `*${e.scientificName}*, a ` : 'A ';
  out.push(`${sci}${TYPE_LABEL[e.type]}.`);
  if (ranking.basis === 'photo') {
    out.push('');
    out.push(
      '_This guess rests on the photo alone: describe what you see (colour, shape, which part, how fast it spreads) for a surer answer._',
    );
  }
  out.push('');
  out.push('### What we saw');
  out.push(...whatWeSaw(ranking, top));

  const alternatives = rest.slice(0, 2);
  if (alternatives.length > 0) {
    out.push('');
    out.push('### Other possibilities');
    for (const alt of alternatives) {
      out.push(`- **${alt.entry.name}** (${pct(alt.confidence)}): ${howToTell(e, alt.entry)}`);
    }
  } else if (e.lookAlikes.length > 0) {
    out.push('');
    out.push('### Other possibilities');
    for (const look of e.lookAlikes.slice(0, 2)) out.push(`- **${look.name}**: ${sentence(look.howToTell)}`);
  }

  out.push('');
  out.push('### What to do now');
  out.push(...bullets(e.management.cultural.slice(0, 3).map(sentence)));

  out.push('');
  out.push('### Treatment');
  out.push('**Organic / biological**');
  const organic = [...e.management.biological, ...e.management.cultural.slice(3)].map(sentence);
  out.push(
    ...bullets(organic.length > 0 ? organic : ['No proven biological product; rely on the cultural steps above.']),
  );
  out.push('');
  out.push('**Chemical**');
  if (e.management.chemical.length > 0) {
    out.push(...bullets(e.management.chemical.map((c) => `**${c.activeIngredient}**: ${sentence(c.note)}`)));
  } else {
    out.push('- No chemical treatment is recommended for this problem; the steps above are what works.');
  }
  out.push('');
  out.push(SAFETY_LINE);

  if (e.prevention.length > 0) {
    out.push('');
    out.push('### Prevention');
    out.push(...bullets(e.prevention.map(sentence)));
  }
  out.push('');
  out.push('### When to call an expert');
  out.push(sentence(e.whenToCallExpert));
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** The answer when the text does not describe a recognisable plant problem. */
export function renderNeedMoreDetail(ranking: Ranking): string {
  const out: string[] = [];
  if (ranking.reason === 'off-topic') {
    out.push('## This does not look like a crop problem');
    out.push(
      "FarmAI's diagnosis helps with the health of crops and plants: diseases, pests and nutrient problems. It cannot advise on animals, people or machines.",
    );
  } else {
    out.push('## Tell us a bit more about the problem');
    out.push(
      ranking.analysis.crops.length > 0
        ? `We could not match your description of the ${ranking.analysis.crops.join(' / ')} to a known problem yet.`
        : 'We could not match your description to a known crop problem yet.',
    );
  }
  out.push('');
  out.push('Please describe:');
  out.push(
    ...bullets([
      '**Which crop** it is (for example tomato, maize, rice, beans, cabbage).',
      '**Which part of the plant** is affected: leaves, stems, roots, flowers, fruit, grain.',
      '**What the damage looks like**: colour (yellow, brown, black, white powder, orange), shape (round spots, rings, streaks, holes), size.',
      '**Where it started** (old lower leaves, young top leaves, one patch of the field) and **how fast it spreads**.',
      'Recent weather (rain, heat, dry spell) and anything you sprayed or applied.',
    ]),
  );
  out.push('');
  out.push(
    '**Example:** "My tomato plants have round brown spots with rings on the lower leaves. The leaf around each spot turns yellow, and it spread to half the field in a week after heavy rain."',
  );
  const photo = photoLines(ranking);
  if (photo) {
    out.push('');
    out.push(`**From your photo:** ${photo}`);
  } else {
    out.push('');
    out.push('A clear, close photo of one affected leaf or fruit also helps.');
  }
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** What a farmer should photograph for a surer answer. */
const PHOTO_ADVICE = [
  'One affected leaf (or fruit, stem) close up, filling the picture, in daylight without flash, top side and underside.',
  'The whole plant, and a wider view of the field that shows how the problem is spread (patches, rows, edges).',
  'A healthy leaf of the same plant beside a sick one.',
];

/**
 * The answer when there are candidates but no clear leader: the candidates, what tells them apart
 * and safe steps only (no products, no doses), until the farmer or an expert can tell which it is.
 */
export function renderPossible(ranking: Ranking): string {
  const [top, ...rest] = ranking.ranked;
  if (!top) return renderUnsure(ranking, { verdict: 'unsure', reason: 'no-match' });
  const shown = [top, ...rest.slice(0, 2)];
  const out: string[] = [];
  out.push(`## Possibly: ${shown.map((r) => r.entry.name).join(' or ')}`);
  out.push(
    top.hostMatch === false
      ? 'None of the problems we know on this crop fits well; these are the closest. Check before you treat anything.'
      : 'These fit what you described, but no one of them clearly stands out. Check which it is before you spray anything.',
  );
  out.push('');
  out.push('### What we saw');
  out.push(...whatWeSaw(ranking, top));
  out.push('');
  out.push('### How to tell them apart');
  for (const r of shown) {
    const signs = keySymptoms(r.entry, ranking.analysis.parts, 2);
    out.push(`- **${r.entry.name}** (${pct(r.confidence)}, ${TYPE_LABEL[r.entry.type]}): ${signs.join(' ')}`);
  }
  for (const other of shown.slice(1))
    out.push(`- ${other.entry.name} or ${top.entry.name}? ${howToTell(top.entry, other.entry)}`);
  out.push('');
  out.push('### Safe steps now');
  out.push(
    ...bullets([
      'Remove the worst-affected leaves or plants and take them out of the field (do not compost them).',
      'Water at the base in the morning, not over the leaves; give plants room and air.',
      ...top.entry.management.cultural.slice(0, 2).map(sentence),
      'Do not spray anything until you know which problem it is: a wrong product costs money and can do harm.',
    ]),
  );
  out.push('');
  out.push('### To be sure');
  out.push(
    ...bullets([...PHOTO_ADVICE.slice(0, 2), 'Show the plant to your local extension officer or an agronomist.']),
  );
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** The answer when we cannot say: plainly so, what we do cover, what to photograph, who to ask. */
export function renderUnsure(ranking: Ranking, decision: VerdictDecision): string {
  if (decision.reason === 'off-topic' || (decision.reason === 'no-match' && ranking.image === undefined)) {
    return renderNeedMoreDetail(ranking);
  }
  const out: string[] = [];
  out.push('## We are not sure what this is');
  if (decision.reason === 'crop-not-covered') {
    const crops = ranking.uncoveredCrops.map(cropLabel).join(' / ');
    out.push(
      `FarmAI does not cover ${crops} yet, so we cannot say what is wrong with it, and we will not guess from another crop's problems.`,
    );
  } else {
    out.push(
      'What you describe does not match any problem we know well enough to name. It may be something FarmAI does not cover yet; we would rather say so than guess.',
    );
  }
  const photo = photoLines(ranking);
  if (photo) {
    out.push('');
    out.push(`**From your photo:** ${photo}`);
  }
  out.push('');
  out.push('### What FarmAI covers');
  out.push(`Diseases, pests and nutrient problems of ${Object.keys(CROPS).map(cropLabel).join(', ')}.`);
  out.push('');
  out.push('### What to do now');
  out.push(
    ...bullets([
      'Ask your local extension officer, an agronomist or the plant clinic near you, and take a sample (a few affected leaves in a paper bag).',
      'Do not spray anything until you know what it is.',
      'Remove badly affected plants from the field, and wash tools and hands after handling them.',
    ]),
  );
  out.push('');
  out.push('### What to photograph for a second try');
  out.push(...bullets(PHOTO_ADVICE));
  out.push('');
  out.push(
    'Also describe the crop, which part is affected, the colour and shape of the damage, where it started and how fast it spreads.',
  );
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** The answer when the photo shows a healthy plant. */
export function renderHealthy(crop: string | null): string {
  const out: string[] = [];
  out.push(crop ? `## Your ${cropLabel(crop)} plant looks healthy` : '## Your plant looks healthy');
  out.push('We see no sign of disease, pests or nutrient problems in this photo.');
  out.push('');
  out.push('### If you still see a problem');
  out.push(
    ...bullets([
      'Photograph the affected part itself, close up, in daylight.',
      'Describe what worries you: which part, the colour and shape of the damage, how fast it spreads.',
      'Check the roots and the base of the stem, which a leaf photo does not show.',
    ]),
  );
  out.push('');
  out.push('### Keep it healthy');
  out.push(
    ...bullets([
      'Walk the field once or twice a week and look under the leaves.',
      'Water at the base, feed by a soil test, and remove weeds that shelter pests.',
    ]),
  );
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** Offline Markdown for any ranking, worded for its verdict. */
export function renderReport(ranking: Ranking, decision: VerdictDecision, crop: string | null = null): string {
  switch (decision.verdict) {
    case 'diagnosed':
      return renderDiagnosis(ranking);
    case 'possible':
      return renderPossible(ranking);
    case 'healthy':
      return renderHealthy(crop);
    default:
      return renderUnsure(ranking, decision);
  }
}
