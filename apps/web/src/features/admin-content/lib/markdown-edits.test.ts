import { describe, expect, it } from 'vitest';
import { applyMarkdown, type TextEdit } from './markdown-edits';

/** The text with the selection shown as [ and ] (or | for a cursor), to read the cases at a glance. */
const show = ({ value, start, end }: TextEdit) =>
  start === end
    ? `${value.slice(0, start)}|${value.slice(start)}`
    : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
/** A text with its selection marked the same way. */
const at = (marked: string): TextEdit => {
  const cursor = marked.indexOf('|');
  if (cursor >= 0) return { value: marked.replace('|', ''), start: cursor, end: cursor };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
};

describe('applyMarkdown', () => {
  it('wraps the selection in bold or italic marks, and unwraps it on a second click', () => {
    expect(show(applyMarkdown('bold', at('Mix [neem oil] well')))).toBe('Mix **[neem oil]** well');
    expect(show(applyMarkdown('bold', at('Mix **[neem oil]** well')))).toBe('Mix [neem oil] well');
    expect(show(applyMarkdown('italic', at('Mix [neem oil] well')))).toBe('Mix *[neem oil]* well');
    expect(show(applyMarkdown('italic', at('**[bold]**')))).toBe('***[bold]***');
    expect(show(applyMarkdown('italic', at('***[bold]***')))).toBe('**[bold]**');
    expect(show(applyMarkdown('bold', at('Mix |well')))).toBe('Mix **|**well');
  });

  it('makes the lines the selection touches a heading or a list, and back', () => {
    expect(show(applyMarkdown('heading', at('Intro\nSo[il typ]es\nEnd')))).toBe('Intro\n[## Soil types]\nEnd');
    expect(show(applyMarkdown('heading', at('[## Soil]')))).toBe('[Soil]');
    expect(show(applyMarkdown('bulletList', at('[Neem\nWater]')))).toBe('[- Neem\n- Water]');
    expect(show(applyMarkdown('bulletList', at('[- Neem\n- Water]')))).toBe('[Neem\nWater]');
    expect(show(applyMarkdown('numberedList', at('Pl[ough\nSow\nWa]ter')))).toBe('[1. Plough\n2. Sow\n3. Water]');
    expect(show(applyMarkdown('numberedList', at('x\n|')))).toBe('x\n[1. ]');
  });

  it('makes a link of the selection with its address selected, or of a placeholder', () => {
    const linked = applyMarkdown('link', at('See [the guide] now'));
    expect(linked.value).toBe('See [the guide](https://) now');
    expect(linked.value.slice(linked.start, linked.end)).toBe('https://');
    expect(show(applyMarkdown('link', at('See |'), 'link text'))).toBe('See [link text]([https://])');
  });
});
