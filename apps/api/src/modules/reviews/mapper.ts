import type { Review } from '@farmai/contracts';
import type { ReviewRow } from './repository.js';

export const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  productId: row.productId,
  userId: row.userId,
  userName: row.userName,
  reviewMessage: row.reviewMessage,
  reviewValue: row.reviewValue,
  createdAt: row.createdAt.toISOString(),
});
