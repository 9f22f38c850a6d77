/**
 * How the catalog's search reads a text, the same in SQL and in memory: what separates its words,
 * and the folding that searched texts and typed words go through alike.
 */

/** What separates the words of a text: anything but letters (with their combining marks) and digits. */
export const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** Zero-width joiner and non-joiner: they change how Bangla and Hindi letters are drawn, not what the word is. */
const JOINERS = /[\u200c\u200d]/gu;

/**
 * A text as search keeps and compares it: lower-case, composed (NFC: a letter and its accent typed
 * as two characters match the one that holds both, as do Bangla and Hindi letters typed either way),
 * without zero-width joiners. Searched texts and typed words go through it alike.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(JOINERS, '');
}

const MARKS = /\p{M}+/gu;

/**
 * A word without its combining marks: Bangla and Hindi vowel signs (ি ী ু ূ, ि ी ु ू), viramas and
 * nuktas, Latin accents. Two spellings of a word that differ only in a vowel sign or an accent, the
 * commonest misspellings in those scripts, have the same skeleton.
 */
export function skeletonOf(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').normalize('NFC');
}
