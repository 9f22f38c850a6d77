/** Texts of the expert advice and cultivation readers (docs/product/screens.md#farmer-pages); each reader's page texts are grouped. */
export const readerTexts = {
  advice: {
    title: 'Expert Advice',
    intro: 'Practical articles from agronomists: pest control, soil health, water and the business of farming.',
    placeholder: 'Please select an advice to view details.',
    empty: 'No expert advice available.',
    listLabel: 'Expert advice articles',
  },
  cultivation: {
    title: 'Scientific Cultivation',
    intro: 'Step-by-step growing guides per crop, from soil and sowing to pests, harvest and yield.',
    placeholder: 'Please select a crop to view details.',
    empty: 'No scientific cultivation methods available.',
    listLabel: 'Cultivation guides',
  },
  read: 'Read',
  published: 'Published',
  loading: 'Loading…',
  adviceLoadError: 'Could not load expert advice',
  cultivationLoadError: 'Could not load cultivation guides',
  guideNotFoundTitle: 'Guide not found',
  guideNotFoundText: 'This cultivation guide does not exist or has been removed.',
  backHome: 'Back to home',
  allGuides: 'All cultivation guides',
} as const;

/** The texts of one reader page. */
export type ReaderPageTexts = (typeof readerTexts)['advice' | 'cultivation'];
