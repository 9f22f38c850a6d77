import { processImage, randomKey, sniffImage, UnsupportedImageError } from '@farmai/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { attentionMap, renderAttention } from '../engine/attention.js';
import { analyseImage, type ImageFeatures } from '../engine/image-analysis.js';
import type { LeafPrediction } from '../engine/leaf-model.js';
import { renderOverlay } from '../engine/overlay.js';
import type { PhotoEvidence } from '../engine/photo-evidence.js';
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

/**
 * The marked copy of the photo: where the model looked, for a photo it read as a crop leaf; the
 * measured spots, for a crop the model does not cover (or no model); none for a photo that is not a
 * crop leaf it knows.
 */
async function markedPhoto(app: FastifyInstance, photo: ReadPhoto, seen: PhotoEvidence | undefined) {
  const { processed, features } = photo;
  if (seen?.status === 'not-a-leaf' || seen?.status === 'not-recognised') return undefined;
  const model = app.leafModel;
  const top = seen?.status === 'recognised' ? seen.topClass : null;
  if (model && seen?.status === 'recognised' && seen.crop && top) {
    const classId = seen.looksHealthy ? (seen.prediction.classes[0]?.id ?? top.id) : top.id;
    const map = await app.diagnosisMetrics.time('attention', () => attentionMap(model, processed.body, classId));
    const what = seen.looksHealthy ? `${seen.crop} healthy` : `${seen.crop} ${top.condition}`;
    return renderAttention(processed.body, map, `Where the photo model looked for: ${what} · FarmAI`);
  }
  return renderOverlay(processed.body, features);
}

/** Stores the photo and its marked copy, and makes the JPEG for the cloud AI. */
export async function storePhoto(
  app: FastifyInstance,
  photo: ReadPhoto,
  seen: PhotoEvidence | undefined,
  wantJpeg: boolean,
): Promise<PhotoResult> {
  const { processed } = photo;
  const overlay = await markedPhoto(app, photo, seen);
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
