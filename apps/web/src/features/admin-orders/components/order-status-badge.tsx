import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel, statusVariant } from '../lib/format';

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant={statusVariant(status)}
      data-status={status}
      // SPEC 4: anything but confirmed or rejected is black (the darkest theme colour)
      className={cn('px-3 py-1', statusVariant(status) === 'default' && 'bg-foreground text-background')}
    >
      {statusLabel(status)}
    </Badge>
  );
}
