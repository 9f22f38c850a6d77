import { FIELD_LIMITS } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * What the sign-up page says and places without the schema library: the password rules it lists,
 * and the field a refusal of the server goes under.
 */

export type RegisterField = 'userName' | 'email' | 'password';
export type RegisterValues = Record<RegisterField, string>;

export const MIN_PASSWORD = FIELD_LIMITS.passwordMin;

/** The password rules, as the register page lists them before anything is typed. */
export const PASSWORD_RULES: MessageId[] = [
  'auth.ruleLength',
  'auth.ruleCommon',
  'auth.ruleEmail',
  'auth.ruleRepeated',
];

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
