import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';

/**
 * `virtual:messages/<lang>-<part>`: the catalogues of `src/locales/<lang>/` (one JSON file per
 * area, each key becoming `<file>.<key>`) with their ICU messages compiled to Lingui's form, so the
 * browser gets no message parser and a broken message fails the build
 * (docs/decisions/017-i18n-library.md). Part `first` holds the areas in `firstAreas` (what the
 * sign-in page and the app's frame say), part `more` every other area: each is a module of its
 * own, which a dynamic `import()` turns into a chunk of its own.
 */
export function compiledMessages(localesDir: string, firstAreas: readonly string[]): Plugin {
  return {
    name: 'farmai:compiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part] = id.slice(PREFIX.length + 1).split('-');
      if (part !== 'first' && part !== 'more') throw new Error(`${id}: the part is "first" or "more"`);
      const dir = join(localesDir, language);
      const messages: Record<string, unknown> = {};
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const area = file.slice(0, -'.json'.length);
        if (firstAreas.includes(area) !== (part === 'first')) continue;
        const path = join(dir, file);
        this.addWatchFile(path);
        const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(catalogue)) {
          try {
            messages[`${area}.${key}`] = compileMessageOrThrow(message);
          } catch (error) {
            throw new Error(`${language}/${file} "${key}": ${(error as Error).message}`);
          }
        }
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
