import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import { useMergeShopCartMutation } from '../api/cart-api';
import { guestCartLines, removeGuestLines } from '../lib/guest-cart';
import { useGuestCartLines } from './use-cart';

/** One merge at a time in this page; a merge that failed is not tried again with the same lines until the page reloads. */
let running: string | undefined;
const failedWith = new Map<string, string>();

/**
 * Once a shopper is signed in, adds the cart they kept in this browser as a visitor to their
 * account's cart in one call (docs/product/wire.md#cart), says what was lowered or left out, and
 * only then empties the browser's cart. Admins do not shop: their browser cart stays as it is.
 */
export function useMergeGuestCart() {
  const user = useAppSelector((state) => state.auth.user);
  const userId = user && user.role !== 'admin' ? user.id : undefined;
  const hasLines = useGuestCartLines().length > 0;
  const [merge] = useMergeShopCartMutation();

  useEffect(() => {
    if (!userId || !hasLines || running === userId) return;
    const lines = guestCartLines();
    const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    const attempt = JSON.stringify(items);
    if (failedWith.get(userId) === attempt) return;
    running = userId;
    void merge({ userId, items })
      .unwrap()
      .then((answer) => {
        removeGuestLines(lines.map((line) => line.productId));
        const notices = answer.notices.map((notice) => notice.message);
        toast({
          title: answer.message ?? t('guest.cartMerged'),
          description: notices.length > 0 ? notices.join(' ') : undefined,
        });
      })
      .catch(() => {
        failedWith.set(userId, attempt);
        toast({ title: t('guest.mergeFailed'), variant: 'destructive' });
      })
      .finally(() => {
        running = undefined;
      });
  }, [hasLines, merge, userId]);
}
