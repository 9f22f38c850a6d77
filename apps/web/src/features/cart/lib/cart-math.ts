import {
  type Cart,
  type CartItem,
  decideLine,
  type LineDecision,
  type LineReason,
  lineProductOf,
  type ProductFactValues,
} from '@farmai/contracts';
import { unitPrice } from '@/components/shopping/format';
import type { GuestCartLine } from './guest-cart';

export const lineTotal = (item: CartItem) => unitPrice(item) * item.quantity;

/** In cents, so that adding many lines never drifts. */
export const cartTotal = (cart: Cart | undefined) =>
  Math.round((cart?.items ?? []).reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)) / 100;

export const itemCount = (cart: Cart | undefined) => (cart?.items ?? []).reduce((n, item) => n + item.quantity, 0);

/** A line the rules refused: why, and what the cart holds of it (`quantity`). */
export type AddRefusal = LineDecision & { reason: LineReason };

/** What the browser knows of a product's line facts: a product, a cart line (the stock may be unknown yet). */
export type LineFacts = { totalStock?: number | undefined } & Partial<ProductFactValues>;

/**
 * The client-side check before any call (docs/product/rules.md#cart), by the rules the API applies
 * (`decideLine`): the units added (one, or the product page's quantity) must not take the line past
 * the stock. Returns the refusal when they would, else null; null too while the stock is not known
 * (a visitor's line before the catalogue answers: the add goes ahead).
 */
export function addRefusal(
  cart: Cart | undefined,
  productId: string,
  product: LineFacts,
  adding = 1,
): AddRefusal | null {
  const { totalStock } = product;
  if (totalStock === undefined) return null;
  const inCart = cart?.items.find((item) => item.productId === productId)?.quantity ?? 0;
  const decision = decideLine(lineProductOf({ ...product, totalStock }), { change: 'add', inCart, quantity: adding });
  return decision.reason ? { ...decision, reason: decision.reason } : null;
}

/**
 * The account's cart as the phone shows it: what the server holds, as changed offline (`changed`: a
 * line's new quantity, 0 for removed), with the units added offline on top (`added`).
 */
export function withOfflineChanges(
  cart: Cart | undefined,
  added: readonly GuestCartLine[],
  changed: readonly GuestCartLine[],
): Cart | undefined {
  if (!cart || (added.length === 0 && changed.length === 0)) return cart;
  const units = (lines: readonly GuestCartLine[], productId: string) =>
    lines.find((line) => line.productId === productId)?.quantity;
  const items = cart.items
    .map((item) => {
      const quantity = (units(changed, item.productId) ?? item.quantity) + (units(added, item.productId) ?? 0);
      return quantity === item.quantity ? item : { ...item, quantity };
    })
    .filter((item) => item.quantity > 0);
  const more = added.filter((line) => !cart.items.some((item) => item.productId === line.productId));
  return { ...cart, items: [...items, ...more] };
}
