import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@farmai/contracts';
import { messageValues } from '@farmai/contracts/message-values';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '../../locales');
const areas = (language: string) =>
  readdirSync(join(localesDir, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
const catalogue = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, language, `${area}.json`), 'utf8'));

const english = areas('en');

describe('message catalogues', () => {
  it('has an English catalogue for every area the type of message ids lists, and the other way round', () => {
    const listed = [
      ...readFileSync(join(import.meta.dirname, 'message-ids.ts'), 'utf8').matchAll(/@\/locales\/en\/([\w-]+)\.json/g),
    ]
      .map((m) => m[1])
      .sort();
    expect(listed).toEqual(english);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      it('has the same areas as English', () => {
        expect(areas(language)).toEqual(english);
      });

      it('has every key English has, and no other, each a non-empty message', () => {
        for (const area of english) {
          const messages = catalogue(language, area);
          expect(Object.keys(messages).sort(), `${language}/${area}.json`).toEqual(
            Object.keys(catalogue('en', area)).sort(),
          );
          for (const [key, text] of Object.entries(messages))
            expect(text.trim(), `${language}/${area}.${key}`).not.toBe('');
        }
      });

      it('compiles, and uses the same arguments as English in each message', () => {
        for (const area of english) {
          const source = catalogue('en', area);
          for (const [key, text] of Object.entries(catalogue(language, area))) {
            const id = `${language}/${area}.${key}`;
            const compiled = compileMessageOrThrow(text);
            expect([...messageValues(compiled)].sort(), id).toEqual(
              [...messageValues(compileMessageOrThrow(source[key] ?? ''))].sort(),
            );
          }
        }
      });
    });
  }
});
