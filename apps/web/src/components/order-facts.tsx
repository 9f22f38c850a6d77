import type { Order } from '@farmai/contracts';
import type { ReactNode } from 'react';
import { datePart, formatPrice } from '@/lib/format';
import { DetailRow as Row } from './detail-row';

/** The order fields both the shopper and the admin see (docs/product/screens.md#admin-screens, docs/product/screens.md#shop-screens), each label written once. */
export const orderLabels = {
  id: 'Order ID',
  date: 'Order Date',
  status: 'Order Status',
  price: 'Order Price',
  viewDetails: 'View Details',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment Status',
  refund: 'Refund',
} as const;

/** An order's id, date, price, payment, refund (when there is one) and status (shown the way each area shows it). */
export function OrderFacts({ order, status }: { order: Order; status: ReactNode }) {
  return (
    <dl className="grid min-w-0 gap-2">
      <Row label={orderLabels.id}>
        <span className="break-all">{order._id}</span>
      </Row>
      <Row label={orderLabels.date}>{datePart(order.orderDate)}</Row>
      <Row label={orderLabels.price}>{formatPrice(order.totalAmount)}</Row>
      <Row label={orderLabels.paymentMethod}>{order.paymentMethod}</Row>
      <Row label={orderLabels.paymentStatus}>{order.paymentStatus}</Row>
      {order.refundId ? (
        <Row label={orderLabels.refund}>
          <span className="break-all">
            {order.refundId}
            {order.refundedAt ? ` (${datePart(order.refundedAt)})` : ''}
          </span>
        </Row>
      ) : null}
      <Row label={orderLabels.status}>{status}</Row>
    </dl>
  );
}
