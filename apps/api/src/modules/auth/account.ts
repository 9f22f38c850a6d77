import { createHash, randomBytes } from 'node:crypto';
import type {
  EmailChangeBody,
  Language,
  PasswordChangeBody,
  Profile,
  ProfileUpdateBody,
  ResetPasswordBody,
} from '@farmai/contracts';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { sendJob } from '../../plugins/jobs.js';
import type { CounterStore } from '../../plugins/kv.js';
import { deleteAddressesOf } from '../addresses/index.js';
import { clearCart } from '../cart/index.js';
import { deleteDiagnosisHistoryOf } from '../diagnosis-history/index.js';
import { type MailRecipient, queueMail } from '../mail/index.js';
import { anonymiseBuyerOrders } from '../orders/index.js';
import { anonymiseReviewsOf } from '../reviews/index.js';
import { passwordProblem } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import * as repo from './repository.js';
import { revokeUserSessions } from './sessions.js';

/** A mailed link works once, for this long. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset requests from one address per window; more get 429. */
export const FORGOT_MAX_PER_ADDRESS = 10;
/** Reset mails to one account per window; more are quietly not sent (the answer never changes). */
export const FORGOT_MAX_PER_ACCOUNT = 3;
export const FORGOT_WINDOW_MS = 60 * 60 * 1000;

/** Only the SHA-256 of a mailed token is stored: a copy of the database opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueToken(
  db: Executor,
  userId: string,
  purpose: repo.TokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    ...(newEmail ? { newEmail } : {}),
  });
  return token;
}

/** The account a mail goes to, while it exists. */
export async function findMailRecipient(db: Db, userId: string): Promise<MailRecipient | undefined> {
  const user = await repo.findUserById(db, userId);
  return user ? { email: user.email, userName: user.userName, language: user.language } : undefined;
}

/** The background job that looks up a "Forgot password" address and mails the link. */
export const PASSWORD_RESET_JOB = 'account.password-reset';

/**
 * "Forgot password": the request only counts the asking address and queues the look-up, the same
 * one write whether or not the address has an account, so the answer says nothing and takes the
 * same time either way. The per-address limit says so (429); the per-account one stops quietly.
 */
export async function requestPasswordReset(db: Db, counters: CounterStore, email: string, ip: string): Promise<void> {
  const fromAddress = await counters.increment(`forgot:ip:${ip}`, FORGOT_WINDOW_MS);
  if (fromAddress > FORGOT_MAX_PER_ADDRESS) {
    throw tooManyRequests('account.tooManyResets', { minutes: FORGOT_WINDOW_MS / 60_000 });
  }
  await sendJob(db, PASSWORD_RESET_JOB, { email: email.toLowerCase() });
}

/** The job behind "Forgot password": a one-time link for an address that has an account, within the per-account limit. */
export async function sendPasswordReset(db: Db, counters: CounterStore, email: string): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const forAccount = await counters.increment(`forgot:user:${user.id}`, FORGOT_WINDOW_MS);
  if (forAccount > FORGOT_MAX_PER_ACCOUNT) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'password-reset');
    await queueMail(tx, { kind: 'password-reset', userId: user.id, token });
  });
}

/** Sets a new password from a reset link; the link is used up and every session of the account ends. */
export async function resetPassword(db: Db, input: ResetPasswordBody): Promise<{ userId: string }> {
  const found = await repo.findLiveToken(db, 'password-reset', hashToken(input.token));
  const user = found && (await repo.findUserById(db, found.userId));
  if (!found || !user) throw badRequest('account.linkInvalid');
  const problem = passwordProblem(input.password, user.email);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // single use, also against two tabs submitting at once
    if (!(await repo.consumeToken(tx, found.id))) throw badRequest('account.linkInvalid');
    await repo.updateUser(tx, user.id, { passwordHash });
    // every other mailed link of the account ends with the change
    await repo.retireTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
  });
  return { userId: user.id };
}

/** Opens the link mailed to a new address: the account's e-mail becomes that address. */
export async function confirmEmailChange(db: Db, token: string): Promise<{ userId: string }> {
  const found = await repo.findLiveToken(db, 'email-change', hashToken(token));
  if (!found?.newEmail || !(await repo.findUserById(db, found.userId))) throw badRequest('account.linkInvalid');
  const newEmail = found.newEmail;
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.consumeToken(tx, found.id))) throw badRequest('account.linkInvalid');
      const taken = await repo.findUserByEmail(tx, newEmail);
      if (taken && taken.id !== found.userId) throw conflict('auth.emailTaken');
      await repo.updateUser(tx, found.userId, { email: newEmail });
      // a reset link mailed to the old address must not take the account back
      await repo.retireTokens(tx, found.userId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('auth.emailTaken');
    throw err;
  }
  return { userId: found.userId };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw badRequest('account.gone');
  return {
    _id: user.id,
    userName: user.userName,
    email: user.email,
    language: user.language,
    pendingEmail: await repo.pendingEmailOf(db, userId),
  };
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdateBody): Promise<Profile> {
  if (input.userName !== undefined && (await repo.isUserNameTaken(db, input.userName, userId))) {
    throw conflict('auth.userNameTaken');
  }
  try {
    await repo.updateUser(db, userId, {
      ...(input.userName !== undefined ? { userName: input.userName } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('auth.userNameTaken');
    throw err;
  }
  return getProfile(db, userId);
}

async function checkPassword(db: Db, userId: string, password: string) {
  const user = await repo.findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw badRequest('account.wrongPassword');
  return user;
}

/** E-mail change requests of one account per window; more get 429. */
export const EMAIL_CHANGE_MAX_PER_ACCOUNT = 5;
export const EMAIL_CHANGE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Asks to use another e-mail address: a one-time link goes to the new address (the change happens
 * when it is opened), and a notice to the current one. An address that already has an account is
 * answered the same way, with the same writes: its link is simply not sent (see the mailer), so
 * the form cannot be used to find out who is a customer.
 */
export async function requestEmailChange(
  db: Db,
  counters: CounterStore,
  userId: string,
  input: EmailChangeBody,
): Promise<void> {
  const asked = await counters.increment(`email-change:user:${userId}`, EMAIL_CHANGE_WINDOW_MS);
  if (asked > EMAIL_CHANGE_MAX_PER_ACCOUNT) {
    throw tooManyRequests('account.tooManyEmailChanges', { minutes: EMAIL_CHANGE_WINDOW_MS / 60_000 });
  }
  const user = await checkPassword(db, userId, input.currentPassword);
  if (user.email.toLowerCase() === input.email) throw badRequest('account.sameEmail');
  await db.transaction(async (tx) => {
    await repo.retireTokens(tx, userId, 'email-change');
    const token = await issueToken(tx, userId, 'email-change', input.email);
    await queueMail(tx, { kind: 'email-change', userId, token, newEmail: input.email });
    await queueMail(tx, { kind: 'email-change-notice', userId, oldEmail: user.email, newEmail: input.email });
  });
}

/** Whether `email` belongs to an account other than `userId` (its change link is then not sent). */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const owner = await repo.findUserByEmail(db, email);
  return owner !== undefined && owner.id !== userId;
}

/** Changes the password; the caller ends the account's other sessions. */
export async function changePassword(db: Db, userId: string, input: PasswordChangeBody): Promise<void> {
  const user = await checkPassword(db, userId, input.currentPassword);
  const problem = passwordProblem(input.password, user.email);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash });
    // reset and e-mail change links mailed before the change end with it
    await repo.retireTokens(tx, userId);
  });
}

/**
 * Deletes the account: the user row is emptied (see `anonymiseUser`), addresses, cart, past
 * diagnoses, sessions and links go, reviews and orders stay under "Deleted user" without street
 * address or phone. Answers the diagnoses' thumbnails, for the caller to remove from the storage.
 */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<(string | null)[]> {
  const user = await checkPassword(db, userId, password);
  if (user.role === 'admin') throw badRequest('account.adminCannotDelete');
  return db.transaction(async (tx) => {
    const thumbnails = await deleteDiagnosisHistoryOf(tx, userId);
    await deleteAddressesOf(tx, userId);
    await clearCart(tx, userId);
    await anonymiseBuyerOrders(tx, userId);
    await anonymiseReviewsOf(tx, userId, repo.DELETED_USER_NAME);
    await repo.anonymiseUser(tx, userId);
    return thumbnails;
  });
}

/** Follows the language a signed-in user's requests ask for (mails are written in it). */
export async function followLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await repo.setUserLanguage(db, userId, language);
}
