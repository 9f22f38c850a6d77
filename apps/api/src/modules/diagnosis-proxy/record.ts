import type { Readable } from 'node:stream';
import { analyzeResponseSchema, DIAGNOSIS_FORM_FIELDS } from '@farmai/contracts';
import type { ProcessedImage } from '@farmai/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeThumbnail, recordDiagnosis } from '../diagnosis-history/index.js';

/** The signed-in user's id, or undefined for a guest (or a session that has ended): guests keep no history. */
export async function signedInUserId(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  try {
    await app.authenticate(request);
    return request.user.id;
  } catch {
    return undefined;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The photo of the form as it came in (the multipart bytes kept by the proxy), or undefined. */
async function photoOf(request: FastifyRequest): Promise<Buffer | undefined> {
  const type = request.headers['content-type'];
  if (!Buffer.isBuffer(request.body) || !type) return undefined;
  try {
    const form = await new Response(request.body, { headers: { 'content-type': type } }).formData();
    const image = form.get(DIAGNOSIS_FORM_FIELDS.image);
    if (!image || typeof image === 'string') return undefined;
    return Buffer.from(await image.arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * The thumbnail of the form's photo, made while the diagnosis service works on the photo (so the
 * answer waits for no decoding of its own); undefined without a photo. Kept only if the analysis succeeds.
 */
export async function thumbnailOfForm(request: FastifyRequest): Promise<ProcessedImage | undefined> {
  const photo = await photoOf(request);
  return photo ? makeThumbnail(photo, request.log) : undefined;
}

/**
 * The diagnosis service's answer to a signed-in user, passed on unchanged once a successful one
 * is kept in the user's history (with a thumbnail of the photo). The browser never writes an entry
 * itself: only answers that came back through here are kept. A failure to keep it is logged; the
 * farmer still gets the answer.
 */
export async function answerAndRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  upstream: Readable,
  thumbnail: Promise<ProcessedImage | undefined>,
): Promise<void> {
  let body: Buffer;
  try {
    body = await readAll(upstream);
  } catch (err) {
    request.log.warn({ err }, 'diagnosis answer cut off');
    reply.raw.destroy();
    return;
  }
  if (reply.statusCode === 201) {
    try {
      const answer = analyzeResponseSchema.safeParse(JSON.parse(body.toString('utf8')));
      if (answer.success) {
        // a photo the service did not take (no picture in its answer) is not kept either
        const image = answer.data.data.uploadedImageUrl ? await thumbnail : undefined;
        await recordDiagnosis({ db: app.db, storage: app.storage, log: request.log }, userId, answer.data.data, image);
      }
    } catch (err) {
      request.log.error({ err }, 'diagnosis not kept in the history');
    }
  }
  reply.removeHeader('content-length');
  reply.send(body);
}
