import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { apiStartCommand, interruption } from './api-process.js';
import type { DatabaseKind, Options } from './options.js';
import { table, verdict } from './print.js';

/**
 * The memory part (`npm run bench -- --memory`): the API started exactly as `npm start` starts it
 * (its prestart step, node flags and allocator settings), with the demo data, on each database.
 * It reads the resident memory at rest, the peak while 8 admin uploads of a hostile image (6300 ×
 * 6300 pixels, a few hundred kB on the wire) run at once, and the memory a few seconds after.
 */

const API_DIR = path.resolve(import.meta.dirname, '..');
const BURST = 8;
const SETTLE_MS = 10_000;
const AFTER_MS = 5_000;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-memory-admin' };

/** The performance requirements' figures (MB resident). */
export const MEMORY_TARGETS: Record<DatabaseKind, { idleMb: number; peakMb: number }> = {
  pglite: { idleMb: 200, peakMb: 350 },
  postgres: { idleMb: 150, peakMb: 350 },
};

/**
 * The same measurement on the API before it ran from built JavaScript (tsx at run time, a 1 MB
 * mmap threshold, the demo data seeded inside the server on PostgreSQL, the PDF fonts loaded at
 * start): docs/decisions/033-api-memory.md.
 */
export const MEMORY_BEFORE: Record<DatabaseKind, { idleMb: number; peakMb: number; afterMb: number }> = {
  pglite: { idleMb: 240, peakMb: 335, afterMb: 325 },
  postgres: { idleMb: 224, peakMb: 290, afterMb: 275 },
};

interface Footprint {
  database: DatabaseKind;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  statuses: number[];
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
}
const rssMb = (pid: number) => Math.round(statusKb(pid, 'VmRSS') / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function onDatabase<T>(kind: DatabaseKind, run: (url: string | undefined) => Promise<T>): Promise<T> {
  if (kind === 'pglite') return run(undefined);
  const name = `farmai_bench_mem_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return;
    if (child.exitCode !== null) throw new Error(`the API exited (code ${child.exitCode})`);
    await sleep(200);
  }
  throw new Error('the API did not answer /api/health within 3 minutes');
}

/** Signs the admin in; answers the cookies and header an admin upload needs. */
async function signIn(base: string): Promise<Record<string, string>> {
  const health = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
  const token = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}; token=${token}` };
}

/** Sends the burst; answers the peak resident memory during it (VmHWM after a reset, else sampled). */
async function burstPeak(base: string, pid: number, image: Buffer): Promise<{ peakMb: number; statuses: number[] }> {
  const headers = await signIn(base);
  let sampled = rssMb(pid);
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  const timer = setInterval(() => {
    sampled = Math.max(sampled, rssMb(pid));
  }, 20);
  const upload = () => {
    const body = new FormData();
    body.set('my_file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'leaf.png');
    return fetch(`${base}/api/admin/products/upload-image`, { method: 'POST', headers, body }).then((r) => r.status);
  };
  try {
    const statuses = await Promise.all(Array.from({ length: BURST }, upload));
    const peakMb = reset ? Math.round(statusKb(pid, 'VmHWM') / 1024) : Math.max(sampled, rssMb(pid));
    return { peakMb, statuses };
  } finally {
    clearInterval(timer);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]))) child.kill('SIGKILL');
}

async function measure(database: DatabaseKind, image: Buffer): Promise<Footprint> {
  return onDatabase(database, async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farmai-bench-memory-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { env, args } = apiStartCommand();
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
    };
    if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
    else delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, args, {
      cwd: API_DIR,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitHealthy(base, child);
      await sleep(SETTLE_MS);
      const pid = child.pid as number;
      const idleMb = rssMb(pid);
      const { peakMb, statuses } = await burstPeak(base, pid, image);
      await sleep(AFTER_MS);
      return { database, idleMb, peakMb, afterMb: rssMb(pid), statuses };
    } finally {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

function printFootprints(results: Footprint[]): void {
  console.log(
    `\nAPI memory as npm start runs it, with the demo data (MB resident; ${BURST} hostile uploads at once)\n`,
  );
  const met = (r: Footprint) =>
    r.idleMb <= MEMORY_TARGETS[r.database].idleMb && r.peakMb <= MEMORY_TARGETS[r.database].peakMb;
  const before = (r: Footprint, key: 'idleMb' | 'peakMb' | 'afterMb') => {
    const mb = MEMORY_BEFORE[r.database][key];
    return mb > 0 ? String(mb) : '–';
  };
  console.log(
    table(
      [
        'database',
        'idle',
        'peak',
        'after',
        'before: idle',
        'peak',
        'after',
        'target idle / peak',
        'answers',
        'verdict',
      ],
      results.map((r) => [
        r.database,
        String(r.idleMb),
        String(r.peakMb),
        String(r.afterMb),
        before(r, 'idleMb'),
        before(r, 'peakMb'),
        before(r, 'afterMb'),
        `≤ ${MEMORY_TARGETS[r.database].idleMb} / ≤ ${MEMORY_TARGETS[r.database].peakMb}`,
        r.statuses.join(' '),
        verdict(met(r)),
      ]),
      [false, true, true, true, true, true, true, false, false, false],
    ),
  );
}

/** Runs the memory part; answers 1 when a server failed to start or no upload succeeded. */
export async function runFootprint(options: Options): Promise<number> {
  const { prestart } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).scripts as {
    prestart?: string;
  };
  if (prestart) execFileSync('npm', ['run', '--silent', 'prestart'], { cwd: API_DIR, stdio: 'inherit' });
  // about 40 megapixels of nearly one colour: small as PNG, 120 MB once decoded
  const image = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#4a7a3a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const results: Footprint[] = [];
  let code = 0;
  for (const database of options.databases) {
    if (interruption.requested) break;
    console.log(`Memory: starting the API on ${database} with the demo data ...`);
    try {
      const result = await measure(database, image);
      results.push(result);
      if (!result.statuses.includes(200)) code = 1;
    } catch (err) {
      console.log(`  ${database} failed: ${(err as Error).message}`);
      code = 1;
    }
  }
  printFootprints(results);
  return code;
}
