import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/use-toast';
import { type ApiError, gotNoApiAnswer } from '@/lib/api';
import { type MessageId, t } from '@/lib/i18n';
import { useOnline } from '@/lib/offline/connection';
import { useAppSelector } from '@/lib/store';
import {
  useDeleteShopCartItemMutation,
  useMergeShopCartMutation,
  useUpdateShopCartItemMutation,
} from '../api/cart-api';
import { type BrowserCart, guestCart } from '../lib/guest-cart';
import { useOfflineCart } from './use-cart';

/** One merge at a time per kept cart in this page; a merge refused is not tried again with the same lines until the page reloads. */
const running = new Set<string>();
const failedWith = new Map<string, string>();

interface Sending {
  /** The cart kept in this browser, and a name for it in this page. */
  store: BrowserCart;
  key: string;
  userId: string | undefined;
  /** Whether to send now (a cart added offline waits for the connection). */
  ready: boolean;
  /** Said once it is in the account's cart (undefined: the server's words). */
  sent?: MessageId;
  failed: MessageId;
  /** Whether a call that got no answer counts as refused (false: it is tried again when the phone is back online). */
  giveUpWithoutAnswer: boolean;
}

/**
 * Adds the lines of a cart kept in this browser to the account's cart in one call
 * (docs/product/wire.md#cart), says what was lowered or left out, and only then removes them here.
 */
function useSendBrowserCart({ store, key, userId, ready, sent, failed, giveUpWithoutAnswer }: Sending) {
  const hasLines = useSyncExternalStore(store.subscribe, store.lines, store.lines).length > 0;
  const [merge] = useMergeShopCartMutation();

  useEffect(() => {
    if (!userId || !ready || !hasLines || running.has(key)) return;
    const lines = store.lines();
    const items = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    const attempt = JSON.stringify(items);
    if (failedWith.get(key) === attempt) return;
    running.add(key);
    void merge({ userId, items })
      .unwrap()
      .then((answer) => {
        store.remove(lines.map((line) => line.productId));
        const notices = answer.notices.map((notice) => notice.message);
        toast({
          title: sent ? t(sent) : (answer.message ?? t('shared.cart.merged')),
          description: notices.length > 0 ? notices.join(' ') : undefined,
        });
      })
      .catch((error: ApiError) => {
        if (gotNoApiAnswer(error) && !giveUpWithoutAnswer) return;
        failedWith.set(key, attempt);
        toast({ title: t(failed), variant: 'destructive' });
      })
      .finally(() => {
        running.delete(key);
      });
  }, [failed, giveUpWithoutAnswer, hasLines, key, merge, ready, sent, store, userId]);
}

/**
 * Sends the quantity changes and removals made with no connection to lines the server holds, one call
 * each, in the order made; each is dropped from this phone once answered. A refusal is said (a line
 * already gone needs no removal); with no answer the rest waits for the connection.
 */
function useSendOfflineChanges(userId: string | undefined, ready: boolean) {
  const { stores, changed } = useOfflineCart(userId);
  const [update] = useUpdateShopCartItemMutation();
  const [remove] = useDeleteShopCartItemMutation();

  useEffect(() => {
    const key = `changed:${userId}`;
    if (!userId || !ready || changed.length === 0 || running.has(key)) return;
    running.add(key);
    /** How many the server took. */
    const sendAll = async () => {
      let sent = 0;
      for (const line of changed) {
        const body = { userId, productId: line.productId, quantity: line.quantity };
        try {
          await (line.quantity === 0 ? remove(body) : update(body)).unwrap();
          sent += 1;
        } catch (error) {
          if (gotNoApiAnswer(error)) break;
          const gone = line.quantity === 0 && (error as ApiError).status === 404;
          if (!gone) toast({ title: (error as ApiError).message, variant: 'destructive' });
        }
        stores.changed.remove([line.productId]);
      }
      return sent;
    };
    void sendAll()
      .then((sent) => {
        // with units added offline still to send, their merge says it once for all
        if (sent > 0 && stores.added.lines().length === 0) toast({ title: t('cart.offlineChanged') });
      })
      .finally(() => running.delete(key));
  }, [changed, ready, remove, stores, update, userId]);
}

/**
 * Once a shopper is signed in, adds the cart they kept in this browser as a visitor to their account's
 * cart; and when the phone is online, what they changed with no connection. Admins do not shop: their
 * browser cart stays as it is.
 */
export function useMergeGuestCart() {
  const user = useAppSelector((state) => state.auth.user);
  const userId = user && user.role !== 'admin' ? user.id : undefined;
  const online = useOnline();
  const { stores, changed } = useOfflineCart(userId);
  useSendBrowserCart({
    store: guestCart,
    key: `guest:${userId}`,
    userId,
    ready: true,
    failed: 'guest.mergeFailed',
    giveUpWithoutAnswer: true,
  });
  // lowered and removed lines first: the units added offline go on top of what the server then holds
  useSendOfflineChanges(userId, online);
  useSendBrowserCart({
    store: stores.added,
    key: `waiting:${userId}`,
    userId,
    ready: online && changed.length === 0,
    sent: 'cart.offlineChanged',
    failed: 'cart.offlineNotAdded',
    giveUpWithoutAnswer: false,
  });
}
