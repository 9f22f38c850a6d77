import { describeFeatures } from './image-analysis.js';
import type { KnowledgeEntry, PlantPart, ProblemType } from './knowledge/types.js';
import type { RankedEntry, Ranking } from './ranker.js';

export const TYPE_LABEL: Record<ProblemType, string> = {
  fungal: 'fungal disease',
  bacterial: 'bacterial disease',
  viral: 'viral disease',
  oomycete: 'water-mould (oomycete) disease',
  nematode: 'nematode pest',
  pest: 'insect or mite pest',
  nutrient: 'nutrient deficiency',
  physiological: 'physiological disorder',
};

/** Plain words for the canonical symptom terms the matcher recognises. */
const SYMPTOM_LABEL: Record<string, string> = {
  yellow: 'yellowing',
  brown: 'brown tissue',
  black: 'black areas',
  purple: 'purple colour',
  silver: 'silvery or bleached patches',
  bronze: 'bronzing',
  spot: 'spots / lesions',
  powder: 'white powdery growth',
  mould: 'mould or fuzzy growth',
  wilt: 'wilting',
  die: 'dying plants or parts',
  dieback: 'dieback from the tips',
  rot: 'rotting / soft tissue',
  smell: 'bad smell',
  hole: 'holes or chewed tissue',
  curl: 'curling or cupping',
  deform: 'distorted growth',
  mosaic: 'mosaic / mottling',
  stripe: 'streaks or stripes',
  rust: 'rust-coloured pustules',
  ooze: 'ooze or gum',
  sticky: 'sticky honeydew',
  sooty: 'sooty black coating',
  web: 'webbing',
  ring: 'target-like rings',
  halo: 'yellow halos',
  stunt: 'stunted growth',
  insect: 'insects seen',
  aphid: 'aphids',
  whitefly: 'whiteflies',
  caterpillar: 'caterpillars or larvae',
  borer: 'bore holes',
  tunnel: 'tunnels or mines',
  trail: 'winding trails',
  frass: 'frass (insect droppings)',
  mite: 'mites',
  thrips: 'thrips',
  beetle: 'beetles or weevils',
  nematode: 'nematodes',
  gall: 'galls, knots or swellings',
  drop: 'dropping leaves, flowers or fruit',
  crack: 'cracking or splitting',
  sunken: 'sunken areas',
  canker: 'cankers',
  watersoak: 'water-soaked (greasy) patches',
  scorch: 'scorched or burnt-looking tissue',
  dry: 'drying or shrivelling',
  mummy: 'mummified fruit',
  hollow: 'empty or chaffy grain',
  lodge: 'plants falling over (lodging)',
  interveinal: 'yellowing between the veins',
  vein: 'vein symptoms',
  angular: 'angular patches (limited by the veins)',
  underside: 'signs under the leaf',
  margin: 'leaf edges affected',
  tip: 'tips affected',
  lower: 'older / lower leaves first',
  upper: 'young / upper leaves first',
  blossomend: 'damage at the blossom end',
  dampoff: 'seedlings collapsing',
  sclerotia: 'seed-like sclerotia',
  fungalwhite: 'white fungal growth',
  greymould: 'grey mould',
  downy: 'downy growth under the leaf',
  ants: 'ants',
  leafhopper: 'hoppers',
  hopperburn: 'hopper burn',
  mealybug: 'mealybugs',
  scale: 'scale insects',
  snail: 'snails or slugs',
  bird: 'birds',
};

const PART_LABEL: Record<PlantPart, string> = {
  leaf: 'leaves',
  stem: 'stems',
  root: 'roots',
  fruit: 'fruit',
  flower: 'flowers',
  seed: 'seed',
  'whole plant': 'whole plant',
  tuber: 'tubers',
  bulb: 'bulbs',
  grain: 'grain / heads',
};

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

/** The symptom sentences of an entry for the parts the farmer named (or its first ones). */
function keySymptoms(entry: KnowledgeEntry, parts: readonly PlantPart[], max = 2): string[] {
  const chosen: string[] = [];
  for (const part of parts) chosen.push(...(entry.symptoms[part] ?? []));
  if (chosen.length === 0) chosen.push(...Object.values(entry.symptoms).flat());
  return chosen.slice(0, max).map(sentence);
}

function whatWeSaw(ranking: Ranking, top: RankedEntry): string[] {
  const { analysis, image } = ranking;
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
  if (image) lines.push(`**In the photo:** ${describeFeatures(image).join(' ')}`);
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
  if (ranking.image) {
    out.push('');
    out.push(`**From your photo:** ${describeFeatures(ranking.image).join(' ')}`);
  } else {
    out.push('');
    out.push('A clear, close photo of one affected leaf or fruit also helps.');
  }
  out.push('');
  out.push(DISCLAIMER);
  return out.join('\n');
}

/** Offline Markdown for any ranking. */
export function renderReport(ranking: Ranking): string {
  return ranking.ranked.length > 0 ? renderDiagnosis(ranking) : renderNeedMoreDetail(ranking);
}
