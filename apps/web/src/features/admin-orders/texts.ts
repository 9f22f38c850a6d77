/** Texts of the admin orders screen that the specification quotes (SPEC 2.6). */
export const orderTexts = {
  title: 'All Orders',
  orderStatus: 'Order Status',
  update: 'Update Order Status',
} as const;

/** The statuses an admin may set (SPEC 4), with readable labels; the values are sent as they are. */
export const STATUS_LABELS = {
  pending: 'Pending',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
} as const;
