import { type FieldWords, fieldProblems, forgotPasswordBodySchema, resetPasswordBodySchema } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * The checks the browser makes before asking for a reset link and before saving the new password:
 * the contract's own schemas, which the server checks each request against
 * (`forgotPasswordBodySchema`, `resetPasswordBodySchema`). It holds the schema library: the pages
 * load it while the form is being filled in (components/link-pages.tsx).
 */

const EMAIL: FieldWords<MessageId> = { missing: 'auth.emailMissing', refused: () => 'auth.emailInvalid' };

const PASSWORD: FieldWords<MessageId> = {
  missing: 'auth.passwordMissing',
  refused: (code) => (code === 'too_big' ? 'auth.passwordLong' : 'auth.passwordShort'),
  keepsSpaces: true,
};

/** The address a reset link goes to. */
export const forgotProblems = (values: { email: string }) =>
  fieldProblems(forgotPasswordBodySchema, values, { email: EMAIL });

/**
 * The new password. The token comes with the link, not typed: the server answers for it, and the
 * page then offers a new link.
 */
export const resetProblems = (values: { token: string; password: string }) =>
  fieldProblems<'password', MessageId>(resetPasswordBodySchema, values, { password: PASSWORD });
