import { z } from 'zod';

/**
 * GET /api/health (the process answers, with the shop's ISO 4217 `currency`) and GET /api/ready
 * (the database answers too).
 */
export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.string(),
  database: z.string().optional(),
  currency: z.string().optional(),
});
