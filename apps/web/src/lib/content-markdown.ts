/**
 * Advice articles and cultivation guides are written in Markdown (bold, italic, headings, lists,
 * links). A line such as `1. Climate and Soil: …` still starts a numbered section, as before
 * Markdown (docs/product/screens.md#farmer-pages): its heading up to the colon becomes a Markdown
 * heading and the rest of the line its first paragraph. The number may be written in any script's
 * digits (`১.`, `१.`).
 */
export const NUMBERED_HEADING = /^\p{Nd}+\.\s.*:/u;

/** The text with its numbered lines turned into headings (other lines as they are). */
export function withNumberedHeadings(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (!NUMBERED_HEADING.test(trimmed)) return line;
      const colon = trimmed.indexOf(':');
      // the number's dot escaped, so that the heading is not read as a numbered list
      const heading = trimmed.slice(0, colon + 1).replace(/^(\p{Nd}+)\./u, '$1\\.');
      const body = trimmed.slice(colon + 1).trim();
      return `\n### ${heading}\n${body ? `\n${body}\n` : ''}`;
    })
    .join('\n');
}

/**
 * The text without its Markdown marks, for the short extracts of cards and lists (`**Neem** oil`
 * reads `Neem oil`; a link reads its words).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');
}
