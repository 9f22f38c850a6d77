import type { Language } from '@farmai/contracts/languages';

/**
 * The offline diagnosis pack: the leaf-photo model, its labels, ONNX Runtime's WebAssembly and the
 * engine's JavaScript (knowledge base in English included), and the knowledge base's texts in the
 * farmer's language, listed at build time in `/offline-diagnosis/pack.json` (vite.offline-diagnosis.ts).
 * Downloaded only when the farmer asks for it, into its own cache, which the service worker answers
 * these files from (docs/decisions/034-diagnosis-on-the-phone.md).
 */

/** The cache the pack is kept in (the service worker reads the engine's scripts from it too). */
export const PACK_CACHE = 'farmai-offline-diagnosis';
export const PACK_LIST_URL = '/offline-diagnosis/pack.json';

export interface PackFile {
  url: string;
  /** As stored (what the progress counts). */
  bytes: number;
  /** About what goes over the network (compressed where the server can). */
  sent: number;
}

export interface PackList {
  /** The engine's module (its imports are among `files`). */
  entry: string;
  model: string;
  labels: string;
  wasm: string;
  /** What every phone downloads. */
  files: PackFile[];
  /**
   * The knowledge base's texts in each language but English: a phone downloads its farmer's. Absent
   * from a pack downloaded before the texts were split by language (its engine holds them all).
   */
  languages?: Partial<Record<Language, PackFile[]>>;
}

/** The files a phone whose farmer reads `language` downloads. */
export const packFiles = (list: PackList, language: Language) => [...list.files, ...(list.languages?.[language] ?? [])];
const bytesOf = (files: PackFile[]) => files.reduce((sum, f) => sum + f.bytes, 0);
/** What downloading the pack costs the farmer's data plan, about. */
export const packDownloadBytes = (list: PackList, language: Language) =>
  packFiles(list, language).reduce((sum, f) => sum + (f.sent ?? f.bytes), 0);

const hasCaches = () => typeof caches !== 'undefined';

/** The list the phone downloaded, when it has the whole pack; null otherwise. */
export async function downloadedPack(): Promise<PackList | null> {
  // asked without opening the cache, which would make an empty one
  if (!hasCaches() || !(await caches.has(PACK_CACHE))) return null;
  const cache = await caches.open(PACK_CACHE);
  const stored = await cache.match(PACK_LIST_URL);
  if (!stored) return null;
  const list = (await stored.json()) as PackList;
  const present = await Promise.all(list.files.map((f) => cache.match(f.url)));
  return present.every(Boolean) ? list : null;
}

/** The list of the pack this version of the app uses (from the network). */
export async function currentPackList(): Promise<PackList> {
  const response = await fetch(PACK_LIST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`offline pack list: ${response.status}`);
  return (await response.json()) as PackList;
}

/** One file, read as it arrives (each chunk reported), kept whole in the cache. */
async function fetchInto(cache: Cache, file: PackFile, onBytes: (n: number) => void): Promise<void> {
  if (await cache.match(file.url)) {
    onBytes(file.bytes);
    return;
  }
  const response = await fetch(file.url);
  if (!response.ok || !response.body) throw new Error(`offline pack file ${file.url}: ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  const headers = { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream' };
  await cache.put(file.url, new Response(new Blob(chunks as BlobPart[]), { headers }));
}

/**
 * Downloads the pack once, in the farmer's language, `onProgress` told the share done (0–1); files kept
 * from an earlier try are not downloaded again. The list goes in last, so a stopped download is never
 * taken for a whole pack; files of an older pack are dropped.
 */
export async function downloadPack(language: Language, onProgress: (fraction: number) => void): Promise<PackList> {
  const list = await currentPackList();
  const cache = await caches.open(PACK_CACHE);
  const files = packFiles(list, language);
  const total = Math.max(1, bytesOf(files));
  let done = 0;
  onProgress(0);
  for (const file of files) {
    await fetchInto(cache, file, (n) => {
      done += n;
      onProgress(Math.min(1, done / total));
    });
  }
  const current = [...list.files, ...Object.values(list.languages ?? {}).flat()];
  const wanted = new Set(current.map((f) => new URL(f.url, location.href).href));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url) && !request.url.endsWith(PACK_LIST_URL)) await cache.delete(request);
  }
  await cache.put(
    PACK_LIST_URL,
    new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }),
  );
  onProgress(1);
  return list;
}

/** The texts of another language added to a downloaded pack (the farmer changed language); nothing without a pack. */
export async function addPackLanguage(language: Language): Promise<void> {
  const list = await downloadedPack();
  if (!list) return;
  const cache = await caches.open(PACK_CACHE);
  for (const file of list.languages?.[language] ?? []) await fetchInto(cache, file, () => {});
}

/** A file of the downloaded pack. */
export async function packFile(url: string): Promise<Response> {
  const stored = await (await caches.open(PACK_CACHE)).match(url);
  if (!stored) throw new Error(`offline pack file missing: ${url}`);
  return stored;
}
