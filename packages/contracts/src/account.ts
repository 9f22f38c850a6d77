import { z } from 'zod';
import { dataResponse } from './common.js';
import { currentPasswordField, tokenField } from './forms.js';
import { LANGUAGES } from './languages.js';

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
