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

export interface LeafLabels {
  inputSize: number;
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
  };
}
