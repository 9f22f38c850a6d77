import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connections: all of them, the idle ones, and the callers waiting for one (the embedded database is one). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Runs SQL text as it is, for libraries that bring their own SQL (the job queue): with values,
   * one parameterised statement; without, the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL: `listener` is told each time a connection is lost (the server ended the session,
   * restarted, died). The pool drops that connection and opens another for the next caller; the
   * caller whose statement it was gets the error (503). The embedded database has no connection to lose.
   */
  onConnectionLost(listener: (err: Error) => void): void;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** How close a misspelt word may be to still match in search (a per-session setting). */
const WORD_SIMILARITY_THRESHOLD = 0.5;
const SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/**
 * The embedded database lives in the API's own memory. PostgreSQL's default 128 MB of shared
 * buffers is sized for a server of its own; 16 MB holds the hot catalog pages of a shop this
 * size and takes ~100 MB off the process's resident memory.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** A lock id shared by every replica so that only one runs the migrations at a time. */
const MIGRATION_LOCK_ID = 7_201_911;

export interface DatabaseOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for the PGlite files; omitted → in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection from the pool, including opening one (ms). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one statement may take, on the server and on the client (ms). */
  statementTimeoutMs?: number;
  /** Told every statement Drizzle sends, with its parameters (the plan test and the benchmark's EXPLAIN). */
  onQuery?: ((text: string, params: unknown[]) => void) | undefined;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return createPostgres(options.url, options.poolSize ?? 10, options);
  return createPglite(options.dataDir, options);
}

function loggerOf(options: DatabaseOptions): { logger: Logger } | Record<string, never> {
  const onQuery = options.onQuery;
  return onQuery ? { logger: { logQuery: (text, params) => onQuery(text, params) } } : {};
}

async function createPglite(dataDir: string | undefined, options: DatabaseOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema, ...loggerOf(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      await client.exec(SESSION_SETTINGS);
    },
    async ping() {
      await client.query('select 1');
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    onConnectionLost() {},
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // the embedded database parses several statements only on its simple-query path
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const patchedClients = new WeakSet<pg.PoolClient>();

/**
 * A pool whose checked-out clients are thrown away, and their place freed, as soon as one of their
 * queries fails because the database is away (a timeout, a dropped connection). Without this, a
 * transaction whose BEGIN times out never gives its client back (Drizzle releases it only after
 * BEGIN succeeded), and a frozen database would use up the pool for good.
 */
class ResilientPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback or promise)
  override connect(...args: any[]): any {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args);
    return super.connect().then((client) => {
      let released = false;
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        release(err);
      };
      if (!patchedClients.has(client)) {
        patchedClients.add(client);
        const query = client.query.bind(client) as (...a: unknown[]) => unknown;
        // biome-ignore lint/suspicious/noExplicitAny: keeps pg's query overloads
        (client as any).query = (...a: unknown[]) => {
          const result = query(...a);
          if (result instanceof Promise) {
            return result.catch((err: unknown) => {
              if (isDatabaseUnavailable(err)) client.release(err instanceof Error ? err : true);
              throw err;
            });
          }
          return result;
        };
      }
      return client;
    });
  }
}

async function createPostgres(url: string, poolSize: number, timeouts: DatabaseOptions): Promise<Database> {
  const statementTimeout = timeouts.statementTimeoutMs;
  const pool = new ResilientPool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // a database that does not answer fails the request instead of holding it (503, see plugins/errors.ts)
    ...(timeouts.connectTimeoutMs ? { connectionTimeoutMillis: timeouts.connectTimeoutMs } : {}),
    // the client gives up a little after the server would have cancelled the statement itself
    ...(statementTimeout ? { query_timeout: statementTimeout + 1_000 } : {}),
    // sent with the start-up packet: a placeholder setting is accepted before pg_trgm loads
    options: [
      `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      ...(statementTimeout ? [`-c statement_timeout=${statementTimeout}`] : []),
    ].join(' '),
  });
  const listeners: ((err: Error) => void)[] = [];
  const lost = (err: Error) => {
    for (const listener of listeners) listener(err);
  };
  // an idle client that lost its connection: the pool drops it and opens another when needed
  pool.on('error', lost);
  // a checked-out client (a transaction, the migration lock) that loses its connection emits
  // 'error' too; unheard, that would end the process. Its statement fails on its own.
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzleNodePg({ client: pool, schema, ...loggerOf(timeouts) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      // migrations may build indexes over large tables: no statement limit for them
      await client.query('set statement_timeout = 0');
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionLost(listener) {
      listeners.push(listener);
    },
    executeSql(text, values) {
      return pool.query(text, values);
    },
    async close() {
      // a database that does not answer must not keep the process from stopping
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pool.end(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 3_000);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
