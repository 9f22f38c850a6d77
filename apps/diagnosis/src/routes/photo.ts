import { processImage, randomKey, sniffImage, UnsupportedImageError } from '@farmai/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
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
  generatedImageUrl: string;
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

/** Stores the photo and its marked copy (captioned with what the model saw), and makes the JPEG for the cloud AI. */
export async function storePhoto(
  app: FastifyInstance,
  photo: ReadPhoto,
  seen: PhotoEvidence | undefined,
  wantJpeg: boolean,
): Promise<PhotoResult> {
  const { processed, features } = photo;
  const recognised = seen?.status === 'recognised' ? seen : undefined;
  const top = recognised?.topClass;
  const caption =
    recognised?.crop && top
      ? recognised.looksHealthy
        ? `${recognised.crop} healthy ${Math.round(recognised.healthy * 100)}%`
        : `${recognised.crop} ${top.condition} ${Math.round(top.probability * 100)}%`
      : undefined;
  const overlay = await renderOverlay(processed.body, features, {
    marks: !recognised?.looksHealthy,
    ...(caption ? { caption } : {}),
  });
  const [uploaded, generated, jpeg] = await Promise.all([
    app.storage.put(randomKey(STORAGE_FOLDER, processed.extension), processed.body, processed.contentType),
    app.storage.put(randomKey(STORAGE_FOLDER, 'jpg'), overlay, 'image/jpeg'),
    wantJpeg
      ? sharp(processed.body)
          .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 80 })
          .toBuffer()
      : Promise.resolve(undefined),
  ]);
  return { uploadedImageUrl: uploaded.url, generatedImageUrl: generated.url, jpeg };
}
