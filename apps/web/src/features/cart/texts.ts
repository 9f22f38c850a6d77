/** Quoted texts of the cart (docs/product/screens.md#shop-screens, docs/product/rules.md#cart, docs/product/wire.md#errors), each written once. */
export const cartTexts = {
  added: 'Product is added to cart',
  updated: 'Cart item is updated successfully',
  deleted: 'Cart item is deleted successfully',
  stockLimit: (n: number) => `Only ${n} quantity can be added for this item`,
  total: 'Total',
  checkout: 'Checkout',
} as const;
