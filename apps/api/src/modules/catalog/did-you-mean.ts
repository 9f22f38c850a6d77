import { foldForSearch, WORD_SEPARATOR } from './vocabulary.js';

/**
 * "Did you mean": when a search finds nothing (its own correction of misspelt words of 5+ letters
 * included), a keyword made of the catalog's words, each at most one edit away from a typed word
 * (two from a word of 6+ letters), that does find products. Words of 3 and 4 letters are compared
 * too ("sedd" → "seed", "ureaa" → "urea"), which the search's own correction leaves as they are.
 */

/** Typed words shorter than this are kept as they are. */
const MIN_LENGTH = 3;

/** Edits (insert, delete, replace, swap two neighbours) from a to b, or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
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
  /** Known words that may be close to a typed word (search-repository.ts wordsNear). */
  near(word: string): Promise<string[]>;
  /** Whether a keyword finds any product. */
  finds(keyword: string): Promise<boolean>;
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
    const closest = closestWord(word, await sources.near(word));
    if (closest && closest !== word) changed = true;
    corrected.push(closest ?? word);
  }
  if (!changed) return undefined;
  const suggestion = corrected.join(' ');
  return (await sources.finds(suggestion)) ? suggestion : undefined;
}
