import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, multipart, type TestContext } from './helper.js';
import { becameHealthy, freePort, spawnNode, trackProcesses } from './helpers/processes.js';

// The real diagnosis service in its own process, behind the API, over HTTP: its per-address
// limit must count the address the API worked out, whatever the client wrote in its headers.
const diagnosisDir = path.resolve(import.meta.dirname, '../../diagnosis');
const LIMIT = 3;
let ctx: TestContext;
const processes = trackProcesses('all');

beforeAll(async () => {
  const port = await freePort();
  const diagnosis = spawnNode(['--import', 'tsx', 'src/server.ts'], {
    cwd: diagnosisDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: processes.tempDir('farmai-diagnosis-'),
      DIAGNOSIS_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    },
  });
  processes.track(diagnosis.child);
  if (!(await becameHealthy(port, diagnosis.child, 300))) {
    throw new Error(`the diagnosis service did not start:\n${diagnosis.output()}`);
  }
  ctx = await buildTestApp({ env: { DIAGNOSIS_URL: `http://127.0.0.1:${port}` } });
}, 90_000);

afterAll(async () => ctx?.close());

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
