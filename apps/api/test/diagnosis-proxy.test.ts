import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, multipart, signIn, type TestContext } from './helper.js';

let upstream: Server;
let seen: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
let ctx: TestContext;
let down: TestContext;

beforeAll(async () => {
  // a stand-in for the diagnosis process, over real HTTP
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'ok', data: { userInputText: 'echo' } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  ctx = await buildTestApp({ env: { DIAGNOSIS_URL: `http://127.0.0.1:${port}` } });
  down = await buildTestApp({ env: { DIAGNOSIS_URL: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await ctx?.close();
  await down?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('diagnosis proxy', () => {
  it('forwards the multipart form as it is, without the session cookie', async () => {
    seen = [];
    const { client } = await signIn(ctx);
    const form = multipart({ userInputText: 'tomato leaves with brown rings' });
    const res = await client.post('/api/images/analyze', form.payload, form.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { userInputText: 'echo' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body.toString()).toBe(form.payload.toString());
    expect(seen[0]?.headers['content-type']).toBe(form.headers['content-type']);
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('answers 502 with an error field when the diagnosis service is down', async () => {
    const form = multipart({ userInputText: 'maize leaves yellow' });
    const res = await new Client(down.app).post('/api/images/analyze', form.payload, form.headers);
    expect(res.statusCode).toBe(502);
    expect(res.json<{ error: string }>().error).toMatch(/not available/);
  });
});
