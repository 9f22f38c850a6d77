import { fieldIssues, type ReviewFields, reviewFieldsSchema } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

/**
 * The review form's checks before sending: the contract's own schema of a review's fields, of which
 * the server's body is made (`reviewFieldsSchema`). It holds the schema library: the form loads it
 * when a review is begun (product-reviews.tsx).
 */

/**
 * What is wrong with a review, if anything: `blank` (the words are spaces alone; the button says why
 * it cannot be pressed), or the message id of the refusal to show.
 */
export function reviewProblem(review: ReviewFields): 'blank' | MessageId | undefined {
  const issues = fieldIssues(reviewFieldsSchema, review);
  if (issues.reviewMessage) return review.reviewMessage.trim() === '' ? 'blank' : 'shop-catalog.reviewTooLong';
  // the stars are picked from 1 to 5: only none picked is refused
  if (issues.reviewValue) return 'shop-catalog.chooseRating';
  return undefined;
}
