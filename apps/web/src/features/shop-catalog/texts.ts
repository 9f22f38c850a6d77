/** Quoted texts of the catalogue screens (docs/product/screens.md#shop-screens, docs/product/wire.md#errors), each written once. */
export const catalogTexts = {
  shopByCategory: 'Shop by Category',
  shopByBrand: 'Shop by Brand',
  featureProducts: 'Feature Products',
  allProducts: 'All Products',
  sortBy: 'Sort by',
  searchPlaceholder: 'Search Products...',
  noResult: 'No result found!',
  addToCart: 'Add to cart',
  sale: 'Sale',
  outOfStock: 'Out Of Stock',
  itemsLeft: (n: number) => `Only ${n} items left`,
  submit: 'Submit',
  reviewAdded: 'Review added successfully!',
} as const;
