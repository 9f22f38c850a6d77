import type { Order } from '@farmai/contracts';
import type { ReactNode } from 'react';
import { datePart, formatPrice } from '@/lib/format';
import { orderLabels } from './order-facts';
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
  return (
    <Button type="button" size="sm" variant={variant} className={className} onClick={() => onView(order)}>
      {orderLabels.viewDetails}
      <span className="sr-only"> of order {order._id}</span>
    </Button>
  );
}

/**
 * Orders in a table: id, date, status (shown the way each area shows it) and price, and a
 * View Details button per row.
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
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{orderLabels.id}</TableHead>
          <TableHead>{orderLabels.date}</TableHead>
          <TableHead>{orderLabels.status}</TableHead>
          <TableHead>{orderLabels.price}</TableHead>
          <TableHead>
            <span className="sr-only">{orderLabels.viewDetails}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id} data-order-id={order._id}>
            <TableCell className="max-w-40 truncate font-mono text-xs sm:max-w-none" title={order._id}>
              {order._id}
            </TableCell>
            <TableCell>{datePart(order.orderDate)}</TableCell>
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
