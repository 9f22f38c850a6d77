/** Texts of the static suggestion cards and their detail page (docs/product/screens.md#farmer-pages). */
export const suggestionTexts = {
  aiTitle: 'AI-Generated Suggestions',
  aiIntro: 'Common crop problems our AI sees most often, with what to do about them.',
  viewSuggestion: 'View Suggestion',
  pastTitle: 'AI-Generated Past Suggestions',
  savedUntitled: 'Your diagnosis',
  deleteOne: 'Delete this diagnosis',
  deleteAll: 'Delete all',
  deleteAllTitle: 'Delete all your past diagnoses?',
  deleteAllText: 'They are kept only in this browser; once deleted they cannot be brought back.',
  cancel: 'Cancel',
  savedNotFoundText:
    'This diagnosis is no longer saved in this browser. Run a new diagnosis or pick a suggestion from the home page.',
  suggestedOn: 'Suggested on:',
  back: 'Back',
  crops: 'Crops affected',
  cause: 'Cause',
  symptoms: 'Symptoms',
  actions: 'What to do now',
  prevention: 'Prevention',
  diagnoseCta: 'Not sure this is your problem?',
  diagnoseButton: 'Describe your crop to FarmAI',
  notFoundTitle: 'Suggestion not found',
  notFoundText: 'There is no suggestion with this number. Pick one from the home page or run a new diagnosis.',
  goHome: 'Go to home',
  disclaimer:
    'Always read and follow the product label (dose, crop, re-entry and pre-harvest intervals) and wear protective equipment when spraying. When in doubt, confirm with your local extension officer.',
} as const;
