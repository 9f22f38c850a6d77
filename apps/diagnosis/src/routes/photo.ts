import { processImage, randomKey, sniffImage, UnsupportedImageError } from '@farmai/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { attentionLegend, attentionMap, renderAttention } from '../engine/attention.js';
import { analyseImage, type ImageFeatures } from '../engine/image-analysis.js';
import type { LeafPrediction } from '../engine/leaf-model.js';
import { renderOverlay } from '../engine/overlay.js';
import type { Ranking } from '../engine/ranker.js';
import { conditionName } from '../engine/report.js';
import type { ReportContext } from '../engine/report-text.js';
import type { Verdict } from '../engine/verdict.js';
import { DiagnosisError } from '../errors.js';

/** Folder (key prefix) of uploaded and generated images in the shared storage. */
export const STORAGE_FOLDER = 'diagnosis';

export interface ReadPhoto {
  processed: Awaited<ReturnType<typeof processImage>>;
  features: ImageFeatures;
  /** The leaf-photo model's reading, when the model is loaded. */
  leaf: LeafPrediction | undefined;
}

export interface PhotoResult {
  uploadedImageUrl: string;
  /** The marked copy; none for a photo that is not a crop leaf the model knows. */
  generatedImageUrl: string | undefined;
  /** JPEG for the cloud AI. */
  jpeg: Buffer | undefined;
}

/** Checks and reads a photo: its measured damage and, with the model loaded, its classes. */
export async function readPhoto(app: FastifyInstance, bytes: Buffer): Promise<ReadPhoto> {
  const kind = sniffImage(bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw new DiagnosisError(415, 'notJpegPng');
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(bytes, { allowed: ['jpeg', 'png'] });
  } catch (err) {
    if (err instanceof UnsupportedImageError) throw new DiagnosisError(415, 'unreadableImage');
    throw err;
  }
  const leafModel = app.leafModel;
  const [features, leaf] = await Promise.all([
    analyseImage(processed.body),
    leafModel
      ? app.diagnosisMetrics.time('image', () => leafModel.predict(processed.body))
      : Promise.resolve(undefined),
  ]);
  return { processed, features, leaf };
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
 * leaf it knows.
 */
async function markedPhoto(app: FastifyInstance, photo: ReadPhoto, answer: MarkedAnswer) {
  const { processed, features } = photo;
  const { ranking, context: ctx } = answer;
  const seen = ranking.photo;
  if (seen?.status === 'not-a-leaf' || seen?.status === 'not-recognised') return undefined;
  const model = app.leafModel;
  const top = seen?.status === 'recognised' ? seen.topClass : null;
  if (model && seen?.status === 'recognised' && seen.crop && top) {
    const classId = seen.looksHealthy ? (seen.prediction.classes[0]?.id ?? top.id) : top.id;
    const map = await app.diagnosisMetrics.time('attention', () => attentionMap(model, processed.body, classId));
    const healthy = seen.looksHealthy || top.id.endsWith('healthy');
    const entries = ranking.ranked.map((r) => r.entry);
    const problem = healthy ? ctx.t.legend.healthy : conditionName(top.id, top.condition, ctx, entries);
    return renderAttention(processed.body, map, attentionLegend(seen.crop, problem, ctx));
  }
  return renderOverlay(processed.body, features, { context: ctx, stated: answer.verdict === 'diagnosed' });
}

/** Stores the photo and its marked copy, and makes the JPEG for the cloud AI. */
export async function storePhoto(
  app: FastifyInstance,
  photo: ReadPhoto,
  answer: MarkedAnswer,
  wantJpeg: boolean,
): Promise<PhotoResult> {
  const { processed } = photo;
  const overlay = await markedPhoto(app, photo, answer);
  const [uploaded, generated, jpeg] = await Promise.all([
    app.storage.put(randomKey(STORAGE_FOLDER, processed.extension), processed.body, processed.contentType),
    overlay ? app.storage.put(randomKey(STORAGE_FOLDER, 'jpg'), overlay, 'image/jpeg') : Promise.resolve(undefined),
    wantJpeg
      ? sharp(processed.body)
          .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 80 })
          .toBuffer()
      : Promise.resolve(undefined),
  ]);
  return { uploadedImageUrl: uploaded.url, generatedImageUrl: generated?.url, jpeg };
}
