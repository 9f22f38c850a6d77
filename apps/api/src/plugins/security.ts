import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { forbidden } from '../lib/errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * XSRF tokens are `nonce.signature`, signed with a key derived from the session secret: a value a
 * client (or a script that can plant cookies on a sibling domain) makes up is refused, even when
 * it is sent in both the cookie and the header.
 */
export function xsrfTokens(secret: string) {
  const key = createHmac('sha256', secret).update('xsrf-token').digest();
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    issue(): string {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    valid(token: string | undefined): token is string {
      if (!token) return false;
      const dot = token.indexOf('.');
      return dot > 0 && sameToken(token.slice(dot + 1), sign(token.slice(0, dot)));
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's XSRF token (from its cookie, or the one this response sets). */
    xsrfToken: string;
  }
}

export interface SecurityOptions {
  secureCookies: boolean;
  /** Signs the XSRF tokens (the session secret; every replica has the same). */
  secret: string;
  /** Extra origins images may load from (an S3 public URL). */
  imageOrigins: string[];
  /** Extra origins the web app may call (the diagnosis service). */
  connectOrigins: string[];
  /** Paths whose POSTs are plain HTML forms: their handlers check the token in a form field (`checkFormToken`). */
  formPaths?: RegExp[];
}

/** For plain HTML form posts: the `_xsrf` field must equal the request's (signed) XSRF token. */
export function checkFormToken(requestToken: string, fieldToken: unknown): void {
  if (!requestToken || typeof fieldToken !== 'string' || !sameToken(fieldToken, requestToken)) {
    throw forbidden('auth.xsrf');
  }
}

/**
 * Security headers and double-submit XSRF protection: every response to a request
 * without the cookie sets one that scripts can read, and every unsafe method must
 * echo it in the X-XSRF-TOKEN header (the web app's HTTP client does this on every call).
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: SecurityOptions) {
    // helmet's headers depend on nothing in the request here (no nonces): its middlewares are built once, at
    // start, rather than for every request as the Fastify wrapper does (~10 µs a request, measured)
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...opts.imageOrigins],
          connectSrc: ["'self'", ...opts.connectOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // WebAssembly may be compiled (the diagnosis on the phone runs ONNX Runtime's), never JavaScript from strings
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...opts.connectOrigins],
          upgradeInsecureRequests: opts.secureCookies ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: opts.secureCookies,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );

    const tokens = xsrfTokens(opts.secret);
    app.decorateRequest('xsrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      // operations routes (/metrics) are read by machines: no session cookie
      if (request.routeOptions.config.operations) return;
      // a cookie this server did not sign is replaced, as a missing one is
      const token = tokens.valid(request.cookies[XSRF_COOKIE]) ? request.cookies[XSRF_COOKIE] : undefined;
      if (token) {
        request.xsrfToken = token;
      } else {
        request.xsrfToken = tokens.issue();
        reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
          path: '/',
          sameSite: 'lax',
          secure: opts.secureCookies,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method)) return;
      if (opts.formPaths?.some((re) => re.test(request.url))) return;
      const header = request.headers[XSRF_HEADER];
      if (!token || typeof header !== 'string' || !sameToken(header, token)) {
        throw forbidden('auth.xsrf');
      }
    });
  },
  { name: 'security', dependencies: ['auth'] },
);
