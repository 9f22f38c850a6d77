import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useCart } from '../hooks/use-cart';
import { itemCount } from '../lib/cart-math';
import { CartButtonFace } from './cart-button-face';
import { CartEmpty, CartLines, CartTotal } from './cart-lines';

/**
 * The cart sheet: lines, total and the way to checkout (docs/product/screens.md#shop-screens). A visitor's
 * `Checkout` leads through sign-in (the access gate asks for it) back to the checkout.
 */
export function CartSheet() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { cart, isGuest, waiting } = useCart();
  const count = itemCount(cart);
  const empty = !cart || cart.items.length === 0;
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <CartButtonFace count={count} />
      </SheetTrigger>
      <SheetContent className="w-full gap-0 sm:max-w-md" closeLabel={t('cart.closeCart')}>
        <SheetHeader className="border-b">
          <SheetTitle className="text-xl">{t('cart.yourCart')}</SheetTitle>
          <SheetDescription>{t('cart.itemCount', { count })}</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4">{empty ? <CartEmpty /> : <CartLines cart={cart} />}</div>
        <SheetFooter className="border-t">
          <CartTotal cart={cart} />
          {isGuest && !empty && <p className="text-muted-foreground text-sm">{t('guest.checkoutSignIn')}</p>}
          {waiting > 0 && (
            <p role="status" className="text-muted-foreground text-sm">
              {t('cart.waitingNote', { count: waiting })}
            </p>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={empty}
            disabledReason={t('common.reasonCartEmpty')}
            onClick={() => {
              setOpen(false);
              navigate(paths.shop.checkout);
            }}
          >
            {t('cart.checkout')}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
