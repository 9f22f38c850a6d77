import type { Order } from '@farmai/contracts';
import { t } from '@/lib/i18n';

/**
 * The payment method named as it is (docs/product/rules.md#orders): the wire's `paymentMethod` is always
 * `paypal`, but the built-in demo provider moves no money and says so.
 */
export const paymentProviderText = (order: Pick<Order, 'paymentProvider'>): string =>
  order.paymentProvider === 'paypal' ? t('order-tracking.providerPaypal') : t('order-tracking.providerDemo');
