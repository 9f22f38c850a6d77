import type { OrderStatus } from '@farmai/contracts';

/** Readable names of the order statuses (SPEC 4); the values themselves are what the server stores and takes. */
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

/** SPEC 4: confirmed green, rejected red, anything else black. */
export const orderStatusTone = (status: OrderStatus): 'success' | 'destructive' | 'default' =>
  status === 'confirmed' ? 'success' : status === 'rejected' ? 'destructive' : 'default';
