import { FIELD_LIMITS } from '@farmai/contracts';
import { LogInIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { t as translate, useT } from '@/lib/i18n';
import { signInPath } from '@/lib/next-page';
import { useAppSelector } from '@/lib/store';
import { useAddProductReviewMutation, useGetProductReviewsQuery } from '../api/catalog-api';
import { StarPicker, StarRating } from './star-rating';

function ReviewList({ productId }: { productId: string }) {
  const { data: reviews, isLoading } = useGetProductReviewsQuery(productId);
  const t = useT();
  if (isLoading) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (!reviews || reviews.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('shop-catalog.noReviews')}</p>;
  }
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review._id} className="flex gap-3">
          <Avatar className="size-9 border">
            <AvatarFallback className="font-semibold">{review.userName.slice(0, 1).toUpperCase()}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-x-2">
              <p className="font-semibold text-sm">{review.userName}</p>
              <time dateTime={review.createdAt} className="text-muted-foreground text-xs">
                {formatDate(review.createdAt)}
              </time>
            </div>
            <StarRating value={review.reviewValue} />
            <p className="break-words text-muted-foreground text-sm">{review.reviewMessage}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/*
 * The contract's schema a review is checked against (packages/contracts/src/forms.ts, with the schema
 * library) is fetched when a review is begun (the form takes the focus), not with the product's page.
 */
const loadReviewRules = () => import('../lib/review-rules');

function ReviewForm({ productId }: { productId: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const messageId = useId();
  const ratingLabelId = useId();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [addReview, { isLoading }] = useAddProductReviewMutation();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = (await loadReviewRules()).reviewProblem({ reviewMessage: message, reviewValue: rating });
    if (problem === 'blank') return;
    if (problem) {
      toast({ title: translate(problem, { max: FIELD_LIMITS.reviewMessage }), variant: 'destructive' });
      return;
    }
    try {
      await addReview({
        productId,
        userId: user?.id,
        userName: user?.userName,
        reviewMessage: message.trim(),
        reviewValue: rating,
      }).unwrap();
      setMessage('');
      setRating(0);
      toast({ title: translate('shared.review.added') });
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} onFocus={() => void loadReviewRules()} noValidate className="space-y-3">
      <p id={ratingLabelId} className="font-medium text-sm">
        {t('shop-catalog.yourRating')}
      </p>
      <StarPicker value={rating} onChange={setRating} labelledBy={ratingLabelId} />
      <div className="space-y-2">
        <Label htmlFor={messageId}>{t('shop-catalog.writeReview')}</Label>
        <Textarea
          id={messageId}
          value={message}
          maxLength={FIELD_LIMITS.reviewMessage}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('shop-catalog.reviewPlaceholder')}
          rows={3}
        />
      </div>
      <Button
        type="submit"
        disabled={!message.trim() || isLoading}
        disabledReason={isLoading ? t('common.busyReason') : t('common.reasonReviewMessage')}
        showReason
      >
        {t('shop-catalog.submit')}
      </Button>
    </form>
  );
}

/** A visitor who has not signed in is asked to, and comes back to this page afterwards. */
function SignInToReview() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Button asChild variant="outline">
      <Link to={signInPath(`${pathname}${search}`)}>
        <LogInIcon aria-hidden="true" />
        {t('guest.signInToReview')}
      </Link>
    </Button>
  );
}

/** The reviews list and the review form of one product (docs/product/screens.md#shop-screens). */
export function ProductReviews({
  productId,
  heading: Heading = 'h3',
}: {
  productId: string;
  /** The heading's level: h3 in the dialog, h2 on the product page. */
  heading?: 'h2' | 'h3';
}) {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading id={headingId} className="font-semibold text-lg">
        {t('shop-catalog.reviews')}
      </Heading>
      <ReviewList productId={productId} />
      {signedIn ? <ReviewForm productId={productId} /> : <SignInToReview />}
    </section>
  );
}
