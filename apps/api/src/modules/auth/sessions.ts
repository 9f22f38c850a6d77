import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema-auth.js';
import type { UserRow } from './repository.js';

export async function createSession(db: Executor, userId: string, ttlSeconds: number): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The session's user, while the session is neither revoked nor expired. */
export async function findSessionUser(db: Executor, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= Date.now()) return undefined;
  return row.user;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of the user; returns how many. */
export async function revokeUserSessions(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes every open session of the user but `keepSessionId` (the browser that asked); returns how many. */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Forgets the user's sessions that have ended (revoked or expired). */
export async function pruneSessions(db: Executor, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, new Date()))));
}
