import { ShoppingCartIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The cart icon with its item-count badge; the accessible name says the count ('Cart, 3 items'). */
export function CartButtonFace({ count, ...props }: ComponentProps<typeof Button> & { count: number }) {
  const t = useT();
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={t('cart.cartButton', { count })} {...props}>
      <ShoppingCartIcon aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-bold text-primary-foreground text-xs"
        >
          {count > 99 ? `${formatNumber(99)}+` : formatNumber(count)}
        </span>
      )}
    </Button>
  );
}
