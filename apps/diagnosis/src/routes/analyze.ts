import type { AnalyzeResponse } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { type AnswerText, diagnosisResult } from '@farmai/diagnosis-engine/diagnose';
import { type ReportContext, reportContext } from '@farmai/diagnosis-engine/report-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage, varyOnLanguage } from '../errors.js';
import { diagnoseOffline, type OfflineDiagnosis } from '../providers/offline.js';
import { fallbackNote, LlmError } from '../providers/openai-compatible.js';
import { readForm, validateText } from './form.js';
import { type PhotoResult, type ReadPhoto, readPhoto, storePhoto } from './photo.js';

export type { AnalyzeResponse };

export interface AnalyzeRouteOptions {
  rateLimitPerMinute: number;
}

/** The Markdown answer and the engine that wrote it. */
type Answer = AnswerText;

/** The cloud AI's answer, grounded on the offline ranking; the offline one, saying why, when the cloud fails. */
async function answerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  text: string,
  offline: OfflineDiagnosis,
  photo: PhotoResult | undefined,
  ctx: ReportContext,
): Promise<Answer> {
  if (!app.chat) return { gptResponse: offline.markdown, engine: 'offline' };
  try {
    const chat = app.chat;
    const gptResponse = await app.diagnosisMetrics.time('cloud', () =>
      chat.complete({
        text,
        ranking: offline.ranking,
        verdict: offline.verdict,
        photoJpeg: photo?.jpeg,
        context: ctx,
      }),
    );
    return { gptResponse, engine: 'llm' };
  } catch (err) {
    const reason = err instanceof LlmError ? err.reason : 'network-error';
    request.log.warn({ reason, err: (err as Error).message }, 'cloud AI failed; answering offline');
    const note = fallbackNote(reason, ctx.language);
    return { gptResponse: `${note}\n\n${offline.markdown}`, engine: 'offline', fallbackReason: reason };
  }
}

/** One line per diagnosis: the engine, the verdict, the leading candidates and what the photo showed. */
function logDiagnosis(request: FastifyRequest, offline: OfflineDiagnosis, answer: Answer, read: ReadPhoto | undefined) {
  request.log.info(
    {
      engine: answer.engine,
      fallbackReason: answer.fallbackReason,
      verdict: offline.verdict,
      candidates: offline.candidates.slice(0, 3).map((c) => `${c.id}:${c.confidence}`),
      photo: read
        ? {
            // measured only when the answer uses the measurements
            affectedPct: read.features?.affectedPct,
            pattern: read.features?.pattern,
            model: read.leaf
              ? { top: read.leaf.classes[0]?.id, p: read.leaf.classes[0]?.probability, ms: read.leaf.inferenceMs }
              : undefined,
          }
        : undefined,
    },
    'diagnosis done',
  );
}

/**
 * POST /api/images/analyze (docs/product/wire.md#diagnosis): the symptoms and an optional photo in, a
 * diagnosis out, in the language of `Accept-Language` (English without it).
 */
export default async function analyzeRoutes(app: FastifyInstance, opts: AnalyzeRouteOptions) {
  app.post(
    routes.diagnosis.images.analyze.path,
    {
      config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 } },
      // the answer is typed by the contract (AnalyzeResponse below); checking it again with zod on
      // every request cost about 6% of text-only diagnoses per second (npm run bench)
    },
    async (request, reply) => {
      const ctx = reportContext(requestLanguage(request), app.localiser);
      const form = await readForm(request);
      const text = validateText(form.text, form.image !== undefined);
      const read = form.image ? await readPhoto(app, form.image, text) : undefined;
      const offline = app.diagnosisMetrics.time('text', () =>
        diagnoseOffline(app.matcher, text, read?.features, read?.leaf, ctx),
      );
      const marked = { ranking: offline.ranking, verdict: offline.verdict, context: ctx };
      const photo = read ? await storePhoto(app, read, marked, app.chat !== undefined) : undefined;
      const answer = await answerOf(app, request, text, offline, photo, ctx);
      varyOnLanguage(reply);
      logDiagnosis(request, offline, answer, read);
      const body: AnalyzeResponse = {
        message: 'Analysis complete',
        data: diagnosisResult(text, offline, answer, photo),
      };
      return reply.code(201).send(body);
    },
  );
}
