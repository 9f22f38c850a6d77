import { isId, type Review, type ReviewBody } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { findProduct, setAverageReview } from '../catalog/index.js';
import { hasPurchased } from '../orders/index.js';
import { toReview } from './mapper.js';
import * as repo from './repository.js';

/**
 * Adds the signed-in user's review. Only buyers (a paid order with the product) may review,
 * once per product; the product's average rating is recomputed in the same transaction.
 */
export async function addReview(db: Db, user: { id: string; userName: string }, input: ReviewBody): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const product = await findProduct(tx, input.productId);
      if (!product) throw notFound('product.notFound');
      if (!(await hasPurchased(tx, user.id, product.id))) {
        throw forbidden('review.notBought');
      }
      const row = await repo.insertReview(tx, {
        productId: product.id,
        userId: user.id,
        userName: user.userName,
        reviewMessage: input.reviewMessage,
        reviewValue: input.reviewValue,
      });
      if (!row) throw conflict('review.duplicate');
      await setAverageReview(tx, product.id, await repo.averageReview(tx, product.id));
      return toReview(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('review.duplicate');
    throw err;
  }
}

export async function listReviews(db: Db, productId: string): Promise<Review[]> {
  if (!isId(productId)) return [];
  return (await repo.listReviews(db, productId)).map(toReview);
}
