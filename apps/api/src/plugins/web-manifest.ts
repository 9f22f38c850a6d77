import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type AppArea,
  firstViewOf,
  firstViewReads,
  type Language,
  NO_SESSION_META,
  SESSION_READ,
} from '@farmai/contracts';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files of these manifest chunks and of every chunk they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The modules a first visit to each area opens past index.html's own (apps/web/src/app/router.tsx); the
 * back office loads on demand. A product's page adds the page itself, which the shop loads on demand.
 */
export const AREA_MODULES: Record<AppArea, readonly string[]> = {
  farmer: ['src/app/routes/farm-ai.tsx'],
  shop: ['src/app/routes/shop.tsx'],
  auth: ['src/app/routes/auth.tsx'],
  admin: [],
};
/** The app, which index.html's first file opens (apps/web/src/boot.ts). */
export const APP_MODULE = 'src/main.tsx';
export const PRODUCT_PAGE_MODULE = 'src/features/shop-catalog/components/product-page/product-page.tsx';

/**
 * For each page, the JavaScript files its first visit needs that index.html does not already name,
 * as addresses: listed in the page, the browser fetches them with the entry instead of one round trip
 * after another (on a 2 s round trip, seconds each). With them, the messages of the reader's language
 * (the app's choice for a first visit, from the same Accept-Language): the first ones and the farmer's
 * and shop's screens' (not the back office's), or on the sign-in pages only the first ones
 * (apps/web/src/lib/i18n/locale.ts). Empty where the build has no manifest.
 */
export function firstVisitFiles(distDir: string): (urlPath: string, language: Language) => readonly string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!manifest['index.html']) return () => [];
  const inIndex = new Set(staticClosure(manifest, ['index.html']));
  // index.html's first file opens the app itself at once (apps/web/src/boot.ts): every page needs it
  const app = manifest[APP_MODULE] ? [APP_MODULE] : [];
  const sizes = new Map<string, number>();
  const size = (f: string) => {
    let bytes = sizes.get(f);
    if (bytes === undefined) {
      bytes = existsSync(path.join(distDir, f)) ? statSync(path.join(distDir, f)).size : 0;
      sizes.set(f, bytes);
    }
    return bytes;
  };
  const addresses = (keys: string[]) =>
    staticClosure(
      manifest,
      keys.filter((key) => manifest[key]),
    ).filter((f) => !inIndex.has(f) && f.endsWith('.js'));
  // the largest first: over HTTP/1.1 a browser fetches six files at a time, and a large file asked for
  // last would be waited for after the others, a round trip of seconds later on a weak signal
  const largestFirst = (files: string[]) => [...files].sort((a, b) => size(b) - size(a)).map((f) => `/${f}`);
  const messages = (language: Language, parts: string[]) =>
    addresses(parts.map((part) => `virtual:messages/${language}-${part}`));
  return (urlPath, language) => {
    const view = firstViewOf(urlPath);
    const modules = view ? [...AREA_MODULES[view.area], ...(view.product ? [PRODUCT_PAGE_MODULE] : [])] : [];
    if (!view || modules.length === 0) return largestFirst(addresses(app));
    return largestFirst([
      ...addresses([...app, ...modules]),
      ...messages(language, view.area === 'auth' ? ['first'] : ['first', 'more']),
    ]);
  };
}

/**
 * index.html with `<link rel="modulepreload">` for these files right after its entry script and the files
 * the build already preloads for it (the app's first, small files), ahead of the styles and the API reads:
 * over HTTP/1.1 the browser asks in that order, six files at a time, and the first view waits for the
 * largest file, so it is asked for in the first six.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
  const entry = /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/i;
  if (entry.test(html)) return html.replace(entry, (tags) => `${tags}\n    ${links}`);
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}

/**
 * index.html asking for the API reads the page's first view needs (`firstViewReads`: the session check, a
 * product page's product, the farmer home's lists), as `<link rel="preload" as="fetch">` at the end of its
 * head: the app's first file takes these answers (apps/web/src/lib/early-reads.ts) instead of asking once
 * its code has arrived, seconds later on a slow link. They are small, and asked for after the code, which
 * the page waits for longer. They are asked in the browser's own language, which is the app's unless the
 * reader chose another. For a visitor with no session cookie the session check is not asked: the page says
 * there is none (`NO_SESSION_META`), which the app takes as its answer.
 */
export function withReadPreloads(html: string, urlPath: string, hasSession = true): string {
  const reads = firstViewReads(urlPath).filter((read) => hasSession || read !== SESSION_READ);
  const tags = reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${read.replace(/"/g, '%22')}">`);
  if (!hasSession) tags.push(`<meta name="${NO_SESSION_META}" content="">`);
  if (tags.length === 0) return html;
  return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
