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
 * only refuses addresses that have failed on the account more than LOGIN_BRAKED_ALLOWANCE times,
 * so the right password from an address with at most a typo or two always gets through.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address. */
export const LOGIN_MAX_FAILURES = 10;
/** Wrong passwords from one address, whatever the accounts. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
/** Wrong passwords for one account from all addresses, after which only addresses with few failures on it may try. */
export const LOGIN_ACCOUNT_BRAKE = 100;
/**
 * While the account is braked, an address may still have had this many failures on it (the
 * owner's own typo) and try again; a distributed guesser gets no more than this per address.
 */
export const LOGIN_BRAKED_ALLOWANCE = 2;

/** Sign-ups are counted per client address over this window (the limit is SIGN_UP_LIMIT_PER_HOUR). */
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
/** Sign-up mails (welcome, "someone tried to register your address") to one address per window; more are not sent. */
export const SIGNUP_MAILS_PER_RECIPIENT = 3;
export const SIGNUP_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

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
  counters: CounterStore,
  input: RegisterBody,
  context: { ip: string; limitPerHour: number; log: FastifyBaseLogger; language?: Language },
): Promise<void> {
  const fromAddress = await counters.increment(`sign-up:ip:${context.ip}`, SIGNUP_WINDOW_MS);
  if (fromAddress > context.limitPerHour) {
    throw tooManyRequests('auth.tooManySignUps', { minutes: SIGNUP_WINDOW_MS / 60_000 });
  }
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw badRequest(problem);
  const taken = await repo.findTakenIdentity(db, input.email, input.userName);
  if (taken === 'userName') throw conflict(duplicateMessage('userName'));
  const passwordHash = await hashPassword(input.password);
  // however many sign-ups name an address, it gets a few mails a day at most
  const mailable = async () =>
    (await counters.increment(`sign-up-mail:${input.email.toLowerCase()}`, SIGNUP_MAIL_WINDOW_MS)) <=
    SIGNUP_MAILS_PER_RECIPIENT;
  if (taken === 'email') {
    // the owner is to be told by e-mail that someone tried to register the address; writing the
    // notice also makes this answer take as long as a new account's (both commit one row)
    const owner = await repo.findUserByEmail(db, input.email);
    if (owner) {
      await repo.addAccountNotice(db, owner.id, 'sign-up-attempt');
      if (await mailable()) await queueMail(db, { kind: 'sign-up-attempt', userId: owner.id });
    }
    context.log.info('sign-up for an e-mail that already has an account');
    return;
  }
  try {
    // mails are written in the language the sign-up asked for (Accept-Language)
    const user = await repo.insertUser(db, {
      userName: input.userName,
      email: input.email,
      passwordHash,
      role: 'user',
      language: context.language ?? 'en',
    });
    if (await mailable()) await queueMail(db, { kind: 'welcome', userId: user.id });
  } catch (err) {
    // two registrations raced past the check above: the answer stays the same
    if (!isUniqueViolation(err)) throw err;
  }
}

/**
 * Checks credentials, within the limits above. Each attempt is counted before its password is
 * checked, with one atomic increment per limit, and taken back when it turns out right: however
 * many guesses arrive at once, no more than the limit are ever checked.
 */
export async function login(db: Db, counters: CounterStore, input: LoginBody, ip: string): Promise<AuthUser> {
  const email = input.email.toLowerCase();
  const keys = {
    pair: `login-fail:pair:${ip}:${email}`,
    address: `login-fail:ip:${ip}`,
    account: `login-fail:email:${email}`,
  };
  const [pair, address, account] = await Promise.all([
    counters.increment(keys.pair, LOGIN_WINDOW_MS),
    counters.increment(keys.address, LOGIN_WINDOW_MS),
    counters.get(keys.account),
  ]);
  // counts include this attempt; the brake lets an address with a typo or two on the account through
  const braked = account >= LOGIN_ACCOUNT_BRAKE && pair > LOGIN_BRAKED_ALLOWANCE;
  if (pair > LOGIN_MAX_FAILURES || address > LOGIN_MAX_FAILURES_PER_ADDRESS || braked) {
    throw tooManyRequests('auth.tooManyFailures', { minutes: LOGIN_WINDOW_MS / 60_000 });
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await counters.increment(keys.account, LOGIN_WINDOW_MS);
    throw unauthorized('auth.wrongCredentials');
  }
  // the attempt was no failure: the address's count goes back, the account's own count ends
  await Promise.all([counters.reset(keys.pair), counters.decrement(keys.address)]);
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
