/** Texts of the admin orders screen that the product description quotes (docs/product/screens.md#admin-screens). */
export const orderTexts = {
  title: 'All Orders',
  orderStatus: 'Order Status',
  update: 'Update Order Status',
} as const;
