import { z } from 'zod';
import { dataResponse, decimalNumber } from './common.js';
import { reviewFieldsSchema } from './forms.js';
import { productIdField } from './shop.js';

/**
 * The stars of a review's body: a JSON number or its decimal text ("4"), then the review form's own
 * rule. The value goes to that rule through a transform that keeps it as it is, so the API's
 * description (/api/docs) shows the rule's whole number from 1 to 5.
 */
const reviewValueField = decimalNumber(
  z.transform((value: unknown) => value).pipe(reviewFieldsSchema.shape.reviewValue),
);

/** POST /api/shop/review/add: the review form's fields (forms.ts) and the product. */
export const reviewBodySchema = z.object({
  productId: productIdField,
  userId: z.string().optional(),
  userName: z.string().optional(),
  reviewMessage: reviewFieldsSchema.shape.reviewMessage,
  reviewValue: reviewValueField,
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
