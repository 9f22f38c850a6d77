import { processImage, randomKey, sniffImage, UnsupportedImageError } from '@farmai/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { analyseImage, type ImageFeatures } from '../engine/image-analysis.js';
import type { LeafPrediction } from '../engine/leaf-model.js';
import { renderOverlay } from '../engine/overlay.js';
import type { PhotoEvidence } from '../engine/photo-evidence.js';
import type { Candidate } from '../engine/ranker.js';
import type { Verdict } from '../engine/verdict.js';
import { HttpError } from '../errors.js';
import { diagnoseOffline } from '../providers/offline.js';
import { fallbackNote, LlmError } from '../providers/openai-compatible.js';

/** Largest accepted photo: 2 MB (2 MiB). One byte more answers 413. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MIN_TEXT_LENGTH = 3;
export const MAX_TEXT_LENGTH = 2000;
/** Folder (key prefix) of uploaded and generated images in the shared storage. */
export const STORAGE_FOLDER = 'diagnosis';

export interface AnalyzeResponse {
  message: 'Analysis complete';
  data: {
    userInputText: string;
    gptResponse: string;
    candidates: Candidate[];
    /** How sure the answer is: see engine/verdict.ts. */
    verdict: Verdict;
    /** The crop detected (our crop id), from the text or the photo, or null. */
    crop: string | null;
    uploadedImageUrl?: string;
    /** Same URL as uploadedImageUrl, for older clients. */
    cloudinaryImageUrl?: string;
    generatedImageUrl?: string;
    engine: 'offline' | 'llm';
    fallbackReason?: string;
  };
}

interface Form {
  text: string | undefined;
  image: Buffer | undefined;
}

async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the form as multipart/form-data with a userInputText field and an optional image.');
  }
  const form: Form = { text: undefined, image: undefined };
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'image')
          throw new HttpError(400, `Unexpected file field "${part.fieldname}"; use "image".`);
        if (buffer.length > 0) form.image = buffer;
      } else if (part.fieldname === 'userInputText') {
        if (part.valueTruncated)
          throw new HttpError(400, `userInputText must be at most ${MAX_TEXT_LENGTH} characters.`);
        form.text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        `The image is too large; the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Resize the photo to at most 1600 pixels ` +
          'on its longest side, or send it from the FarmAI app, which does this for you.',
      );
    }
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Send at most one image.');
    throw new HttpError(400, 'The form could not be read; send it as multipart/form-data.');
  }
  return form;
}

function validateText(value: string | undefined): string {
  if (value === undefined) throw new HttpError(400, 'userInputText is required: describe what you see on the plant.');
  if (value.includes('\u0000')) throw new HttpError(400, 'userInputText must not contain a NUL (\\u0000) character.');
  const text = value.trim();
  const length = [...text].length;
  if (length < MIN_TEXT_LENGTH)
    throw new HttpError(400, `userInputText must be at least ${MIN_TEXT_LENGTH} characters.`);
  if (length > MAX_TEXT_LENGTH)
    throw new HttpError(400, `userInputText must be at most ${MAX_TEXT_LENGTH} characters.`);
  return text;
}

interface ReadPhoto {
  processed: Awaited<ReturnType<typeof processImage>>;
  features: ImageFeatures;
  /** The leaf-photo model's reading, when the model is loaded. */
  leaf: LeafPrediction | undefined;
}

interface PhotoResult {
  uploadedImageUrl: string;
  generatedImageUrl: string;
  /** JPEG for the cloud AI. */
  jpeg: Buffer | undefined;
}

export interface AnalyzeRouteOptions {
  rateLimitPerMinute: number;
}

export default async function analyzeRoutes(app: FastifyInstance, opts: AnalyzeRouteOptions) {
  /** Checks and reads a photo: its measured damage and, with the model loaded, its classes. */
  const readPhoto = async (bytes: Buffer): Promise<ReadPhoto> => {
    const kind = sniffImage(bytes);
    if (kind !== 'jpeg' && kind !== 'png') throw new HttpError(415, 'The image must be a JPEG or PNG photo.');
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(bytes, { allowed: ['jpeg', 'png'] });
    } catch (err) {
      if (err instanceof UnsupportedImageError)
        throw new HttpError(415, 'The image could not be read as a JPEG or PNG photo.');
      throw err;
    }
    const [features, leaf] = await Promise.all([
      analyseImage(processed.body),
      app.leafModel ? app.leafModel.predict(processed.body) : Promise.resolve(undefined),
    ]);
    return { processed, features, leaf };
  };

  /** Stores the photo and its marked copy (captioned with what the model saw), and makes the JPEG for the cloud AI. */
  const storePhoto = async (
    photo: ReadPhoto,
    seen: PhotoEvidence | undefined,
    wantJpeg: boolean,
  ): Promise<PhotoResult> => {
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
  };

  app.post(
    '/api/images/analyze',
    { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const form = await readForm(request);
      const text = validateText(form.text);
      const read = form.image ? await readPhoto(form.image) : undefined;
      const offline = diagnoseOffline(app.matcher, text, read?.features, read?.leaf);
      const photo = read ? await storePhoto(read, offline.ranking.photo, app.chat !== undefined) : undefined;
      let gptResponse = offline.markdown;
      let engine: 'offline' | 'llm' = 'offline';
      let fallbackReason: string | undefined;
      if (app.chat) {
        try {
          gptResponse = await app.chat.complete({
            text,
            ranking: offline.ranking,
            verdict: offline.verdict,
            photoJpeg: photo?.jpeg,
          });
          engine = 'llm';
        } catch (err) {
          const reason = err instanceof LlmError ? err.reason : 'network-error';
          request.log.warn({ reason, err: (err as Error).message }, 'cloud AI failed; answering offline');
          fallbackReason = reason;
          gptResponse = `${fallbackNote(reason)}\n\n${offline.markdown}`;
        }
      }

      const data: AnalyzeResponse['data'] = {
        userInputText: text,
        gptResponse,
        candidates: offline.candidates,
        verdict: offline.verdict,
        crop: offline.crop,
        engine,
      };
      if (photo) {
        data.uploadedImageUrl = photo.uploadedImageUrl;
        data.cloudinaryImageUrl = photo.uploadedImageUrl;
        data.generatedImageUrl = photo.generatedImageUrl;
      }
      if (fallbackReason) data.fallbackReason = fallbackReason;
      request.log.info(
        {
          engine,
          fallbackReason,
          verdict: offline.verdict,
          candidates: offline.candidates.slice(0, 3).map((c) => `${c.id}:${c.confidence}`),
          photo: read
            ? {
                affectedPct: read.features.affectedPct,
                pattern: read.features.pattern,
                model: read.leaf
                  ? {
                      top: read.leaf.classes[0]?.id,
                      p: read.leaf.classes[0]?.probability,
                      ms: read.leaf.inferenceMs,
                    }
                  : undefined,
              }
            : undefined,
        },
        'diagnosis done',
      );
      const body: AnalyzeResponse = { message: 'Analysis complete', data };
      return reply.code(201).send(body);
    },
  );
}
