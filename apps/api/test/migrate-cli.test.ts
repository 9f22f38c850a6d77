import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createThrowawayDatabase } from './helper.js';
import { becameHealthy, freePort, spawnNode, trackProcesses } from './helpers/processes.js';

/** The machine's PostgreSQL server; each test makes its own database next to this one and drops it. */
const MACHINE_POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const apiDir = path.resolve(import.meta.dirname, '..');
const journal = JSON.parse(readFileSync(path.join(apiDir, 'src/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const processes = trackProcesses();
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const drop of drops) await drop();
});

async function database(): Promise<string> {
  const throwaway = await createThrowawayDatabase(MACHINE_POSTGRES);
  drops.push(throwaway.drop);
  return throwaway.url;
}

function run(script: string, env: Record<string, string>) {
  const child = spawnNode(['--import', 'tsx', script], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATA_DIR: processes.tempDir('farmai-migrate-'), LOG_LEVEL: 'warn', ...env },
  });
  processes.track(child.child);
  return child;
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.query('select 1 from products limit 1');
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

describe('npm run migrate', () => {
  it('applies every migration to an empty PostgreSQL database, and leaves an up-to-date one as it is', async () => {
    const url = await database();
    const first = run('src/cli/migrate.ts', { DATABASE_URL: url });
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain(`Database migrated to ${journal.entries.at(-1)?.tag} (postgres)`);
    expect(await appliedMigrations(url)).toBe(journal.entries.length);

    const again = run('src/cli/migrate.ts', { DATABASE_URL: url });
    expect(await again.exited, again.output()).toBe(0);
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  }, 120_000);

  it('names the variable and exits 1 on a wrong DATABASE_URL', async () => {
    const child = run('src/cli/migrate.ts', { DATABASE_URL: 'mysql://db/farmai' });
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain('DATABASE_URL');
  }, 60_000);

  it('lets a server with MIGRATE_ON_START=false start only on a migrated database', async () => {
    const url = await database();
    const env = { DATABASE_URL: url, MIGRATE_ON_START: 'false', HOST: '127.0.0.1', SEED_DEMO: 'false' };
    const refused = run('src/server.ts', { ...env, PORT: String(await freePort()) });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('npm run migrate -w apps/api');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("select to_regclass('public.products') as t");
    await client.end();
    expect((rows[0] as { t: string | null }).t).toBeNull();

    const migrate = run('src/cli/migrate.ts', { DATABASE_URL: url });
    expect(await migrate.exited, migrate.output()).toBe(0);
    const port = await freePort();
    const server = run('src/server.ts', { ...env, PORT: String(port) });
    expect(await becameHealthy(port, server.child), server.output()).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});

describe('MIGRATE_ON_START', () => {
  it('is on by default, reads true/false, and a wrong value names the variable', () => {
    const base = { DATA_DIR: '/tmp/farmai-unused', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).migrateOnStart).toBe(true);
    expect(loadConfig({ ...base, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START/);
  });
});
