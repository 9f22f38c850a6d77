import { createRequire } from 'node:module';
import { redisFailed, redisReady } from '@farmai/server-kit';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions & { routeInfo: { method: string; url: string } }): Store;
}
interface StoreOptions {
  continueExceeding?: boolean | undefined;
  exponentialBackoff?: boolean | undefined;
}

// @fastify/rate-limit's own stores (CommonJS, not in its typings)
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;

class Fallback implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    const inProcess = () => this.local[method]?.(key, cb, timeWindow, max);
    if (!redisReady(this.redis)) return inProcess();
    this.shared[method]?.(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        // a timeout: until Redis answers again, no other request waits for it
        redisFailed(this.redis, err);
        inProcess();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: StoreOptions & { routeInfo: { method: string; url: string } }): Store {
    return new Fallback(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * A rate-limit store that counts in Redis (shared by every replica) and, while Redis is away,
 * in this process: the limit holds per replica instead of lapsing, and nobody gets an error.
 */
export function redisWithFallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const ctor = class extends Fallback {
    constructor(options: StoreOptions) {
      super(
        redis,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  };
  return ctor as unknown as FastifyRateLimitStoreCtor;
}
