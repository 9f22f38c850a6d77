const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/**
 * Where a cut at `max` UTF-16 units falls back to so it does not split a written character: in
 * Bangla and Hindi a letter and its vowel sign or virama are one character on screen.
 */
function cutAt(text: string, max: number): number {
  if (!graphemes) return max;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return end;
}

/** The first `max` characters of `text` followed by '...' when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, cutAt(text, max)).trimEnd()}...` : text;
}
