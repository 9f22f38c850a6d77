import type { DiagnosisResult, Language } from '@farmai/contracts';
import * as ort from 'onnxruntime-web/wasm';
import { diagnoseOffline, diagnosisResult, namesOnlyCropsOutside } from './diagnose.js';
import { ANALYSIS_SIZE, analysePixels } from './image-analysis.js';
import { KNOWLEDGE_BASE } from './knowledge/entries/index.js';
import { createLocaliser, ENGLISH_ENTRIES, type Localiser } from './knowledge/localise.js';
import { loadTranslations } from './knowledge/translation-loaders.js';
import {
  type LeafLabels,
  type LeafPrediction,
  meanProbabilities,
  normaliseInput,
  pictureDetail,
  summarise,
  viewBatch,
} from './leaf-prediction.js';
import { reportContext } from './report-text.js';
import { TextMatcher } from './text-matcher.js';

/**
 * The diagnosis on a phone with no connection: the service's text matcher, knowledge base, ranking,
 * verdict and report, and its leaf-photo model run by onnxruntime-web (WebAssembly, one thread). Only
 * the photo's decoding differs: the browser's own (createImageBitmap, a canvas) where the service
 * has sharp.
 */

/** What the phone downloads once: the model, its labels and ONNX Runtime's WebAssembly. */
export interface OnDeviceFiles {
  model: ArrayBuffer | Uint8Array;
  labels: LeafLabels;
  wasm: ArrayBuffer | Uint8Array;
}

/** Longest side the service reads a photo at (the page sends at most this). */
const PHOTO_SIDE = 1600;

type Canvas2D = OffscreenCanvasRenderingContext2D;

function canvas(width: number, height: number): Canvas2D {
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return context;
}

/** The photo upright, at most PHOTO_SIDE px (as the service decodes it). */
async function decode(photo: Blob): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) return bitmap;
  const resized = await createImageBitmap(bitmap, {
    resizeWidth: Math.max(1, Math.round(bitmap.width * scale)),
    resizeHeight: Math.max(1, Math.round(bitmap.height * scale)),
    resizeQuality: 'high',
  });
  bitmap.close();
  return resized;
}

/** The model's input: shorter side to the input size, centre crop (sharp's `cover`), normalised. */
export function modelInput(bitmap: ImageBitmap, labels: LeafLabels): Float32Array {
  const size = labels.inputSize;
  const scale = size / Math.min(bitmap.width, bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  const context = canvas(size, size);
  context.drawImage(bitmap, (size - width) / 2, (size - height) / 2, width, height);
  return normaliseInput(context.getImageData(0, 0, size, size).data, labels, 4);
}

/** The photo at analysis size (at most ANALYSIS_SIZE px, transparent areas white), measured. */
export function measurePhoto(bitmap: ImageBitmap) {
  const scale = Math.min(1, ANALYSIS_SIZE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return analysePixels(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, 4);
}

/** The service's answer (`data` of POST /api/images/analyze) made on the phone, with the photo's own URL. */
export interface OnDeviceAnswer {
  result: DiagnosisResult;
  /** What the model read, when there was a photo. */
  leaf: LeafPrediction | undefined;
  /** The causes are described in English: the language's texts could not be loaded (`localiser`). */
  entriesInEnglish: boolean;
}

export class OnDeviceDiagnosis {
  // every language's local names (a Hindi word in an English message is read), one language's texts
  private readonly matcher = new TextMatcher(KNOWLEDGE_BASE);
  private readonly localisers = new Map<Language, Promise<Localiser>>();
  private readonly modelCrops: Set<string>;

  private constructor(
    private readonly session: ort.InferenceSession,
    readonly labels: LeafLabels,
  ) {
    this.modelCrops = new Set(labels.classes.flatMap((c) => (c.crop ? [c.crop] : [])));
  }

  static async create(files: OnDeviceFiles): Promise<OnDeviceDiagnosis> {
    ort.env.wasm.wasmBinary = files.wasm;
    ort.env.wasm.numThreads = 1;
    ort.env.wasm.proxy = false;
    const model = files.model instanceof Uint8Array ? files.model : new Uint8Array(files.model);
    const session = await ort.InferenceSession.create(model, {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    });
    return new OnDeviceDiagnosis(session, files.labels);
  }

  /** The model's reading of its input: the mean over the labels' views, as the service reads it. */
  async predict(input: Float32Array): Promise<LeafPrediction> {
    const size = this.labels.inputSize;
    const views = this.labels.views?.length ?? 1;
    const tensor = new ort.Tensor('float32', viewBatch(input, this.labels), [views, 3, size, size]);
    const started = performance.now();
    const output = await this.session.run({ [this.session.inputNames[0] as string]: tensor });
    const logits = output[this.session.outputNames[0] as string]?.data as Float32Array;
    const ms = performance.now() - started;
    return summarise(
      this.labels.classes,
      meanProbabilities(logits, this.labels.classes.length),
      ms,
      this.labels.openSet,
      pictureDetail(input, size),
    );
  }

  /**
   * The knowledge base's texts in a language, loaded the first time it is asked for (its own file of
   * the pack). Where that file cannot be had (offline, never downloaded), the entries are answered in
   * English, and it is tried again the next time.
   */
  private localiser(language: Language): Promise<Localiser> {
    let localiser = this.localisers.get(language);
    if (!localiser) {
      localiser = loadTranslations(language).then(
        (translations) => createLocaliser(translations),
        (error: unknown) => {
          console.warn(`Diagnosis texts in ${language} could not be loaded; entries stay English`, error);
          this.localisers.delete(language);
          return ENGLISH_ENTRIES;
        },
      );
      this.localisers.set(language, localiser);
    }
    return localiser;
  }

  /**
   * The answer to the symptoms and the optional photo, as the service gives it with no cloud AI:
   * the photo read by the model, and measured when the text names only crops the model does not know.
   */
  async diagnose(text: string, photo: Blob | undefined, language: Language): Promise<OnDeviceAnswer> {
    const localiser = await this.localiser(language);
    const ctx = reportContext(language, localiser);
    let leaf: LeafPrediction | undefined;
    let features: ReturnType<typeof measurePhoto> | undefined;
    if (photo) {
      const bitmap = await decode(photo);
      try {
        const outsideModel = namesOnlyCropsOutside(this.matcher, text, this.modelCrops);
        leaf = await this.predict(modelInput(bitmap, this.labels));
        if (outsideModel) features = measurePhoto(bitmap);
      } finally {
        bitmap.close();
      }
    }
    const offline = diagnoseOffline(this.matcher, text, features, leaf, ctx);
    const result = diagnosisResult(text, offline, { gptResponse: offline.markdown, engine: 'offline' });
    return { result, leaf, entriesInEnglish: language !== 'en' && localiser === ENGLISH_ENTRIES };
  }
}
