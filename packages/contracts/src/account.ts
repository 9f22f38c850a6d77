import { z } from 'zod';
import { dataResponse } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';
import { emailField, newPasswordField, userNameField } from './forms.js';
import { LANGUAGES } from './languages.js';

/** The password a signed-in person types to prove it is them (checked, never stored). */
const currentPasswordField = z
  .string({ message: 'is required' })
  .min(1, { message: 'is required' })
  .max(FIELD_LIMITS.password);

/** A one-time token from a link in a mail. */
const tokenField = z
  .string({ message: 'is required' })
  .trim()
  .min(20, { message: 'is invalid' })
  .max(200, { message: 'is invalid' });

/** POST /api/auth/forgot-password: the answer is the same whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({ token: tokenField, password: newPasswordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/auth/confirm-email: the token from the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({ token: tokenField });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The signed-in user's own account, as the profile shows it. */
export const profileSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = dataResponse(profileSchema);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT /api/shop/profile/{userId}: the name and/or the language of mails. */
export const profileUpdateBodySchema = z
  .object({ userName: z.optional(userNameField), language: z.enum(LANGUAGES).optional() })
  .refine((body) => body.userName !== undefined || body.language !== undefined, {
    message: 'needs userName or language',
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** POST /api/shop/profile/{userId}/email: a confirmation link goes to the new address. */
export const emailChangeBodySchema = z.object({ email: emailField, currentPassword: currentPasswordField });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** PUT /api/shop/profile/{userId}/password: the user's other sessions end. */
export const passwordChangeBodySchema = z.object({ currentPassword: currentPasswordField, password: newPasswordField });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** DELETE /api/shop/profile/{userId}: confirmed by the password. */
export const accountDeleteBodySchema = z.object({ password: currentPasswordField });
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

/** A mail written to `DATA_DIR/mail/` (no SMTP server configured), as /admin/mail lists it. */
export const mailSummarySchema = z.object({
  _id: z.string(),
  date: z.string(),
  to: z.string(),
  subject: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailListResponseSchema = dataResponse(z.array(mailSummarySchema));
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;
export const mailDetailResponseSchema = dataResponse(mailDetailSchema);
export type MailDetailResponse = z.infer<typeof mailDetailResponseSchema>;

/** GET /api/admin/mail/status: whether /admin/mail has mails to show (they go to files, not in production). */
export const mailStatusResponseSchema = dataResponse(z.object({ listed: z.boolean() }));
export type MailStatusResponse = z.infer<typeof mailStatusResponseSchema>;

/** `{id}` of a written mail: its file name without `.eml`. */
export const mailIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { message: 'is invalid' }),
});
