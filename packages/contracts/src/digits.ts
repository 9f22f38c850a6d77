import type { Language } from './languages.js';

/**
 * One digit style per language (docs/decisions/027-receipts-scripts-and-digits.md): Bangla and Hindi
 * write their own digits in prices, quantities and dates (Intl with `nu-beng` / `nu-deva`), so the
 * digits of a title written in those scripts are shown the same way. Identifiers people read out and
 * type (order numbers, phone numbers, postcodes) are never passed through this.
 */
const ZERO: Partial<Record<Language, number>> = { bn: 0x09e6, hi: 0x0966 };
const SCRIPT: Partial<Record<Language, RegExp>> = { bn: /[\u0980-\u09ff]/, hi: /[\u0900-\u097f]/ };

/**
 * A quoted Latin name (`'Golden 900'`, `"Red Flame"`), a word of Latin letters and digits (`F1`, `NPK20`),
 * or a run of ASCII digits: only the last is rewritten.
 */
const PIECES = /(['‘"“][A-Za-z0-9 .,&+\-/]*['’"”])|([A-Za-z]+[0-9][A-Za-z0-9]*|[0-9]+[A-Za-z][A-Za-z0-9]*)|([0-9]+)/g;

/**
 * A text written in the language's script with its ASCII digits in the language's own digits
 * ("১০ গ্রাম" for "10 গ্রাম"), leaving the digits of Latin names and model words as they are
 * ("'Golden 900'", "F1"). Text in another script (an English title shown for want of a translation)
 * and languages that write ASCII digits are returned unchanged.
 */
export function localDigits(text: string, language: Language): string {
  const zero = ZERO[language];
  const script = SCRIPT[language];
  if (zero === undefined || !script?.test(text)) return text;
  return text.replace(PIECES, (piece, quoted: string | undefined, word: string | undefined) =>
    quoted || word ? piece : piece.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d))),
  );
}
