import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, multipart, type TestContext } from './helper.js';

// The real diagnosis service in its own process, behind the API, over HTTP: its per-address
// limit must count the address the API worked out, whatever the client wrote in its headers.
const diagnosisDir = path.resolve(import.meta.dirname, '../../diagnosis');
const LIMIT = 3;
let child: ChildProcess | undefined;
let dataDir: string;
let ctx: TestContext;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'farmai-diagnosis-'));
  const port = await freePort();
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: diagnosisDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DIAGNOSIS_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  let up = false;
  for (let i = 0; i < 300 && !up; i++) {
    up = (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok ?? false;
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error(`the diagnosis service did not start:\n${output}`);
  ctx = await buildTestApp({ env: { DIAGNOSIS_URL: `http://127.0.0.1:${port}` } });
}, 90_000);

afterAll(async () => {
  await ctx?.close();
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const analyse = (remoteAddress: string, headers: Record<string, string>) => {
  const form = multipart({ userInputText: 'tomato leaves with brown rings and yellow edges' });
  return new Client(ctx.app).request({
    method: 'POST',
    url: '/api/images/analyze',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
};

describe('the client address the diagnosis service sees', () => {
  it('is the one the API worked out: a made-up X-Forwarded-For does not escape the limit', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await analyse('203.0.113.7', {
        'x-forwarded-for': `198.51.100.${i}`,
        forwarded: `for=198.51.100.${i}`,
        'x-real-ip': `198.51.100.${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await analyse('203.0.113.7', { 'x-forwarded-for': '198.51.100.99' });
    expect(over.statusCode).toBe(429);
    // another client has its own allowance
    expect((await analyse('203.0.113.8', {})).statusCode).toBe(201);
  });
});
