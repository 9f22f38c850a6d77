import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { DatabaseKind } from './options.js';
import type { ReadyInfo } from './server.js';

/** The API under test as a child process (bench/server.ts), started the way `npm start` starts it. */

const API_DIR = path.resolve(import.meta.dirname, '..');
export const REPO_ROOT = path.resolve(API_DIR, '../..');
const SERVER_SCRIPT = path.join(import.meta.dirname, 'server.ts');

export interface Server {
  info: ReadyInfo;
  url: string;
  pgDatabase: string | undefined;
  stop(): Promise<void>;
}

const running = new Set<Server>();

/** Set once SIGINT or SIGTERM arrived: no further server or scenario is started. */
export const interruption = { requested: false };

/** Stops every server still running. */
export async function stopAll(): Promise<void> {
  await Promise.allSettled([...running].map((s) => s.stop()));
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** How `npm start` runs the API: the start script of apps/api/package.json. */
function apiStartScript(): string {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start;
}

/** The environment and the node arguments of the start script (`VAR=value node args…`). */
export function apiStartCommand(): { env: Record<string, string>; args: string[] } {
  const words = apiStartScript().trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [key, value] = (words.shift() as string).split('=', 2);
    env[key as string] = value as string;
  }
  if (words.shift() !== 'node') throw new Error('the start script of apps/api does not run node');
  return { env, args: words };
}

/** The V8 flags `npm start` gives the API (its heap limits), so the server runs as in production. */
export function apiStartFlags(): string[] {
  return apiStartScript().match(/--max-[\w-]+=\d+/g) ?? [];
}

/** The environment the start script sets before `node` (the C library's allocator settings). */
export function apiStartEnv(): Record<string, string> {
  const prefix = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\b/.exec(apiStartScript())?.[1] ?? '';
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  );
}

/** Waits for the READY line of a starting server; its other lines are echoed as progress notes. */
function readyInfo(child: ChildProcess, timeoutMs: number): Promise<ReadyInfo> {
  return new Promise<ReadyInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs / 1000} s`)), timeoutMs);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('READY '.length)) as ReadyInfo);
      } else {
        console.log(`  [server] ${line}`);
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Starts bench/server.ts with `products` products and waits for its READY line. */
export async function startServer(
  products: number,
  {
    catalogCache = true,
    catalogReadModel = true,
    database = process.env.DATABASE_URL ? 'postgres' : 'pglite',
    explainFile,
    users = 0,
  }: {
    catalogCache?: boolean;
    catalogReadModel?: boolean;
    database?: DatabaseKind;
    explainFile?: string;
    /** Generated users (bench/users.ts), with their sessions, orders and carts. */
    users?: number;
  } = {},
): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farmai-bench-'));
  const pgDatabase = database === 'postgres' ? `farmai_bench_${randomBytes(6).toString('hex')}` : undefined;
  // BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of each API server there when it stops
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const args = [
    ...apiStartFlags(),
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    '--import',
    import.meta.resolve('tsx'),
    SERVER_SCRIPT,
    '--products',
    String(products),
  ];
  args.push('--data-dir', dataDir, ...(pgDatabase ? ['--pg-database', pgDatabase] : []));
  if (!catalogCache) args.push('--no-catalog-cache');
  if (!catalogReadModel) args.push('--no-read-model');
  if (explainFile) args.push('--explain', explainFile);
  if (users > 0) args.push('--users', String(users));
  // the scenarios sign their shoppers up from this one address
  const env: NodeJS.ProcessEnv = { SIGN_UP_LIMIT_PER_HOUR: '100000', ...process.env, ...apiStartEnv() };
  if (database === 'pglite') delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: API_DIR, stdio: ['pipe', 'pipe', 'inherit'], env });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!(await exited(child, 0))) {
      child.kill('SIGTERM');
      if (!(await exited(child, 20_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
    // the server drops its database itself; this covers a server that crashed
    if (pgDatabase) await dropDatabase(pgDatabase).catch((err) => console.error(`could not drop ${pgDatabase}:`, err));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const info = await readyInfo(child, 120_000 + products * 5 + users * 5);
    const server: Server = { info, url: `http://127.0.0.1:${info.port}`, pgDatabase, stop };
    server.stop = async () => {
      running.delete(server);
      await stop();
    };
    running.add(server);
    return server;
  } catch (err) {
    await stop();
    throw err;
  }
}
