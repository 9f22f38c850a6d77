import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';

/** The parts each language's messages come in (apps/web/src/lib/i18n/locale.ts). */
export const MESSAGE_PARTS = ['first', 'more', 'admin'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/** A catalogue kept outside `src/locales`, one `<lang>.json` a language: the messages the web shares with the API. */
export interface SharedCatalogue {
  /** The area its ids go in: `<area>.<id>`. */
  area: string;
  dir: string;
}

/**
 * `virtual:messages/<lang>-<part>`: the catalogues of `src/locales/<lang>/` (one JSON file per
 * area, each key becoming `<file>.<key>`) and the shared one (`packages/contracts/src/messages`) with their ICU messages compiled to Lingui's form, so the
 * browser gets no message parser and a broken message fails the build
 * (docs/decisions/017-i18n-library.md). `partOf` names the part each catalogue goes in: `first`
 * (what the sign-in page and the app's frame say), `more` (the farmer's and the shop's screens) or
 * `admin` (the back office's): each is a module of its own, which a dynamic `import()` turns into a
 * chunk of its own.
 */
export function compiledMessages(
  localesDir: string,
  partOf: (area: string) => MessagePart,
  shared: SharedCatalogue,
): Plugin {
  return {
    name: 'farmai:compiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part] = id.slice(PREFIX.length + 1).split('-');
      if (!MESSAGE_PARTS.includes(part as MessagePart)) throw new Error(`${id}: the part is one of ${MESSAGE_PARTS}`);
      const dir = join(localesDir, language);
      const messages: Record<string, unknown> = {};
      const add = (area: string, catalogue: Record<string, string>, source: string) => {
        for (const [key, message] of Object.entries(catalogue)) {
          try {
            messages[`${area}.${key}`] = compileMessageOrThrow(message);
          } catch (error) {
            throw new Error(`${source} "${key}": ${(error as Error).message}`);
          }
        }
      };
      if (partOf(shared.area) === part) {
        const path = join(shared.dir, `${language}.json`);
        this.addWatchFile(path);
        add(shared.area, JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>, path);
      }
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const area = file.slice(0, -'.json'.length);
        if (partOf(area) !== part) continue;
        const path = join(dir, file);
        this.addWatchFile(path);
        add(area, JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>, `${language}/${file}`);
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
