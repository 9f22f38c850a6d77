import type { Role } from '@farmai/contracts';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { UserRow } from '../modules/auth/index.js';
import {
  createSession,
  findSessionUser,
  pruneSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from '../modules/auth/index.js';

export const SESSION_COOKIE = 'token';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * How long a replica trusts what it last read of a session and its user. A sign-out on
 * another replica, a role change or a deleted account takes effect within this time.
 */
export const SESSION_CACHE_MS = 3_000;

export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: Role;
}

/** What the signed cookie carries: the session's id; the user is read from the database. */
interface SessionToken {
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionToken;
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
    /** Opens a session for the user and sets its cookie. */
    setSession: (reply: FastifyReply, user: SessionUser) => Promise<void>;
    /** Revokes the request's session, if any, and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Revokes every session of the user (signed in on any device) and clears this cookie. */
    endAllSessions: (userId: string, reply: FastifyReply) => Promise<number>;
    /** Revokes every session of the user but the request's own (a changed password keeps this browser signed in). */
    endOtherSessions: (request: FastifyRequest) => Promise<number>;
    /** Reads the user's sessions afresh on their next request (a changed name or e-mail shows at once). */
    refreshSessions: (userId: string) => void;
  }
  interface FastifyRequest {
    sessionId?: string;
  }
}

const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  role: row.role,
});

/** The session id in the request's cookie, when the token is ours and unexpired. */
async function readSessionId(request: FastifyRequest): Promise<string | undefined> {
  if (!request.cookies[SESSION_COOKIE]) return undefined;
  try {
    const payload = await request.jwtVerify<SessionToken>();
    return typeof payload.sid === 'string' && /^[0-9a-f-]{36}$/i.test(payload.sid) ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}

/** Every `userId` in the path and the body must be the signed-in user's. */
function assertOwnUserId(request: FastifyRequest): void {
  const fromParams = (request.params as { userId?: unknown } | undefined)?.userId;
  const fromBody = (request.body as { userId?: unknown } | undefined)?.userId;
  for (const userId of [fromParams, fromBody]) {
    if (userId !== undefined && userId !== request.user.id) throw forbidden('auth.ownDataOnly');
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

    // session id → its user, or null once it has ended; short-lived so other replicas' sign-outs show
    const cache = new LRUCache<string, { user: SessionUser | null }>({ max: 10_000, ttl: SESSION_CACHE_MS });

    const lookup = async (sid: string): Promise<SessionUser | null> => {
      const hit = cache.get(sid);
      if (hit) return hit.user;
      const row = await findSessionUser(app.db, sid);
      const user = row ? toSessionUser(row) : null;
      cache.set(sid, { user });
      return user;
    };

    app.decorate('setSession', async (reply: FastifyReply, user: SessionUser) => {
      await pruneSessions(app.db, user.id);
      const sid = await createSession(app.db, user.id, SESSION_TTL_SECONDS);
      const token = await reply.jwtSign({ sid });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const sid = request.sessionId ?? (await readSessionId(request));
      if (sid) {
        await revokeSession(app.db, sid);
        cache.set(sid, { user: null });
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
    app.decorate('endAllSessions', async (userId: string, reply: FastifyReply) => {
      const count = await revokeUserSessions(app.db, userId);
      for (const [sid, entry] of cache.entries()) if (entry.user?.id === userId) cache.set(sid, { user: null });
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return count;
    });

    app.decorate('endOtherSessions', async (request: FastifyRequest) => {
      const sid = request.sessionId;
      if (!sid) return 0;
      const count = await revokeOtherSessions(app.db, request.user.id, sid);
      for (const [other, entry] of cache.entries()) {
        if (other !== sid && entry.user?.id === request.user.id) cache.set(other, { user: null });
      }
      return count;
    });

    app.decorate('refreshSessions', (userId: string) => {
      for (const [sid, entry] of cache.entries()) if (entry.user?.id === userId) cache.delete(sid);
    });

    const authenticate = async (request: FastifyRequest) => {
      if (!request.cookies[SESSION_COOKIE]) throw unauthorized('auth.signInFirst');
      const sid = await readSessionId(request);
      const user = sid ? await lookup(sid) : null;
      if (!sid || !user) throw unauthorized('auth.sessionExpired');
      request.sessionId = sid;
      request.user = user;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user.role !== 'admin') throw forbidden('auth.adminsOnly');
    });
    app.decorate('requireSelf', async (request: FastifyRequest) => {
      // routes run `authenticate` at onRequest, before the body is parsed; this runs after validation
      if (!request.sessionId) await authenticate(request);
      assertOwnUserId(request);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
