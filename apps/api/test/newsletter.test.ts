import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../src/db/schema.js';
import { SUBSCRIBE_LIMIT, SUBSCRIBED_MESSAGE } from '../src/modules/newsletter/service.js';
import { buildTestApp, Client, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const URL = '/api/common/newsletter';

async function rowsFor(email: string) {
  return ctx.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
}

describe('newsletter', () => {
  it('subscribes a signed-out visitor and stores the address once, lower-cased', async () => {
    const visitor = new Client(ctx.app);
    const first = await visitor.post(URL, { email: '  Grower@Example.test ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });

    const rows = await rowsFor('grower@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('grower@example.test');
  });

  it('answers a repeated address the same way without a second row', async () => {
    const visitor = new Client(ctx.app);
    const first = await visitor.post(URL, { email: 'again@example.test' });
    const second = await visitor.post(URL, { email: 'AGAIN@example.test' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await rowsFor('again@example.test')).toHaveLength(1);
  });

  it('rejects a bad or missing e-mail with 400 naming the field and writes nothing', async () => {
    const visitor = new Client(ctx.app);
    const before = await ctx.database.db.select().from(newsletterSubscribers);
    for (const payload of [{ email: 'not-an-email' }, { email: '   ' }, {}, { email: `${'a'.repeat(250)}@x.io` }]) {
      const res = await visitor.post(URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^email /);
    }
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
  });

  it('needs the XSRF header like every other mutating call', async () => {
    const visitor = new Client(ctx.app);
    const res = await visitor.request({
      method: 'POST',
      url: URL,
      payload: { email: 'xsrf@example.test' },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ success: boolean }>().success).toBe(false);
    expect(await rowsFor('xsrf@example.test')).toHaveLength(0);
  });

  it('limits sign-ups per client address', async () => {
    const visitor = new Client(ctx.app);
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT; i++) {
      answers.push((await visitor.post(URL, { email: `bulk-${i}@example.test` }, headers)).statusCode);
    }
    expect(answers.slice(0, SUBSCRIBE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect(await rowsFor(`bulk-${SUBSCRIBE_LIMIT}@example.test`)).toHaveLength(0);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await new Client(ctx.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toContain(URL);
  });
});
