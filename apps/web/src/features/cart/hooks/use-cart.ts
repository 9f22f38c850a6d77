import type { CartItem, Product } from '@farmai/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useAppSelector } from '@/lib/store';
import {
  useAddShopCartItemMutation,
  useDeleteShopCartItemMutation,
  useGetShopCartQuery,
  useUpdateShopCartItemMutation,
} from '../api/cart-api';
import { stockLimitReached } from '../lib/cart-math';

const useUserId = () => useAppSelector((state) => state.auth.user?.id);

/** The signed-in user's cart. */
export function useCart() {
  const userId = useUserId();
  const query = useGetShopCartQuery(userId ?? skipToken);
  return { cart: query.data, isLoading: query.isLoading, isError: query.isError };
}

const failed = (error: unknown) => toast({ title: (error as ApiError).message, variant: 'destructive' });

/** Refuses, without a call, one unit more than the stock (docs/product/rules.md#cart). */
function checkStock(...args: Parameters<typeof stockLimitReached>): boolean {
  const inCart = stockLimitReached(...args);
  if (inCart === null) return true;
  toast({
    title: t('cart.stockLimit', { count: inCart, quantity: formatNumber(inCart, { useGrouping: false }) }),
    variant: 'destructive',
  });
  return false;
}

/**
 * "Add to cart" for cards, the detail dialog and search results (one unit) and the product page
 * (the quantity picked): stock check, then the call.
 */
export function useAddToCart() {
  const userId = useUserId();
  const { cart } = useCart();
  const [add] = useAddShopCartItemMutation();
  return useCallback(
    async (product: Pick<Product, '_id' | 'totalStock'>, quantity = 1) => {
      if (!userId || !checkStock(cart, product._id, product.totalStock, quantity)) return;
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
    if (!userId) return;
    if (delta > 0 && !checkStock(cart, item.productId, item.totalStock)) return;
    const quantity = item.quantity + delta;
    if (quantity < 1) return;
    try {
      await update({ userId, productId: item.productId, quantity }).unwrap();
      toast({ title: t('cart.updated') });
    } catch (error) {
      failed(error);
    }
  };

  const removeLine = async (item: CartItem) => {
    if (!userId) return;
    try {
      await remove({ userId, productId: item.productId, quantity: item.quantity }).unwrap();
      toast({ title: t('cart.deleted') });
    } catch (error) {
      failed(error);
    }
  };

  return { changeQuantity, removeLine, busy: updating.isLoading || removing.isLoading };
}
