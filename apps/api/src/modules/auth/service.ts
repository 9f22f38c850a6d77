import type { AuthUser, Language, LoginBody, RegisterBody } from '@farmai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { CounterStore } from '../../plugins/kv.js';
import { queueMail } from '../mail/index.js';
import { passwordProblem } from './common-passwords.js';
import { toAuthUser } from './mapper.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repo from './repository.js';

/**
 * Sign-in limits, counted over LOGIN_WINDOW_MS. A guesser slows himself, never the account's
 * owner: the tight limits are per address and per (address, account); the per-account brake
 * only refuses addresses that have failed before, so the right password from a clean address
 * always gets through.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address. */
export const LOGIN_MAX_FAILURES = 10;
/** Wrong passwords from one address, whatever the accounts. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
/** Wrong passwords for one account from all addresses, after which only clean addresses may try. */
export const LOGIN_ACCOUNT_BRAKE = 100;

const duplicateMessage = (field: 'email' | 'userName') =>
  field === 'email' ? 'auth.emailTaken' : 'auth.userNameTaken';

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
 * The public sign-up. Whether or not the e-mail already has an account, the answer is the same
 * and takes about as long (a password is hashed either way), so the form cannot be used to
 * find out who is a customer. A taken user name is still refused: names are shown publicly.
 */
export async function signUp(
  db: Db,
  input: RegisterBody,
  log: FastifyBaseLogger,
  language: Language = 'en',
): Promise<void> {
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw badRequest(problem);
  const taken = await repo.findTakenIdentity(db, input.email, input.userName);
  if (taken === 'userName') throw conflict(duplicateMessage('userName'));
  const passwordHash = await hashPassword(input.password);
  if (taken === 'email') {
    // the owner is to be told by e-mail that someone tried to register the address; writing the
    // notice also makes this answer take as long as a new account's (both commit one row)
    const owner = await repo.findUserByEmail(db, input.email);
    if (owner) {
      await repo.addAccountNotice(db, owner.id, 'sign-up-attempt');
      await queueMail(db, { kind: 'sign-up-attempt', userId: owner.id });
    }
    log.info('sign-up for an e-mail that already has an account');
    return;
  }
  try {
    // mails are written in the language the sign-up asked for (Accept-Language)
    const user = await repo.insertUser(db, {
      userName: input.userName,
      email: input.email,
      passwordHash,
      role: 'user',
      language,
    });
    await queueMail(db, { kind: 'welcome', userId: user.id });
  } catch (err) {
    // two registrations raced past the check above: the answer stays the same
    if (!isUniqueViolation(err)) throw err;
  }
}

/** Checks credentials, within the limits above. */
export async function login(db: Db, counters: CounterStore, input: LoginBody, ip: string): Promise<AuthUser> {
  const email = input.email.toLowerCase();
  const keys = {
    pair: `login-fail:pair:${ip}:${email}`,
    address: `login-fail:ip:${ip}`,
    account: `login-fail:email:${email}`,
  };
  const [pair, address, account] = await Promise.all(
    [keys.pair, keys.address, keys.account].map((k) => counters.get(k)),
  );
  const braked = (account ?? 0) >= LOGIN_ACCOUNT_BRAKE && (address ?? 0) > 0;
  if ((pair ?? 0) >= LOGIN_MAX_FAILURES || (address ?? 0) >= LOGIN_MAX_FAILURES_PER_ADDRESS || braked) {
    throw tooManyRequests('auth.tooManyFailures', { minutes: LOGIN_WINDOW_MS / 60_000 });
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await Promise.all([keys.pair, keys.address, keys.account].map((k) => counters.increment(k, LOGIN_WINDOW_MS)));
    throw unauthorized('auth.wrongCredentials');
  }
  await counters.reset(keys.pair);
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

export { findUserByEmail } from './repository.js';
