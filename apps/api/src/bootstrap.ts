import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StorageDriver } from '@farmai/media';
import { type Config, DEMO_FARMER } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { assertSchemaCurrent } from './db/migration-state.js';
import { upsertAdmin } from './modules/auth/index.js';
import { isCatalogEmpty } from './seed/empty.js';
import type { SeedResult } from './seed/index.js';

export interface BootstrapReport {
  seed: SeedResult | undefined;
  adminReset: boolean;
}

/**
 * Start-up work on the database: migrations (or, with MIGRATE_ON_START=false on PostgreSQL, a check
 * that a separate step has applied them), then the demo data on an empty database (when SEED_DEMO
 * is on), then the admin from the environment.
 */
export async function bootstrap(config: Config, database: Database, storage: StorageDriver): Promise<BootstrapReport> {
  if (config.migrateOnStart || database.kind === 'pglite') await database.migrate();
  else await assertSchemaCurrent(database);
  let seed: SeedResult | undefined;
  if (config.seedDemo && !(await isCatalogEmpty(database.db))) {
    seed = { seeded: false, products: 0, advice: 0, cultivation: 0, banners: 0 };
  } else if (config.seedDemo) {
    // the demo data (texts in five languages, picture drawings) is loaded only by a server that seeds
    const { seedDemoData } = await import('./seed/index.js');
    seed = await seedDemoData(database.db, storage, { admin: config.admin, farmer: DEMO_FARMER });
  }
  let adminReset = false;
  if (config.admin.fromEnv) {
    await upsertAdmin(database.db, config.admin);
    adminReset = true;
  }
  return { seed, adminReset };
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openDatabase(config: Config): Promise<Database> {
  return createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
}

/** Whether this start will create the embedded database (no DATABASE_URL, nothing in DATA_DIR/db yet). */
export function createsEmbeddedDatabase(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
}

/**
 * Whether this start's database work runs in a child process (`bootstrapInChild`): when it creates
 * the embedded database, or may fill PostgreSQL with the demo data. Seeding builds the demo
 * pictures, texts in five languages and orders; done in the server, the allocator keeps much of
 * that memory for the life of the process.
 */
export function preparesInChild(config: Config): boolean {
  return createsEmbeddedDatabase(config) || (config.databaseUrl !== undefined && config.seedDemo);
}

/**
 * Runs `bootstrap` in a short-lived child process (bootstrap-child.ts) and answers its report.
 * Creating an embedded database (initdb, the first migrations and the demo data) takes PGlite
 * to ~800 MB for a few seconds and leaves its WebAssembly memory grown for the life of the
 * process; done in a child, the server that goes on running starts as lean on its first
 * start (~220 MB) as after a restart.
 */
export function bootstrapInChild(): Promise<BootstrapReport> {
  const script = path.join(import.meta.dirname, `bootstrap-child${path.extname(import.meta.filename)}`);
  const child = fork(script, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let report: BootstrapReport | undefined;
    child.on('message', (message) => {
      report = message as BootstrapReport;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && report) resolve(report);
      else reject(new Error(`preparing the database failed (exit code ${code})`));
    });
  });
}
