import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductListResponse } from '@farmai/contracts';
import { describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from './helper.js';
import { freePort, type Spawned, spawnNode, trackProcesses } from './helpers/processes.js';

const apiDir = path.resolve(import.meta.dirname, '..');
/** The machine's PostgreSQL server; a test makes its own database next to this one and drops it. */
const MACHINE_POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** Seeding in the server itself takes it to about 410 MB (under tsx); in a child it stays near 210 MB. */
const SEEDED_IN_CHILD_PEAK_MB = 300;
const processes = trackProcesses();

function start(
  env: Record<string, string>,
  dataDir = processes.tempDir('farmai-server-'),
  preload: string[] = [],
): Spawned {
  const server = spawnNode([...preload, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
  });
  processes.track(server.child);
  return server;
}

/** Waits for the first answer of /api/health, which must be a 200; answers it. */
async function waitForHealth(port: number, output: () => string): Promise<Response | undefined> {
  let health: Response | undefined;
  for (let i = 0; i < 600 && !health; i++) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (!health) await new Promise((r) => setTimeout(r, 200));
  }
  expect(health?.status, output()).toBe(200);
  return health;
}

/** Peak resident memory of a process in MB (Linux). */
function peakMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1]) / 1024;
}

async function productCount(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/shop/products/get`);
  const body = (await res.json()) as ProductListResponse;
  return body.pagination.total;
}

describe('the API process', () => {
  it('starts, answers over HTTP and shuts down cleanly on SIGTERM after its drain', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '1500' });
    const health = await waitForHealth(port, server.output);
    expect(await health?.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
    expect(server.output()).toContain(`FarmAI is running at http://localhost:${port}`);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    // not ready at once, still serving, each answer closing its connection
    let notReady: Response | undefined;
    for (let i = 0; i < 50 && notReady?.status !== 503; i++) {
      notReady = await fetch(`http://127.0.0.1:${port}/api/ready`);
    }
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    expect(notReady?.status).toBe(503);
    expect(await notReady?.json()).toMatchObject({ status: 'stopping' });
    const during = await fetch(`http://127.0.0.1:${port}/api/shop/products/get`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_500);
  }, 180_000);

  it('creates the embedded database and the demo data on the first start in a child process, then reopens them', async () => {
    const port = await freePort();
    const dataDir = processes.tempDir('farmai-server-');
    const env = { PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true' };
    const first = start(env, dataDir);
    await waitForHealth(port, first.output);
    expect(first.output()).toMatch(/demo data: \d+ products/);
    const products = await productCount(port);
    expect(products).toBeGreaterThanOrEqual(40);
    // creating a PGlite database peaks near 800 MB; the server itself must not have done it
    if (existsSync(`/proc/${first.child.pid}/status`)) expect(peakMb(first.child.pid ?? 0)).toBeLessThan(500);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // the module recorder (helpers/module-recorder.mjs) lists what the second start loads
    const moduleLog = path.join(dataDir, 'modules.txt');
    const recorder = ['--import', path.join(import.meta.dirname, 'helpers/module-recorder.mjs')];
    const second = start({ ...env, MODULE_LOG: moduleLog }, dataDir, recorder);
    await waitForHealth(port, second.output);
    expect(await productCount(port)).toBe(products);
    expect(second.output()).toContain('FarmAI is running at');
    expect(second.output()).not.toContain('demo data:');
    // the demo data (its texts and picture drawings) is not loaded when there is nothing to seed
    const modules = readFileSync(moduleLog, 'utf8');
    expect(modules).toContain('/apps/api/src/bootstrap.ts');
    expect(modules).not.toContain('/apps/api/src/seed/index.ts');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('fills an empty PostgreSQL database with the demo data in a child process, which takes its memory with it', async () => {
    const throwaway = await createThrowawayDatabase(MACHINE_POSTGRES);
    try {
      const port = await freePort();
      const server = start({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: throwaway.url, SEED_DEMO: 'true' });
      await waitForHealth(port, server.output);
      expect(server.output()).toMatch(/demo data: \d+ products/);
      expect(await productCount(port)).toBeGreaterThanOrEqual(40);
      const peak = peakMb(server.child.pid ?? 0);
      console.log(`server peak while PostgreSQL was seeded: ${peak.toFixed(0)} MB`);
      expect(peak).toBeLessThan(SEEDED_IN_CHILD_PEAK_MB);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await throwaway.drop();
    }
  }, 180_000);

  it('refuses to start on a wrong setting and names the variable', async () => {
    const server = start({ PORT: 'eighty', STORAGE_DRIVER: 'ftp' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: must be a port number/);
    expect(server.output()).toMatch(/STORAGE_DRIVER: must be local or s3/);
  }, 30_000);

  it('refuses to start in production without JWT_SECRET', async () => {
    const server = start({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET: is required when NODE_ENV=production/);
  }, 30_000);
});
