import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNotices, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/password.js';
import {
  LOGIN_ACCOUNT_BRAKE,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../src/modules/auth/service.js';
import { SESSION_CACHE_MS } from '../src/plugins/auth.js';
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
    expect(res.json()).toEqual({ success: true, message: 'Registration successful' });
    expect(client.cookies.has('token')).toBe(false);
    const login = await client.post('/api/auth/login', { email: 'rahim@example.test', password: farmer.password });
    expect(login.json()).toMatchObject({
      user: { email: 'rahim@example.test', role: 'user', userName: 'Rahim Uddin' },
    });
  });

  it('answers an e-mail that already has an account exactly as a new one, in about the same time', async () => {
    const timed = async (payload: Record<string, string>) => {
      const started = performance.now();
      const res = await new Client(ctx.app).post('/api/auth/register', payload);
      return { res, ms: performance.now() - started };
    };
    // the account exists (made by the test above, or here when this test runs alone)
    await new Client(ctx.app).post('/api/auth/register', farmer);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, 'rahim@example.test'));
    const noticesOf = () =>
      ctx.database.db
        .select()
        .from(accountNotices)
        .where(eq(accountNotices.userId, owner?.id ?? ''));
    const before = (await noticesOf()).length;
    const existing: { ms: number }[] = [];
    const fresh: { ms: number }[] = [];
    const hashing: { ms: number }[] = [];
    const rounds = 5;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await hashPassword(farmer.password);
      hashing.push({ ms: performance.now() - started });
      const again = await timed({ ...farmer, userName: `Someone Else ${i}`, email: 'RAHIM@example.test' });
      const other = await timed({ ...farmer, userName: `New Farmer ${i}`, email: `new-farmer-${i}@example.test` });
      expect(again.res.statusCode).toBe(201);
      expect(other.res.statusCode).toBe(201);
      expect(again.res.body).toBe(other.res.body);
      existing.push(again);
      fresh.push(other);
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[(rounds - 1) / 2] as number;
    // both hash a password, so each answer takes at least most of a hash (measured beside them, so a
    // busy machine slows both); without it the existing e-mail answers in a fraction of one
    expect(median(existing)).toBeGreaterThan(median(hashing) * 0.7);
    expect(median(fresh)).toBeGreaterThan(median(hashing) * 0.7);
    // the owner has a notice per attempt
    const notices = await noticesOf();
    expect(notices).toHaveLength(before + rounds);
    // each notice is mailed to the owner (queued as it is written)
    expect(notices.every((n) => n.kind === 'sign-up-attempt' && n.sentAt instanceof Date)).toBe(true);
    // the first account keeps its password
    const login = await new Client(ctx.app).post('/api/auth/login', {
      email: 'rahim@example.test',
      password: farmer.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a user name already taken, in any case', async () => {
    const sameName = await new Client(ctx.app).post('/api/auth/register', {
      ...farmer,
      email: 'other@example.test',
      userName: 'rahim uddin',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ message: string }>().message).toMatch(/user name/i);
  });

  it.each([
    ['password1', /most commonly used passwords/],
    ['Qwertyuiop', /most commonly used passwords/],
    ['cooper.farm@example.test', /e-mail/],
    ['cooper.farm2024', /e-mail/],
    ['zzzzzzzzzz', /repeated/],
  ])('refuses the password %s and says why', async (password, why) => {
    const res = await new Client(ctx.app).post('/api/auth/register', {
      userName: `Cooper ${password.length}`,
      email: 'cooper.farm@example.test',
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(why);
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
    expect(res.json()).toEqual({ success: false, message: expect.any(String), code: 'request.invalidJson' });
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
    expect(signedOut.json()).toEqual({ success: false, message: expect.any(String), code: 'auth.signInFirst' });
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

  const attempt = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    new Client(ctx.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it(`slows a guesser after ${LOGIN_MAX_FAILURES} failures for one account from one address, never the owner elsewhere`, async () => {
    const { email, password } = await signIn(ctx);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await attempt(email, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt(email, password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ success: boolean }>().success).toBe(false);
    // the owner, from anywhere else, signs in; so does the admin
    expect((await attempt(email, password, '10.0.1.1')).statusCode).toBe(200);
  });

  it(`locks an address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures across e-mails`, async () => {
    const { email, password } = await signIn(ctx);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await attempt(`guess-${i}@example.test`, 'wrong-password', '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await attempt(email, password, '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt(email, password, '10.9.9.10')).statusCode).toBe(200);
  });

  it(`after ${LOGIN_ACCOUNT_BRAKE} failures from many addresses, only addresses with at most a typo or two may try`, async () => {
    const { email, password } = await signIn(ctx);
    // the owner's own typo, before the attack
    expect((await attempt(email, 'my-typo-password', '10.22.0.1')).statusCode).toBe(401);
    for (let i = 0; i < LOGIN_ACCOUNT_BRAKE - 1; i++) {
      // about three guesses from each of 34 addresses
      const res = await attempt(email, 'wrong-password', `10.20.0.${i % 34}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt(email, password, '10.20.0.7')).statusCode).toBe(429);
    // the owner, from the address of his typo, and from a new one
    expect((await attempt(email, password, '10.22.0.1')).statusCode).toBe(200);
    expect((await attempt(email, password, '10.21.0.1')).statusCode).toBe(200);
    // a hundred password checks: slow on a busy machine
  }, 120_000);

  it('checks no more than the limit of a burst of wrong passwords sent at once', async () => {
    const { email, password } = await signIn(ctx);
    const burst = await Promise.all(Array.from({ length: 100 }, () => attempt(email, 'wrong-password', '10.30.0.1')));
    expect(burst.filter((r) => r.statusCode === 401).length).toBe(LOGIN_MAX_FAILURES);
    expect(burst.filter((r) => r.statusCode === 429).length).toBe(100 - LOGIN_MAX_FAILURES);
    expect((await attempt(email, password, '10.30.0.1')).statusCode).toBe(429);
    // right passwords do not use the address's allowance up
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 5; i++) {
      expect((await attempt(email, password, '10.30.0.2')).statusCode).toBe(200);
    }
  }, 120_000);

  it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const { email, password } = await signIn(ctx);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await attempt(email, 'wrong-password', '203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const forged = await attempt(email, password, '203.0.113.9', { 'x-forwarded-for': '198.51.100.200' });
    expect(forged.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('a signed-out token no longer works, even replayed', async () => {
    const { client } = await signIn(ctx);
    const token = client.cookies.get('token') as string;
    expect((await client.get('/api/auth/check-auth')).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout', {})).statusCode).toBe(200);
    const replay = new Client(ctx.app);
    replay.cookies.set('token', token);
    expect((await replay.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await replay.get('/api/shop/cart/get/x')).statusCode).toBe(401);
  });

  it('refuses validly signed tokens that name no open session', async () => {
    const { user } = await signIn(ctx, 'admin');
    for (const payload of [
      { id: randomUUID(), userName: 'ghost', email: 'ghost@example.test', role: 'admin' },
      { id: user.id, userName: user.userName, email: user.email, role: 'admin' },
      { sid: randomUUID() },
      { sid: 'not-a-uuid' },
    ]) {
      const forged = new Client(ctx.app);
      forged.cookies.set('token', ctx.app.jwt.sign(payload as never));
      expect((await forged.get('/api/admin/dashboard')).statusCode).toBe(401);
      expect((await forged.get('/api/auth/check-auth')).statusCode).toBe(401);
    }
  });

  it('reads the role and the account on each request, within seconds of a change', async () => {
    const { client, user } = await signIn(ctx, 'admin');
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(403);
    expect((await client.get('/api/auth/check-auth')).json()).toMatchObject({ user: { role: 'user' } });
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
    expect((await client.get('/api/auth/check-auth')).statusCode).toBe(401);
  });

  it('signs out everywhere: every browser of the user, and only that user', async () => {
    const { email, password, client: first } = await signIn(ctx);
    const second = new Client(ctx.app);
    expect((await second.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    const other = await signIn(ctx);

    const res = await first.post('/api/auth/logout-all', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String), sessions: 2 });
    expect(first.cookies.has('token')).toBe(false);
    expect((await second.get('/api/auth/check-auth')).statusCode).toBe(401);
    expect((await other.client.get('/api/auth/check-auth')).statusCode).toBe(200);
    // signing in again works
    expect((await second.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect((await second.get('/api/auth/check-auth')).statusCode).toBe(200);
    expect((await new Client(ctx.app).post('/api/auth/logout-all', {})).statusCode).toBe(401);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it("counts the client's address from the proxy's X-Forwarded-For", async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '192.0.2.10' } });
    try {
      const { email, password } = await signIn(proxied);
      const viaProxy = (client: string, pass: string) =>
        new Client(proxied.app).request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: pass },
          remoteAddress: '192.0.2.10',
          headers: { 'x-forwarded-for': `1.2.3.4, ${client}` },
        });
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
        expect((await viaProxy('198.51.100.1', 'wrong-pw')).statusCode).toBe(401);
      expect((await viaProxy('198.51.100.1', password)).statusCode).toBe(429);
      // another client behind the same proxy is another address
      expect((await viaProxy('198.51.100.2', password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
