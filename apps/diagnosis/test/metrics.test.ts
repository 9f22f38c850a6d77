import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { leafPhoto } from './support/leaf-images.js';
import { multipart } from './support/multipart.js';

const TOKEN = 'diagnosis-scrape-token-42';
const TEXT = 'tomato leaves with brown spots and yellow halos';

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

/** A stand-in for the cloud AI: an OpenAI-compatible chat-completions API over HTTP. */
let cloud: Server;
let cloudUrl: string;
beforeAll(async () => {
  cloud = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: 'A leaf spot; remove the lower leaves.' } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
  cloudUrl = `http://127.0.0.1:${(cloud.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  cloud.closeAllConnections();
  await new Promise<void>((resolve) => cloud.close(() => resolve()));
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function analyze(app: TestApp['app'], withPhoto: boolean, headers: Record<string, string> = {}) {
  const fields: Parameters<typeof multipart>[0] = { userInputText: TEXT };
  if (withPhoto)
    fields.image = { filename: 'leaf.jpg', contentType: 'image/jpeg', data: await leafPhoto('spots-halo') };
  const form = multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/images/analyze',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

async function scrape(app: TestApp['app']): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('diagnosis /metrics', () => {
  it('times the text matcher, the leaf-photo model and the cloud AI call', async () => {
    t = await buildTestApp({
      METRICS_TOKEN: TOKEN,
      AI_BASE_URL: cloudUrl,
      AI_API_KEY: 'test-key-123',
      AI_MODEL: 'farm-model-1',
    });
    expect((await analyze(t.app, false)).statusCode).toBe(201);
    expect((await analyze(t.app, true)).statusCode).toBe(201);
    const text = await scrape(t.app);
    const stage = (name: string) =>
      sample(text, 'farmai_diagnosis_model_duration_seconds_count', { stage: name, service: 'diagnosis' });
    expect(stage('text')).toBe(2);
    expect(stage('image')).toBe(1);
    expect(stage('cloud')).toBe(2);
    const analyzed = { method: 'POST', route: '/api/images/analyze', status_code: '201' };
    expect(sample(text, 'http_requests_total', analyzed)).toBe(2);
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts the requests the per-IP limit refuses, and never limits /metrics', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '1' }, { leafModel: null });
    expect((await analyze(t.app, false)).statusCode).toBe(201);
    expect((await analyze(t.app, false)).statusCode).toBe(429);
    expect((await analyze(t.app, false)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) await scrape(t.app);
    const text = await scrape(t.app);
    expect(sample(text, 'farmai_diagnosis_rate_limited_total', { service: 'diagnosis' })).toBe(2);
    expect(sample(text, 'farmai_diagnosis_model_duration_seconds_count', { stage: 'text' })).toBe(1);
    expect(sample(text, 'farmai_diagnosis_model_duration_seconds_count', { stage: 'cloud' })).toBeUndefined();
  });

  it('answers 401 without the token and 404 when metrics are not configured', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN }, { leafModel: null });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope-nope-nope-nope' } });
    expect(res.statusCode).toBe(401);
    await t.close();
    t = await buildTestApp({}, { leafModel: null });
    const off = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toHaveProperty('error');
  });

  it('uses a well-formed X-Request-Id as its own and echoes it; replaces a bad one', async () => {
    t = await buildTestApp({}, { leafModel: null });
    const kept = await analyze(t.app, false, { 'x-request-id': 'api-req:42' });
    expect(kept.headers['x-request-id']).toBe('api-req:42');
    const replaced = await analyze(t.app, false, { 'x-request-id': 'x'.repeat(65) });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('diagnosis metrics configuration', () => {
  it('takes DIAGNOSIS_METRICS_PORT over METRICS_PORT, and names a wrong value', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics.port).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9464', DIAGNOSIS_METRICS_PORT: '9465' }).metrics.port).toBe(9465);
    expect(() => loadConfig({ DIAGNOSIS_METRICS_PORT: '70000' })).toThrow('DIAGNOSIS_METRICS_PORT');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'nowhere' })).toThrow(
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    );
  });
});
