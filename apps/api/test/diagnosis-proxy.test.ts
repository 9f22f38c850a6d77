import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, multipart, signIn, type TestContext } from './helper.js';

let upstream: Server;
let seen: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
const PICTURE = '0b7f2c3e-5d1a-4c8e-9f60-2a4b6c8d0e1f.jpg';
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
let ctx: TestContext;
let down: TestContext;

beforeAll(async () => {
  // a stand-in for the diagnosis process, over real HTTP
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (req.method === 'GET' && req.url === '/api/images/crops') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
        res.end(JSON.stringify({ photo: [{ id: 'bean', name: 'frijol' }], text: [{ id: 'bean', name: 'frijol' }] }));
        return;
      }
      if (req.method === 'GET') {
        if (req.url !== `/uploads/diagnosis/${PICTURE}`) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'Not found' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
        res.end(JPEG_BYTES);
        return;
      }
      // an analysis takes a moment: long enough for a client to have half-closed before the answer
      setTimeout(() => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'ok', data: { userInputText: 'echo' } }));
      }, 150);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  ctx = await buildTestApp({ env: { DIAGNOSIS_URL: `http://127.0.0.1:${port}` } });
  down = await buildTestApp({
    env: { DIAGNOSIS_URL: 'http://127.0.0.1:9', DIAGNOSIS_PUBLIC_URL: 'https://ai.farm.example/' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await down?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('diagnosis proxy', () => {
  it('answers a client that half-closed its connection after sending (the answer is not dropped)', async () => {
    const lines: string[] = [];
    const half = await buildTestApp({
      env: { DIAGNOSIS_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await half.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = half.app.server.address() as AddressInfo;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const form = multipart({ userInputText: 'tomato leaves with brown rings' });
      const head = [
        'POST /api/images/analyze HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Content-Type: ${form.headers['content-type']}`,
        `Content-Length: ${form.payload.length}`,
        `Cookie: XSRF-TOKEN=${xsrf}`,
        `X-XSRF-TOKEN: ${xsrf}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(head);
          // everything sent: the client closes its side and waits for the answer
          socket.end(form.payload);
        });
        let text = '';
        socket.on('data', (d) => {
          text += d;
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
      expect(answer).toContain('"userInputText":"echo"');
      expect(lines.filter((l) => /"level":(5|6)0/.test(l))).toEqual([]);
    } finally {
      await half.close();
    }
  });

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
    // the request's id goes along: the one the API answered with, not whatever the client sent
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.headers['x-request-id']).toBe(res.headers['x-request-id']);
    seen = [];
    const bad = await client.post('/api/images/analyze', form.payload, { ...form.headers, 'x-request-id': 'a b' });
    expect(seen[0]?.headers['x-request-id']).toBe(bad.headers['x-request-id']);
    expect(bad.headers['x-request-id']).not.toBe('a b');
  });

  it("serves the diagnosis service's pictures on the API's origin, without the session cookie", async () => {
    seen = [];
    const { client } = await signIn(ctx);
    const res = await client.get(`/uploads/diagnosis/${PICTURE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /uploads/diagnosis/${PICTURE}`]);
    expect(seen[0]?.headers.cookie).toBeUndefined();
    // the service's own answer for a picture it does not have
    expect((await client.get('/uploads/diagnosis/missing.jpg')).statusCode).toBe(404);
    // the API's own uploads stay its own
    expect(seen).toHaveLength(2);
    await client.get('/uploads/products/missing.webp');
    expect(seen).toHaveLength(2);
    expect((await new Client(down.app).get(`/uploads/diagnosis/${PICTURE}`)).statusCode).toBe(502);
  });

  it('forwards the covered crops in the shopper’s language, cacheable, without the session cookie', async () => {
    seen = [];
    const { client } = await signIn(ctx);
    const res = await client.get('/api/images/crops', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo: [{ id: 'bean', name: 'frijol' }], text: [{ id: 'bean', name: 'frijol' }] });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers['accept-language']).toBe('es');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    const unreachable = await new Client(down.app).get('/api/images/crops');
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json()).toHaveProperty('error');
  });

  it("allows images from the diagnosis service's own public address when it has one", async () => {
    const imgSrc = async (app: TestContext) => {
      const res = await new Client(app.app).get('/api/health');
      return /(?:^|;)img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    };
    expect(await imgSrc(ctx)).toEqual(["'self'", 'data:', 'blob:']);
    expect(await imgSrc(down)).toEqual(["'self'", 'data:', 'blob:', 'https://ai.farm.example']);
  });

  it("answers the API's own refusals on this path with an error field too (docs/product/wire.md#diagnosis)", async () => {
    const form = multipart({ userInputText: 'maize leaves yellow' });
    const client = new Client(ctx.app);
    const noToken = await client.request({
      method: 'POST',
      url: '/api/images/analyze',
      payload: form.payload,
      headers: form.headers,
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ error: expect.stringMatching(/XSRF token/), code: 'auth.xsrf' });
    const big = multipart(
      { userInputText: 'maize leaves yellow' },
      { field: 'image', filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.alloc(3 * 1024 * 1024) },
    );
    const tooLarge = await client.post('/api/images/analyze', big.payload, big.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: expect.any(String), code: expect.stringMatching(/TooLarge$/) });
    // the API's other paths keep their own shape
    const elsewhere = await client.request({ method: 'POST', url: '/api/auth/logout', xsrf: false });
    expect(elsewhere.json()).toMatchObject({ success: false, message: expect.stringMatching(/XSRF token/) });
  });

  it('answers 502 with an error field when the diagnosis service is down', async () => {
    const form = multipart({ userInputText: 'maize leaves yellow' });
    const res = await new Client(down.app).post('/api/images/analyze', form.payload, form.headers);
    expect(res.statusCode).toBe(502);
    expect(res.json<{ error: string }>().error).toBe(
      'The diagnosis service is not available right now. Please try again shortly.',
    );
    const headers = { ...form.headers, 'accept-language': 'es' };
    const spanish = await new Client(down.app).post('/api/images/analyze', form.payload, headers);
    expect(spanish.json()).toEqual({
      error: 'El servicio de diagnóstico no está disponible en este momento. Inténtalo de nuevo en breve.',
      code: 'diagnosis.unavailable',
    });
    expect(spanish.headers.vary).toMatch(/accept-language/i);
  });

  it("passes the shopper's Accept-Language on to the diagnosis service, and its refusals are in that language", async () => {
    seen = [];
    const form = multipart({ userInputText: 'rice leaves with brown spots' });
    const client = new Client(ctx.app);
    const res = await client.post('/api/images/analyze', form.payload, {
      ...form.headers,
      'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['accept-language']).toBe('bn-BD,bn;q=0.9,en;q=0.5');
    // without the header none is made up
    await client.post('/api/images/analyze', form.payload, form.headers);
    expect(seen[1]?.headers['accept-language']).toBeUndefined();

    const noToken = await client.request({
      method: 'POST',
      url: '/api/images/analyze',
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'hi' },
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({
      error: 'XSRF टोकन नहीं है या गलत है। पेज फिर से लोड करके कोशिश करें।',
      code: 'auth.xsrf',
    });
  });
});
