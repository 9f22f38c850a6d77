import { type FieldWords, fieldProblems, passwordWeakness, registerBodySchema } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';
import type { RegisterField, RegisterValues } from './register-words';

/**
 * The sign-up checks the browser makes before sending: the contract's own schema, which the server
 * checks the request against (`registerBodySchema`), and the password rules the browser can tell
 * (`passwordWeakness`). Only the server holds the list of common passwords; its answer is shown
 * under the password. It holds the schema library: the sign-up page loads it while the form is
 * being filled in (register-form.tsx).
 */

/** What each field says when it is left empty, and when the schema refuses what it holds. */
const WORDS: Record<RegisterField, FieldWords<MessageId>> = {
  userName: { missing: 'auth.userNameMissing', refused: () => 'auth.userNameLength' },
  email: { missing: 'auth.emailMissing', refused: () => 'auth.emailInvalid' },
  password: {
    missing: 'auth.passwordMissing',
    refused: (code) => (code === 'too_big' ? 'auth.passwordLong' : 'auth.passwordShort'),
    keepsSpaces: true,
  },
};

const WEAKNESS: Record<NonNullable<ReturnType<typeof passwordWeakness>>, MessageId> = {
  hasEmail: 'auth.passwordHasEmail',
  repeated: 'auth.passwordRepeated',
};

/** Each field's problem (a message id), for the fields that have one. */
export function registerProblems(values: RegisterValues): Partial<Record<RegisterField, MessageId>> {
  const problems = fieldProblems(registerBodySchema, values, WORDS);
  const weakness = problems.password ? undefined : passwordWeakness(values.password, values.email);
  if (weakness) problems.password = WEAKNESS[weakness];
  return problems;
}
