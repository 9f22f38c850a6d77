import { describe, expect, it } from 'vitest';
import { remarkBreaks } from './remark-breaks';

describe('remarkBreaks', () => {
  it('turns newlines inside text into break nodes, also in nested nodes', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'first\nsecond' },
            { type: 'strong', children: [{ type: 'text', value: 'a\nb' }] },
          ],
        },
      ],
    };
    remarkBreaks()(tree);
    expect(tree.children[0]?.children).toEqual([
      { type: 'text', value: 'first' },
      { type: 'break' },
      { type: 'text', value: 'second' },
      { type: 'strong', children: [{ type: 'text', value: 'a' }, { type: 'break' }, { type: 'text', value: 'b' }] },
    ]);
  });
});
