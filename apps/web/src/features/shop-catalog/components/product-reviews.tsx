import { type FormEvent, useId, useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { useAppSelector } from '@/lib/store';
import { useAddProductReviewMutation, useGetProductReviewsQuery } from '../api/catalog-api';
import { catalogTexts } from '../texts';
import { StarPicker, StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function ReviewList({ productId }: { productId: string }) {
  const { data: reviews, isLoading } = useGetProductReviewsQuery(productId);
  if (isLoading) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (!reviews || reviews.length === 0) {
    return <p className="text-muted-foreground text-sm">No reviews yet. Buyers of this product can write the first.</p>;
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
                {dateFormat.format(new Date(review.createdAt))}
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

function ReviewForm({ productId }: { productId: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const messageId = useId();
  const ratingLabelId = useId();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [addReview, { isLoading }] = useAddProductReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    if (rating < 1) {
      toast({ title: 'Choose a rating from 1 to 5 stars', variant: 'destructive' });
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
      toast({ title: catalogTexts.reviewAdded });
    } catch (error) {
      toast({ title: (error as ApiError).message, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <p id={ratingLabelId} className="font-medium text-sm">
        Your rating
      </p>
      <StarPicker value={rating} onChange={setRating} labelledBy={ratingLabelId} />
      <div className="space-y-2">
        <Label htmlFor={messageId}>Write a review</Label>
        <Textarea
          id={messageId}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="How did this product work for you?"
          rows={3}
        />
      </div>
      <Button type="submit" disabled={!message.trim() || isLoading}>
        {catalogTexts.submit}
      </Button>
    </form>
  );
}

/** The reviews list and the review form of one product (docs/product/screens.md#shop-screens). */
export function ProductReviews({ productId }: { productId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="font-semibold text-lg">
        Reviews
      </h3>
      <ReviewList productId={productId} />
      <ReviewForm productId={productId} />
    </section>
  );
}
