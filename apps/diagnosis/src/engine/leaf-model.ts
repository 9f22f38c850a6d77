import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type LeafLabels as Labels,
  type LeafPrediction,
  meanProbabilities,
  normaliseInput,
  pictureDetail,
  softmax,
  summarise,
  viewBatch,
} from '@farmai/diagnosis-engine/leaf-prediction';
import * as ort from 'onnxruntime-node';
import { openPhoto, type Pixels } from './photo-pixels.js';

export type {
  ClassProbability,
  LeafClass,
  LeafLabels,
  LeafPrediction,
  OpenSet,
} from '@farmai/diagnosis-engine/leaf-prediction';
export { softmax, summarise } from '@farmai/diagnosis-engine/leaf-prediction';

/** Most inputs in one model run. */
const BATCH = 9;

/** The leaf-photo model shipped with the service (trained by `npm run train:leaf-model`). */
export const DEFAULT_LEAF_MODEL_DIR = path.join(import.meta.dirname, '../../models/leaf');

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
    return normaliseInput(data, this.labels);
  }

  /** The input tensor for a photo (see `input`). */
  async tensor(photo: Buffer | Pixels): Promise<ort.Tensor> {
    const size = this.labels.inputSize;
    return new ort.Tensor('float32', await this.input(photo), [1, 3, size, size]);
  }

  /**
   * The model's reading of a photo, or of its input already made (`input`): the mean over the views
   * of `labels.json` (the input, mirrored…), run in one batch.
   */
  async predict(photo: Buffer | Pixels | Float32Array): Promise<LeafPrediction> {
    const size = this.labels.inputSize;
    const data = photo instanceof Float32Array ? photo : await this.input(photo);
    const views = this.labels.views?.length ?? 1;
    const input = new ort.Tensor('float32', viewBatch(data, this.labels), [views, 3, size, size]);
    const started = performance.now();
    const outputName = this.session.outputNames[0] as string;
    const output = await this.run(input);
    const inferenceMs = performance.now() - started;
    const logits = output[outputName]?.data as Float32Array;
    const probabilities = meanProbabilities(logits, this.labels.classes.length);
    const detail = pictureDetail(data, size);
    return summarise(this.labels.classes, probabilities, inferenceMs, this.labels.openSet, detail);
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
