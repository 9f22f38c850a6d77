import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, gotNoAnswer, HttpError, statusOf, wasAborted } from './http';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/slow')) return setTimeout(() => res.end('{}'), 2000);
      if (req.url?.startsWith('/refused')) {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ success: false, message: 'Taken', code: 'user.taken' }));
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true, method: req.method }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The page the calls are made from: its address and its cookies. */
function onPage(href: string, cookie: string) {
  Object.assign(globalThis, { location: new URL(href), document: { cookie } });
}
afterEach(() => {
  seen = [];
  Reflect.deleteProperty(globalThis, 'location');
  Reflect.deleteProperty(globalThis, 'document');
});

describe('the HTTP client', () => {
  it('sends the query without its empty values, the language, and reads the JSON answer', async () => {
    const client = createClient({
      baseUrl: origin,
      withCredentials: false,
      headers: () => ({ 'Accept-Language': 'bn' }),
    });
    const answer = await client.get<{ ok: boolean }>('/api/list', {
      params: { page: 2, brand: undefined, category: null, q: 'urea 50kg' },
    });
    expect(answer).toEqual({ status: 200, data: { ok: true, method: 'GET' } });
    expect(seen[0]?.url).toBe('/api/list?page=2&q=urea+50kg');
    expect(seen[0]?.headers['accept-language']).toBe('bn');
  });

  it('echoes the XSRF cookie on its own origin, with a JSON body; a call may ask in another language', async () => {
    onPage(`${origin}/shop/cart`, 'theme=dark; XSRF-TOKEN=a%2Bb; other=1');
    const client = createClient({
      baseUrl: origin,
      withCredentials: false,
      headers: () => ({ 'Accept-Language': 'en' }),
    });
    await client.post('/api/shop/cart/add', { productId: 'p1', quantity: 2 }, { headers: { 'Accept-Language': 'hi' } });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"productId":"p1","quantity":2}' });
    expect(seen[0]?.headers).toMatchObject({
      'x-xsrf-token': 'a+b',
      'content-type': 'application/json',
      'accept-language': 'hi',
    });
  });

  it('keeps the XSRF cookie from another origin unless it sends credentials there', async () => {
    onPage('http://shop.example/', 'XSRF-TOKEN=abc');
    await createClient({ baseUrl: origin, withCredentials: false }).post('/api/images/analyze', {});
    await createClient({ baseUrl: origin, withCredentials: true }).put('/api/shop/cart/update-cart', {});
    expect(seen.map((s) => s.headers['x-xsrf-token'])).toEqual([undefined, 'abc']);
  });

  it('sends a form as multipart, its type and boundary set by the browser', async () => {
    const form = new FormData();
    form.append('text', 'yellow spots');
    await createClient({ baseUrl: origin, withCredentials: false }).post('/api/images/analyze', form);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('yellow spots');
  });

  it('fails with the status and the body of a refusal', async () => {
    const error = await createClient({ baseUrl: origin, withCredentials: false })
      .post('/refused', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 409, data: { message: 'Taken', code: 'user.taken' } });
    expect(statusOf(error)).toBe(409);
    expect(gotNoAnswer(error)).toBe(false);
  });

  it('tells a call that got no answer from one the page cancelled', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = await createClient({ baseUrl: `http://127.0.0.1:${port}`, withCredentials: false })
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(gotNoAnswer(nowhere)).toBe(true);
    expect(statusOf(nowhere)).toBeUndefined();

    const controller = new AbortController();
    const call = createClient({ baseUrl: origin, withCredentials: false }).get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const cancelled = await call.catch((e: unknown) => e);
    expect(wasAborted(cancelled)).toBe(true);
    expect(gotNoAnswer(cancelled)).toBe(false);
  });
});
