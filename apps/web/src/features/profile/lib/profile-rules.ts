import {
  emailChangeBodySchema,
  type FieldWords,
  fieldProblems,
  passwordChangeBodySchema,
  profileUpdateBodySchema,
} from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * The profile's checks the browser makes before sending: the contract's own schemas, which the
 * server checks each request against (`profileUpdateBodySchema`, `emailChangeBodySchema`,
 * `passwordChangeBodySchema`). It holds the schema library: the profile loads it once it is drawn
 * (hooks/use-field-checks.ts).
 */

const WORDS = {
  userName: { missing: 'profile.nameMissing', refused: () => 'profile.nameLength' },
  email: { missing: 'profile.emailMissing', refused: () => 'profile.emailInvalid' },
  currentPassword: {
    missing: 'profile.currentPasswordMissing',
    refused: () => 'profile.currentPasswordLong',
    keepsSpaces: true,
  },
  password: {
    missing: 'profile.newPasswordMissing',
    refused: (code) => (code === 'too_big' ? 'profile.newPasswordLong' : 'profile.newPasswordShort'),
    keepsSpaces: true,
  },
} satisfies Record<string, FieldWords<MessageId>>;

export type ProfileField = keyof typeof WORDS;

/** The name form: the new user name. */
export const nameProblems = (values: { userName: string }) =>
  fieldProblems(profileUpdateBodySchema, values, { userName: WORDS.userName });

/** The e-mail form: the new address and the current password. */
export const emailProblems = (values: { email: string; currentPassword: string }) =>
  fieldProblems(emailChangeBodySchema, values, { email: WORDS.email, currentPassword: WORDS.currentPassword });

/** The password form: the current password and the new one. */
export const passwordProblems = (values: { currentPassword: string; password: string }) =>
  fieldProblems(passwordChangeBodySchema, values, {
    currentPassword: WORDS.currentPassword,
    password: WORDS.password,
  });
