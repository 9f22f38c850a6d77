import type { Order } from '@farmai/contracts';
import { formatDay } from '@/lib/format';
import { t } from '@/lib/i18n';

/**
 * The payment method named as it is (docs/product/rules.md#orders): an online payment's wire `paymentMethod` is
 * always `paypal`, but the built-in demo provider moves no money and says so; cash on delivery says the day it
 * was paid once the shop has the money.
 */
export const paymentProviderText = (
  order: Pick<Order, 'paymentProvider' | 'paymentMethod' | 'paymentStatus' | 'paidAt'>,
): string => {
  if (order.paymentMethod === 'cod') {
    return order.paymentStatus === 'paid' && order.paidAt
      ? t('order-tracking.providerCashPaid', { date: formatDay(order.paidAt) })
      : t('order-tracking.providerCash');
  }
  return order.paymentProvider === 'paypal' ? t('order-tracking.providerPaypal') : t('order-tracking.providerDemo');
};
