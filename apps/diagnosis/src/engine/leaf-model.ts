import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { openPhoto, type Pixels } from './photo-pixels.js';

/** Most inputs in one model run. */
const BATCH = 9;

/** The leaf-photo model shipped with the service (trained by `npm run train:leaf-model`). */
export const DEFAULT_LEAF_MODEL_DIR = path.join(import.meta.dirname, '../../models/leaf');

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

interface Labels {
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
 * A compact convolutional network over leaf photos, run on the CPU with ONNX Runtime (the same
 * file runs in a browser with onnxruntime-web). One run at a time per process, on one thread: the
 * photos of concurrent requests queue here, which keeps the service's latency predictable and its
 * memory to one batch's.
 */
export class LeafModel {
  /** The session's runs, one after another: one batch's working memory in use at a time. */
  private runs: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly session: ort.InferenceSession,
    readonly labels: Labels,
  ) {}

  private run(input: ort.Tensor): Promise<ort.InferenceSession.OnnxValueMapType> {
    const inputName = this.session.inputNames[0] as string;
    const result = this.runs.then(() => this.session.run({ [inputName]: input }));
    this.runs = result.catch(() => undefined);
    return result;
  }

  static async load(dir = DEFAULT_LEAF_MODEL_DIR): Promise<LeafModel> {
    const labels = JSON.parse(await readFile(path.join(dir, 'labels.json'), 'utf8')) as Labels;
    const session = await ort.InferenceSession.create(path.join(dir, 'leaf-model.onnx'), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      // no arena: the memory of a batch (the attention map's) goes back once the run ends
      enableCpuMemArena: false,
    });
    return new LeafModel(session, labels);
  }

  /**
   * The model's input for a photo (encoded, or decoded pixels): shorter side to the input size,
   * centre crop, normalised, channel by channel.
   */
  async input(photo: Buffer | Pixels): Promise<Float32Array> {
    const size = this.labels.inputSize;
    const { data } = await openPhoto(photo)
      .removeAlpha()
      .toColourspace('srgb')
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const plane = size * size;
    const input = new Float32Array(3 * plane);
    const { mean, std } = this.labels;
    for (let c = 0; c < 3; c++) {
      const m = mean[c] ?? 0;
      const s = std[c] ?? 1;
      for (let i = 0; i < plane; i++) input[c * plane + i] = ((data[i * 3 + c] ?? 0) / 255 - m) / s;
    }
    return input;
  }

  /** The input tensor for a photo (see `input`). */
  async tensor(photo: Buffer | Pixels): Promise<ort.Tensor> {
    const size = this.labels.inputSize;
    return new ort.Tensor('float32', await this.input(photo), [1, 3, size, size]);
  }

  /** The model's reading of a photo, or of its input already made (`input`). */
  async predict(photo: Buffer | Pixels | Float32Array): Promise<LeafPrediction> {
    const size = this.labels.inputSize;
    const data = photo instanceof Float32Array ? photo : await this.input(photo);
    const input = new ort.Tensor('float32', data, [1, 3, size, size]);
    const started = performance.now();
    const outputName = this.session.outputNames[0] as string;
    const output = await this.run(input);
    const inferenceMs = performance.now() - started;
    const logits = output[outputName]?.data as Float32Array;
    return summarise(this.labels.classes, softmax(logits), inferenceMs, this.labels.openSet);
  }

  /**
   * Probabilities for several input tensors of this model in one run (the batch dimension is free):
   * one row of class probabilities per tensor, in the order of `labels.classes`.
   */
  probabilitiesOf(inputs: Float32Array[]): Promise<number[][]> {
    return this.probabilitiesOfMade(inputs.length, (slot, i) => slot.set(inputs[i] as Float32Array));
  }

  /**
   * Probabilities for `count` inputs that `make` writes into their place in a batch (input `i` into
   * `slot`): a few to a run, the working memory of a run growing with its batch, in one batch buffer
   * used again from run to run rather than a copy of every input.
   */
  async probabilitiesOfMade(count: number, make: (slot: Float32Array, i: number) => void): Promise<number[][]> {
    const size = this.labels.inputSize;
    const plane = 3 * size * size;
    const batch = new Float32Array(Math.min(count, BATCH) * plane);
    const outputName = this.session.outputNames[0] as string;
    const n = this.labels.classes.length;
    const rows: number[][] = [];
    for (let first = 0; first < count; first += BATCH) {
      const inRun = Math.min(BATCH, count - first);
      for (let j = 0; j < inRun; j++) make(batch.subarray(j * plane, (j + 1) * plane), first + j);
      const tensor = new ort.Tensor('float32', batch.subarray(0, inRun * plane), [inRun, 3, size, size]);
      const logits = (await this.run(tensor))[outputName]?.data as Float32Array;
      for (let j = 0; j < inRun; j++) rows.push(softmax(logits.subarray(j * n, (j + 1) * n)));
    }
    return rows;
  }
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
