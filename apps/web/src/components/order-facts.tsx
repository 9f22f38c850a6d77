import type { Order } from '@farmai/contracts';
import type { ReactNode } from 'react';
import { formatDay, formatPrice } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';
import { DetailRow as Row } from './detail-row';
import { paymentProviderText } from './orders/order-payment';
import { paymentStatusText } from './orders/order-status';

/** The order fields both the shopper and the admin see (docs/product/screens.md#admin-screens, docs/product/screens.md#shop-screens), each label written once. */
export const orderLabels = {
  number: 'order-tracking.orderNumber',
  date: 'orders.orderDate',
  status: 'orders.orderStatus',
  price: 'orders.orderPrice',
  viewDetails: 'orders.viewDetails',
  paymentMethod: 'orders.paymentMethod',
  paymentStatus: 'orders.paymentStatus',
  refund: 'orders.refund',
} as const satisfies Record<string, MessageId>;

/**
 * An order's number (the only name it is shown by), date, price, payment (the provider named as it is), refund (when there is one) and
 * status (shown the way each area shows it).
 */
export function OrderFacts({ order, status }: { order: Order; status: ReactNode }) {
  const t = useT();
  return (
    <dl className="grid min-w-0 gap-2">
      <Row label={t(orderLabels.number)}>
        <span className="font-semibold text-foreground" data-order-number>
          {order.orderNumber}
        </span>
      </Row>
      <Row label={t(orderLabels.date)}>{formatDay(order.orderDate)}</Row>
      <Row label={t(orderLabels.price)}>{formatPrice(order.totalAmount)}</Row>
      <Row label={t(orderLabels.paymentMethod)}>
        <span data-payment-method={order.paymentMethod}>{paymentProviderText(order)}</span>
      </Row>
      <Row label={t(orderLabels.paymentStatus)}>{paymentStatusText(order.paymentStatus)}</Row>
      {order.refundId ? (
        <Row label={t(orderLabels.refund)}>
          <span className="break-all">
            {order.refundId}
            {order.refundedAt ? ` (${formatDay(order.refundedAt)})` : ''}
          </span>
        </Row>
      ) : null}
      <Row label={t(orderLabels.status)}>{status}</Row>
    </dl>
  );
}
