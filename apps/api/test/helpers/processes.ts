import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';

/** Servers started as real processes by the tests: ports, start scripts, output, clean-up. */

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The child processes and temporary folders of one test file. */
export interface Processes {
  /** Remembers a child, to be killed when the test (or the file, see trackProcesses) ends. */
  track(child: ChildProcess): ChildProcess;
  /** A new temporary folder, removed when the file's tests are done. */
  tempDir(prefix: string): string;
}

/**
 * Registers the clean-up of a test file's processes: each child still running is killed with SIGKILL after
 * each test (`'each'`, so a failed test leaves no server behind) or after the last one (`'all'`, for servers
 * a beforeAll starts); the temporary folders go after the last test.
 */
export function trackProcesses(killAfter: 'each' | 'all' = 'each'): Processes {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const kill = () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  };
  if (killAfter === 'each') afterEach(kill);
  afterAll(() => {
    if (killAfter === 'all') kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    track(child) {
      children.push(child);
      return child;
    },
    tempDir(prefix) {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
  };
}

/** A started child with everything it wrote to stdout and stderr so far, and its exit code once it ends. */
export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns `node args…` with stdout and stderr collected; SIGTERM stops it without a drain unless `env` sets one. */
export function spawnNode(args: string[], options: SpawnOptions): Spawned {
  let output = '';
  const env = { SHUTDOWN_DRAIN_MS: '0', ...options.env };
  const child = spawn(process.execPath, args, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Whether /api/health on the port answered 2xx before the child exited or the tries ran out (200 ms apart). */
export async function becameHealthy(port: number, child: ChildProcess, tries = 600): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok) return true;
    if (child.exitCode !== null) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const scriptsOf = (app: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

/** Runs what `npm start` runs first, if anything (the API builds the JavaScript it runs). */
export function prestart(app: string): void {
  if (scriptsOf(app).prestart) execFileSync('npm', ['run', '--silent', 'prestart'], { cwd: path.join(ROOT, app) });
}

/** `VAR=value node --flag … dist/server.js` from a package's start script: the variables and node's arguments. */
export function startScript(app: string): { env: Record<string, string>; args: string[] } {
  const words = (scriptsOf(app).start ?? '').split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [key, value] = (words.shift() as string).split('=');
    env[key as string] = value as string;
  }
  expect(words.shift()).toBe('node');
  return { env, args: words };
}

/**
 * Starts an app (`apps/api`, `apps/diagnosis`) as its start script runs it (same node flags and environment),
 * with `env` on top, and waits until it answers on `port`.
 */
export async function startAsScript(
  processes: Processes,
  app: string,
  env: Record<string, string>,
  port: number,
): Promise<Spawned> {
  prestart(app);
  const script = startScript(app);
  const server = spawnNode(script.args, {
    cwd: path.join(ROOT, app),
    env: { PATH: process.env.PATH, ...script.env, ...env },
  });
  processes.track(server.child);
  if (await becameHealthy(port, server.child)) return server;
  throw new Error(`${app} did not start:\n${server.output()}`);
}
