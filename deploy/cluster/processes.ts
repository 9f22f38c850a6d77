import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The replicas and the load balancer, as child processes whose output goes to log files. */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `VAR=value node --flag … src/server.ts` of an app's start script: its variables and node's arguments. */
export function startScript(app: 'api' | 'diagnosis'): { env: Record<string, string>; argv: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps', app, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [key, value] = (words.shift() as string).split('=');
    env[key as string] = value as string;
  }
  return { env, argv: words };
}

export interface ChildSpec {
  /** The name HAProxy knows it by (api1, diag2, …), also the log file's name. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logFile: string;
}

/** A started process; `restart` starts it again with the same command, appending to the same log. */
export class Child {
  process: ChildProcess | undefined;
  exited: Promise<number | string | null> = Promise.resolve(null);

  constructor(readonly spec: ChildSpec) {}

  get name(): string {
    return this.spec.name;
  }

  get running(): boolean {
    return this.process !== undefined && this.process.exitCode === null && this.process.signalCode === null;
  }

  start(extraEnv: Record<string, string> = {}): void {
    const log = createWriteStream(this.spec.logFile, { flags: 'a' });
    log.write(`\n=== ${new Date().toISOString()} start ${this.name}\n`);
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: this.spec.cwd,
      env: { ...this.spec.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.process = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        log.end(`=== ${new Date().toISOString()} ${this.name} exited (${signal ?? `code ${code}`})\n`);
        resolve(signal ?? code);
      });
      child.once('error', (err) => {
        log.end(`=== ${this.name} could not start: ${err.message}\n`);
        resolve('spawn-error');
      });
    });
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.process?.kill(signal);
  }

  /** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
  async stop(graceMs = 8_000): Promise<void> {
    if (!this.running) return;
    this.signal('SIGTERM');
    const done = await Promise.race([this.exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!done) {
      this.signal('SIGKILL');
      await this.exited;
    }
  }

  /** The last `lines` lines of its log. */
  tail(lines = 40): string {
    try {
      return readFileSync(this.spec.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

/** Resolves once `url` answers 200, or throws when the child exits or `timeoutMs` passes. */
export async function waitUntilReady(child: Child, url: string, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!child.running) {
      throw new Error(`${child.name} exited before it was ready; its log ends with:\n${child.tail()}`);
    }
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (res?.status === 200) {
      await res.arrayBuffer();
      return Date.now() - started;
    }
    await res?.arrayBuffer().catch(() => undefined);
    await sleep(150);
  }
  throw new Error(`${child.name} was not ready after ${timeoutMs / 1000} s; its log ends with:\n${child.tail()}`);
}
