import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../src/modules/auth/service.js';
import { buildTestApp, Client, signIn, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const farmer = { userName: 'Rahim Uddin', email: 'Rahim@Example.test', password: 'paddy-field-42' };

describe('register', () => {
  it('creates an account and does not sign it in', async () => {
    const client = new Client(ctx.app);
    const res = await client.post('/api/auth/register', farmer);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; message: string; user: { email: string; role: string } }>();
    expect(body.success).toBe(true);
    expect(body.message).toBeTruthy();
    expect(body.user).toMatchObject({ email: 'rahim@example.test', role: 'user', userName: 'Rahim Uddin' });
    expect(client.cookies.has('token')).toBe(false);
    expect(res.body).not.toContain('password');
  });

  it('answers 409 for an e-mail or user name already taken, in any case', async () => {
    const client = new Client(ctx.app);
    const sameEmail = await client.post('/api/auth/register', {
      ...farmer,
      userName: 'Someone Else',
      email: 'RAHIM@example.test',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ success: false, message: expect.stringMatching(/email/i) });
    const sameName = await client.post('/api/auth/register', {
      ...farmer,
      email: 'other@example.test',
      userName: 'rahim uddin',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ message: string }>().message).toMatch(/user name/i);
  });

  it.each([
    [{ ...farmer, email: 'not-an-email' }, 'email'],
    [{ ...farmer, password: 'short' }, 'password'],
    [{ ...farmer, userName: '' }, 'userName'],
    [{ email: 'x@example.test', password: 'long-enough-1' }, 'userName'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const res = await new Client(ctx.app).post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
  });

  it('answers 400 for malformed JSON without a stack trace', async () => {
    const res = await new Client(ctx.app).request({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(res.body).not.toMatch(/at \w+ \(/);
  });
});

describe('login, check-auth and logout', () => {
  it('signs in with a session cookie, checks it and signs out', async () => {
    const client = new Client(ctx.app);
    const login = await client.post('/api/auth/login', { email: 'rahim@example.test', password: farmer.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      success: true,
      message: expect.any(String),
      user: { id: expect.any(String), userName: 'Rahim Uddin', email: 'rahim@example.test', role: 'user' },
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);

    const check = await client.get('/api/auth/check-auth');
    expect(check.statusCode).toBe(200);
    expect(check.json<{ user: { email: string } }>().user.email).toBe('rahim@example.test');
    expect(check.headers['cache-control']).toBe('no-store');

    const logout = await client.post('/api/auth/logout', {});
    expect(logout.statusCode).toBe(200);
    expect(client.cookies.has('token')).toBe(false);
    const after = await client.get('/api/auth/check-auth');
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to check-auth signed out or with a forged token', async () => {
    const signedOut = await new Client(ctx.app).get('/api/auth/check-auth');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ success: false, message: expect.any(String) });
    const forged = new Client(ctx.app);
    forged.cookies.set('token', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngiLCJyb2xlIjoiYWRtaW4ifQ.bad');
    const res = await forged.get('/api/auth/check-auth');
    expect(res.statusCode).toBe(401);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const unknown = await new Client(ctx.app).post('/api/auth/login', {
      email: 'nobody@example.test',
      password: 'whatever-1',
    });
    const wrong = await new Client(ctx.app).post('/api/auth/login', {
      email: 'rahim@example.test',
      password: 'wrong-pass',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it(`locks an e-mail after ${LOGIN_MAX_FAILURES} failures with 429, even with the right password`, async () => {
    const { email, password } = await signIn(ctx);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await new Client(ctx.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await new Client(ctx.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.0.1.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ success: boolean }>().success).toBe(false);
  });

  it(`locks an IP after ${LOGIN_MAX_FAILURES} failures across e-mails`, async () => {
    const { email, password } = await signIn(ctx);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await new Client(ctx.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess-${i}@example.test`, password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(401);
    }
    const fromThatIp = await new Client(ctx.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    });
    expect(fromThatIp.statusCode).toBe(429);
    const fromElsewhere = await new Client(ctx.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.9.10',
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

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
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
