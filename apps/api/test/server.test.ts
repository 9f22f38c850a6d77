import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmai-server-'));
  dirs.push(dataDir);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the API process', () => {
  it('starts, answers over HTTP and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: '127.0.0.1' });
    let health: Response | undefined;
    for (let i = 0; i < 600 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 200));
    }
    expect(health?.status, server.output()).toBe(200);
    expect(await health?.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
    expect(server.output()).toContain(`FarmAI is running at http://localhost:${port}`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
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
