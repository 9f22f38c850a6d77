import type { Cart, CartItem } from '@farmai/contracts';
import { unitPrice } from '@/components/shopping/format';

export const lineTotal = (item: CartItem) => unitPrice(item) * item.quantity;

/** In cents, so that adding many lines never drifts. */
export const cartTotal = (cart: Cart | undefined) =>
  Math.round((cart?.items ?? []).reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)) / 100;

export const itemCount = (cart: Cart | undefined) => (cart?.items ?? []).reduce((n, item) => n + item.quantity, 0);

/**
 * The client-side stock check before any call (docs/product/rules.md#cart): the units added (one, or
 * the product page's quantity) must not take the line past the stock.
 * Returns the quantity already in the cart when they would, else null.
 */
export function stockLimitReached(
  cart: Cart | undefined,
  productId: string,
  totalStock: number | undefined,
  adding = 1,
) {
  if (totalStock === undefined) return null;
  const inCart = cart?.items.find((item) => item.productId === productId)?.quantity ?? 0;
  return inCart + adding > totalStock ? inCart : null;
}
