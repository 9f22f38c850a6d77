import { type FieldWords, fieldProblems, loginBodySchema } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * The sign-in checks the browser makes before sending: the contract's own schema, which the server
 * checks the request against (`loginBodySchema`). It holds the schema library: the sign-in page,
 * drawn without it, loads it while the form is being filled in (auth-forms.tsx).
 */

export type LoginField = 'email' | 'password';

/** What each field says when it is left empty, and when the schema refuses what it holds. */
const WORDS: Record<LoginField, FieldWords<MessageId>> = {
  email: { missing: 'auth.emailMissing', refused: () => 'auth.emailInvalid' },
  // a password to sign in with is refused, once typed, only when longer than any password may be
  password: { missing: 'auth.passwordMissing', refused: () => 'auth.passwordLong', keepsSpaces: true },
};

/** Each field's problem (a message id), for the fields that have one. */
export function loginProblems(values: Record<LoginField, string>): Partial<Record<LoginField, MessageId>> {
  return fieldProblems(loginBodySchema, values, WORDS);
}
