import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Counters with an expiry, for rate limits. In-process by default; in Redis when
 * REDIS_URL is set, so every replica sees the same counts.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of counters) if (entry.expiresAt <= t) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      counters.set(key, { count: 1, expiresAt: now() + windowMs });
      return 1;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

export function createRedisCounterStore(url: string, prefix = 'farmai:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[Error | null, number]];
      return count;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

export default fp(
  async function kvPlugin(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
    const store = opts.redisUrl ? createRedisCounterStore(opts.redisUrl) : createMemoryCounterStore();
    app.decorate('counters', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'kv' },
);
