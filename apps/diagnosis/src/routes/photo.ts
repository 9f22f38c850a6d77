import { namesOnlyCropsOutside } from '@farmai/diagnosis-engine/diagnose';
import type { Ranking } from '@farmai/diagnosis-engine/ranker';
import { conditionName } from '@farmai/diagnosis-engine/report';
import type { ReportContext } from '@farmai/diagnosis-engine/report-text';
import type { Verdict } from '@farmai/diagnosis-engine/verdict';
import { imageGate, loadSharp, randomKey, sniffImage } from '@farmai/media';
import type { FastifyInstance } from 'fastify';
import { attentionLegend, attentionMap, renderAttention } from '../engine/attention.js';
import { analysePixels, decodeForAnalysis, type ImageFeatures } from '../engine/image-analysis.js';
import type { LeafModel, LeafPrediction } from '../engine/leaf-model.js';
import { renderOverlay } from '../engine/overlay.js';
import { decodePixels, openPhoto, type Pixels, rgbPixels } from '../engine/photo-pixels.js';
import { DiagnosisError } from '../errors.js';

/** Folder (key prefix) of uploaded and generated images in the shared storage. */
export const STORAGE_FOLDER = 'diagnosis';

/** The longest side a photo is stored at (a phone photo arrives at 1600 px from the page). */
const STORED_SIDE = 1600;
/** The longest side of the marked copy and of the cloud AI's JPEG. */
const MARKED_SIDE = 1024;
/** The stored copy: WebP at the quality of every upload, at an effort that takes a third of the default's time. */
const STORED_WEBP = { quality: 82, effort: 2 } as const;

export interface ReadPhoto {
  /** The stored copy (WebP, no metadata), encoded in the image gate while the rest of the reading goes on. */
  stored: Promise<Buffer>;
  /** The photo upright, at most MARKED_SIDE px, transparent areas white: the base of the marked copy. */
  base: Pixels;
  /** The leaf-photo model's input and reading, when the model is loaded. */
  input: Float32Array | undefined;
  leaf: LeafPrediction | undefined;
  /** The measured colours and spots, when the answer uses them (see `readPhoto`). */
  features: ImageFeatures | undefined;
}

export interface PhotoResult {
  uploadedImageUrl: string;
  /** The marked copy; none for a photo that is not a crop leaf the model knows. */
  generatedImageUrl: string | undefined;
  /** JPEG for the cloud AI. */
  jpeg: Buffer | undefined;
}

/** What is made from the decoded photo before its pixels are let go. */
interface Derived {
  base: Pixels;
  input: Float32Array | undefined;
  /** The photo at analysis size, when it is to be measured. */
  measured: Awaited<ReturnType<typeof decodeForAnalysis>> | undefined;
}

/**
 * Decodes a photo once and makes from it everything the diagnosis reads, then its stored copy: one
 * photo at a time through the process's image gate (what bounds the memory photos take), the rest
 * of the diagnosis going on as soon as the readings are made, while the copy is encoded.
 */
function decodeOnce(
  bytes: Buffer,
  model: LeafModel | undefined,
  measure: boolean,
): { derived: Promise<Derived>; stored: Promise<Buffer> } {
  let stored: Promise<Buffer> = Promise.resolve(Buffer.alloc(0));
  const derived = new Promise<Derived>((resolve, reject) => {
    stored = imageGate.run(async () => {
      let pixels: Pixels;
      try {
        pixels = await decodePixels(bytes, STORED_SIDE);
      } catch {
        throw new DiagnosisError(415, 'unreadableImage');
      }
      // the copy first: it takes longest, and the readings are made beside it
      const webp = openPhoto(pixels).webp(STORED_WEBP).toBuffer();
      webp.catch(() => undefined);
      const [input, base, measured] = await Promise.all([
        model?.input(pixels),
        rgbPixels(pixels, MARKED_SIDE),
        measure ? decodeForAnalysis(pixels) : undefined,
      ]);
      resolve({ base, input, measured });
      return webp;
    });
    // a refused or unreadable photo (once the readings are made, this no longer changes anything)
    stored.catch(reject);
  });
  // awaited when the photo is stored; a request that fails before then must not leave it unhandled
  stored.catch(() => undefined);
  return { derived, stored };
}

/**
 * Checks and reads a photo: decoded once, its stored copy under way, the model's reading when the
 * model is loaded, and the measured colours and spots when the answer uses them: without the model,
 * for a crop the text names that the model does not cover, and for the cloud AI's grounding. A photo
 * the model reads, or takes for something other than a crop leaf, is not measured.
 */
export async function readPhoto(app: FastifyInstance, bytes: Buffer, text: string): Promise<ReadPhoto> {
  const kind = sniffImage(bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw new DiagnosisError(415, 'notJpegPng');
  // libvips' cache off and one thread an image, as for every upload
  await loadSharp();
  const model = app.leafModel;
  const modelCrops = new Set(model?.labels.classes.flatMap((c) => (c.crop ? [c.crop] : [])));
  const measure = !model || app.chat !== undefined || namesOnlyCropsOutside(app.matcher, text, modelCrops);
  const { derived, stored } = decodeOnce(bytes, model, measure);
  const { base, input, measured } = await derived;
  const leaf = model && input ? await app.diagnosisMetrics.time('image', () => model.predict(input)) : undefined;
  const features = measured
    ? analysePixels(measured.data, measured.width, measured.height, measured.channels)
    : undefined;
  return { stored, base, input, leaf, features };
}

/** The answer the marked photo goes with: its ranking (and the photo model's reading), its verdict, its language. */
export interface MarkedAnswer {
  ranking: Ranking;
  verdict: Verdict;
  context: ReportContext;
}

/**
 * The marked copy of the photo, its legend in the answer's language: where the model looked, for a
 * photo it read as a crop leaf; the measured spots, for a crop the model does not cover (or no
 * model), their affected share only under a `diagnosed` answer; none for a photo that is not a crop
 * leaf it knows, nor for a healthy leaf whose crop it cannot tell.
 */
async function markedPhoto(app: FastifyInstance, photo: ReadPhoto, answer: MarkedAnswer) {
  const { base, input, features } = photo;
  const { ranking, context: ctx } = answer;
  const seen = ranking.photo;
  if (seen?.status === 'not-a-leaf' || seen?.status === 'not-recognised') return undefined;
  if (seen?.status === 'recognised' && !seen.crop) return undefined;
  const model = app.leafModel;
  const top = seen?.status === 'recognised' ? seen.topClass : null;
  if (model && input && seen?.status === 'recognised' && seen.crop && top) {
    const classId = seen.looksHealthy ? (seen.prediction.classes[0]?.id ?? top.id) : top.id;
    // the hidden squares are read in the input's own view: the model's reading is that view's only
    // when it reads no other (25 runs, not 26)
    const oneView = (model.labels.views?.length ?? 1) === 1;
    const known = oneView ? photo.leaf?.classes.find((c) => c.id === classId)?.probability : undefined;
    const map = await app.diagnosisMetrics.time('attention', () => attentionMap(model, input, classId, known));
    const healthy = seen.looksHealthy || top.id.endsWith('healthy');
    const entries = ranking.ranked.map((r) => r.entry);
    const problem = healthy ? ctx.t.legend.healthy : conditionName(top.id, top.condition, ctx, entries);
    return renderAttention(base, map, attentionLegend(seen.crop, problem, ctx), MARKED_SIDE);
  }
  if (!features) return undefined;
  const options = { context: ctx, stated: answer.verdict === 'diagnosed', maxSize: MARKED_SIDE };
  return renderOverlay(base, features, options);
}

/** Stores the photo and its marked copy, and makes the JPEG for the cloud AI. */
export async function storePhoto(
  app: FastifyInstance,
  photo: ReadPhoto,
  answer: MarkedAnswer,
  wantJpeg: boolean,
): Promise<PhotoResult> {
  const overlay = await markedPhoto(app, photo, answer);
  const [uploaded, generated, jpeg] = await Promise.all([
    photo.stored.then((webp) => app.storage.put(randomKey(STORAGE_FOLDER, 'webp'), webp, 'image/webp')),
    overlay ? app.storage.put(randomKey(STORAGE_FOLDER, 'jpg'), overlay, 'image/jpeg') : Promise.resolve(undefined),
    wantJpeg ? openPhoto(photo.base).jpeg({ quality: 80 }).toBuffer() : Promise.resolve(undefined),
  ]);
  return { uploadedImageUrl: uploaded.url, generatedImageUrl: generated?.url, jpeg };
}
