import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../src/modules/auth/service.js';
import { createMemoryCounterStore, createRedisCounterStore } from '../src/plugins/kv.js';
import { buildTestApp, Client, signIn, type TestContext } from './helper.js';

// The machine's Redis; CI runs on the same machine.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['memory', () => createMemoryCounterStore()],
  ['redis', () => createRedisCounterStore(REDIS_URL, `farmai-test-${randomBytes(4).toString('hex')}:`)],
])('%s counter store', (_name, make) => {
  it('counts within a window, expires and resets', async () => {
    const store = make();
    try {
      expect(await store.get('k')).toBe(0);
      expect(await store.increment('k', 200)).toBe(1);
      expect(await store.increment('k', 200)).toBe(2);
      expect(await store.get('k')).toBe(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(await store.get('k')).toBe(0);
      await store.increment('k', 10_000);
      await store.reset('k');
      expect(await store.get('k')).toBe(0);
      // taking back never goes below zero, nor makes a key without an expiry
      await store.decrement('k');
      expect(await store.get('k')).toBe(0);
      expect(await store.increment('k', 200)).toBe(1);
      expect(await store.increment('k', 200)).toBe(2);
      await store.decrement('k');
      expect(await store.get('k')).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(await store.get('k')).toBe(0);
    } finally {
      await store.close();
    }
  });
});

describe('login limits shared through Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL };
    a = await buildTestApp({ env });
    // a second replica (its own database here) that shares only the Redis
    b = await buildTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('slows a guesser on every replica once his failures on any replica reach the limit', async () => {
    const { email, password } = await signIn(a);
    // the machine's Redis outlives this run: addresses of this run alone
    const [x, y] = randomBytes(2);
    const guesser = `10.1.${x}.${y}`;
    const owner = `10.2.${x}.${y}`;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const replica = i % 2 === 0 ? a : b;
      const res = await new Client(replica.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: guesser,
      });
      expect(res.statusCode).toBe(401);
    }
    const attempt = (replica: TestContext, remoteAddress: string) =>
      new Client(replica.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress,
      });
    expect((await attempt(a, guesser)).statusCode).toBe(429);
    expect((await attempt(b, guesser)).statusCode).toBe(429);
    // the owner, elsewhere, is not locked out (the account lives in the first replica's database here)
    expect((await attempt(a, owner)).statusCode).toBe(200);
  });

  it('checks no more than the limit of a burst of guesses sent at once to both replicas', async () => {
    const { email, password } = await signIn(a);
    const [x, y] = randomBytes(2);
    const guesser = `10.3.${x}.${y}`;
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new Client((i % 2 === 0 ? a : b).app).request({
          method: 'POST',
          url: '/api/auth/login',
          // the right password among the guesses, late in the burst
          payload: { email, password: i === 50 ? password : 'wrong-password' },
          remoteAddress: guesser,
        }),
      ),
    );
    const checked = burst.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(burst.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(60 - LOGIN_MAX_FAILURES);
  }, 60_000);
});
