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
});
