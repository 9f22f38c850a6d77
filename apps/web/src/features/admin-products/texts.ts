/** Texts of the product translations (docs/decisions/018-content-translations.md), kept together to move into the message catalogue. */
export const translationTexts = {
  heading: 'Translations',
  hint: 'The title and description in each language, beside the English ones. A language left empty shows the English text, marked as English.',
  english: 'English',
  notTranslated: 'not translated',
  incomplete: 'Fill in both the title and the description, or leave both empty.',
  missing: 'Not translated:',
} as const;
