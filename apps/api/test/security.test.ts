import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfTokens } from '../src/plugins/security.js';
import { buildTestApp, Client, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('XSRF', () => {
  it('sets a script-readable XSRF cookie on a request without one', async () => {
    const res = await new Client(ctx.app).get('/api/health');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/XSRF-TOKEN=/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
  });

  it('rejects a mutating request without the header or with a wrong one, writing nothing', async () => {
    const client = new Client(ctx.app);
    await client.get('/api/health');
    const payload = { userName: 'xsrf-victim', email: 'xsrf@example.test', password: 'long-enough-1' };
    const missing = await client.request({ method: 'POST', url: '/api/auth/register', payload, xsrf: false });
    expect(missing.statusCode).toBe(403);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      xsrf: false,
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(wrong.statusCode).toBe(403);
    const login = await client.post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a token the client made up, even sent in both the cookie and the header, and replaces it', async () => {
    const payload = { userName: 'xsrf-planted', email: 'planted@example.test', password: 'long-enough-1' };
    const other = xsrfTokens('another-secret-of-at-least-32-characters').issue();
    for (const made of ['planted-by-a-sibling-domain', other, `${other.split('.')[0]}.`]) {
      const planted = new Client(ctx.app);
      planted.cookies.set('XSRF-TOKEN', made);
      const res = await planted.post('/api/auth/register', payload);
      expect(res.statusCode).toBe(403);
      // the answer carries a token of the server's own, which then works
      expect(planted.cookies.get('XSRF-TOKEN')).not.toBe(made);
    }
    const honest = new Client(ctx.app);
    await honest.get('/api/health');
    expect(honest.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(
      (await honest.post('/api/auth/login', { email: payload.email, password: payload.password })).statusCode,
    ).toBe(401);
  });
});

describe('operations', () => {
  it('answers health, readiness, the OpenAPI description and unknown routes', async () => {
    const client = new Client(ctx.app);
    expect((await client.get('/api/health')).json()).toMatchObject({ success: true, status: 'ok' });
    const ready = await client.get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    const docs = await client.get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/shop/products/get', '/api/common/scm/{id}']),
    );
    const missing = await client.get('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });

  it('sends security headers', async () => {
    const res = await new Client(ctx.app).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // WebAssembly (the diagnosis on the phone) but no JavaScript from strings
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
