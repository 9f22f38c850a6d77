import { randomUUID } from 'node:crypto';
import { connectOptionalRedis, redisFailed, redisReady } from '@farmai/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import { CachedJson } from '../lib/send-json.js';

/**
 * Serialised answers of the public catalog reads (listing pages, product details, search).
 * Shoppers ask for the same few filter combinations over and over, so these are kept as JSON
 * text and sent without touching the database. Every write that changes what those reads
 * return calls invalidate(); with REDIS_URL set the other replicas are told over pub/sub, and
 * a short time-to-live bounds staleness should a message be lost.
 */
export interface AnswerOptions {
  /**
   * The answer is cheap to make again (the read model's): keep it only when its key is asked for
   * a second time, so the long tail of keys asked once does not push out the answers asked often
   * (nor churn the heap: a kept answer lives long enough to be moved to the old generation).
   */
  keepOnSecondAsk?: boolean;
}

/** Keys asked for once lately, as bits of their hashes (no allocation per key); cleared as it fills. */
class Doorkeeper {
  private readonly bits = new Int32Array(1 << 14);
  private count = 0;

  /** Whether the key was asked for since the last clear; notes it. */
  seen(key: string): boolean {
    // FNV-1a
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    const index = (h >>> 5) & (this.bits.length - 1);
    const bit = 1 << (h & 31);
    if ((this.bits[index] as number) & bit) return true;
    this.bits[index] = (this.bits[index] as number) | bit;
    // past a quarter full, false "seen" answers grow: start over
    if (++this.count > this.bits.length * 8) {
      this.bits.fill(0);
      this.count = 0;
    }
    return false;
  }
}

/** What a write changed: the products it touched, when it knows them. */
export interface CatalogChange {
  /** Ids of products added, edited or deleted; absent when the writer cannot tell (stock moves of orders). */
  products?: string[];
}

/** Told of every change, made here or (through Redis) on another replica. */
export type CatalogChangeListener = (change: CatalogChange) => Promise<void>;

export interface CatalogCache {
  /** The answer of key: from the cache, or from load() — concurrent misses share one load. */
  json(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  /** The same, for a loader that gives the JSON already serialised. */
  serialized(key: string, load: () => Promise<string | Buffer>, options?: AnswerOptions): Promise<CachedJson>;
  /**
   * Forgets every answer, here and (with Redis) on every replica, and tells the change listeners:
   * this replica's before it returns, so the writer's next read sees the change.
   */
  invalidate(change?: CatalogChange): Promise<void>;
  /** Adds a listener of changes (the catalog read model). */
  onChange(listener: CatalogChangeListener): void;
  close(): Promise<void>;
}

export interface CatalogCacheOptions {
  /** Upper bound of the cached text, in bytes. */
  maxBytes?: number;
  ttlMs?: number;
  /** Broadcast invalidations to the other replicas through this Redis. */
  redisUrl?: string | undefined;
  /** `false`: every read loads (nothing is kept). */
  enabled?: boolean;
  /** Where a Redis outage is reported. */
  log?: FastifyBaseLogger;
  /** Told of every read: answered from what is kept (or being loaded by another read), or loaded. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

const silentLog = { warn() {}, info() {} } as unknown as FastifyBaseLogger;

const CHANNEL = 'farmai:catalog:invalidate';
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const DEFAULT_TTL_MS = 60_000;

/** A message on the channel: who sent it (so a replica ignores its own) and what changed. */
function messageOf(raw: string): { from: string; change: CatalogChange } {
  try {
    const parsed = JSON.parse(raw) as { from?: unknown; products?: unknown };
    const products = Array.isArray(parsed.products)
      ? parsed.products.filter((id): id is string => typeof id === 'string')
      : undefined;
    return { from: String(parsed.from), change: products ? { products } : {} };
  } catch {
    // an older replica sends its id alone
    return { from: raw, change: {} };
  }
}

/**
 * This replica's answers: kept in an LRU bounded by their size, loaded once for concurrent misses,
 * and forgotten together on every change.
 */
class LocalAnswers {
  private readonly entries: LRUCache<string, CachedJson>;
  private readonly loading = new Map<string, Promise<CachedJson>>();
  private readonly doorkeeper = new Doorkeeper();
  // bumped on every invalidation, so that a load begun before it is not stored after it
  private generation = 0;
  private readonly onLookup: (result: 'hit' | 'miss') => void;

  constructor(options: CatalogCacheOptions) {
    this.onLookup = options.onLookup ?? (() => {});
    this.entries = new LRUCache<string, CachedJson>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // the text, with room for its compressed twins (together well under half of it)
      sizeCalculation: (value) => Math.max(1, Math.ceil(value.byteLength * 1.5)),
      ttl: options.ttlMs ?? DEFAULT_TTL_MS,
    });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  serialized(key: string, load: () => Promise<string | Buffer>, answer: AnswerOptions = {}): Promise<CachedJson> {
    const hit = this.entries.get(key);
    const pending = hit === undefined ? this.loading.get(key) : undefined;
    this.onLookup(hit !== undefined || pending !== undefined ? 'hit' : 'miss');
    if (hit !== undefined) return Promise.resolve(hit);
    if (pending) return pending;
    if (answer.keepOnSecondAsk && !this.doorkeeper.seen(key)) return load().then((body) => new CachedJson(body));
    const startedAt = this.generation;
    const promise = load()
      .then((body) => {
        const entry = new CachedJson(body);
        if (this.generation === startedAt) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }
}

/** The invalidation channel shared with the other replicas. */
interface ReplicaLink {
  publish(change: CatalogChange): Promise<void>;
  close(): void;
}

/**
 * Joins the channel: a change another replica announces, or the reconnection after an outage
 * (changes may have been missed), is handed to `heard`.
 */
function linkReplicas(redisUrl: string, log: FastifyBaseLogger, heard: (change: CatalogChange) => void): ReplicaLink {
  const self = randomUUID();
  const publisher = connectOptionalRedis(redisUrl, log, 'catalog cache invalidation');
  // the subscriber waits for Redis as long as it takes; it holds up no request
  const subscriber = new Redis(redisUrl, {
    connectTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  subscriber.on('message', (_channel, raw: string) => {
    const { from, change } = messageOf(raw);
    if (from !== self) heard(change);
  });
  let connectedBefore = false;
  subscriber.on('ready', () => {
    // changes made on other replicas while this one could not hear them
    if (connectedBefore) heard({});
    connectedBefore = true;
  });
  subscriber.subscribe(CHANNEL).catch(() => {
    // without the subscription the TTL still bounds how stale this replica can be
  });
  // the publisher's client reports the outage; this one must only not crash the process
  subscriber.on('error', () => {});
  return {
    async publish(change) {
      if (redisReady(publisher)) {
        await publisher
          .publish(CHANNEL, JSON.stringify({ from: self, ...change }))
          .catch((err) => redisFailed(publisher, err));
      }
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function createCatalogCache(options: CatalogCacheOptions = {}): CatalogCache {
  const listeners: CatalogChangeListener[] = [];
  const notify = async (change: CatalogChange) => {
    for (const listener of listeners) {
      await listener(change).catch((err) => (options.log ?? silentLog).warn({ err }, 'catalog change listener failed'));
    }
  };
  if (options.enabled === false) {
    return {
      json: async (_key, load) => new CachedJson(JSON.stringify(await load())),
      serialized: async (_key, load) => new CachedJson(await load()),
      invalidate: notify,
      onChange: (listener) => listeners.push(listener),
      close: async () => {},
    };
  }
  const local = new LocalAnswers(options);
  // without Redis the other replicas' answers age out within the cache's lifetime
  const replicas =
    options.redisUrl === undefined || options.redisUrl === ''
      ? undefined
      : linkReplicas(options.redisUrl, options.log ?? silentLog, (change) => {
          local.clear();
          // and again once the listeners have it: an answer made meanwhile came from the old state
          void notify(change).then(() => local.clear());
        });
  const serialized = local.serialized.bind(local);

  return {
    json: (key, load) => serialized(key, async () => JSON.stringify(await load())),
    serialized,
    async invalidate(change = {}) {
      local.clear();
      await replicas?.publish(change);
      await notify(change);
      // an answer loaded from the state before the change must not be kept
      local.clear();
    },
    onChange: (listener) => listeners.push(listener),
    async close() {
      local.clear();
      replicas?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

export default fp(
  async function catalogCachePlugin(app: FastifyInstance, opts: CatalogCacheOptions) {
    const lookups = new Counter({
      name: 'farmai_catalog_cache_requests_total',
      help: 'Public catalog reads by whether the answer was kept (hit) or loaded (miss)',
      labelNames: ['result'] as const,
      registers: [app.metrics.registry],
    });
    const cache = createCatalogCache({ log: app.log, onLookup: (result) => lookups.inc({ result }), ...opts });
    app.decorate('catalogCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'catalog-cache' },
);
