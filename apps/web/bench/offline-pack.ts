/**
 * The download of the offline diagnosis pack (docs/decisions/034-diagnosis-on-the-phone.md), as a
 * phone makes it once: each part's size on disk and as sent (the .br twin the API sends when the
 * build made one), from the built app (`npm run build -w apps/web`).
 *
 *   npm run bench -w apps/web
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist');

interface PackList {
  model: string;
  labels: string;
  wasm: string;
  files: { url: string; bytes: number }[];
}

const file = (url: string) => path.join(DIST, url.replace(/^\//, ''));
const sent = (url: string) =>
  existsSync(`${file(url)}.br`) ? statSync(`${file(url)}.br`).size : statSync(file(url)).size;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2).padStart(7);

function partOf(list: PackList, url: string): string {
  if (url === list.model || url === list.labels) return 'leaf model + labels';
  if (url === list.wasm) return 'ONNX Runtime wasm';
  return 'engine + knowledge JS';
}

const listFile = file('/offline-diagnosis/pack.json');
if (!existsSync(listFile)) throw new Error('no offline pack: build the web app first (npm run build -w apps/web)');
const list = JSON.parse(readFileSync(listFile, 'utf8')) as PackList;
const parts = new Map<string, { raw: number; sent: number }>();
for (const f of list.files) {
  const part = parts.get(partOf(list, f.url)) ?? { raw: 0, sent: 0 };
  part.raw += statSync(file(f.url)).size;
  part.sent += sent(f.url);
  parts.set(partOf(list, f.url), part);
}
console.log('\nOffline diagnosis pack (downloaded once, when the farmer asks)');
console.log('part                     on disk (MB)  sent (MB, brotli where built)');
let raw = 0;
let total = 0;
for (const [name, part] of parts) {
  console.log(`${name.padEnd(24)} ${mb(part.raw)}       ${mb(part.sent)}`);
  raw += part.raw;
  total += part.sent;
}
console.log(`${'total'.padEnd(24)} ${mb(raw)}       ${mb(total)}`);
