import type { Language } from '@farmai/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountNotices, accountTokens, sessions, users } from '../../db/schema-auth.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** A live (not deleted) account by id. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'userName' | 'email' | 'passwordHash' | 'language'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Sets the language mails to the user are written in, when it is another one. */
export async function setUserLanguage(db: Executor, id: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, id), sql`${users.language} <> ${language}`));
}

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type TokenRow = typeof accountTokens.$inferSelect;

export async function insertToken(
  db: Executor,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** A token that is neither used nor expired. */
export async function findLiveToken(
  db: Executor,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Uses a live token up; answers it, or undefined when it was used (or ran out) in the meantime. */
export async function consumeToken(db: Executor, id: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .returning();
  return row;
}

/** Ends the user's unused tokens of a purpose, or of every purpose (a new password or e-mail makes older links useless). */
export async function retireTokens(db: Executor, userId: string, purpose?: TokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        purpose ? eq(accountTokens.purpose, purpose) : undefined,
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The new address waiting for its confirmation, if any. */
export async function pendingEmailOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** The name a deleted account's orders and reviews show. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Empties a deleted account's row: no name, e-mail or password is kept; the row stays so the
 * orders that point at it keep a buyer. Its sessions, tokens and notices go.
 */
export async function anonymiseUser(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, id));
  await db.delete(accountTokens).where(eq(accountTokens.userId, id));
  await db.delete(accountNotices).where(eq(accountNotices.userId, id));
  await db
    .update(users)
    .set({
      userName: DELETED_USER_NAME,
      email: '',
      passwordHash: '',
      language: 'en',
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Which of e-mail or user name is already taken (case-insensitive), if any. */
export async function findTakenIdentity(
  db: Executor,
  email: string,
  userName: string,
): Promise<'email' | 'userName' | undefined> {
  const rows = await db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
      ),
    )
    .limit(2);
  if (rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) return 'email';
  if (rows.length > 0) return 'userName';
  return undefined;
}

/** Whether another account (deleted ones included: their name is reserved) uses the user name. */
export async function isUserNameTaken(db: Executor, userName: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, sql`${users.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(
  db: Executor,
  values: { userName: string; email: string; passwordHash: string; role: 'admin' | 'user'; language?: Language },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUserCredentials(
  db: Executor,
  id: string,
  values: { passwordHash: string; role: 'admin' | 'user' },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Records something told the account's owner by e-mail. */
export async function addAccountNotice(db: Executor, userId: string, kind: 'sign-up-attempt'): Promise<void> {
  // the mail is queued with it (see signUp), so the notice is sent as it is written
  await db.insert(accountNotices).values({ userId, kind, sentAt: new Date() });
}
