import { connectOptionalRedis, type RedisTimeouts, redisFailed, redisReady, waitForRedis } from '@farmai/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counters with an expiry, for rate limits. In-process by default; in Redis when
 * REDIS_URL is set, so every replica sees the same counts.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back (an attempt counted before it was known to be a failure), never below zero, keeping the window. */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Resolves once a shared store is connected, or has given up waiting for now. */
  ready?(): Promise<unknown>;
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
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
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

/**
 * Counts in Redis, shared by every replica. While Redis is away (down, unreachable, too slow),
 * counts are kept in this process instead, so a sign-in or a subscription is answered at once
 * rather than failing; once Redis is back, it is used again.
 */
export function createRedisCounterStore(
  url: string,
  prefix = 'farmai:',
  log: FastifyBaseLogger = silentLog,
  timeouts: RedisTimeouts = {},
): CounterStore {
  const redis = connectOptionalRedis(url, log, 'rate limits', timeouts);
  const local = createMemoryCounterStore();
  const shared = async <T>(viaRedis: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> => {
    if (!redisReady(redis)) return inProcess();
    try {
      return await viaRedis();
    } catch (err) {
      // a timeout: until Redis answers again, no other request waits for it
      redisFailed(redis, err);
      return inProcess();
    }
  };
  return {
    increment: (key, windowMs) =>
      shared(
        async () => {
          const k = prefix + key;
          const [[error, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
            [Error | null, number],
          ];
          if (error) throw error;
          return count;
        },
        () => local.increment(key, windowMs),
      ),
    decrement: (key) =>
      shared(
        async () => {
          await redis.eval(DECREMENT_IF_POSITIVE, 1, prefix + key);
        },
        () => local.decrement(key),
      ),
    get: (key) =>
      shared(
        async () => Number((await redis.get(prefix + key)) ?? 0),
        () => local.get(key),
      ),
    reset: (key) =>
      shared(
        async () => {
          await redis.del(prefix + key);
        },
        () => local.reset(key),
      ),
    ready: () => waitForRedis(redis),
    async close() {
      await local.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** DECR that neither creates the key (it would have no expiry) nor goes below zero. */
const DECREMENT_IF_POSITIVE = `if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0`;

const silentLog = { warn() {}, info() {} } as unknown as FastifyBaseLogger;

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

export default fp(
  async function kvPlugin(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
    const store = opts.redisUrl
      ? createRedisCounterStore(opts.redisUrl, 'farmai:', app.log)
      : createMemoryCounterStore();
    app.decorate('counters', store);
    if (store.ready) await store.ready();
    app.addHook('onClose', async () => store.close());
  },
  { name: 'kv' },
);
