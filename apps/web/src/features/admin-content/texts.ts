/** Texts of the admin content screens that the product description quotes (docs/product/screens.md#admin-screens, docs/product/wire.md#errors). */
export const contentTexts = {
  upload: 'Upload',
  updateEntry: 'Update Entry',
  description: 'Description',
  added: 'Entry added successfully',
  updated: 'Entry updated successfully',
  deleted: 'Entry deleted successfully',
} as const;
