/**
 * A line such as `1. Climate and Soil: …` starts a numbered section (docs/product/screens.md#farmer-pages); the
 * number may be written in any script's digits (`১.`, `१.`).
 */
export const NUMBERED_HEADING = /^\p{Nd}+\.\s.*:/u;

export interface TextBlock {
  key: string;
  /** The text up to and including the first colon, e.g. `1. Climate and Soil:`. */
  heading?: string;
  body: string;
}

/** Splits a stored description into blocks: one per non-blank line, numbered lines get a heading. */
export function parseNumberedText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const key = `b${blocks.length}`;
    if (NUMBERED_HEADING.test(line)) {
      const colon = line.indexOf(':');
      blocks.push({ key, heading: line.slice(0, colon + 1), body: line.slice(colon + 1).trim() });
    } else {
      blocks.push({ key, body: line });
    }
  }
  return blocks;
}
