/** A request for a cache key given as a string: relative addresses are read against the page's. */
const absolute = (input: RequestInfo | URL) =>
  input instanceof Request ? input : new Request(new URL(String(input), globalThis.location?.href));

interface Entry {
  request: Request;
  response: Response;
}

/** Cache Storage as browsers keep it, Vary on request headers included. */
export class FakeCache {
  entries: Entry[] = [];
  private matches(entry: Entry, request: Request, ignoreVary = false) {
    if (entry.request.url !== request.url) return false;
    if (ignoreVary) return true;
    const vary = (entry.response.headers.get('vary') ?? '').split(',').map((h) => h.trim());
    return vary.filter(Boolean).every((h) => entry.request.headers.get(h) === request.headers.get(h));
  }
  async put(input: RequestInfo | URL, response: Response) {
    const request = absolute(input);
    this.entries = this.entries.filter((e) => !this.matches(e, request));
    this.entries.push({ request, response });
  }
  async match(input: RequestInfo | URL, options?: CacheQueryOptions) {
    const entry = this.entries.find((e) => this.matches(e, absolute(input), options?.ignoreVary));
    return entry?.response.clone();
  }
  async delete(input: RequestInfo | URL, options?: CacheQueryOptions) {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => !this.matches(e, absolute(input), options?.ignoreVary));
    return this.entries.length < before;
  }
  async keys() {
    return this.entries.map((e) => e.request);
  }
}

/** Cache Storage for tests (stub it as the global `caches`): caches by name, made when first opened. */
export class FakeCacheStorage {
  stores = new Map<string, FakeCache>();
  async has(name: string) {
    return this.stores.has(name);
  }
  async open(name: string) {
    const cache = this.stores.get(name) ?? new FakeCache();
    this.stores.set(name, cache);
    return cache;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(input: RequestInfo | URL, options?: MultiCacheQueryOptions) {
    return this.stores.get(options?.cacheName ?? '')?.match(input, options);
  }
}
