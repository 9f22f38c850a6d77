import type { Order } from '@farmai/contracts';
import type { ReactNode } from 'react';
import { formatDay, formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { orderLabels } from './order-facts';
import { OrderItemsSummary } from './orders/order-items-summary';
import { Button } from './ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

/** "View Details" of one order, named after it for assistive technology. */
export function ViewDetailsButton({
  order,
  onView,
  variant = 'default',
  className,
}: {
  order: Order;
  onView: (order: Order) => void;
  variant?: 'default' | 'outline';
  className?: string;
}) {
  const t = useT();
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      className={className}
      aria-label={t('orders.viewDetailsOf', { id: order.orderNumber })}
      onClick={() => onView(order)}
    >
      {t(orderLabels.viewDetails)}
    </Button>
  );
}

/**
 * Orders in a table: number (the only name an order is shown by, with the titles of what the order holds),
 * date, status (shown the way each area shows it) and price, and a View Details button per row.
 */
export function OrdersTable({
  orders,
  status,
  onView,
  viewVariant,
}: {
  orders: Order[];
  status: (order: Order) => ReactNode;
  onView: (order: Order) => void;
  viewVariant?: 'default' | 'outline';
}) {
  const t = useT();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t(orderLabels.number)}</TableHead>
          <TableHead>{t(orderLabels.date)}</TableHead>
          <TableHead>{t(orderLabels.status)}</TableHead>
          <TableHead>{t(orderLabels.price)}</TableHead>
          <TableHead>
            <span className="sr-only">{t(orderLabels.viewDetails)}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id} data-order-id={order._id}>
            <TableCell className="max-w-56">
              <span className="block whitespace-nowrap font-medium">{order.orderNumber}</span>
              <OrderItemsSummary
                order={order}
                className="line-clamp-2 whitespace-normal break-words text-muted-foreground text-xs"
              />
            </TableCell>
            <TableCell>{formatDay(order.orderDate)}</TableCell>
            <TableCell>{status(order)}</TableCell>
            <TableCell>{formatPrice(order.totalAmount)}</TableCell>
            <TableCell className="text-right">
              <ViewDetailsButton order={order} onView={onView} variant={viewVariant} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
