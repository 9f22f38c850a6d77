/**
 * The schemas of the farmer's forms, which the API checks each request against and the browser
 * checks the form against before sending: sign-up, sign-in and an address. They are written with
 * zod's tree-shakable build (`zod/mini`, a few kB), so the farmer's pages carry them without the
 * full schema library; the API composes them into its other schemas like any zod schema.
 * The problem words are the contracts' own (apps/api/src/i18n/validation.ts words them per language).
 */
import * as z from 'zod/mini';
import { FIELD_LIMITS } from './field-limits.js';

const required = { message: 'is required' };
const atLeast = (n: number) => ({ message: `must be at least ${n} characters` });
const atMost = (n: number) => ({ message: `must be at most ${n} characters` });

/** An e-mail address as sign-up and sign-in take it: trimmed and lower-cased. */
export const emailField = z.pipe(
  z.string(required).check(z.trim(), z.toLowerCase(), z.maxLength(FIELD_LIMITS.email, { message: 'is too long' })),
  z.email({ message: 'must be a valid e-mail address' }),
);

/** A user name as sign-up and the profile take it. */
export const userNameField = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(FIELD_LIMITS.userNameMin, atLeast(FIELD_LIMITS.userNameMin)),
    z.maxLength(FIELD_LIMITS.userName, atMost(FIELD_LIMITS.userName)),
  );

/** A new password: sign-up, password reset and the profile share these rules. */
export const newPasswordField = z
  .string(required)
  .check(
    z.minLength(FIELD_LIMITS.passwordMin, atLeast(FIELD_LIMITS.passwordMin)),
    z.maxLength(FIELD_LIMITS.password, atMost(FIELD_LIMITS.password)),
  );

export const registerBodySchema = z.object({ userName: userNameField, email: emailField, password: newPasswordField });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string(required).check(z.minLength(1, required), z.maxLength(FIELD_LIMITS.password)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Why a new password must not be used, beyond its length, as far as the browser can tell: it is the
 * e-mail address or holds its name part (4 characters or more), or it is one character repeated.
 * The API also refuses the common passwords on its list, which only it holds.
 */
export function passwordWeakness(password: string, email: string): 'hasEmail' | 'repeated' | undefined {
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const [localPart = ''] = address.split('@');
  if (address !== '' && (lower === address || (localPart.length >= 4 && lower.includes(localPart)))) {
    return 'hasEmail';
  }
  if (/^(.)\1+$/.test(lower)) return 'repeated';
  return undefined;
}

const addressText = (max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, atMost(max)));

/** An address's fields as its form sends them (docs/product/data.md#address): all required but the notes. */
export const addressFieldsSchema = z.object({
  address: addressText(FIELD_LIMITS.address),
  city: addressText(FIELD_LIMITS.city),
  pincode: addressText(FIELD_LIMITS.pincode),
  phone: addressText(FIELD_LIMITS.phone),
  /** Optional: delivery hints ("gate 2"); empty when the shopper has none. */
  notes: z.optional(
    z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.addressNotes, atMost(FIELD_LIMITS.addressNotes))),
  ),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** An address's fields as an edit sends them: any of them. */
export const addressUpdateBodySchema = z.partial(addressFieldsSchema);
