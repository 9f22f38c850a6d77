import type { LanguageVocabulary } from './text-vocabulary.js';
import { bnVocabulary } from './vocabulary-bn-data.js';
import { esVocabulary } from './vocabulary-es-data.js';
import { frVocabulary } from './vocabulary-fr-data.js';
import { hiVocabulary } from './vocabulary-hi-data.js';

/**
 * The other languages the matcher reads besides English, in the order their words are added: a
 * word two languages spell alike keeps the first one's meaning.
 */
export const LOCAL_VOCABULARIES: readonly LanguageVocabulary[] = [
  esVocabulary,
  frVocabulary,
  hiVocabulary,
  bnVocabulary,
];
