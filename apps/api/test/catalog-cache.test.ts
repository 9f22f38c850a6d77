import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedJson } from '../src/lib/send-json.js';
import { type CatalogCache, createCatalogCache } from '../src/plugins/catalog-cache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const opened: CatalogCache[] = [];
const open = (...args: Parameters<typeof createCatalogCache>) => {
  const cache = createCatalogCache(...args);
  opened.push(cache);
  return cache;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

/** A loader that counts its calls and answers `{n}` with the call number. */
function counter() {
  let calls = 0;
  const load = async () => ({ n: ++calls });
  return { load, calls: () => calls };
}

const textOf = async (entry: Promise<CachedJson>) => (await entry).text;

describe('catalog cache', () => {
  it('keeps each compressed body with its entry, made once', () => {
    const entry = new CachedJson(
      JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ title: `Seed ${i}` })) }),
    );
    const br = entry.encoded('br');
    expect(brotliDecompressSync(br).toString()).toBe(entry.text);
    expect(br.length).toBeLessThan(entry.text.length / 4);
    expect(entry.encoded('br')).toBe(br);
    const gzip = entry.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe(entry.text);
    expect(entry.encoded('gzip')).toBe(gzip);
  });

  it('serves the stored JSON until invalidated', async () => {
    const cache = open();
    const { load, calls } = counter();
    expect(await textOf(cache.json('k', load))).toBe('{"n":1}');
    expect(await textOf(cache.json('k', load))).toBe('{"n":1}');
    expect(calls()).toBe(1);
    await cache.invalidate();
    expect(await textOf(cache.json('k', load))).toBe('{"n":2}');
  });

  it('switched off, loads on every read', async () => {
    const cache = open({ enabled: false });
    const { load, calls } = counter();
    expect(await textOf(cache.json('k', load))).toBe('{"n":1}');
    expect(await textOf(cache.json('k', load))).toBe('{"n":2}');
    expect(calls()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = open();
    let calls = 0;
    const load = async () => {
      calls += 1;
      await sleep(20);
      return calls;
    };
    const answers = await Promise.all([cache.json('k', load), cache.json('k', load), cache.json('k', load)]);
    expect(answers.map((a) => a.text)).toEqual(['1', '1', '1']);
    expect(calls).toBe(1);
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const cache = open();
    let release: () => void = () => {};
    const slow = cache.json('k', () => new Promise((resolve) => (release = () => resolve('old'))));
    await cache.invalidate();
    release();
    expect((await slow).text).toBe('"old"');
    expect(await textOf(cache.json('k', async () => 'new'))).toBe('"new"');
  });

  it('does not keep a failed load', async () => {
    const cache = open();
    await expect(cache.json('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await textOf(cache.json('k', async () => 'ok'))).toBe('"ok"');
  });

  it('expires entries after the time to live', async () => {
    const cache = open({ ttlMs: 30 });
    const { load } = counter();
    await cache.json('k', load);
    await sleep(60);
    expect(await textOf(cache.json('k', load))).toBe('{"n":2}');
  });

  it('tells the other replicas through Redis to forget their answers', async () => {
    const a = open({ redisUrl: REDIS_URL });
    const b = open({ redisUrl: REDIS_URL });
    await sleep(100); // let both subscriptions settle
    const { load, calls } = counter();
    await b.json('k', load);
    await b.json('k', load);
    expect(calls()).toBe(1);
    await a.invalidate();
    await expect.poll(async () => textOf(b.json('k', load)), { timeout: 2000 }).toBe('{"n":2}');
  });

  it('tells its listeners and the other replicas’ what changed, its own before it returns', async () => {
    const a = open({ redisUrl: REDIS_URL });
    const b = open({ redisUrl: REDIS_URL });
    await sleep(100); // let both subscriptions settle
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    a.onChange(async (change) => {
      await sleep(20);
      heardByA.push(change);
    });
    b.onChange(async (change) => {
      heardByB.push(change);
    });
    await a.invalidate({ products: ['p1', 'p2'] });
    expect(heardByA).toEqual([{ products: ['p1', 'p2'] }]);
    await a.invalidate();
    expect(heardByA).toEqual([{ products: ['p1', 'p2'] }, {}]);
    await expect.poll(() => heardByB, { timeout: 2000 }).toEqual([{ products: ['p1', 'p2'] }, {}]);
  });

  it('tells its listeners even with the answers off', async () => {
    const cache = open({ enabled: false });
    const heard: unknown[] = [];
    cache.onChange(async (change) => {
      heard.push(change);
    });
    await cache.invalidate({ products: ['p1'] });
    expect(heard).toEqual([{ products: ['p1'] }]);
  });

  it('keeps a cheap answer only when its key is asked for a second time', async () => {
    const cache = open();
    let calls = 0;
    const load = async () => `{"n":${++calls}}`;
    const ask = (key: string) => textOf(cache.serialized(key, load, { keepOnSecondAsk: true }));
    expect(await ask('once')).toBe('{"n":1}');
    expect(await ask('twice')).toBe('{"n":2}');
    expect(await ask('twice')).toBe('{"n":3}');
    // kept from the second ask on
    expect(await ask('twice')).toBe('{"n":3}');
    expect(calls).toBe(3);
  });
});
