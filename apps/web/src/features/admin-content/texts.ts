/** Texts of the entries' translations (docs/decisions/018-content-translations.md), kept together to move into the message catalogue. */
export const translationTexts = {
  heading: 'Translations',
  hint: 'The text in each language, beside the English. A language left empty shows the English text, marked as English.',
  english: 'English',
  notTranslated: 'not translated',
  incomplete: 'A translation needs its name; fill it in, or empty this language.',
  missing: 'Not translated:',
} as const;

/** Texts of the banners' words in other languages. */
export const bannerTranslationTexts = {
  heading: 'Words in other languages',
  hint: 'In another language the banner is shown without its words, and these are drawn over it. A language left empty shows the English banner.',
  english: 'English',
  notTranslated: 'not translated',
  incomplete: 'Fill in the words, or empty this language.',
  missing: 'Not translated:',
  words: 'Words',
  translate: 'Translate the words',
  dialogTitle: 'Translate the banner’s words',
  save: 'Save translations',
  saved: 'Translations saved',
  pictureOnly: 'A picture only: it is shown as it is in every language.',
} as const;
