import type { AuthUser, LoginBody, RegisterBody } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { CounterStore } from '../../plugins/kv.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repo from './repository.js';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const toAuthUser = (row: repo.UserRow): AuthUser => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  role: row.role,
});

const duplicateMessage = (field: 'email' | 'userName') =>
  field === 'email'
    ? 'User already exists with the same email! Please try again'
    : 'This user name is already taken. Please choose another one';

export async function registerUser(db: Db, input: RegisterBody, role: 'admin' | 'user' = 'user'): Promise<AuthUser> {
  const taken = await repo.findTakenIdentity(db, input.email, input.userName);
  if (taken) throw conflict(duplicateMessage(taken));
  const passwordHash = await hashPassword(input.password);
  try {
    return toAuthUser(await repo.insertUser(db, { userName: input.userName, email: input.email, passwordHash, role }));
  } catch (err) {
    // two registrations raced past the check above
    if (isUniqueViolation(err)) throw conflict(duplicateMessage('email'));
    throw err;
  }
}

/**
 * Checks credentials. Failures are counted per e-mail and per IP; after
 * LOGIN_MAX_FAILURES in LOGIN_WINDOW_MS further attempts get 429 without being checked.
 */
export async function login(db: Db, counters: CounterStore, input: LoginBody, ip: string): Promise<AuthUser> {
  const keys = [`login-fail:email:${input.email}`, `login-fail:ip:${ip}`];
  const counts = await Promise.all(keys.map((k) => counters.get(k)));
  if (counts.some((n) => n >= LOGIN_MAX_FAILURES)) {
    throw tooManyRequests('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  }
  const user = await repo.findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await Promise.all(keys.map((k) => counters.increment(k, LOGIN_WINDOW_MS)));
    throw unauthorized('Incorrect email or password. Please try again.');
  }
  await counters.reset(keys[0] as string);
  return toAuthUser(user);
}

/** Creates the account, or resets its password and makes it an admin when it exists. */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; userName?: string },
): Promise<{ user: AuthUser; created: boolean }> {
  const existing = await repo.findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  if (existing) {
    await repo.updateUserCredentials(db, existing.id, { passwordHash, role: 'admin' });
    return { user: { ...toAuthUser(existing), role: 'admin' }, created: false };
  }
  let userName = input.userName ?? input.email.split('@')[0] ?? 'admin';
  if (await repo.findTakenIdentity(db, input.email, userName)) userName = `${userName}-${Date.now().toString(36)}`;
  const row = await repo.insertUser(db, { userName, email: input.email.toLowerCase(), passwordHash, role: 'admin' });
  return { user: toAuthUser(row), created: true };
}

export async function currentUser(db: Db, id: string): Promise<AuthUser> {
  const row = await repo.findUserById(db, id);
  if (!row) throw unauthorized('Your account no longer exists. Please sign in again.');
  return toAuthUser(row);
}

export { countUsers, findUserByEmail } from './repository.js';
