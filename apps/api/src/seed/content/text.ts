/**
 * Turns a hard-wrapped template literal into stored text: lines inside a paragraph are joined with single spaces,
 * paragraphs (separated by blank lines in the source) are joined with `separator`.
 */
export function prose(source: string, separator = '\n\n'): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .join(separator);
}
