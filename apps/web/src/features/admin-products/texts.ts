/** Texts of the admin products screen that the specification quotes (SPEC 2.6, 8). */
export const productTexts = {
  addNew: 'Add New Product',
  edit: 'Edit Product',
  added: 'Product add successfully',
} as const;
