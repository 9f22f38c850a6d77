/** Texts of the admin orders screen that the specification quotes (SPEC 2.6). */
export const orderTexts = {
  title: 'All Orders',
  orderStatus: 'Order Status',
  update: 'Update Order Status',
} as const;
