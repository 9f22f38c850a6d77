import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema-reviews.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = Pick<
  typeof reviews.$inferInsert,
  'productId' | 'userId' | 'userName' | 'reviewMessage' | 'reviewValue'
>;

/** Inserts the review; undefined when the user already reviewed the product. */
export async function insertReview(db: Executor, review: NewReview): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning();
  return row;
}

/** The product's average rating over its reviews (0 with none). */
export async function averageReview(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ average: sql<number>`coalesce(avg(${reviews.reviewValue}), 0)::float8` })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return row?.average ?? 0;
}

export const listReviews = (db: Executor, productId: string): Promise<ReviewRow[]> =>
  db.select().from(reviews).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt), desc(reviews.id));

/** A deleted account's reviews stay (they count in the ratings) under the name shown for deleted buyers. */
export async function anonymiseReviewsOf(db: Executor, userId: string, userName: string): Promise<void> {
  await db.update(reviews).set({ userName }).where(eq(reviews.userId, userId));
}
