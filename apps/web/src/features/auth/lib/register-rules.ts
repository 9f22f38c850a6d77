import type { MessageId } from '@/lib/i18n';

/**
 * The sign-up rules the browser can check before sending (docs/product/rules.md#accounts), the same
 * as the server's (`packages/contracts/src/auth.ts`, `apps/api/src/modules/auth/common-passwords.ts`).
 * Only the server holds the list of common passwords; its answer is shown under the password.
 */

export type RegisterField = 'userName' | 'email' | 'password';
export type RegisterValues = Record<RegisterField, string>;
export type FieldErrors = Partial<Record<RegisterField, string>>;

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;

/** The password rules, as the register page lists them before anything is typed. */
export const PASSWORD_RULES: MessageId[] = [
  'auth.ruleLength',
  'auth.ruleCommon',
  'auth.ruleEmail',
  'auth.ruleRepeated',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function userNameProblem(value: string): MessageId | undefined {
  const name = value.trim();
  if (name === '') return 'auth.userNameMissing';
  if (name.length < 2 || name.length > 50) return 'auth.userNameLength';
  return undefined;
}

function emailProblem(value: string): MessageId | undefined {
  const email = value.trim();
  if (email === '') return 'auth.emailMissing';
  if (!EMAIL.test(email) || email.length > 254) return 'auth.emailInvalid';
  return undefined;
}

/** As the server: the whole address, or its name part of 4 characters or more, must not be in it. */
function passwordProblem(password: string, email: string): MessageId | undefined {
  if (password === '') return 'auth.passwordMissing';
  if (password.length < MIN_PASSWORD) return 'auth.passwordShort';
  if (password.length > MAX_PASSWORD) return 'auth.passwordLong';
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const [localPart = ''] = address.split('@');
  if (address !== '' && (lower === address || (localPart.length >= 4 && lower.includes(localPart)))) {
    return 'auth.passwordHasEmail';
  }
  if (/^(.)\1+$/.test(lower)) return 'auth.passwordRepeated';
  return undefined;
}

/** Each field's problem (a message id), for the fields that have one. */
export function registerProblems(values: RegisterValues): Partial<Record<RegisterField, MessageId>> {
  const problems: Partial<Record<RegisterField, MessageId>> = {};
  const userName = userNameProblem(values.userName);
  const email = emailProblem(values.email);
  const password = passwordProblem(values.password, values.email);
  if (userName) problems.userName = userName;
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}

/** A server message as a sentence: capital first letter, closing full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?।]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The field a refused registration is about. Check failures name the field first (`password must…`
 * in English, `password: …` in the other languages); a conflict (409) is the user name (an e-mail in
 * use is answered like a new one); any other refusal left once the browser's own checks pass is the
 * server's list of common passwords.
 */
export function fieldOfRefusal(message: string, status: number | undefined): { field: RegisterField; text: string } {
  for (const field of ['userName', 'email', 'password'] as const) {
    if (message.startsWith(`${field}: `)) return { field, text: asSentence(message.slice(field.length + 2)) };
    if (message.startsWith(`${field} `)) return { field, text: asSentence(message) };
  }
  return { field: status === 409 ? 'userName' : 'password', text: asSentence(message) };
}
