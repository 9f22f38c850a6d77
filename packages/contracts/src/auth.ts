import { z } from 'zod';
import { FIELD_LIMITS } from './field-limits.js';

const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** An e-mail address as sign-up and sign-in take it: trimmed and lower-cased. */
export const emailField = z
  .string({ message: 'is required' })
  .trim()
  .toLowerCase()
  .max(FIELD_LIMITS.email, { message: 'is too long' })
  .pipe(z.email({ message: 'must be a valid e-mail address' }));

/** A user name as sign-up and the profile take it. */
export const userNameField = z
  .string({ message: 'is required' })
  .trim()
  .min(FIELD_LIMITS.userNameMin, { message: `must be at least ${FIELD_LIMITS.userNameMin} characters` })
  .max(FIELD_LIMITS.userName, { message: `must be at most ${FIELD_LIMITS.userName} characters` });

/** A new password: sign-up, password reset and the profile share these rules. */
export const newPasswordField = z
  .string({ message: 'is required' })
  .min(FIELD_LIMITS.passwordMin, { message: `must be at least ${FIELD_LIMITS.passwordMin} characters` })
  .max(FIELD_LIMITS.password, { message: `must be at most ${FIELD_LIMITS.password} characters` });

export const registerBodySchema = z.object({
  userName: userNameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(FIELD_LIMITS.password),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const authUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: authUserSchema.optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const logoutAllResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** How many sessions (signed-in browsers) were ended. */
  sessions: z.number().int(),
});
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;
