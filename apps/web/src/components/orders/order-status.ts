import type { OrderStatus } from '@farmai/contracts';

/** Readable names of the order statuses (docs/product/data.md#states-and-transitions); the values themselves are what the server stores and takes. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
};

/** The label of a status; a value the app does not know is shown as it is stored. */
export const orderStatusLabel = (status: string): string =>
  Object.hasOwn(ORDER_STATUS_LABELS, status) ? ORDER_STATUS_LABELS[status as OrderStatus] : status;

/** docs/product/data.md#states-and-transitions: confirmed green, rejected red, anything else black. */
export const orderStatusTone = (status: OrderStatus): 'success' | 'destructive' | 'default' =>
  status === 'confirmed' ? 'success' : status === 'rejected' ? 'destructive' : 'default';
