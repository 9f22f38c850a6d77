import type { OrderStatus } from '@farmai/contracts';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { orderStatusLabel, orderStatusTone } from './order-status';

/**
 * An order's status as a badge coloured per docs/product/data.md#states-and-transitions (black is the darkest theme colour). It reads the
 * status's label unless `children` says otherwise.
 */
export function OrderStatusBadge({
  status,
  className,
  children,
}: { status: OrderStatus } & Pick<React.ComponentProps<'span'>, 'className' | 'children'>) {
  const tone = orderStatusTone(status);
  // renders again when the language changes, and the label follows
  useT();
  return (
    <Badge
      variant={tone}
      data-status={status}
      className={cn(tone === 'default' && 'bg-foreground text-background', className)}
    >
      {children ?? orderStatusLabel(status)}
    </Badge>
  );
}
