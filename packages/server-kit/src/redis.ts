import { Redis, type RedisOptions } from 'ioredis';

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisTimeouts {
  /** How long to wait for a connection (ms). */
  connectTimeoutMs?: number;
  /** How long one command may take before it fails (ms). */
  commandTimeoutMs?: number;
}

/**
 * A Redis client for what may be done without Redis: limits, cache invalidation. While Redis is
 * away a command fails at once (no queue that waits for it), callers fall back to what the process
 * has, and the client keeps reconnecting in the background. One warning when it goes, one line
 * when it is back, rather than one per request or per reconnection attempt.
 */
export function connectOptionalRedis(
  url: string,
  log: Log,
  what: string,
  timeouts: RedisTimeouts = {},
  options: RedisOptions = {},
): Redis {
  const redis = new Redis(url, {
    connectTimeout: timeouts.connectTimeoutMs ?? 1_000,
    commandTimeout: timeouts.commandTimeoutMs ?? 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // try again soon, then every 2 seconds, for as long as it takes
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...options,
  });
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    log.warn({ err: { message: err.message } }, `Redis unreachable: ${what} work in this process until it is back`);
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info({}, `Redis is back: ${what} shared again`);
  });
  return redis;
}

/** True while the client can send commands. */
export const redisReady = (redis: Redis) => redis.status === 'ready';

/** Waits up to `ms` for the first connection, so that a replica shares counts from its first request. */
export async function waitForRedis(redis: Redis, ms = 1_000): Promise<boolean> {
  if (redisReady(redis)) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
