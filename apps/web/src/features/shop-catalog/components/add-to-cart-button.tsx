import type { Product } from '@farmai/contracts';
import { ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { lineLimitOf } from '../lib/catalog';

/**
 * What the page does on "Add to cart": the cart feature's stock check and call, composed by the
 * route; one unit unless a quantity is given (the product page's picker).
 */
export type AddToCart = (product: Product, quantity?: number) => Promise<unknown> | undefined;

export function AddToCartButton({
  product,
  onAddToCart,
  className,
  describedBy,
}: {
  product: Product;
  onAddToCart: AddToCart;
  className?: string;
  /** Id of the element naming the product (the button text stays 'Add to cart'). */
  describedBy?: string;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (lineLimitOf(product) === 0) {
    return (
      <Button disabled className={cn('w-full', className)} aria-describedby={describedBy}>
        {t('shop-catalog.outOfStock')}
      </Button>
    );
  }
  return (
    <Button
      className={cn('w-full', className)}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await onAddToCart(product);
        } finally {
          setBusy(false);
        }
      }}
    >
      <ShoppingCartIcon aria-hidden="true" />
      {t('shop-catalog.addToCart')}
    </Button>
  );
}
