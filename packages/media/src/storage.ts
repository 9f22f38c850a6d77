/**
 * Where uploaded and generated images live. One interface, two drivers:
 * local disk (the embedded default) and any S3-compatible object store.
 */
export interface StoredObject {
  /** Key inside the store, e.g. "products/2c1d….webp". */
  key: string;
  /** Public URL a browser can load. */
  url: string;
}

export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** Removes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Reads an object back (used by tests and by the diagnosis service). */
  get(key: string): Promise<Buffer | null>;
  /** Maps a URL produced by this driver back to its key, or null if it is not ours. */
  keyFromUrl(url: string): string | null;
  /** Checks that the store is reachable. */
  ping(): Promise<void>;
}
