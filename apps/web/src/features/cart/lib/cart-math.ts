import { type Cart, type CartItem, decideLine, type LineDecision, type LineReason } from '@farmai/contracts';
import { unitPrice } from '@/components/shopping/format';

export const lineTotal = (item: CartItem) => unitPrice(item) * item.quantity;

/** In cents, so that adding many lines never drifts. */
export const cartTotal = (cart: Cart | undefined) =>
  Math.round((cart?.items ?? []).reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)) / 100;

export const itemCount = (cart: Cart | undefined) => (cart?.items ?? []).reduce((n, item) => n + item.quantity, 0);

/** A line the rules refused: why, and what the cart holds of it (`quantity`). */
export type AddRefusal = LineDecision & { reason: LineReason };

/**
 * The client-side check before any call (docs/product/rules.md#cart), by the rules the API applies
 * (`decideLine`): the units added (one, or the product page's quantity) must not take the line past
 * the stock. Returns the refusal when they would, else null; null too while the stock is not known
 * (a visitor's line before the catalogue answers: the add goes ahead).
 */
export function addRefusal(
  cart: Cart | undefined,
  productId: string,
  totalStock: number | undefined,
  adding = 1,
): AddRefusal | null {
  if (totalStock === undefined) return null;
  const inCart = cart?.items.find((item) => item.productId === productId)?.quantity ?? 0;
  const decision = decideLine({ stock: totalStock }, { change: 'add', inCart, quantity: adding });
  return decision.reason ? { ...decision, reason: decision.reason } : null;
}
