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
  it('listens, answers health checks and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'farmai-diagnosis-server-'));
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        DIAGNOSIS_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
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

    const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
