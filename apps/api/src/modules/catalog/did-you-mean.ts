import { foldForSearch, WORD_SEPARATOR } from './search-text.js';

/**
 * "Did you mean": when a search finds nothing (its own correction of misspelt words of 5+ letters
 * included), a keyword made of the catalog's words, each at most one edit away from a typed word
 * (two from a word of 6+ letters), that does find products. Words of 3 and 4 letters are compared
 * too ("sedd" → "seed", "ureaa" → "urea"), which the search's own correction leaves as they are.
 */

/** Typed words shorter than this are kept as they are. */
const MIN_LENGTH = 3;

/** Three rows of the edit table, reused by every comparison (grown as words need). */
let table = new Int32Array(3 * 32);

/** Edits (insert, delete, replace, swap two neighbours) from a to b, or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (table.length < 3 * width) table = new Int32Array(6 * width);
  // rows i - 2, i - 1 and i of the table, turn by turn
  let older = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= b.length; j++) table[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    table[current] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (table[previous + j] as number) + 1,
        (table[current + j - 1] as number) + 1,
        (table[previous + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (table[older + j - 2] as number) + 1);
      }
      table[current + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const reused = older;
    older = previous;
    previous = current;
    current = reused;
  }
  return table[previous + b.length] as number;
}

/** How many edits a word of this length may carry. */
const editsAllowed = (length: number) => (length >= 6 ? 2 : 1);

/** The known word closest to a typed one, if any is close enough: fewest edits, then nearest length, then A–Z. */
export function closestWord(word: string, known: string[]): string | undefined {
  const max = editsAllowed(word.length);
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    if (candidate === word) return word;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (Math.abs(candidate.length - word.length) < Math.abs(best.word.length - word.length) ||
          (Math.abs(candidate.length - word.length) === Math.abs(best.word.length - word.length) &&
            candidate < best.word)))
    ) {
      best = { word: candidate, distance };
    }
  }
  return best?.word;
}

export interface DidYouMeanSources {
  /**
   * Known words that may be close to a typed word (search-repository.ts wordsNear); those more
   * than `maxEdits` away may be left out.
   */
  near(word: string, maxEdits: number): string[] | Promise<string[]>;
  /** Whether a keyword finds any product. */
  finds(keyword: string): boolean | Promise<boolean>;
}

/** A keyword that finds products, made from the catalog's words closest to those typed; none when there is none. */
export async function didYouMean(keyword: string, sources: DidYouMeanSources): Promise<string | undefined> {
  const words = foldForSearch(keyword).split(WORD_SEPARATOR).filter(Boolean).slice(0, 8);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < MIN_LENGTH || /^\d+$/.test(word)) {
      corrected.push(word);
      continue;
    }
    const closest = closestWord(word, await sources.near(word, editsAllowed(word.length)));
    if (closest && closest !== word) changed = true;
    corrected.push(closest ?? word);
  }
  if (!changed) return undefined;
  const suggestion = corrected.join(' ');
  return (await sources.finds(suggestion)) ? suggestion : undefined;
}
