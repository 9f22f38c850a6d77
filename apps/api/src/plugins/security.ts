import { randomBytes, timingSafeEqual } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's XSRF token (from its cookie, or the one this response sets). */
    xsrfToken: string;
  }
}

export interface SecurityOptions {
  secureCookies: boolean;
  /** Extra origins images may load from (an S3 public URL). */
  imageOrigins: string[];
  /** Extra origins the web app may call (the diagnosis service). */
  connectOrigins: string[];
  /** Paths whose POSTs are plain HTML forms: their handlers check the token in a form field (`checkFormToken`). */
  formPaths?: RegExp[];
}

/** For plain HTML form posts: the `_xsrf` field must equal the XSRF cookie. */
export function checkFormToken(cookieToken: string | undefined, fieldToken: unknown): void {
  if (!cookieToken || typeof fieldToken !== 'string' || !sameToken(fieldToken, cookieToken)) {
    throw forbidden('auth.xsrf');
  }
}

/**
 * Security headers and double-submit XSRF protection: every response to a request
 * without the cookie sets one that scripts can read, and every unsafe method must
 * echo it in the X-XSRF-TOKEN header (axios does this by itself).
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: SecurityOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...opts.imageOrigins],
          connectSrc: ["'self'", ...opts.connectOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
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

    app.decorateRequest('xsrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      // operations routes (/metrics) are read by machines: no session cookie
      if (request.routeOptions.config.operations) return;
      const token = request.cookies[XSRF_COOKIE];
      if (token) {
        request.xsrfToken = token;
      } else {
        request.xsrfToken = randomBytes(24).toString('base64url');
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
