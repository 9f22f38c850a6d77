import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { buildTestApp, createTestDatabase, DATABASE_KIND, signIn, type TestContext } from './helper.js';

const TOKEN = 'scrape-token-0123456789';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.indexOf('}'));
    if (Object.entries(labels).every(([key, value]) => body.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('/metrics on the main port with METRICS_TOKEN', () => {
  let ctx: TestContext;
  const scrape = async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, JOB_POLLING_INTERVAL_MS: '500' } });
  });
  afterAll(async () => ctx?.close());

  it('answers only with the token, sets no cookie and is not in the API description', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('process_resident_memory_bytes{service="api"}');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds{service="api"}');
    const docs = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).not.toContain('/metrics');
    expect(Object.keys(docs.json().paths)).toContain('/api/health');
  });

  it('counts requests by route template, never by raw URL, and leaves itself out', async () => {
    await ctx.app.inject({ url: '/api/shop/products/get/00000000-0000-4000-8000-000000000001' });
    await ctx.app.inject({ url: '/api/shop/products/get/00000000-0000-4000-8000-000000000002' });
    await ctx.app.inject({ url: '/api/no-such-route/12345' });
    const text = await scrape();
    const product = { method: 'GET', route: '/api/shop/products/get/:id', status_code: '404', service: 'api' };
    expect(sample(text, 'http_requests_total', product)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', product)).toBe(2);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000');
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports the database pool, catalog cache reads, queue depths and mails sent', async () => {
    // a read-model answer is kept when it is asked for a second time: the third read is a hit
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/shop/products/get?page=1&limit=5' });
    const { user } = await signIn(ctx);
    await ctx.app.jobs.send('mail.send', { kind: 'welcome', userId: user.id });
    let text = '';
    await waitFor(async () => {
      text = await scrape();
      return sample(text, 'farmai_mail_sent_total', { result: 'sent' }) === 1;
    });
    const total = sample(text, 'farmai_db_pool_connections', { state: 'total' }) ?? Number.NaN;
    // the embedded database is one connection; a PostgreSQL pool has opened some of its 20
    if (DATABASE_KIND === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'farmai_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(sample(text, 'farmai_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'farmai_catalog_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'farmai_catalog_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'farmai_job_queue_depth', { queue: 'mail.send' })).toBe(0);
  });
});

describe('a mail the server refuses', () => {
  it('is counted as failed', async () => {
    // nothing listens on port 9: the connection is refused
    const ctx = await buildTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_RETRY_LIMIT: '0',
        JOB_POLLING_INTERVAL_MS: '500',
      },
    });
    try {
      const { user } = await signIn(ctx);
      await ctx.app.jobs.send('mail.send', { kind: 'welcome', userId: user.id });
      let text = '';
      await waitFor(async () => {
        const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
        text = res.body;
        return sample(text, 'farmai_mail_sent_total', { result: 'failed' }) === 1;
      });
      expect(sample(text, 'farmai_mail_sent_total', { result: 'sent' })).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  afterAll(async () => ctx?.close());

  it('answers 404 on the main port, and is served without a token on METRICS_PORT', async () => {
    ctx = await buildTestApp({ env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
    const res = await ctx.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    const address = ctx.app.metrics.internalAddress();
    expect(address?.address).toBe('127.0.0.1');
    const internal = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
    expect(internal.status).toBe(200);
    expect(await internal.text()).toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${address?.port}/api/health`)).status).toBe(404);
  });

  it('answers 404 when neither is set', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect(bare.app.metrics.internalAddress()).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe('a scrape while the database hangs', () => {
  it('answers within the queue-depth timeout, leaving the depths out', async () => {
    const { database, drop } = await createTestDatabase();
    const hanging: Database = {
      ...database,
      executeSql: (text, values) =>
        text.includes('count(j.id)') ? new Promise(() => {}) : database.executeSql(text, values),
    };
    const ctx = await buildTestApp({ database: hanging, env: { METRICS_TOKEN: TOKEN } });
    try {
      const started = Date.now();
      const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.body).not.toContain('farmai_job_queue_depth{');
      expect(res.body).toContain('farmai_db_pool_connections{');
    } finally {
      await ctx.close();
      await drop();
    }
  });
});

describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('keeps a well-formed incoming X-Request-Id and echoes it, errors included', async () => {
    const ok = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:91.x_Z' } });
    expect(ok.headers['x-request-id']).toBe('lb-7f3a:91.x_Z');
    const missing = await ctx.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('abc-123');
  });

  it('replaces a missing, too long or badly formed one with a new UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const given of [undefined, 'a'.repeat(65), 'has space', 'semi;colon', 'ünï']) {
      const res = await ctx.app.inject({ url: '/api/health', headers: given ? { 'x-request-id': given } : {} });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
    const max = 'b'.repeat(64);
    expect(
      (await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': max } })).headers['x-request-id'],
    ).toBe(max);
  });
});

describe('configuration', () => {
  it('names a wrong metrics or OpenTelemetry variable', () => {
    const wrong = [
      ['METRICS_TOKEN', 'short'],
      ['METRICS_PORT', 'ninety'],
      ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
      ['OTEL_EXPORTER_OTLP_PROTOCOL', 'carrier-pigeon'],
      ['OTEL_SDK_DISABLED', 'maybe'],
    ];
    for (const [name, value] of wrong) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(name);
    }
    const config = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN, JWT_SECRET: 'j'.repeat(32) });
    expect(config.metrics).toEqual({ token: TOKEN, port: 9464, host: '0.0.0.0' });
  });
});
