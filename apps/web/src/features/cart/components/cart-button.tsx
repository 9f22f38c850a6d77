import { useMergeGuestCart } from '../hooks/use-merge-guest-cart';
import { CartSheet } from './cart-sheet';

/**
 * The header's cart button; it opens the cart sheet. It is on every shop and farmer page, so it
 * is also where the cart kept in this browser joins the account's cart once the user signs in.
 */
export function CartButton() {
  useMergeGuestCart();
  return <CartSheet />;
}
