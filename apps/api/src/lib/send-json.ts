import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * One answer: its JSON, and the same compressed for browsers that take it. The compressed
 * bodies are made on first use and kept with the entry, so a hot listing is not compressed
 * again for every shopper on a slow connection.
 */
export class CachedJson {
  private readonly bodies = new Map<ContentEncoding, Buffer>();
  private tag: string | undefined;
  private asText: string | undefined;
  /** The JSON, as text or as its UTF-8 bytes (answers put together from serialised parts). */
  constructor(readonly body: string | Buffer) {}

  get text(): string {
    this.asText ??= typeof this.body === 'string' ? this.body : this.body.toString('utf8');
    return this.asText;
  }

  get byteLength(): number {
    return typeof this.body === 'string' ? Buffer.byteLength(this.body) : this.body.length;
  }

  /** A weak validator of the JSON (the same for every encoding of it), made on first use. */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
    return this.tag;
  }

  encoded(encoding: ContentEncoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.byteLength,
              },
            })
          : gzipSync(this.body);
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

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
