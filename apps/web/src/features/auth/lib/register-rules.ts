import { FIELD_LIMITS, passwordWeakness, registerBodySchema } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * The sign-up checks the browser makes before sending: the contract's own schema, which the server
 * checks the request against (`registerBodySchema`), and the password rules the browser can tell
 * (`passwordWeakness`). Only the server holds the list of common passwords; its answer is shown
 * under the password.
 */

export type RegisterField = 'userName' | 'email' | 'password';
export type RegisterValues = Record<RegisterField, string>;
export type FieldErrors = Partial<Record<RegisterField, string>>;

export const MIN_PASSWORD = FIELD_LIMITS.passwordMin;

/** The password rules, as the register page lists them before anything is typed. */
export const PASSWORD_RULES: MessageId[] = [
  'auth.ruleLength',
  'auth.ruleCommon',
  'auth.ruleEmail',
  'auth.ruleRepeated',
];

/** What each field says when it is left empty, and when the schema refuses what it holds (by the issue's code). */
const WORDS: Record<RegisterField, { missing: MessageId; refused: (code: string) => MessageId }> = {
  userName: { missing: 'auth.userNameMissing', refused: () => 'auth.userNameLength' },
  email: { missing: 'auth.emailMissing', refused: () => 'auth.emailInvalid' },
  password: {
    missing: 'auth.passwordMissing',
    refused: (code) => (code === 'too_big' ? 'auth.passwordLong' : 'auth.passwordShort'),
  },
};

const WEAKNESS: Record<NonNullable<ReturnType<typeof passwordWeakness>>, MessageId> = {
  hasEmail: 'auth.passwordHasEmail',
  repeated: 'auth.passwordRepeated',
};

/** Each field's problem (a message id), for the fields that have one. */
export function registerProblems(values: RegisterValues): Partial<Record<RegisterField, MessageId>> {
  const problems: Partial<Record<RegisterField, MessageId>> = {};
  const checked = registerBodySchema.safeParse(values);
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as RegisterField;
    if (problems[field] || !(field in WORDS)) continue;
    const empty = (field === 'password' ? values[field] : values[field].trim()) === '';
    problems[field] = empty ? WORDS[field].missing : WORDS[field].refused(issue.code);
  }
  const weakness = problems.password ? undefined : passwordWeakness(values.password, values.email);
  if (weakness) problems.password = WEAKNESS[weakness];
  return problems;
}

/** A server message as a sentence: capital first letter, closing full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?।]$/.test(capital) ? capital : `${capital}.`;
}

/** The field each refusal of the server is about, by its code (docs/product/wire.md#errors). */
const FIELD_OF_CODE: Record<string, RegisterField> = {
  'auth.userNameTaken': 'userName',
  'auth.emailTaken': 'email',
  'auth.commonPassword': 'password',
  'auth.passwordHasEmail': 'password',
  'auth.passwordRepeated': 'password',
};

/**
 * The field a refused registration is shown under, by the answer's code. A failed schema check
 * (`validation`) cannot name a field the browser's own check of the same schema let through; it, and
 * any other refusal (too many sign-ups), goes under the password, the last field.
 */
export function fieldOfRefusal(message: string, code: string | undefined): { field: RegisterField; text: string } {
  return { field: (code && FIELD_OF_CODE[code]) || 'password', text: asSentence(message) };
}
