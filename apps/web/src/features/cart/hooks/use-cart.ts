import type { Cart, CartItem, LineReason, Product } from '@farmai/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { type MessageId, t } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import {
  useAddShopCartItemMutation,
  useDeleteShopCartItemMutation,
  useGetGuestCartProductsQuery,
  useGetShopCartQuery,
  useUpdateShopCartItemMutation,
} from '../api/cart-api';
import { addRefusal } from '../lib/cart-math';
import {
  addGuestLine,
  type BrowserCart,
  cartWaitingOffline,
  type GuestCartLine,
  guestCartLines,
  removeGuestLines,
  setGuestQuantity,
  subscribeGuestCart,
} from '../lib/guest-cart';

const useUserId = () => useAppSelector((state) => state.auth.user?.id);

/** The lines of the cart kept in this browser for a visitor who has not signed in. */
export function useGuestCartLines(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribeGuestCart, guestCartLines, guestCartLines);
}

const NO_LINES: readonly GuestCartLine[] = Object.freeze([]);
const NOTHING_WAITING: BrowserCart = {
  lines: () => NO_LINES,
  subscribe: () => () => undefined,
  add: () => undefined,
  setQuantity: () => undefined,
  remove: () => undefined,
  clear: () => undefined,
};

/** What the signed-in farmer added with no connection, waiting on this phone to be sent (none for a visitor). */
export function useWaitingLines(userId: string | undefined): { store: BrowserCart; lines: readonly GuestCartLine[] } {
  const store = userId ? cartWaitingOffline(userId) : NOTHING_WAITING;
  return { store, lines: useSyncExternalStore(store.subscribe, store.lines, store.lines) };
}

/** The account's cart as the phone shows it: what the server holds, with what was added offline on top. */
function withWaiting(cart: Cart | undefined, waiting: readonly GuestCartLine[]): Cart | undefined {
  if (!cart || waiting.length === 0) return cart;
  const items = cart.items.map((item) => {
    const more = waiting.find((line) => line.productId === item.productId);
    return more ? { ...item, quantity: item.quantity + more.quantity } : item;
  });
  const added = waiting.filter((line) => !cart.items.some((item) => item.productId === line.productId));
  return { ...cart, items: [...items, ...added] };
}

/** A call that got no answer: the phone has no connection, or lost it on the way. */
const noAnswer = (error: unknown) => (error as ApiError).status === undefined;

const GUEST_CART_ID = 'guest';

/**
 * The browser's cart as a cart: each line with the product as the catalogue has it now (price,
 * stock, title in the reader's language), or as it was when added until the catalogue answers.
 * Lines of products no longer sold are dropped.
 */
function useGuestCart(enabled: boolean): { cart: Cart; isLoading: boolean; isError: boolean } {
  const lines = useGuestCartLines();
  const ids = useMemo(() => lines.map((line) => line.productId), [lines]);
  const fresh = useGetGuestCartProductsQuery(enabled && ids.length > 0 ? ids : skipToken);
  const products = fresh.data;
  useEffect(() => {
    if (!enabled || !products) return;
    const gone = ids.filter((id) => products[id] === null);
    if (gone.length > 0) removeGuestLines(gone);
  }, [enabled, ids, products]);
  const cart = useMemo<Cart>(
    () => ({
      _id: GUEST_CART_ID,
      userId: '',
      items: lines
        .filter((line) => products?.[line.productId] !== null)
        .map((line) => {
          const product = products?.[line.productId];
          return product ? { ...line, ...fromProduct(product), quantity: line.quantity } : line;
        }),
    }),
    [lines, products],
  );
  return { cart, isLoading: false, isError: false };
}

const fromProduct = (product: CartProduct): Omit<GuestCartLine, 'quantity'> => ({
  productId: product._id,
  title: product.title,
  image: product.image,
  price: product.price,
  salePrice: product.salePrice,
  totalStock: product.totalStock,
});

/** The signed-in user's cart, or the one kept in this browser for a visitor (`isGuest`). */
export function useCart() {
  const userId = useUserId();
  const query = useGetShopCartQuery(userId ?? skipToken);
  const guest = useGuestCart(!userId);
  const waiting = useWaitingLines(userId).lines;
  const cart = useMemo(() => withWaiting(query.data, waiting), [query.data, waiting]);
  if (!userId) return { ...guest, isGuest: true, waiting: 0 };
  return { cart, isLoading: query.isLoading, isError: query.isError, isGuest: false, waiting: waiting.length };
}

const failed = (error: unknown) => toast({ title: (error as ApiError).message, variant: 'destructive' });

/** What the browser says for each reason it refuses a line before any call: the API's words. */
const REFUSAL_MESSAGES: Record<LineReason, MessageId> = {
  notFound: 'cart.noLongerSold',
  archived: 'cart.noLongerSold',
  soldOut: 'cart.stockLimit',
  stockLimit: 'cart.stockLimit',
};

/** Refuses, without a call, what the line rules refuse: one unit more than the stock (docs/product/rules.md#cart). */
function checkStock(...args: Parameters<typeof addRefusal>): boolean {
  const refusal = addRefusal(...args);
  if (refusal === null) return true;
  const inCart = refusal.quantity;
  toast({
    title: t(REFUSAL_MESSAGES[refusal.reason], {
      count: inCart,
      quantity: formatNumber(inCart, { useGrouping: false }),
    }),
    variant: 'destructive',
  });
  return false;
}

/** What "Add to cart" needs of a product: its id and stock, and for a visitor's cart what to show. */
export type CartProduct = Pick<Product, '_id' | 'totalStock' | 'title' | 'image' | 'price' | 'salePrice'>;

/**
 * "Add to cart" for cards, the detail dialog and search results (one unit) and the product page
 * (the quantity picked): stock check, then the call.
 */
export function useAddToCart() {
  const userId = useUserId();
  const { cart } = useCart();
  const waiting = useWaitingLines(userId).store;
  const [add] = useAddShopCartItemMutation();
  return useCallback(
    async (product: CartProduct, quantity = 1) => {
      if (!checkStock(cart, product._id, product.totalStock, quantity)) return;
      if (!userId) {
        addGuestLine(fromProduct(product), quantity);
        toast({ title: t('cart.added') });
        return;
      }
      // with no connection the add waits on this phone, and is sent when the phone is back online
      const keep = () => {
        waiting.add(fromProduct(product), quantity);
        toast({ title: t('cart.keptOffline') });
      };
      if (!navigator.onLine) return keep();
      try {
        await add({ userId, productId: product._id, quantity }).unwrap();
        toast({ title: t('cart.added') });
      } catch (error) {
        if (noAnswer(error)) keep();
        else failed(error);
      }
    },
    [add, cart, userId, waiting],
  );
}

/**
 * A change to the part of a line added offline and still waiting on this phone: +1 and -1 change it
 * there, and removing the line drops it (the part on the server, if any, needs a connection to go).
 */
function changeWaiting(waiting: BrowserCart, line: GuestCartLine, change: 1 | -1 | 'remove') {
  if (change === 1) waiting.add(line, 1);
  else if (change === -1 && line.quantity > 1) waiting.setQuantity(line.productId, line.quantity - 1);
  else waiting.remove([line.productId]);
  toast({ title: t(change === 'remove' ? 'cart.deleted' : 'cart.updated') });
}

/** With no connection: one more unit waits on this phone; lowering or removing what the server holds cannot be done. */
function changeOffline(waiting: BrowserCart, item: CartItem, delta: 1 | -1 | 'remove') {
  if (delta === 1) {
    waiting.add({ ...item }, 1);
    toast({ title: t('cart.keptOffline') });
  } else toast({ title: t('cart.needsConnection'), variant: 'destructive' });
}

/**
 * Quantity changes and removal of cart lines. For a signed-in farmer with no connection, a line's part
 * added offline changes on this phone, and one more unit waits there too; the rest needs a connection.
 */
export function useCartLineActions() {
  const userId = useUserId();
  const { cart } = useCart();
  const { store: waiting, lines: waitingLines } = useWaitingLines(userId);
  const [update, updating] = useUpdateShopCartItemMutation();
  const [remove, removing] = useDeleteShopCartItemMutation();

  /** Sends a change of the line as the server holds it; answers whether it was done or said. */
  const send = async (call: () => Promise<unknown>, done: MessageId, item: CartItem, delta: 1 | -1 | 'remove') => {
    if (!navigator.onLine) return changeOffline(waiting, item, delta);
    try {
      await call();
      toast({ title: t(done) });
    } catch (error) {
      if (noAnswer(error)) changeOffline(waiting, item, delta);
      else failed(error);
    }
  };

  const changeQuantity = async (item: CartItem, delta: 1 | -1) => {
    if (delta > 0 && !checkStock(cart, item.productId, item.totalStock)) return;
    const quantity = item.quantity + delta;
    if (quantity < 1) return;
    if (!userId) {
      setGuestQuantity(item.productId, quantity);
      toast({ title: t('cart.updated') });
      return;
    }
    const waitingLine = waitingLines.find((line) => line.productId === item.productId);
    if (waitingLine) return changeWaiting(waiting, waitingLine, delta);
    await send(() => update({ userId, productId: item.productId, quantity }).unwrap(), 'cart.updated', item, delta);
  };

  const removeLine = async (item: CartItem) => {
    if (!userId) {
      removeGuestLines([item.productId]);
      toast({ title: t('cart.deleted') });
      return;
    }
    const waitingLine = waitingLines.find((line) => line.productId === item.productId);
    // a line all added offline goes from this phone alone
    if (waitingLine && waitingLine.quantity >= item.quantity) return changeWaiting(waiting, waitingLine, 'remove');
    const call = async () => {
      await remove({ userId, productId: item.productId, quantity: item.quantity }).unwrap();
      if (waitingLine) waiting.remove([item.productId]);
    };
    await send(call, 'cart.deleted', item, 'remove');
  };

  return { changeQuantity, removeLine, busy: updating.isLoading || removing.isLoading };
}
