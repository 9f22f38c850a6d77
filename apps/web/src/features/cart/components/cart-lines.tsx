import type { Cart } from '@farmai/contracts';
import { MinusIcon, PlusIcon, ShoppingBasketIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { unitPrice } from '@/components/shopping/format';
import { Button } from '@/components/ui/button';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPrice, formatTitle } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCart, useCartLineActions } from '../hooks/use-cart';
import { cartTotal, lineTotal } from '../lib/cart-math';

export function CartEmpty({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <ShoppingBasketIcon aria-hidden="true" className="size-12 text-muted-foreground" />
      <p className="font-medium">{t('cart.empty')}</p>
      {children}
    </div>
  );
}

/** The cart's lines: image, title, price, − / + and delete (docs/product/screens.md#shop-screens). */
export function CartLines({ cart }: { cart: Cart }) {
  const { changeQuantity, removeLine, busy } = useCartLineActions();
  const t = useT();
  return (
    <ul className="divide-y">
      {cart.items.map((item) => (
        <li key={item.productId} className="flex gap-3 py-3">
          <ResponsiveImg
            src={item.image}
            sizes="80px"
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-md border object-cover sm:size-20"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex items-start justify-between gap-2">
              <p className="line-clamp-2 font-semibold text-sm">{formatTitle(item.title)}</p>
              <p className="shrink-0 font-semibold text-sm">{formatPrice(lineTotal(item))}</p>
            </div>
            <p className="text-muted-foreground text-xs">{t('cart.each', { price: formatPrice(unitPrice(item)) })}</p>
            <div className="flex items-center justify-between gap-2">
              <div className="flex items-center gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8 rounded-full"
                  disabled={item.quantity <= 1 || busy}
                  disabledReason={busy ? t('common.busyReason') : t('common.reasonMinQuantity')}
                  aria-label={t('cart.decrease', { title: item.title })}
                  onClick={() => changeQuantity(item, -1)}
                >
                  <MinusIcon aria-hidden="true" />
                </Button>
                <span className="w-8 text-center font-semibold text-sm">
                  <span className="sr-only">{t('cart.quantity')} </span>
                  {formatNumber(item.quantity)}
                </span>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8 rounded-full"
                  disabled={busy}
                  disabledReason={t('common.busyReason')}
                  aria-label={t('cart.increase', { title: item.title })}
                  onClick={() => changeQuantity(item, 1)}
                >
                  <PlusIcon aria-hidden="true" />
                </Button>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:text-destructive"
                disabled={busy}
                disabledReason={t('common.busyReason')}
                aria-label={t('cart.remove', { title: item.title })}
                onClick={() => removeLine(item)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CartTotal({ cart }: { cart: Cart | undefined }) {
  const t = useT();
  return (
    <p className="flex items-center justify-between font-bold text-lg">
      <span>{t('cart.total')}</span>
      <span>{formatPrice(cartTotal(cart))}</span>
    </p>
  );
}

/** The cart's lines and total for the checkout page. */
export function CartSummary() {
  const { cart, isLoading } = useCart();
  if (isLoading) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {cart && cart.items.length > 0 ? <CartLines cart={cart} /> : <CartEmpty />}
      <CartTotal cart={cart} />
    </div>
  );
}
