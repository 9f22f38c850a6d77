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
  if (!userId) return { ...guest, isGuest: true };
  return { cart: query.data, isLoading: query.isLoading, isError: query.isError, isGuest: false };
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
  const [add] = useAddShopCartItemMutation();
  return useCallback(
    async (product: CartProduct, quantity = 1) => {
      if (!checkStock(cart, product._id, product.totalStock, quantity)) return;
      if (!userId) {
        addGuestLine(fromProduct(product), quantity);
        toast({ title: t('cart.added') });
        return;
      }
      try {
        await add({ userId, productId: product._id, quantity }).unwrap();
        toast({ title: t('cart.added') });
      } catch (error) {
        failed(error);
      }
    },
    [add, cart, userId],
  );
}

/** Quantity changes and removal of cart lines. */
export function useCartLineActions() {
  const userId = useUserId();
  const { cart } = useCart();
  const [update, updating] = useUpdateShopCartItemMutation();
  const [remove, removing] = useDeleteShopCartItemMutation();

  const changeQuantity = async (item: CartItem, delta: 1 | -1) => {
    if (delta > 0 && !checkStock(cart, item.productId, item.totalStock)) return;
    const quantity = item.quantity + delta;
    if (quantity < 1) return;
    if (!userId) {
      setGuestQuantity(item.productId, quantity);
      toast({ title: t('cart.updated') });
      return;
    }
    try {
      await update({ userId, productId: item.productId, quantity }).unwrap();
      toast({ title: t('cart.updated') });
    } catch (error) {
      failed(error);
    }
  };

  const removeLine = async (item: CartItem) => {
    if (!userId) {
      removeGuestLines([item.productId]);
      toast({ title: t('cart.deleted') });
      return;
    }
    try {
      await remove({ userId, productId: item.productId, quantity: item.quantity }).unwrap();
      toast({ title: t('cart.deleted') });
    } catch (error) {
      failed(error);
    }
  };

  return { changeQuantity, removeLine, busy: updating.isLoading || removing.isLoading };
}
