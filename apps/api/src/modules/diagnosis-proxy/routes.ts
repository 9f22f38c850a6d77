import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

/** The diagnosis service takes photos up to 2 MB; leave room for the form around it. */
const PROXY_BODY_LIMIT = 3 * 1024 * 1024;

/** Where the diagnosis service serves its uploaded and generated pictures (local storage). */
const DIAGNOSIS_UPLOADS_PREFIX = '/uploads/diagnosis/';

/**
 * The web app calls the diagnosis service on its own origin; this forwards
 * POST /api/images/analyze to the diagnosis process over HTTP, body unchanged, and the
 * pictures it answers with (GET /uploads/diagnosis/…), so that one public address serves all.
 */
export default async function diagnosisProxyRoutes(fastify: FastifyInstance, opts: { diagnosisUrl: string }) {
  // here the form is not parsed but passed on as the bytes that came in
  if (fastify.hasContentTypeParser('multipart/form-data')) fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  await fastify.register(replyFrom, {
    base: opts.diagnosisUrl,
    undici: { headersTimeout: 120_000, bodyTimeout: 120_000 },
  });
  fastify.post(
    '/api/images/analyze',
    {
      bodyLimit: PROXY_BODY_LIMIT,
      schema: {
        tags: ['diagnosis'],
        description: 'Forwarded to the diagnosis service (multipart: userInputText, optional image).',
        consumes: ['multipart/form-data'],
      },
    },
    (request, reply) =>
      reply.from('/api/images/analyze', {
        rewriteRequestHeaders: (_req, headers) => {
          // the diagnosis service takes no credentials, and no address headers from the client
          const {
            cookie: _cookie,
            'x-xsrf-token': _xsrf,
            forwarded: _forwarded,
            'x-forwarded-for': _xff,
            'x-real-ip': _realIp,
            ...rest
          } = headers;
          // the client's address as this server worked it out (TRUST_PROXY), replacing whatever
          // the client sent; the multipart boundary is kept, which the proxy would otherwise drop
          return { ...rest, 'content-type': request.headers['content-type'], 'x-forwarded-for': request.ip };
        },
        onError: (res, { error }) => {
          request.log.warn({ err: error }, 'diagnosis service unreachable');
          res.code(502).send({ error: 'The diagnosis service is not available right now. Please try again shortly.' });
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
        // only what a browser's image request needs; the diagnosis service takes no credentials
        rewriteRequestHeaders: (_req, headers) => {
          const { cookie: _cookie, ...rest } = headers;
          return rest;
        },
        onError: (res, { error }) => {
          request.log.warn({ err: error }, 'diagnosis service unreachable');
          res.code(502).send({ success: false, message: 'The diagnosis service is not available right now.' });
        },
      }),
  );
}
