/** Texts of the admin products screen that the product description quotes (docs/product/screens.md#admin-screens, docs/product/wire.md#errors). */
export const productTexts = {
  addNew: 'Add New Product',
  edit: 'Edit Product',
  added: 'Product add successfully',
} as const;
