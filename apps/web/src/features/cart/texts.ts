/** Quoted texts of the cart (SPEC 2.8, 5, 8), each written once. */
export const cartTexts = {
  added: 'Product is added to cart',
  updated: 'Cart item is updated successfully',
  deleted: 'Cart item is deleted successfully',
  stockLimit: (n: number) => `Only ${n} quantity can be added for this item`,
  total: 'Total',
  checkout: 'Checkout',
} as const;
