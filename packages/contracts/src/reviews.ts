import { z } from 'zod';
import { dataResponse, decimalNumber } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';
import { productIdField } from './shop.js';

export const reviewBodySchema = z.object({
  productId: productIdField,
  userId: z.string().optional(),
  userName: z.string().optional(),
  reviewMessage: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be blank' })
    .max(FIELD_LIMITS.reviewMessage, { message: `must be at most ${FIELD_LIMITS.reviewMessage} characters` }),
  reviewValue: decimalNumber(
    z
      .number({ message: 'must be a number from 1 to 5' })
      .int({ message: 'must be a whole number from 1 to 5' })
      .min(1, { message: 'must be from 1 to 5' })
      .max(5, { message: 'must be from 1 to 5' }),
  ),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  userId: z.string(),
  userName: z.string(),
  reviewMessage: z.string(),
  reviewValue: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = dataResponse(reviewSchema);
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
export const reviewListResponseSchema = dataResponse(z.array(reviewSchema));
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** `{productId}` of GET /api/shop/review/{productId}: a product that is not ours simply has no reviews. */
export const reviewProductParamsSchema = z.object({ productId: z.string().max(100) });
