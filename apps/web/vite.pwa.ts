import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { BACK_OFFICE } from './vite.first-view';
import { PACK_CHUNK } from './vite.offline-diagnosis';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files a farmer may need with no signal: everything reachable from index.html through static
 * and dynamic imports, leaving out the back office's routes (and whatever only they use).
 */
export function farmerFiles(viteManifest: Record<string, Chunk>): Set<string> {
  const kept = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (BACK_OFFICE.some((pattern) => pattern.test(chunk.src ?? key))) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) kept.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return kept;
}

/**
 * Keeps in the service worker's precache only the farmer's files (and the files outside /assets:
 * index.html, icons, manifests), without the offline diagnosis pack. Latin subsets of the Bengali and Devanagari faces are left out:
 * the system font draws Latin letters.
 */
export function precacheFarmerFiles(outDir: string): ManifestTransform {
  return async (entries) => {
    const manifestFile = join(outDir, '.vite/manifest.json');
    if (!existsSync(manifestFile)) return { manifest: entries, warnings: ['no Vite manifest: precaching everything'] };
    const kept = farmerFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>);
    const manifest = entries.filter((entry) => {
      const url = entry.url.replace(/^\//, '');
      if (/-latin(-ext)?-\d+-normal-[\w-]+\.woff2$/.test(url)) return false;
      // the offline diagnosis pack is downloaded only when the farmer asks for it (vite.offline-diagnosis.ts)
      if (PACK_CHUNK.test(url)) return false;
      return !url.startsWith('assets/') || kept.has(url) || url.endsWith('.woff2');
    });
    return { manifest, warnings: [] };
  };
}

/**
 * A Workbox plugin for the API's and the pictures' routes: when neither the network nor the route's own
 * cache has an answer, the copy the farmer saved for offline answers (cache `farmai-saved`,
 * src/features/content-reader/offline/saved-articles.ts), in the reader's language when it was saved in
 * it, else in the language it was saved in; last, the API's answer as last seen in another language (a
 * reader who changes language with no connection keeps the session, the cart and the orders, which are
 * the same in any language). Written into the service worker as source: it refers to nothing outside
 * itself, hence the caches' names spelled out.
 */
export const answerFromSavedCopies = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> =>
    (await caches.match(request, { cacheName: 'farmai-saved' })) ??
    (await caches.match(request, { cacheName: 'farmai-saved', ignoreVary: true })) ??
    (await caches.match(request, { cacheName: 'farmai-answers', ignoreVary: true })),
};
