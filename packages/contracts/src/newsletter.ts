import { z } from 'zod';
import { messageResponseSchema } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';

/** Body of POST /api/common/newsletter: one e-mail address (stored lower-cased). */
export const newsletterBodySchema = z.object({
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(FIELD_LIMITS.email, { message: `must be at most ${FIELD_LIMITS.email} characters` })
    .pipe(z.email({ message: 'must be a valid e-mail address' }))
    .transform((email) => email.toLowerCase()),
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

/** The same answer for a new and a repeated address, so the endpoint does not reveal who subscribed. */
export const newsletterResponseSchema = messageResponseSchema;
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
