import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver, StoredObject } from './storage.js';

export interface LocalStorageOptions {
  /** Folder the files are written to. */
  root: string;
  /** URL prefix the files are served under, e.g. "/uploads" or "http://localhost:3000/uploads". */
  publicBaseUrl: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(options: LocalStorageOptions): StorageDriver {
  const base = options.publicBaseUrl.replace(/\/+$/, '');
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.root, key);
  };
  return {
    name: 'local',
    async put(key, body): Promise<StoredObject> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
    },
    async ping() {
      await mkdir(options.root, { recursive: true });
      await stat(options.root);
    },
  };
}
