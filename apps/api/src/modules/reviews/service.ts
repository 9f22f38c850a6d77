import { isId, type Review, type ReviewBody } from '@farmai/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, reviews } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { findProduct } from '../catalog/service.js';
import { hasPurchased } from '../orders/service.js';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  productId: row.productId,
  userId: row.userId,
  userName: row.userName,
  reviewMessage: row.reviewMessage,
  reviewValue: row.reviewValue,
  createdAt: row.createdAt.toISOString(),
});

const ALREADY_REVIEWED = 'You already reviewed this product!';

/**
 * Adds the signed-in user's review. Only buyers (a paid order with the product) may review,
 * once per product; the product's average rating is recomputed in the same transaction.
 */
export async function addReview(db: Db, user: { id: string; userName: string }, input: ReviewBody): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      const product = await findProduct(tx, input.productId);
      if (!product) throw notFound('Product not found');
      if (!(await hasPurchased(tx, user.id, product.id))) {
        throw forbidden('You need to purchase this product before you can review it.');
      }
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId: user.id,
          userName: user.userName,
          reviewMessage: input.reviewMessage,
          reviewValue: input.reviewValue,
        })
        .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
        .returning();
      if (!row) throw conflict(ALREADY_REVIEWED);
      await tx
        .update(products)
        .set({
          averageReview: sql`(select coalesce(avg(${reviews.reviewValue}), 0) from ${reviews} where ${reviews.productId} = ${product.id})`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, product.id));
      return toReview(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REVIEWED);
    throw err;
  }
}

export async function listReviews(db: Db, productId: string): Promise<Review[]> {
  if (!isId(productId)) return [];
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}
