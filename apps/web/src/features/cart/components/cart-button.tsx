import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { useCart } from '../hooks/use-cart';
import { useMergeGuestCart } from '../hooks/use-merge-guest-cart';
import { itemCount } from '../lib/cart-math';
import { CartButtonFace } from './cart-button-face';

// the sheet (a Radix dialog) loads right after the first paint
const CartSheet = lazyWithPreload(() => import('./cart-sheet').then((m) => m.CartSheet));

/**
 * The header's cart button; it opens the cart sheet. It is on every shop and farmer page, so it
 * is also where the cart kept in this browser joins the account's cart once the user signs in.
 */
export function CartButton() {
  const { cart } = useCart();
  useMergeGuestCart();
  const [wanted, setWanted] = useState(false);
  const count = itemCount(cart);
  return (
    <Suspense fallback={<CartButtonFace count={count} aria-haspopup="dialog" onClick={() => setWanted(true)} />}>
      <CartSheet defaultOpen={wanted} />
    </Suspense>
  );
}
