import type { Role } from '@farmai/contracts';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';

export const SESSION_COOKIE = 'token';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: Role;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionUser;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 signed out, 403 unless an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest + preHandler pair: 401 signed out, then 403 unless the `userId` in the params or body is the signed-in user. */
    requireSelf: (request: FastifyRequest) => Promise<void>;
    setSession: (reply: FastifyReply, user: SessionUser) => Promise<void>;
    clearSession: (reply: FastifyReply) => void;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; secureCookies: boolean }) {
    await app.register(cookie);
    await app.register(jwt, {
      secret: opts.secret,
      cookie: { cookieName: SESSION_COOKIE, signed: false },
      sign: { expiresIn: SESSION_TTL_SECONDS },
    });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: opts.secureCookies,
    };

    app.decorate('setSession', async (reply: FastifyReply, user: SessionUser) => {
      const token = await reply.jwtSign({ id: user.id, userName: user.userName, email: user.email, role: user.role });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
    });
    app.decorate('clearSession', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    const authenticate = async (request: FastifyRequest) => {
      if (!request.cookies[SESSION_COOKIE]) throw unauthorized();
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized('Your session has expired. Please sign in again.');
      }
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user.role !== 'admin') throw forbidden('Only administrators can do this.');
    });
    app.decorate('requireSelf', async (request: FastifyRequest) => {
      // routes run `authenticate` at onRequest, before the body is parsed; this runs after validation
      if (!request.user) await authenticate(request);
      const fromParams = (request.params as { userId?: unknown } | undefined)?.userId;
      const fromBody = (request.body as { userId?: unknown } | undefined)?.userId;
      for (const userId of [fromParams, fromBody]) {
        if (userId !== undefined && userId !== request.user.id) {
          throw forbidden('You can only access your own data.');
        }
      }
    });
  },
  { name: 'auth' },
);
