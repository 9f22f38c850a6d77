/**
 * What the Markdown toolbar does to the text: each action takes the text and the selection and
 * answers the new text and what to select in it, so that a second click (or typing) goes on from
 * there. Pure functions, tested without a browser.
 */
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'bulletList' | 'numberedList' | 'link';

export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

/** `**…**` or `*…*` around the selection; around nothing, the cursor lands between the marks. */
function wrap(edit: TextEdit, mark: string): TextEdit {
  const { value, start, end } = edit;
  const before = value.slice(0, start);
  const after = value.slice(end);
  // already wrapped: the marks are taken off (italic is an odd number of stars: `*x*`, `***x***`)
  const starsBefore = before.length - before.replace(/\*+$/, '').length;
  const starsAfter = after.length - after.replace(/^\*+/, '').length;
  const wrapped = mark === '**' ? starsBefore >= 2 && starsAfter >= 2 : starsBefore % 2 === 1 && starsAfter % 2 === 1;
  if (wrapped) {
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  return {
    value: `${before}${mark}${value.slice(start, end)}${mark}${after}`,
    start: start + mark.length,
    end: end + mark.length,
  };
}

/** The whole lines the selection touches, each given (or relieved of) a prefix. */
function prefixLines(edit: TextEdit, prefixOf: (index: number) => string, pattern: RegExp): TextEdit {
  const { value, start, end } = edit;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const all = lines.every((line) => pattern.test(line));
  const changed = lines.map((line, i) => (all ? line.replace(pattern, '') : prefixOf(i) + line.replace(pattern, '')));
  const block = changed.join('\n');
  return {
    value: value.slice(0, lineStart) + block + value.slice(lineEnd),
    start: lineStart,
    end: lineStart + block.length,
  };
}

const LINK_TARGET = 'https://';

/** `[words](https://)` with the address selected, ready to be typed over. */
function link(edit: TextEdit, placeholder: string): TextEdit {
  const { value, start, end } = edit;
  const words = value.slice(start, end) || placeholder;
  const inserted = `[${words}](${LINK_TARGET})`;
  const addressAt = start + words.length + 3;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    start: addressAt,
    end: addressAt + LINK_TARGET.length,
  };
}

/** Applies a toolbar action; `linkText` is the words a link gets when nothing is selected. */
export function applyMarkdown(action: MarkdownAction, edit: TextEdit, linkText = 'link'): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**');
    case 'italic':
      return wrap(edit, '*');
    case 'heading':
      return prefixLines(edit, () => '## ', /^#{1,6} /);
    case 'bulletList':
      return prefixLines(edit, () => '- ', /^[-*+] /);
    case 'numberedList':
      return prefixLines(edit, (i) => `${i + 1}. `, /^\d+\. /);
    case 'link':
      return link(edit, linkText);
  }
}
