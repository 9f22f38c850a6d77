import { type Cart, type CartItem, factValuesOf, type Product, type ProductFactValues } from '@farmai/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/use-toast';
import { type ApiError, gotNoApiAnswer } from '@/lib/api';
import { type MessageId, t } from '@/lib/i18n';
import { refusalText } from '@/lib/line-words';
import { useAppSelector } from '@/lib/store';
import {
  useAddShopCartItemMutation,
  useDeleteShopCartItemMutation,
  useGetGuestCartProductsQuery,
  useGetShopCartQuery,
  useUpdateShopCartItemMutation,
} from '../api/cart-api';
import { addRefusal, withOfflineChanges } from '../lib/cart-math';
import {
  addGuestLine,
  type BrowserCart,
  type GuestCartLine,
  guestCartLines,
  NO_OFFLINE_CART,
  type OfflineCart,
  offlineCart,
  removeGuestLines,
  setGuestQuantity,
  subscribeGuestCart,
} from '../lib/guest-cart';

const useUserId = () => useAppSelector((state) => state.auth.user?.id);

/** The lines of the cart kept in this browser for a visitor who has not signed in. */
export function useGuestCartLines(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribeGuestCart, guestCartLines, guestCartLines);
}

/**
 * What the signed-in farmer changed in the cart with no connection, waiting on this phone to be sent
 * (nothing for a visitor): units added, and the new quantities of lines the server holds.
 */
export function useOfflineCart(userId: string | undefined) {
  const stores = userId ? offlineCart(userId) : NO_OFFLINE_CART;
  const added = useSyncExternalStore(stores.added.subscribe, stores.added.lines, stores.added.lines);
  const changed = useSyncExternalStore(stores.changed.subscribe, stores.changed.lines, stores.changed.lines);
  return { stores, added, changed };
}

const find = (lines: readonly GuestCartLine[], productId: string) => lines.find((l) => l.productId === productId);

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
  ...factValuesOf(product),
});

/** The signed-in user's cart, or the one kept in this browser for a visitor (`isGuest`). */
export function useCart() {
  const userId = useUserId();
  const query = useGetShopCartQuery(userId ?? skipToken);
  const guest = useGuestCart(!userId);
  const { added, changed } = useOfflineCart(userId);
  const cart = useMemo(() => withOfflineChanges(query.data, added, changed), [query.data, added, changed]);
  const waiting = useMemo(() => new Set([...added, ...changed].map((line) => line.productId)).size, [added, changed]);
  if (!userId) return { ...guest, isGuest: true, waiting: 0 };
  return { cart, isLoading: query.isLoading, isError: query.isError, isGuest: false, waiting };
}

const failed = (error: unknown) => toast({ title: (error as ApiError).message, variant: 'destructive' });

/** Refuses, without a call, what the line rules refuse: one unit more than the stock (docs/product/rules.md#cart). */
function checkStock(...args: Parameters<typeof addRefusal>): boolean {
  const refusal = addRefusal(...args);
  if (refusal === null) return true;
  toast({ title: refusalText(t, refusal), variant: 'destructive' });
  return false;
}

/** What "Add to cart" needs of a product: its id, stock and facts (the line rules'), and for a visitor's cart what to show. */
export type CartProduct = Pick<Product, '_id' | 'totalStock' | 'title' | 'image' | 'price' | 'salePrice'> &
  Partial<ProductFactValues>;

/**
 * "Add to cart" for cards, the detail dialog and search results (one unit) and the product page
 * (the quantity picked): stock check, then the call.
 */
export function useAddToCart() {
  const userId = useUserId();
  const { cart } = useCart();
  const waiting = useOfflineCart(userId).stores.added;
  const [add] = useAddShopCartItemMutation();
  return useCallback(
    async (product: CartProduct, quantity = 1) => {
      if (!checkStock(cart, product._id, product, quantity)) return;
      if (!userId) {
        addGuestLine(fromProduct(product), quantity);
        toast({ title: t('shared.cart.added') });
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
        toast({ title: t('shared.cart.added') });
      } catch (error) {
        if (gotNoApiAnswer(error)) keep();
        else failed(error);
      }
    },
    [add, cart, userId, waiting],
  );
}

/**
 * A change to the part of a line added offline and still waiting on this phone: +1 and -1 change it
 * there, and removing the line drops it (when the server holds none of it).
 */
function changeAdded(added: BrowserCart, line: GuestCartLine, change: 1 | -1 | 'remove') {
  if (change === 1) added.add(line, 1);
  else if (change === -1 && line.quantity > 1) added.setQuantity(line.productId, line.quantity - 1);
  else added.remove([line.productId]);
  toast({ title: t(change === 'remove' ? 'shared.cart.deleted' : 'shared.cart.updated') });
}

/**
 * With no connection: one more unit waits on this phone as an add; a lower quantity or a removal of
 * what the server holds waits as the line's new quantity (0: removed). Both are sent once online.
 */
function changeOffline({ added, changed }: OfflineCart, item: CartItem, change: 1 | -1 | 'remove') {
  if (change === 1) added.add({ ...item }, 1);
  else {
    if (change === 'remove') added.remove([item.productId]);
    changed.put({ ...item }, change === 'remove' ? 0 : item.quantity - 1);
  }
  toast({ title: t(change === 1 ? 'cart.keptOffline' : 'cart.changedOffline') });
}

/**
 * Quantity changes and removal of cart lines. For a signed-in farmer with no connection, a line's part
 * added offline changes on this phone; other changes wait there too, and are sent once online.
 */
export function useCartLineActions() {
  const userId = useUserId();
  const { cart } = useCart();
  const { stores, added } = useOfflineCart(userId);
  const [update, updating] = useUpdateShopCartItemMutation();
  const [remove, removing] = useDeleteShopCartItemMutation();

  /** Sends a change of the line as the server holds it, or keeps it on this phone when there is no connection. */
  const send = async (call: () => Promise<unknown>, done: MessageId, item: CartItem, change: 1 | -1 | 'remove') => {
    if (!navigator.onLine) return changeOffline(stores, item, change);
    try {
      await call();
      // what the server now holds replaces a change kept offline
      stores.changed.remove([item.productId]);
      toast({ title: t(done) });
    } catch (error) {
      if (gotNoApiAnswer(error)) changeOffline(stores, item, change);
      else failed(error);
    }
  };

  const changeQuantity = async (item: CartItem, delta: 1 | -1) => {
    if (delta > 0 && !checkStock(cart, item.productId, item)) return;
    const quantity = item.quantity + delta;
    if (quantity < 1) return;
    if (!userId) {
      setGuestQuantity(item.productId, quantity);
      toast({ title: t('shared.cart.updated') });
      return;
    }
    const addedLine = find(added, item.productId);
    if (addedLine) return changeAdded(stores.added, addedLine, delta);
    await send(
      () => update({ userId, productId: item.productId, quantity }).unwrap(),
      'shared.cart.updated',
      item,
      delta,
    );
  };

  const removeLine = async (item: CartItem) => {
    if (!userId) {
      removeGuestLines([item.productId]);
      toast({ title: t('shared.cart.deleted') });
      return;
    }
    const addedLine = find(added, item.productId);
    // a line all added offline goes from this phone alone
    if (addedLine && addedLine.quantity >= item.quantity) return changeAdded(stores.added, addedLine, 'remove');
    const call = async () => {
      await remove({ userId, productId: item.productId, quantity: item.quantity }).unwrap();
      stores.added.remove([item.productId]);
    };
    await send(call, 'shared.cart.deleted', item, 'remove');
  };

  return { changeQuantity, removeLine, busy: updating.isLoading || removing.isLoading };
}
