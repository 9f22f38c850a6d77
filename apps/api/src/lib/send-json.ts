import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson, ContentEncoding } from '../plugins/catalog-cache.js';

/** Below this the compressed answer saves less than the work of decoding it. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * A cached answer. The browser keeps it and asks again with its ETag (304 when unchanged, so a
 * shopper going back to a listing on a slow connection downloads nothing); otherwise it is sent
 * compressed with the cache's own copy when the client takes br or gzip. Its text is in the
 * language of the request's Accept-Language, which caches are told through Vary. An account's own
 * answer is `private`: kept by the browser alone, never by a shared cache on the way.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedJson,
  options: { type?: string; private?: boolean } = {},
) {
  reply
    .type(options.type ?? 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding, accept-language')
    .header('cache-control', options.private ? 'private, no-cache' : 'no-cache')
    .header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding =
    entry.byteLength >= COMPRESS_MIN_BYTES
      ? (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as ContentEncoding | null)
      : null;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(entry.encoded(encoding));
}

/** If-None-Match: `*`, or a list of (weak or strong) tags compared weakly, as RFC 9110 asks for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
