import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/languages.js';
import { messageValues } from '../src/message-values.js';
import { SHARED_MESSAGES, type SharedMessageId, type SharedMessageParams } from '../src/shared-messages.js';

/** The values each message is declared to take (none for fixed words). */
const declared: { [K in keyof SharedMessageParams]: (keyof SharedMessageParams[K])[] } = {
  'cart.stockLimit': ['n'],
  'cart.maxPerOrder': ['n'],
  'cart.mergeMaxPerOrder': ['n', 'max', 'title'],
  'order.maxPerOrder': ['n', 'title'],
  'address.max': ['n'],
};
const ids = Object.keys(SHARED_MESSAGES.en) as SharedMessageId[];

describe('shared messages', () => {
  for (const language of LANGUAGES) {
    it(`${language}: has every id English has and no other, each compiling with the declared values`, () => {
      const messages = SHARED_MESSAGES[language];
      expect(Object.keys(messages).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const text = messages[id];
        expect(text.trim(), `${language} ${id}`).not.toBe('');
        const values = [...messageValues(compileMessageOrThrow(text))].sort();
        expect(values, `${language} ${id}`).toEqual([...((declared as Record<string, string[]>)[id] ?? [])].sort());
      }
    });
  }
});
