/**
 * Script-level folding for the matcher: farmers write Bangla and Hindi in their own scripts with the
 * spellings a phone keyboard gives (nukta or not, chandrabindu or anusvara or neither, long or short
 * i/u), and in Latin letters with or without diacritics ("dhān", "dhan"). Everything the matcher
 * compares (the farmer's words and the vocabulary) goes through the same folding, so those variants
 * meet.
 */

const BENGALI = /[\u0980-\u09ff]/;
const DEVANAGARI = /[\u0900-\u097f]/;

/** Whether a word is written in Bengali or Devanagari script. */
export const isIndic = (word: string): boolean => BENGALI.test(word) || DEVANAGARI.test(word);

/** Character-by-character folding of Bengali and Devanagari (after NFKD, which splits nukta letters). */
const FOLD: Readonly<Record<string, string>> = {
  // Devanagari: nukta, candrabindu and anusvara dropped; long i/u as short; candra o as aa; ssa as sha
  '\u093c': '',
  '\u0901': '',
  '\u0902': '',
  '\u0940': '\u093f',
  '\u0942': '\u0941',
  '\u0908': '\u0907',
  '\u090a': '\u0909',
  '\u0949': '\u093e',
  '\u0937': '\u0936',
  // Bengali: nukta and chandrabindu dropped; long i/u as short; khanda ta as ta; nna as na; ssa as sha
  '\u09bc': '',
  '\u0981': '',
  '\u09c0': '\u09bf',
  '\u09c2': '\u09c1',
  '\u0988': '\u0987',
  '\u098a': '\u0989',
  '\u09ce': '\u09a4',
  '\u09a3': '\u09a8',
  '\u09b7': '\u09b6',
  // joiners
  '\u200c': '',
  '\u200d': '',
};
const FOLDABLE =
  /[\u093c\u0901\u0902\u0940\u0942\u0908\u090a\u0949\u0937\u09bc\u0981\u09c0\u09c2\u0988\u098a\u09ce\u09a3\u09b7\u200c\u200d]/g;

/** Bengali (০–৯) and Devanagari (०–९) digits as ASCII digits. */
const indicDigits = (text: string) =>
  text.replace(/[\u09e6-\u09ef\u0966-\u096f]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x09e6 ? code - 0x09e6 : code - 0x0966);
  });

/** Folds Bengali and Devanagari spelling variants in an NFKD-normalised text. */
export function foldIndic(text: string): string {
  if (!BENGALI.test(text) && !DEVANAGARI.test(text) && !/[\u200c\u200d]/.test(text)) return text;
  return indicDigits(text.replace(FOLDABLE, (c) => FOLD[c] ?? c));
}

/**
 * Endings stripped from Hindi and Bangla words (case, number, classifiers, a few verb endings), as
 * typed: they are folded like the words before use. Longest first.
 */
const HINDI_ENDINGS = [
  'ियों',
  'ियां',
  'ियाँ',
  'िया',
  'ाओं',
  'ाएं',
  'ाएँ',
  'ाना',
  'ाने',
  'ानी',
  'ाया',
  'ाये',
  'ाए',
  'ाई',
  'ाता',
  'ाते',
  'ाती',
  'ों',
  'ें',
  'ी',
  'े',
  'ा',
];
const BANGLA_ENDINGS = [
  'গুলোতে',
  'গুলোর',
  'গুলোয়',
  'গুলো',
  'গুলি',
  'গুলা',
  'দের',
  'টাতে',
  'টার',
  'টির',
  'টায়',
  'টা',
  'টি',
  'য়ে',
  'তে',
  'ের',
  'কে',
  'য়',
  'র',
  'ে',
];

const fold = (word: string) => foldIndic(word.normalize('NFKD'));
const byLength = (list: readonly string[]) => [...new Set(list.map(fold))].sort((a, b) => b.length - a.length);
const HINDI_SUFFIXES = byLength(HINDI_ENDINGS);
const BANGLA_SUFFIXES = byLength(BANGLA_ENDINGS);

/** The longest ending of the word's script stripped, keeping a stem of at least two characters. */
export function indicStem(word: string): string {
  const suffixes = BENGALI.test(word) ? BANGLA_SUFFIXES : HINDI_SUFFIXES;
  for (const suffix of suffixes) {
    if (suffix.length > 0 && word.endsWith(suffix) && word.length - suffix.length >= 2) {
      return word.slice(0, word.length - suffix.length);
    }
  }
  return word;
}
