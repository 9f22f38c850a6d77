import type { Order } from '@farmai/contracts';
import type { MessageId, MessageParams } from '../../i18n/index.js';

type Words = <K extends MessageId>(id: K, ...params: MessageParams<K>) => string;

/**
 * How documents name an order's payment: PayPal (a name, the same in every language), the demo provider, or
 * cash on delivery, which says the day it was paid once the shop has taken the money.
 */
export function paymentMethodText(order: Order, words: Words, day: (iso: string) => string): string {
  if (order.paymentMethod === 'cod') {
    return order.paymentStatus === 'paid' && order.paidAt
      ? words('orderDocs.cashPaidOn', { date: day(order.paidAt) })
      : words('orderDocs.cashOnDelivery');
  }
  return order.paymentProvider === 'paypal' ? 'PayPal' : words('orderDocs.demoProvider');
}
