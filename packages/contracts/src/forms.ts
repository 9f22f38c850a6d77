/**
 * The schemas of the farmer's forms, which the API checks each request against and the browser
 * checks the form against before sending: sign-up, sign-in, the profile's name, e-mail address and
 * password, the forgotten password and its reset, an address and a review. They are written with
 * zod's tree-shakable build (`zod/mini`, a few kB), so the farmer's pages carry them without the
 * full schema library; the API composes them into its other schemas like any zod schema.
 * The problem words are the contracts' own (apps/api/src/i18n/validation.ts words them per language).
 */
import * as z from 'zod/mini';
import { FIELD_LIMITS } from './field-limits.js';
import { LANGUAGES } from './languages.js';

const required = { message: 'is required' };
const atLeast = (n: number) => ({ message: `must be at least ${n} characters` });
const atMost = (n: number) => ({ message: `must be at most ${n} characters` });
const invalid = { message: 'is invalid' };

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

/** The password a person types to prove it is them (signing in, or confirming a change): checked, never stored. */
export const currentPasswordField = z
  .string(required)
  .check(z.minLength(1, required), z.maxLength(FIELD_LIMITS.password));

/** POST /api/auth/login. */
export const loginBodySchema = z.object({ email: emailField, password: currentPasswordField });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A one-time token from a link in a mail. */
export const tokenField = z.string(required).check(z.trim(), z.minLength(20, invalid), z.maxLength(200, invalid));

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({ token: tokenField, password: newPasswordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** PUT /api/shop/profile/{userId}: the name and/or the language of mails. */
export const profileUpdateBodySchema = z
  .object({ userName: z.optional(userNameField), language: z.optional(z.enum(LANGUAGES)) })
  .check(
    z.refine((body) => body.userName !== undefined || body.language !== undefined, {
      message: 'needs userName or language',
    }),
  );
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** POST /api/shop/profile/{userId}/email: a confirmation link goes to the new address. */
export const emailChangeBodySchema = z.object({ email: emailField, currentPassword: currentPasswordField });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** PUT /api/shop/profile/{userId}/password: the user's other sessions end. */
export const passwordChangeBodySchema = z.object({ currentPassword: currentPasswordField, password: newPasswordField });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** A schema of this file, as a form's check takes it. */
export type FormSchema = z.ZodMiniType;

/**
 * The first problem `schema` finds with each field of a form's `values`, by the field's name (an issue
 * of the whole form under ''): the issue's code (`too_small`, `too_big`, `invalid_format`…).
 */
export function fieldIssues(schema: FormSchema, values: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    found[String(issue.path[0] ?? '')] ??= issue.code;
  }
  return found;
}

/**
 * What a form's field says when it is left empty, and when the schema refuses what it holds (by the
 * issue's code): `M` is the message ids of the app showing the form.
 */
export interface FieldWords<M> {
  missing: M;
  refused: (code: string) => M;
  /** Spaces count as typed (a password); any other field holding spaces alone is empty. */
  keepsSpaces?: boolean;
}

/** Each field's problem, in the words `words` gives it, as `schema` finds it in the form's `values`. */
export function fieldProblems<F extends string, M>(
  schema: FormSchema,
  values: Record<F, string>,
  words: Record<F, FieldWords<M>>,
): Partial<Record<F, M>> {
  const issues = fieldIssues(schema, values);
  const problems: Partial<Record<F, M>> = {};
  for (const field of Object.keys(words) as F[]) {
    const code = issues[field];
    if (code === undefined) continue;
    const { missing, refused, keepsSpaces } = words[field];
    const empty = (keepsSpaces ? values[field] : values[field].trim()) === '';
    problems[field] = empty ? missing : refused(code);
  }
  return problems;
}

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

const oneToFive = { message: 'must be from 1 to 5' };

/**
 * A review as its form fills it in: the words (trimmed, not blank, bounded) and the stars, a whole
 * number from 1 to 5. The API's body (reviews.ts) adds the product and reads the stars from a form's text too.
 */
export const reviewFieldsSchema = z.object({
  reviewMessage: z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, { message: 'must not be blank' }),
      z.maxLength(FIELD_LIMITS.reviewMessage, atMost(FIELD_LIMITS.reviewMessage)),
    ),
  reviewValue: z
    .number({ message: 'must be a number from 1 to 5' })
    .check(z.int({ message: 'must be a whole number from 1 to 5' }), z.gte(1, oneToFive), z.lte(5, oneToFive)),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
