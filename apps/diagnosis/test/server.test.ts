import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('server', () => {
  it('listens, answers health and readiness checks, and stops on SIGTERM after its drain', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'farmai-diagnosis-server-'));
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        DIAGNOSIS_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/[^)\s]+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
    const res = await fetch(`${address}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, service: 'diagnosis' });

    const ready = await fetch(`${address}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ success: true, status: 'ready' });

    const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    proc.kill('SIGTERM');
    // not ready at once, still serving during the drain, each answer closing its connection
    let notReady: Response | undefined;
    for (let i = 0; i < 50 && notReady?.status !== 503; i++) notReady = await fetch(`${address}/api/ready`);
    expect(notReady?.status).toBe(503);
    expect(Date.now() - stoppedAt).toBeLessThan(800);
    const during = await fetch(`${address}/api/health`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(await exit).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_000);
  });
});
