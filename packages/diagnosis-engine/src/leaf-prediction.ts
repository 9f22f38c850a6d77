/**
 * What the leaf-photo model's output means, apart from where the model runs: its classes, its
 * open-set thresholds, its input made from RGB pixels, and its reading summarised. The service runs
 * the model with onnxruntime-node, a phone with onnxruntime-web; both read it through this module.
 */

export interface LeafClass {
  /** `<crop>-<condition>`, e.g. `tomato-early-blight`. */
  id: string;
  crop: string;
  condition: string;
  healthy: boolean;
}

/** How the model says "this is not a crop leaf I know", and the thresholds chosen on its validation photos. */
export interface OpenSet {
  /** The class of photos that are not a crop leaf (objects, people, ground, other plants, unusable photos). */
  rejectClass: string;
  /** Least probability of the most likely crop class to take the photo as a crop leaf. */
  minAccept: number;
  /** Least probability of a class to diagnose from the photo. */
  minDiagnose: number;
  /** Already applied inside the exported graph; kept for the record. */
  temperature: number;
}

/** A view of the model's input; the model reads each view of `views` and its probabilities are averaged. */
export type LeafView = 'identity' | 'horizontal-flip' | 'vertical-flip' | 'rotate-90';

export interface LeafLabels {
  inputSize: number;
  /** Views averaged at inference, chosen on the validation photos (`identity` alone when absent). */
  views?: LeafView[];
  mean: [number, number, number];
  std: [number, number, number];
  layout: 'NCHW';
  classes: (Omit<LeafClass, 'crop'> & { crop: string | null })[];
  openSet?: OpenSet;
}

export interface ClassProbability extends LeafClass {
  probability: number;
}

export interface LeafPrediction {
  /** Every crop-leaf class, most likely first (without the "not a crop leaf" class). */
  classes: ClassProbability[];
  /** Probability that the photo is not a leaf of a crop the model knows (0 for a model without that class). */
  notLeafProbability: number;
  /** Probability of the most likely crop-leaf class. */
  topProbability: number;
  /** The model's own thresholds (chosen on its validation photos); 0 for a model without them. */
  openSet: Pick<OpenSet, 'minAccept' | 'minDiagnose'>;
  /** The crop the photo most likely shows, and how likely (the sum over its classes). */
  crop: string;
  cropProbability: number;
  /** How likely the photo shows a healthy plant of that crop. */
  healthyProbability: number;
  /** Milliseconds spent in the model (after decoding and resizing). */
  inferenceMs: number;
  /** How much detail the model's input shows (`pictureDetail`); absent for a reading not made from pixels. */
  detail?: number;
}

/**
 * Less detail than this is a flat picture (a plain colour, a smooth gradient, a photo blurred or dark
 * past reading), never a leaf: the flattest of the 2,885 held-out leaf photos (validation and test) measures 0.020, plain
 * colours and gradients 0.000–0.007.
 */
export const MIN_PICTURE_DETAIL = 0.01;

/**
 * How much detail the model's input (`normaliseInput`) shows: the mean absolute difference between
 * neighbouring pixels of its grey (the mean of the normalised channels), across and down.
 */
export function pictureDetail(input: Float32Array, size: number): number {
  const plane = size * size;
  const grey = new Float32Array(plane);
  for (let i = 0; i < plane; i++)
    grey[i] = ((input[i] ?? 0) + (input[plane + i] ?? 0) + (input[2 * plane + i] ?? 0)) / 3;
  let sum = 0;
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const here = grey[y * size + x] ?? 0;
      sum += Math.abs((grey[y * size + x + 1] ?? 0) - here) + Math.abs((grey[(y + 1) * size + x] ?? 0) - here);
    }
  }
  return sum / (2 * (size - 1) * (size - 1)) || 0;
}

/**
 * The model's input from RGB pixels already resized to the input size (shorter side to the input
 * size, centre crop): normalised, channel by channel (NCHW). `channels` is 3 (RGB) or 4 (RGBA, alpha ignored).
 */
export function normaliseInput(
  data: ArrayLike<number>,
  labels: Pick<LeafLabels, 'inputSize' | 'mean' | 'std'>,
  channels: 3 | 4 = 3,
): Float32Array {
  const plane = labels.inputSize * labels.inputSize;
  const input = new Float32Array(3 * plane);
  const { mean, std } = labels;
  for (let c = 0; c < 3; c++) {
    const m = mean[c] ?? 0;
    const s = std[c] ?? 1;
    for (let i = 0; i < plane; i++) input[c * plane + i] = ((data[i * channels + c] ?? 0) / 255 - m) / s;
  }
  return input;
}

/** Where view `view` reads pixel (x, y) of the input: the input's own coordinates. */
function source(view: LeafView, x: number, y: number, size: number): [number, number] {
  switch (view) {
    case 'horizontal-flip':
      return [size - 1 - x, y];
    case 'vertical-flip':
      return [x, size - 1 - y];
    case 'rotate-90': // a quarter turn anticlockwise, as torch.rot90(x, 1, (2, 3))
      return [size - 1 - y, x];
    default:
      return [x, y];
  }
}

/**
 * The batch the model runs on for one input: each of the labels' views, one after another
 * (`[views, 3, size, size]`).
 */
export function viewBatch(input: Float32Array, labels: Pick<LeafLabels, 'inputSize' | 'views'>): Float32Array {
  const views = labels.views ?? ['identity'];
  const size = labels.inputSize;
  const plane = size * size;
  const batch = new Float32Array(views.length * 3 * plane);
  views.forEach((view, v) => {
    const out = batch.subarray(v * 3 * plane, (v + 1) * 3 * plane);
    if (view === 'identity') {
      out.set(input);
      return;
    }
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const [sx, sy] = source(view, x, y, size);
        for (let c = 0; c < 3; c++) out[c * plane + y * size + x] = input[c * plane + sy * size + sx] ?? 0;
      }
    }
  });
  return batch;
}

/** The class probabilities of a photo from the logits of its views' batch: the mean of each view's softmax. */
export function meanProbabilities(logits: ArrayLike<number>, classes: number): number[] {
  const views = Math.max(1, Math.floor(logits.length / classes));
  const mean = new Array<number>(classes).fill(0);
  for (let v = 0; v < views; v++) {
    const p = softmax(Array.from({ length: classes }, (_, i) => logits[v * classes + i] ?? 0));
    for (let i = 0; i < classes; i++) mean[i] = (mean[i] ?? 0) + (p[i] ?? 0) / views;
  }
  return mean;
}

export function softmax(logits: ArrayLike<number>): number[] {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, logits[i] ?? 0);
  const exps = Array.from({ length: logits.length }, (_, i) => Math.exp((logits[i] ?? 0) - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

export function summarise(
  classes: readonly (Omit<LeafClass, 'crop'> & { crop: string | null })[],
  probabilities: number[],
  inferenceMs = 0,
  openSet: Pick<OpenSet, 'minAccept' | 'minDiagnose'> = { minAccept: 0, minDiagnose: 0 },
  detail?: number,
): LeafPrediction {
  let notLeafProbability = 0;
  const ranked: ClassProbability[] = [];
  classes.forEach((c, i) => {
    const probability = probabilities[i] ?? 0;
    if (c.crop === null) notLeafProbability += probability;
    else ranked.push({ ...c, crop: c.crop, probability });
  });
  ranked.sort((a, b) => b.probability - a.probability);
  const byCrop = new Map<string, number>();
  for (const c of ranked) byCrop.set(c.crop, (byCrop.get(c.crop) ?? 0) + c.probability);
  const [crop, cropProbability] = [...byCrop].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const healthyProbability = ranked
    .filter((c) => c.crop === crop && c.healthy)
    .reduce((sum, c) => sum + c.probability, 0);
  const topProbability = ranked[0]?.probability ?? 0;
  const thresholds = { minAccept: openSet.minAccept, minDiagnose: openSet.minDiagnose };
  return {
    classes: ranked,
    notLeafProbability,
    topProbability,
    openSet: thresholds,
    crop,
    cropProbability,
    healthyProbability,
    inferenceMs,
    ...(detail === undefined ? {} : { detail }),
  };
}
