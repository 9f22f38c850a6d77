/**
 * Chooses the verdict thresholds (packages/diagnosis-engine/src/verdict-thresholds.json) on the calibration messages:
 * HELD_OUT (problems the knowledge base covers, with the right answer) and CALIBRATION_OUTSIDE
 * (problems it does not cover). The verdict test reports on other messages (TEST_*). The photo
 * thresholds come from the leaf model's validation photos (see `calibratePhoto`).
 *
 * Each choice is scored the way a farmer would feel it (weights below): a right `diagnosed`, a
 * wrong one or any `diagnosed` for a problem we do not know, a `possible` with the right answer
 * among the first three, an `unsure` for a problem we do not know.
 *
 *   npm run calibrate:verdicts -w apps/diagnosis [-- --photo-only]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { CLASS_ENTRY, isRejected, type PhotoThresholds, photoEvidence } from '@farmai/diagnosis-engine/photo-evidence';
import { type Ranking, rank } from '@farmai/diagnosis-engine/ranker';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { decideVerdict, type VerdictThresholds } from '@farmai/diagnosis-engine/verdict';
import sharp from 'sharp';
import { LeafModel, type LeafPrediction } from '../src/engine/leaf-model.js';
import { HELD_OUT } from '../test/fixtures/held-out.js';
import { CALIBRATION_OUTSIDE } from '../test/fixtures/verdicts.js';
import { heldOutPhotos, NOT_A_LEAF } from '../test/support/leaf-photos.js';

const matcher = new TextMatcher(KNOWLEDGE_BASE);
const covered = HELD_OUT.map((s) => ({
  ranking: rank(matcher, s.text, undefined),
  accepted: new Set([s.expected, ...(s.alsoAccept ?? [])]),
}));
const outside = CALIBRATION_OUTSIDE.map((text) => rank(matcher, text, undefined));

/**
 * What each outcome is worth, against +1 for a right `diagnosed`: a wrong one (a spray plan for the
 * wrong thing) costs 1.5; a right `possible` is worth 0.25 (the farmer gets the right name among a
 * few, but no plan, and loses days); an `unsure` for a problem we do not know 0.5.
 */
const WRONG = 1.5;
const POSSIBLE_RIGHT = 0.25;
const UNSURE_OUTSIDE = 0.5;

function score(t: VerdictThresholds): number {
  let total = 0;
  for (const { ranking, accepted } of covered) {
    const { verdict } = decideVerdict(ranking, t);
    const ids = ranking.ranked.map((r) => r.entry.id);
    if (verdict === 'diagnosed') total += accepted.has(ids[0] ?? '') ? 1 : -WRONG;
    else if (verdict === 'possible' && ids.slice(0, 3).some((id) => accepted.has(id))) total += POSSIBLE_RIGHT;
  }
  for (const ranking of outside) {
    const { verdict } = decideVerdict(ranking, t);
    if (verdict === 'diagnosed') total -= WRONG;
    else if (verdict === 'unsure') total += UNSURE_OUTSIDE;
  }
  return total;
}

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);

/** The text thresholds: the best-scoring choice on the calibration messages. */
function calibrateText() {
  let bestScore = Number.NEGATIVE_INFINITY;
  let tied: VerdictThresholds[] = [];
  for (const diagnosedConfidence of steps(0.2, 0.9, 0.02)) {
    for (const diagnosedMargin of steps(0, 0.6, 0.02)) {
      for (const diagnosedCoverage of steps(0, 0.9, 0.05)) {
        for (const possibleConfidence of steps(0.05, 0.5, 0.02)) {
          if (possibleConfidence > diagnosedConfidence) continue;
          const thresholds = { diagnosedConfidence, diagnosedMargin, diagnosedCoverage, possibleConfidence };
          const s = score(thresholds);
          if (s > bestScore) {
            bestScore = s;
            tied = [thresholds];
          } else if (s === bestScore) tied.push(thresholds);
        }
      }
    }
  }
  // Of the equally good choices, the one nearest their centre: as far as the data allows from the
  // messages on either side, rather than just clear of the nearest one.
  const keys = ['diagnosedConfidence', 'diagnosedMargin', 'diagnosedCoverage', 'possibleConfidence'] as const;
  const centre = Object.fromEntries(
    keys.map((k) => [k, tied.reduce((sum, t) => sum + t[k], 0) / tied.length]),
  ) as unknown as VerdictThresholds;
  const distance = (t: VerdictThresholds) => keys.reduce((sum, k) => sum + (t[k] - centre[k]) ** 2, 0);
  const best =
    tied.length > 0
      ? { thresholds: tied.reduce((a, b) => (distance(b) < distance(a) ? b : a)), score: bestScore }
      : undefined;
  if (!best) throw new Error('no thresholds');

  const tally = (rankings: Ranking[]) => {
    const counts: Record<string, number> = {};
    for (const r of rankings) {
      const { verdict } = decideVerdict(r, best.thresholds);
      counts[verdict] = (counts[verdict] ?? 0) + 1;
    }
    return counts;
  };
  const diagnosedRight = covered.filter(
    ({ ranking, accepted }) =>
      decideVerdict(ranking, best.thresholds).verdict === 'diagnosed' &&
      accepted.has(ranking.ranked[0]?.entry.id ?? ''),
  ).length;
  return {
    thresholds: best.thresholds,
    calibratedOn: {
      covered: { messages: covered.length, verdicts: tally(covered.map((c) => c.ranking)), diagnosedRight },
      outside: { messages: outside.length, verdicts: tally(outside) },
      score: best.score,
    },
  };
}

/**
 * Photo thresholds, on the model's validation photos (held out from training, not the test part):
 * - `recognisedCrop`: the photo's crop probability above which the photo is taken as one of the
 *   model's crops: the lowest that takes at most 1% of the pictures that are not leaves of those
 *   crops for one (the validation part of not-crop-leaves/, and generated plain colours, gradients,
 *   noise and blobs). Photos the model itself rejects (`isRejected`) count as refused.
 * - `healthy`: the healthy probability above which the plant is called healthy, at least 0.5; calling
 *   a diseased plant healthy costs twice as much as the reverse.
 * - `healthyAnyCrop`: the same choice for leaves whose crop is below `recognisedCrop` (the healthy
 *   classes of every crop together), at least 0.5, that takes at most 1% of the pictures that are not
 *   plants and 5% of the other plants (not-crop-leaves/other-plants) for a leaf of a crop we know.
 */
/** The most of the pictures that are not crop leaves a photo threshold may take for one. */
const MAX_NON_LEAVES_TAKEN = 0.01;
/** The most of the photos of other plants the healthy threshold of an unclear crop may take. */
const MAX_OTHER_PLANTS_TAKEN = 0.05;

/** Pictures that are not leaves (plain colours, gradients, blobs, blurred noise), the same every run. */
async function nonLeafImages(count: number): Promise<Buffer[]> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const colour = () => `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
  const images: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 4;
    let image: Buffer;
    if (kind === 3) {
      const raw = Buffer.alloc(160 * 160 * 3);
      for (let k = 0; k < raw.length; k++) raw[k] = Math.floor(random() * 256);
      image = await sharp(raw, { raw: { width: 160, height: 160, channels: 3 } })
        .blur(1 + random() * 4)
        .png()
        .toBuffer();
    } else {
      const shapes =
        kind === 2
          ? Array.from(
              { length: 12 },
              () =>
                `<circle cx="${random() * 320}" cy="${random() * 240}" r="${10 + random() * 60}" fill="${colour()}"/>`,
            ).join('')
          : '';
      const fill = kind === 1 ? 'url(#g)' : colour();
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="320" height="240" fill="${fill}"/>${shapes}</svg>`;
      image = await sharp(Buffer.from(svg)).png().toBuffer();
    }
    images.push(image);
  }
  return images;
}

/**
 * The healthy threshold for leaves of an unclear crop: the least costly (a diseased leaf called
 * healthy costs 2, a healthy one missed 1) of those that keep the pictures that are not plants
 * within MAX_NON_LEAVES_TAKEN and the other plants within MAX_OTHER_PLANTS_TAKEN; the lowest on a tie.
 */
function chooseHealthyAnyCrop(
  val: { prediction: LeafPrediction; classId: string }[],
  other: { prediction: LeafPrediction; otherPlant: boolean }[],
  base: PhotoThresholds,
): number {
  let chosen = 1;
  let bestCost = Number.POSITIVE_INFINITY;
  const share = (otherPlant: boolean, thresholds: PhotoThresholds) => {
    const group = other.filter((o) => o.otherPlant === otherPlant);
    return (
      group.filter((o) => photoEvidence(o.prediction, [], thresholds).status === 'recognised').length / group.length
    );
  };
  for (const t of steps(0.5, 0.95, 0.01)) {
    const thresholds = { ...base, healthyAnyCrop: t };
    if (share(false, thresholds) > MAX_NON_LEAVES_TAKEN || share(true, thresholds) > MAX_OTHER_PLANTS_TAKEN) continue;
    let cost = 0;
    for (const v of val) {
      const seen = photoEvidence(v.prediction, [], thresholds);
      // only the photos whose crop the photo leaves unclear: not recognised, or recognised with no crop
      const unclearCrop = seen.status === 'not-recognised' || (seen.status === 'recognised' && seen.crop === null);
      if (!unclearCrop) continue;
      const isHealthy = CLASS_ENTRY[v.classId] === 'healthy';
      if (seen.looksHealthy && !isHealthy) cost += 2;
      if (!seen.looksHealthy && isHealthy) cost += 1;
    }
    if (cost < bestCost) {
      bestCost = cost;
      chosen = t;
    }
  }
  return chosen;
}

async function calibratePhoto(): Promise<{ photo: PhotoThresholds; photoCalibratedOn: object }> {
  const model = await LeafModel.load();
  const val: { prediction: LeafPrediction; classId: string }[] = [];
  const other: LeafPrediction[] = [];
  const otherPlants = new Set<LeafPrediction>();
  for (const photo of heldOutPhotos('val')) {
    const prediction = await model.predict(readFileSync(photo.file));
    if (photo.classId === NOT_A_LEAF) other.push(prediction);
    else val.push({ prediction, classId: photo.classId });
    if (photo.group === 'other-plants') otherPlants.add(prediction);
  }
  const realNegatives = other.length;
  for (const image of await nonLeafImages(80)) other.push(await model.predict(image));
  const taken = (p: LeafPrediction, t: number) => !isRejected(p, t) && p.cropProbability >= t;
  const cropOf = (classId: string) => classId.split('-')[0];
  // the lowest threshold (the most leaves kept) that takes at most 1% of the pictures that are not
  // crop leaves for one; the highest tried when none does
  let recognisedCrop = 0.95;
  for (const t of steps(0.3, 0.95, 0.01)) {
    const takenShare = other.filter((p) => taken(p, t)).length / other.length;
    if (takenShare <= MAX_NON_LEAVES_TAKEN) {
      recognisedCrop = t;
      break;
    }
  }
  // a plant is called healthy only when healthy is the more likely answer (below 0.5 the cost hardly moves)
  let healthy = 0.5;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const t of steps(0.5, 0.95, 0.01)) {
    let cost = 0;
    for (const v of val.filter((v) => !isRejected(v.prediction, recognisedCrop))) {
      const isHealthy = CLASS_ENTRY[v.classId] === 'healthy';
      const saysHealthy = v.prediction.healthyProbability >= t;
      if (saysHealthy && !isHealthy) cost += 2;
      if (!saysHealthy && isHealthy) cost += 1;
    }
    if (cost < bestCost) {
      bestCost = cost;
      healthy = t;
    }
  }
  const healthyAnyCrop = chooseHealthyAnyCrop(
    val,
    other.map((prediction) => ({ prediction, otherPlant: otherPlants.has(prediction) })),
    { recognisedCrop, healthy, healthyAnyCrop: 1 },
  );
  const thresholds = { recognisedCrop, healthy, healthyAnyCrop };
  const unclearCalledHealthy = (wanted: boolean) =>
    val.filter((v) => {
      const seen = photoEvidence(v.prediction, [], thresholds);
      return (CLASS_ENTRY[v.classId] === 'healthy') === wanted && seen.looksHealthy && seen.crop === null;
    }).length;
  const keptAt = val.filter((v) => taken(v.prediction, recognisedCrop));
  return {
    photo: thresholds,
    photoCalibratedOn: {
      validationPhotos: val.length,
      keptAsRecognised: keptAt.length,
      rightCropWhenKept: keptAt.filter((v) => v.prediction.crop === cropOf(v.classId)).length,
      notCropLeafPhotos: realNegatives,
      generatedNonLeafImages: other.length - realNegatives,
      refused: other.filter((p) => !taken(p, recognisedCrop)).length,
      healthyCalls: {
        healthyLeavesCalledHealthy: val.filter(
          (v) => CLASS_ENTRY[v.classId] === 'healthy' && v.prediction.healthyProbability >= healthy,
        ).length,
        healthyLeaves: val.filter((v) => CLASS_ENTRY[v.classId] === 'healthy').length,
        diseasedLeavesCalledHealthy: val.filter(
          (v) => CLASS_ENTRY[v.classId] !== 'healthy' && v.prediction.healthyProbability >= healthy,
        ).length,
        diseasedLeaves: val.filter((v) => CLASS_ENTRY[v.classId] !== 'healthy').length,
        healthyLeavesOfUnclearCropCalledHealthy: unclearCalledHealthy(true),
        diseasedLeavesOfUnclearCropCalledHealthy: unclearCalledHealthy(false),
      },
    },
  };
}

const file = path.join(import.meta.dirname, '../../../packages/diagnosis-engine/src/verdict-thresholds.json');
// --photo-only keeps the text thresholds as they are (after training a new leaf model)
const text = process.argv.includes('--photo-only')
  ? (({ thresholds, calibratedOn }) => ({ thresholds, calibratedOn }))(JSON.parse(readFileSync(file, 'utf8')))
  : calibrateText();
const output = { ...text, ...(await calibratePhoto()) };
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(JSON.stringify(output, null, 2));
