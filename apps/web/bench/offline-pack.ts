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

interface PackFile {
  url: string;
  bytes: number;
}

interface PackList {
  model: string;
  labels: string;
  wasm: string;
  files: PackFile[];
  languages: Record<string, PackFile[]>;
}

const file = (url: string) => path.join(DIST, url.replace(/^\//, ''));
const sent = (url: string) =>
  existsSync(`${file(url)}.br`) ? statSync(`${file(url)}.br`).size : statSync(file(url)).size;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2).padStart(7);

function partOf(list: PackList, url: string): string {
  if (url === list.model || url === list.labels) return 'leaf model + labels';
  if (url === list.wasm) return 'ONNX Runtime wasm';
  return 'engine + knowledge (en) JS';
}

const listFile = file('/offline-diagnosis/pack.json');
if (!existsSync(listFile)) throw new Error('no offline pack: build the web app first (npm run build -w apps/web)');
const list = JSON.parse(readFileSync(listFile, 'utf8')) as PackList;
const parts = new Map<string, { raw: number; sent: number }>();
const add = (name: string, files: PackFile[]) => {
  const part = parts.get(name) ?? { raw: 0, sent: 0 };
  for (const f of files) {
    part.raw += statSync(file(f.url)).size;
    part.sent += sent(f.url);
  }
  parts.set(name, part);
};
for (const f of list.files) add(partOf(list, f.url), [f]);
const sum = (all: { raw: number; sent: number }[]) =>
  all.reduce((total, p) => ({ raw: total.raw + p.raw, sent: total.sent + p.sent }), { raw: 0, sent: 0 });
const everyone = sum([...parts.values()]);
for (const [language, files] of Object.entries(list.languages)) add(`texts in ${language} (one of)`, files);
const texts = [...parts].filter(([name]) => name.startsWith('texts in')).map(([, part]) => part);
const largest = texts.reduce((big, p) => (p.sent > big.sent ? p : big), { raw: 0, sent: 0 });
console.log(
  "\nOffline diagnosis pack (downloaded once, when the farmer asks, with the texts of the farmer's language)",
);
console.log('part                       on disk (MB)  sent (MB, brotli where built)');
const row = (name: string, part: { raw: number; sent: number }) =>
  console.log(`${name.padEnd(26)} ${mb(part.raw)}       ${mb(part.sent)}`);
for (const [name, part] of parts) row(name, part);
row('total, English', everyone);
row('total, largest language', sum([everyone, largest]));
