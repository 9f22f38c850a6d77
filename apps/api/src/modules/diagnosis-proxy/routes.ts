import type { Readable } from 'node:stream';
import { diagnosisErrorBody, routes } from '@farmai/contracts';
import { errorHandler } from '@farmai/server-kit';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onRoute } from '../../lib/define-route.js';
import { apiErrorPolicy } from '../../plugins/errors.js';
import { answerAndRecord, signedInUserId, thumbnailOfForm } from './record.js';

const noThumbnail = Promise.resolve(undefined);

/** The answer when the diagnosis service cannot be reached, in its `{ error, code }` shape. */
const unreachable = (request: FastifyRequest, id: 'diagnosis.unavailable' | 'diagnosis.picturesUnavailable') =>
  diagnosisErrorBody(request.t(id), id);

import {
  analyzeHeaders,
  DIAGNOSIS_UPLOADS_PREFIX,
  PROXY_BODY_LIMIT,
  pictureHeaders,
  readHeaders,
  UPSTREAM_TIMEOUT_MS,
} from './service.js';

export interface DiagnosisProxyOptions {
  /** Where the diagnosis process listens, e.g. http://127.0.0.1:3001. */
  diagnosisUrl: string;
}

/**
 * The web app calls the diagnosis service on its own origin; this forwards
 * POST /api/images/analyze to the diagnosis process over HTTP, body unchanged, the crops it covers
 * (GET /api/images/crops) and the pictures it answers with (GET /uploads/diagnosis/…), so that one
 * public address serves all.
 * Every answer on these paths has the diagnosis service's shape, `{ error, code }` on failure, which is
 * what its clients read (docs/product/wire.md#diagnosis): the API's own refusals here (XSRF, a body over the limit) too.
 */
export default async function diagnosisProxyRoutes(fastify: FastifyInstance, opts: DiagnosisProxyOptions) {
  fastify.setErrorHandler(errorHandler({ ...apiErrorPolicy, body: diagnosisErrorBody }));
  // here the form is not parsed but passed on as the bytes that came in
  if (fastify.hasContentTypeParser('multipart/form-data')) fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  await fastify.register(replyFrom, {
    base: opts.diagnosisUrl,
    undici: { headersTimeout: UPSTREAM_TIMEOUT_MS, bodyTimeout: UPSTREAM_TIMEOUT_MS },
  });
  onRoute(
    fastify,
    routes.diagnosis.images.analyze,
    {
      bodyLimit: PROXY_BODY_LIMIT,
      schema: {
        tags: ['diagnosis'],
        description:
          'Forwarded to the diagnosis service (multipart: userInputText, optional image). A signed-in ' +
          'user’s successful analysis is kept in their history (GET /api/diagnosis/history).',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      // a signed-in user's successful analysis is kept in their history on the way back
      const userId = await signedInUserId(fastify, request);
      const thumbnail = userId ? thumbnailOfForm(request) : undefined;
      return reply.from(routes.diagnosis.images.analyze.path, {
        rewriteRequestHeaders: (_req, headers) =>
          analyzeHeaders(headers, request.headers['content-type'], request.ip, request.id, userId !== undefined),
        onError: (res, { error }) => {
          request.log.warn({ err: error }, 'diagnosis service unreachable');
          res.code(502).send(unreachable(request, 'diagnosis.unavailable'));
        },
        ...(userId
          ? {
              onResponse: (_req, _res, upstream) => {
                void answerAndRecord(
                  fastify,
                  request,
                  reply,
                  userId,
                  upstream.stream as Readable,
                  thumbnail ?? noThumbnail,
                );
              },
            }
          : {}),
      });
    },
  );

  forwardReads(fastify);
}

/** The reads passed on to the diagnosis service: the crops it covers and the pictures it answered with. */
function forwardReads(fastify: FastifyInstance) {
  onRoute(
    fastify,
    routes.diagnosis.images.crops,
    {
      schema: {
        tags: ['diagnosis'],
        description: 'Forwarded to the diagnosis service: the crops its photo model and its text diagnosis cover.',
      },
    },
    (request, reply) =>
      reply.from(routes.diagnosis.images.crops.path, {
        rewriteRequestHeaders: (_req, headers) => readHeaders(headers, request.id),
        onError: (res, { error }) => {
          request.log.warn({ err: error }, 'diagnosis service unreachable');
          res.code(502).send(unreachable(request, 'diagnosis.unavailable'));
        },
      }),
  );

  fastify.get(
    `${DIAGNOSIS_UPLOADS_PREFIX}*`,
    {
      schema: {
        tags: ['diagnosis'],
        description: "The diagnosis service's uploaded and generated pictures, forwarded (long-lived cache headers).",
      },
    },
    (request, reply) =>
      reply.from(request.url, {
        rewriteRequestHeaders: (_req, headers) => pictureHeaders(headers, request.id),
        onError: (res, { error }) => {
          request.log.warn({ err: error }, 'diagnosis service unreachable');
          res.code(502).send(unreachable(request, 'diagnosis.picturesUnavailable'));
        },
      }),
  );
}
