import { z } from 'zod';

const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

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
