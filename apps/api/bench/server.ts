/**
 * The API under load, run by bench/run.ts as its own process so that its memory can be
 * measured and the load generator does not share its event loop.
 *
 *   node --import tsx bench/server.ts --products N [--users N] --data-dir DIR [--pg-database NAME] [--no-catalog-cache]
 *     [--no-read-model] [--explain FILE]
 *
 * Prepares a database: PGlite in DIR/db, or, with DATABASE_URL and --pg-database, that
 * throwaway PostgreSQL database created next to the one DATABASE_URL names (dropped on
 * shutdown). It is migrated, filled with N generated products and ANALYZEd in a short-lived
 * child process (`--prepare`), with N generated users (bench/users.ts) when `--users` is given, so that neither PGlite's initdb (~750 MB peak) nor the seeding
 * garbage inflates the memory of the process being measured: this one then opens the prepared
 * database as the API does after a restart, listens on a free port on 127.0.0.1 and prints
 * `READY {json}` on stdout. Other stdout lines are progress notes. It stops on SIGTERM/SIGINT,
 * or when stdin closes (the runner went away).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database, type DatabaseOptions } from '../src/db/client.js';
import { insertProducts } from '../src/modules/catalog/repository.js';
import { explainCatalog, QueryCapture } from './explain.js';
import { generateProducts, STOCKED_PRODUCTS, STOCKED_QUANTITY } from './generate.js';
import { seedUsers } from './users.js';

const BATCH_SIZE = 1_000;

/** What the preparation child reports on its last line, after `PREPARED `. */
export interface PrepareInfo {
  kind: Database['kind'];
  version: string;
  products: number;
  users: number;
  migrateMs: number;
  /** Products and users. */
  seedMs: number;
  analyzeMs: number;
  /** Peak resident memory of the preparation process (initdb, migrations, seeding). */
  peakMb: number;
}

/** What the server prints after `READY `. */
export interface ReadyInfo extends PrepareInfo {
  port: number;
  pid: number;
  /** Time from the start of this process to listening. */
  startMs: number;
}

const startedAt = Date.now();
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    users: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    'pg-database': { type: 'string' },
    'no-catalog-cache': { type: 'boolean', default: false },
    'no-read-model': { type: 'boolean', default: false },
    prepare: { type: 'boolean', default: false },
    /** Write EXPLAIN (ANALYZE, BUFFERS) of the catalog's list and search statements to this file. */
    explain: { type: 'string' },
  },
});

const productCount = Number(args.products);
const userCount = Number(args.users);
const dataDir = args['data-dir'] ?? '';
const adminUrl = process.env.DATABASE_URL;
const pgDatabase = args['pg-database'];
if (!Number.isInteger(productCount) || productCount < 1) throw new Error('--products must be a positive integer');
if (!Number.isInteger(userCount) || userCount < 0) throw new Error('--users must be a whole number');
if (!dataDir) throw new Error('--data-dir is required');
if (adminUrl && !pgDatabase) throw new Error('--pg-database is required with DATABASE_URL');
if (pgDatabase && !/^farmai_bench_[a-z0-9]+$/.test(pgDatabase)) throw new Error(`bad database name ${pgDatabase}`);

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function openDatabase(poolSize: number, onQuery?: DatabaseOptions['onQuery']): Promise<Database> {
  if (!adminUrl || !pgDatabase) return createDatabase({ dataDir: path.join(dataDir, 'db'), onQuery });
  const url = new URL(adminUrl);
  url.pathname = `/${pgDatabase}`;
  return createDatabase({ url: url.toString(), poolSize, onQuery });
}

function peakMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** `--prepare`: migrate, seed in batches of 1,000 rows (one transaction each), ANALYZE. */
async function prepare(): Promise<void> {
  const capture = new QueryCapture();
  const database = await openDatabase(2, capture.onQuery);
  try {
    let t = Date.now();
    await database.migrate();
    const migrateMs = Date.now() - t;

    t = Date.now();
    let lastNote = t;
    for (let from = 0; from < productCount; from += BATCH_SIZE) {
      const rows = generateProducts(from, Math.min(BATCH_SIZE, productCount - from));
      await database.db.transaction(async (tx) => {
        await insertProducts(tx, rows);
      });
      if (Date.now() - lastNote > 5_000) {
        lastNote = Date.now();
        const done = (from + rows.length).toLocaleString('en-US');
        console.log(`seeded ${done}/${productCount.toLocaleString('en-US')} products`);
      }
    }
    await database.db.execute(
      sql`update products set total_stock = ${STOCKED_QUANTITY} where id in (select id from products order by title, id limit ${STOCKED_PRODUCTS})`,
    );
    if (userCount > 0) await seedUsers(database, userCount, (line) => console.log(line));
    const seedMs = Date.now() - t;

    t = Date.now();
    // as autovacuum leaves a table in use: the per-pair counts, updated once per row seeded, are compacted
    await database.db.execute(sql`vacuum analyze`);
    const analyzeMs = Date.now() - t;

    if (args.explain) {
      // once to warm the caches, then the explained run
      await explainCatalog(database, capture, false);
      writeFileSync(args.explain, await explainCatalog(database, capture));
    }

    const result = (await database.db.execute(sql`show server_version`)) as unknown as {
      rows: { server_version: string }[];
    };
    const info: PrepareInfo = {
      kind: database.kind,
      version: result.rows[0]?.server_version ?? '?',
      products: productCount,
      users: userCount,
      migrateMs,
      seedMs,
      analyzeMs,
      peakMb: peakMb(),
    };
    console.log(`PREPARED ${JSON.stringify(info)}`);
  } finally {
    await database.close();
  }
}

/** Runs this file with `--prepare` in a child process and returns what it reports. */
function prepareInChild(): Promise<PrepareInfo> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1), '--prepare'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    let info: PrepareInfo | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('PREPARED ')) info = JSON.parse(line.slice('PREPARED '.length)) as PrepareInfo;
      else console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && info) resolve(info);
      else reject(new Error(`database preparation failed (exit code ${code})`));
    });
  });
}

async function serve(): Promise<void> {
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // the scenarios sign their shoppers up from one address (api-process.ts sets it)
      ...(process.env.SIGN_UP_LIMIT_PER_HOUR ? { SIGN_UP_LIMIT_PER_HOUR: process.env.SIGN_UP_LIMIT_PER_HOUR } : {}),
    },
    { webDistDir: path.join(dataDir, 'no-web') },
  );

  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;
  let created = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(code || 1), 15_000);
    timer.unref();
    try {
      if (app) await app.close();
      if (database) await database.close();
      if (created) await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
    } catch (err) {
      console.error('bench server: shutdown failed:', err);
      code = code || 1;
    }
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown(0));
  process.once('SIGINT', () => void shutdown(0));
  process.stdin.on('end', () => void shutdown(0));
  process.stdin.resume();

  try {
    if (pgDatabase) {
      await adminQuery(`create database ${pgDatabase}`);
      created = true;
    }
    const prepared = await prepareInChild();
    if (closing) return;
    database = await openDatabase(config.databasePoolSize);
    // no migrations left to run, but this also applies the session settings, as the API's start-up does
    await database.migrate();
    app = await buildApp({
      config,
      database,
      catalogCache: !args['no-catalog-cache'],
      catalogReadModel: !args['no-read-model'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const info: ReadyInfo = { ...prepared, port, pid: process.pid, startMs: Date.now() - startedAt };
    console.log(`READY ${JSON.stringify(info)}`);
  } catch (err) {
    console.error('bench server: failed to start:', err);
    await shutdown(1);
  }
}

(args.prepare ? prepare() : serve()).catch((err) => {
  console.error('bench server:', err);
  process.exit(1);
});
