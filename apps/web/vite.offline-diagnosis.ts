import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The offline diagnosis pack (docs/decisions/034-diagnosis-on-the-phone.md): the engine's chunks
 * (PACK_CHUNK; the code-splitting group `offline-diagnosis` gathers its modules), the
 * leaf-photo model and its labels (the diagnosis service's, read from `modelDir`), ONNX Runtime's
 * WebAssembly, each language's knowledge-base texts, and `offline-diagnosis/pack.json` listing them
 * with their sizes (`files` everyone downloads, `languages` one of them per farmer). None of it is in
 * the service worker's precache: the phone downloads it when the farmer asks (src/features/diagnosis/offline).
 */

/** Where the pack's files are, under the app's root. */
export const PACK_DIR = 'offline-diagnosis';
/**
 * The engine's chunks: its module (`assets/on-device-<hash>.js`) and the modules it is made of
 * (`assets/offline-diagnosis-<hash>.js`). The service worker's route for them (vite.config.ts) and
 * the precache's filter (vite.pwa.ts) use the same pattern.
 */
export const PACK_CHUNK = /^assets\/(offline-diagnosis|on-device)-[\w-]+\.js$/;
const ENGINE_MODULE = /packages[\\/]diagnosis-engine[\\/]src[\\/]on-device\.ts$/;
/** The modules that go in the engine's chunk. */
export const PACK_MODULES =
  /(packages[\\/]diagnosis-engine|node_modules[\\/](onnxruntime-web|onnxruntime-common|stemmer))[\\/]/;
const PACK_TEXTS = /packages[\\/]diagnosis-engine[\\/]src[\\/]knowledge[\\/]translations[\\/](\w+)[\\/]/;
const LANGUAGE_CHUNK = /^offline-diagnosis-(\w+)$/;
/**
 * The knowledge base's texts in each language other than English, a chunk each
 * (`assets/offline-diagnosis-<lang>-<hash>.js`), above the engine's group: a phone downloads the
 * language its farmer reads (the engine loads it by `knowledge/translation-loaders.ts`).
 */
export const PACK_LANGUAGES_GROUP = {
  name: (id: string) => {
    const language = PACK_TEXTS.exec(id)?.[1];
    return language ? `offline-diagnosis-${language}` : null;
  },
  debugName: 'offline-diagnosis-<language>',
  test: PACK_TEXTS,
  priority: 41,
};

const short = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

export function offlineDiagnosisPack(modelDir: string): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'farmai-offline-diagnosis-pack',
    apply: 'build',
    generateBundle(_options, bundle) {
      // `bytes` as stored, `sent` as the API sends it to a browser that takes brotli (about: the text
      // files' own twins are made later, at a higher quality)
      const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
      const br = (source: Buffer | string) => brotliCompressSync(source, brotli);
      const files: { url: string; bytes: number; sent: number }[] = [];
      const emit = (name: string, source: Buffer, sent?: number) => {
        const dot = name.lastIndexOf('.');
        const fileName = `${PACK_DIR}/${name.slice(0, dot)}-${short(source)}${name.slice(dot)}`;
        this.emitFile({ type: 'asset', fileName, source });
        files.push({ url: `/${fileName}`, bytes: source.byteLength, sent: sent ?? source.byteLength });
        return `/${fileName}`;
      };
      const entry = Object.values(bundle).find(
        (f): f is OutputChunk => f.type === 'chunk' && f.isDynamicEntry && ENGINE_MODULE.test(f.facadeModuleId ?? ''),
      );
      if (!entry) throw new Error('no offline diagnosis chunk: the app does not import the on-device engine');
      // the engine's module and what it imports of the pack (what the app imports too is precached already)
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk' || !PACK_CHUNK.test(fileName)) return;
        seen.add(fileName);
        files.push({ url: `/${fileName}`, bytes: Buffer.byteLength(chunk.code), sent: br(chunk.code).byteLength });
        for (const next of chunk.imports) visit(next);
      };
      visit(entry.fileName);
      // each language's texts, a file the phone downloads for its farmer's language only
      const languages: Record<string, { url: string; bytes: number; sent: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        const language = chunk.type === 'chunk' ? LANGUAGE_CHUNK.exec(chunk.name)?.[1] : undefined;
        if (chunk.type !== 'chunk' || !language) continue;
        const file = {
          url: `/${chunk.fileName}`,
          bytes: Buffer.byteLength(chunk.code),
          sent: br(chunk.code).byteLength,
        };
        languages[language] = [file];
      }
      if (Object.keys(languages).length === 0) throw new Error('no chunk of the knowledge base in another language');
      const model = emit('leaf-model.onnx', readFileSync(path.join(modelDir, 'leaf-model.onnx')));
      const labels = emit('labels.json', readFileSync(path.join(modelDir, 'labels.json')));
      const wasmBytes = readFileSync(require.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'));
      // with .br and .gz twins (the API sends them to browsers that take them), at a quality that
      // takes seconds rather than the minute the text files' brotli setting would on 14 MB
      const wasmBr = br(wasmBytes);
      const wasm = emit('ort-wasm-simd-threaded.wasm', wasmBytes, wasmBr.byteLength);
      this.emitFile({ type: 'asset', fileName: `${wasm.slice(1)}.br`, source: wasmBr });
      this.emitFile({ type: 'asset', fileName: `${wasm.slice(1)}.gz`, source: gzipSync(wasmBytes, { level: 9 }) });
      const list = { entry: `/${entry.fileName}`, model, labels, wasm, files, languages };
      this.emitFile({ type: 'asset', fileName: `${PACK_DIR}/pack.json`, source: JSON.stringify(list, null, 1) });
    },
  };
}
