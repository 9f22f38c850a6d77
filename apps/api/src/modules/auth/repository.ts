import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountNotices, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
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

export async function insertUser(
  db: Executor,
  values: { userName: string; email: string; passwordHash: string; role: 'admin' | 'user' },
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

/** Records something to tell the account's owner by e-mail. */
export async function addAccountNotice(db: Executor, userId: string, kind: 'sign-up-attempt'): Promise<void> {
  await db.insert(accountNotices).values({ userId, kind });
}
