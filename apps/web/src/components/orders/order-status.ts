import type { OrderStatus, PaymentStatus } from '@farmai/contracts';
import { type MessageId, t } from '@/lib/i18n';

/** Readable names of the order statuses (docs/product/data.md#states-and-transitions); the values themselves are what the server stores and takes. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageId> = {
  pending: 'orders.statusPending',
  inProcess: 'orders.statusInProcess',
  inShipping: 'orders.statusInShipping',
  delivered: 'orders.statusDelivered',
  rejected: 'orders.statusRejected',
  confirmed: 'orders.statusConfirmed',
};

/** The statuses as the shopper's history writes them: the stored value in English, its translation in the other languages. */
const STORED_STATUS_TEXTS: Record<OrderStatus, MessageId> = {
  pending: 'orders.storedPending',
  inProcess: 'orders.storedInProcess',
  inShipping: 'orders.storedInShipping',
  delivered: 'orders.storedDelivered',
  rejected: 'orders.storedRejected',
  confirmed: 'orders.storedConfirmed',
};

/** The payment statuses: the stored value in English, its translation in the other languages (docs/product/data.md#order-and-payment-states). */
const PAYMENT_STATUS_TEXTS: Record<PaymentStatus, MessageId> = {
  pending: 'orders.paymentPending',
  paid: 'orders.paymentPaid',
  cancelled: 'orders.paymentCancelled',
  expired: 'orders.paymentExpired',
  refundPending: 'orders.paymentRefundPending',
  refunded: 'orders.paymentRefunded',
};

/** The text of `status` from `table` in the current language; a value the app does not know is shown as it is stored. */
const textOf = <K extends string>(table: Record<K, MessageId>, status: string): string =>
  Object.hasOwn(table, status) ? t(table[status as K]) : status;

/** The label of a status in the current language; a value the app does not know is shown as it is stored. */
export const orderStatusLabel = (status: string): string => textOf(ORDER_STATUS_LABELS, status);

/** A status as the shopper's order history shows it ("confirmed" in English). */
export const storedStatusText = (status: string): string => textOf(STORED_STATUS_TEXTS, status);

/** A payment status as the order details show it ("paid" in English). */
export const paymentStatusText = (status: string): string => textOf(PAYMENT_STATUS_TEXTS, status);

/** docs/product/data.md#states-and-transitions: confirmed green, rejected red, anything else black. */
export const orderStatusTone = (status: OrderStatus): 'success' | 'destructive' | 'default' =>
  status === 'confirmed' ? 'success' : status === 'rejected' ? 'destructive' : 'default';
