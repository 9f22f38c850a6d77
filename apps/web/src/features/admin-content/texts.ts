/** Texts of the admin content screens that the specification quotes (SPEC 2.6, 8). */
export const contentTexts = {
  upload: 'Upload',
  updateEntry: 'Update Entry',
  description: 'Description',
  added: 'Entry added successfully',
  updated: 'Entry updated successfully',
  deleted: 'Entry deleted successfully',
} as const;
