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

/** How often a Redis found slow is asked (PING) whether it answers again. */
const PROBE_EVERY_MS = 1_000;

/** What the process knows of one client: whether it was found slow, and who to tell. */
interface Health {
  log: Log;
  what: string;
  slow: boolean;
  probe: NodeJS.Timeout | undefined;
}
const health = new WeakMap<Redis, Health>();

/**
 * A Redis client for what may be done without Redis: limits, cache invalidation. While Redis is
 * away a command fails at once (no queue that waits for it), callers fall back to what the process
 * has, and the client keeps reconnecting in the background. A Redis that is connected but does not
 * answer (frozen, overloaded) costs one command its timeout: the caller reports it with
 * `redisFailed`, and until a PING in the background is answered again, `redisReady` is false and
 * no request waits on it. One warning when it goes, one line when it is back, rather than one per
 * request or per reconnection attempt.
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
    commandTimeout: timeouts.commandTimeoutMs ?? 300,
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
  // a new connection starts with a clean slate; a closed client probes no more
  redis.on('ready', () => stopProbe(redis));
  redis.on('end', () => stopProbe(redis));
  health.set(redis, { log, what, slow: false, probe: undefined });
  return redis;
}

/** True while the client can send commands: connected, and not found slow since its last answer. */
export const redisReady = (redis: Redis) => redis.status === 'ready' && health.get(redis)?.slow !== true;

/**
 * Tells that a command failed or timed out on a connected client: until a PING is answered again,
 * `redisReady` is false, so callers use what the process has instead of each waiting for the timeout.
 */
export function redisFailed(redis: Redis, err: unknown): void {
  const state = health.get(redis);
  if (!state || state.slow || redis.status !== 'ready') return;
  state.slow = true;
  state.log.warn(
    { err: { message: (err as Error)?.message ?? String(err) } },
    `Redis does not answer in time: ${state.what} work in this process until it does`,
  );
  let probing = false;
  state.probe = setInterval(() => {
    if (probing) return;
    probing = true;
    redis
      .ping()
      .then(() => {
        stopProbe(redis);
        state.log.info({}, `Redis answers again: ${state.what} shared again`);
      })
      .catch(() => {})
      .finally(() => {
        probing = false;
      });
  }, PROBE_EVERY_MS);
  state.probe.unref();
}

function stopProbe(redis: Redis): void {
  const state = health.get(redis);
  if (!state) return;
  state.slow = false;
  clearInterval(state.probe);
  state.probe = undefined;
}

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
