import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './helper.js';
import {
  becameHealthy,
  freePort,
  prestart,
  ROOT,
  type Spawned,
  spawnNode,
  startScript,
  trackProcesses,
} from './helpers/processes.js';

// The API and the diagnosis service as `npm start` runs them, each in its own process on a real
// port, the API's DIAGNOSIS_URL pointing at the diagnosis service: one request id and one trace
// across both. Their JSON log lines are read from their output.
const processes = trackProcesses('all');
const RECORDER = path.join(import.meta.dirname, 'helpers/module-recorder.mjs');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCRAPE_TOKEN = 'trace-test-scrape-token';

interface Pair {
  api: Spawned;
  diagnosis: Spawned;
  apiUrl: string;
  /** Every module path the API process loaded (helpers/module-recorder.mjs). */
  apiModules: () => string[];
}

/** Starts `app` as its start script does, with the module recorder loaded first. */
async function start(app: string, env: Record<string, string>, port: number, moduleLog?: string): Promise<Spawned> {
  prestart(app);
  const script = startScript(app);
  const args = moduleLog ? ['--import', RECORDER, ...script.args] : script.args;
  const spawned = spawnNode(args, {
    cwd: path.join(ROOT, app),
    env: { PATH: process.env.PATH, ...script.env, ...env, ...(moduleLog ? { MODULE_LOG: moduleLog } : {}) },
  });
  processes.track(spawned.child);
  if (!(await becameHealthy(port, spawned.child, 450))) throw new Error(`${app} did not start:\n${spawned.output()}`);
  return spawned;
}

async function startPair(env: Record<string, string>): Promise<Pair> {
  const [apiPort, diagnosisPort] = [await freePort(), await freePort()];
  const dataDir = processes.tempDir('farmai-observability-');
  // SHUTDOWN_DRAIN_MS: no wait for a load balancer when stopped
  const common = { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', ...env };
  const diagnosis = await start(
    'apps/diagnosis',
    { ...common, DIAGNOSIS_PORT: String(diagnosisPort), REDIS_URL, RATE_LIMIT_PER_MINUTE: '100000' },
    diagnosisPort,
  );
  const moduleLog = path.join(dataDir, 'api-modules.txt');
  const api = await start(
    'apps/api',
    {
      ...common,
      PORT: String(apiPort),
      SEED_DEMO: 'false',
      DIAGNOSIS_URL: `http://127.0.0.1:${diagnosisPort}`,
    },
    apiPort,
    moduleLog,
  );
  return {
    api,
    diagnosis,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiModules: () => readFileSync(moduleLog, 'utf8').split('\n').filter(Boolean),
  };
}

/** POST /api/images/analyze through the API, as the web app sends it (XSRF cookie and header). */
async function analyze(apiUrl: string, requestId?: string): Promise<Response> {
  const first = await fetch(`${apiUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const form = multipart({ userInputText: 'tomato leaves with brown spots and yellow halos' });
  return fetch(`${apiUrl}/api/images/analyze`, {
    method: 'POST',
    body: form.payload,
    headers: {
      ...form.headers,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });
}

/** The JSON log lines of a process's output. */
function logLines(spawned: Spawned): Record<string, unknown>[] {
  return spawned
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function eventually(check: () => boolean, what: () => string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not seen in time: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hasOtel = (modules: string[]) =>
  modules.some((m) => m.includes('@opentelemetry/sdk-node') || m.includes('@fastify/otel'));

describe('without OTEL_* (tracing off)', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({});
  }, 120_000);

  it('loads no OpenTelemetry module', async () => {
    expect((await analyze(pair.apiUrl)).status).toBe(201);
    const modules = pair.apiModules();
    // the recorder saw the server's own modules, so its silence about OpenTelemetry means something
    expect(modules.some((m) => m.includes('/fastify/fastify.js'))).toBe(true);
    expect(modules.some((m) => m.endsWith('/apps/api/dist/server.js'))).toBe(true);
    const otel = modules.filter((m) => m.includes('opentelemetry') || m.includes('otel'));
    // prom-client requires the no-op API package (for exemplars): nothing else of OpenTelemetry,
    // no SDK, no instrumentation, and nothing of it reached from anywhere but prom-client
    const fromOutside = otel.filter((m) => !(m.split('\t')[1] ?? '').includes('/node_modules/@opentelemetry/api/'));
    expect(fromOutside.length).toBeGreaterThan(0);
    for (const line of fromOutside) {
      expect(line).toMatch(
        /^\S+\/node_modules\/@opentelemetry\/api\/build\/src\/index\.js\t\S+\/node_modules\/prom-client\//,
      );
    }
    expect(otel.filter((m) => !m.split('\t')[0]?.includes('/node_modules/@opentelemetry/api/'))).toEqual([]);
  });

  it('loads the PDF modules (pdfkit, fontkit) only once an order document is made', () => {
    const modules = pair.apiModules();
    expect(modules.some((m) => m.includes('/fastify/fastify.js'))).toBe(true);
    expect(modules.filter((m) => /\/node_modules\/(pdfkit|fontkit|@fontsource)\//.test(m))).toEqual([]);
  });

  it('carries one request id through the API and the diagnosis service, in both logs and the answer', async () => {
    const res = await analyze(pair.apiUrl, 'farm-req:0042');
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('farm-req:0042');
    const logged = (spawned: Spawned, msg: string) => () =>
      logLines(spawned).some((line) => line.reqId === 'farm-req:0042' && line.msg === msg);
    // each process writes its lines when its own reply has gone, so wait for all four
    await eventually(
      () =>
        logged(pair.api, 'incoming request')() &&
        logged(pair.api, 'request completed')() &&
        logged(pair.diagnosis, 'diagnosis done')() &&
        logged(pair.diagnosis, 'request completed')(),
      () => `${pair.api.output()}\n---\n${pair.diagnosis.output()}`,
    );
  });

  it('replaces a bad incoming id, and the diagnosis service logs the replacement', async () => {
    const bad = `${'x'.repeat(60)} <script>`;
    const res = await analyze(pair.apiUrl, bad);
    expect(res.status).toBe(201);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await eventually(
      () => logLines(pair.diagnosis).some((line) => line.reqId === id && line.msg === 'diagnosis done'),
      () => pair.diagnosis.output(),
    );
    expect(pair.api.output()).not.toContain('<script>');
  });
});

/** A stand-in for an OpenTelemetry collector: OTLP/HTTP with JSON bodies at POST /v1/traces. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
  scope: string;
}

function otlpReceiver(): { server: Server; spans: ReceivedSpan[] } {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
        }[];
      };
      for (const resource of body.resourceSpans) {
        const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) spans.push({ ...span, service, scope: scope.scope.name });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('with OTEL_EXPORTER_OTLP_ENDPOINT (tracing on)', () => {
  let pair: Pair;
  const receiver = otlpReceiver();
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    pair = await startPair({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      METRICS_TOKEN: SCRAPE_TOKEN,
      // spans wait in the batch far longer than the test: they arrive because the servers flush them as they stop
      OTEL_BSP_SCHEDULE_DELAY: '120000',
    });
  }, 120_000);
  afterAll(async () => {
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('sends spans of both services in one trace (route, proxied call, Redis), flushed as the servers stop', async () => {
    expect((await analyze(pair.apiUrl)).status).toBe(201);
    const scrape = await fetch(`${pair.apiUrl}/metrics`, { headers: { authorization: `Bearer ${SCRAPE_TOKEN}` } });
    expect(scrape.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.spans).toEqual([]);
    pair.api.child.kill('SIGTERM');
    pair.diagnosis.child.kill('SIGTERM');
    expect(await pair.api.exited).toBe(0);
    expect(await pair.diagnosis.exited).toBe(0);
    const routeSpan = (service: string) =>
      receiver.spans.find((s) => s.service === service && attribute(s, 'http.route') === '/api/images/analyze');
    await eventually(
      () => routeSpan('farmai-api') !== undefined && routeSpan('farmai-diagnosis') !== undefined,
      () => JSON.stringify(receiver.spans.map((s) => [s.service, s.scope, s.name])),
    );
    const traceId = routeSpan('farmai-api')?.traceId;
    expect(routeSpan('farmai-diagnosis')?.traceId).toBe(traceId);
    const trace = receiver.spans.filter((s) => s.traceId === traceId);
    // the API's call to the diagnosis service (undici), parent of the diagnosis service's server span
    const call = trace.find((s) => s.service === 'farmai-api' && s.scope.includes('undici'));
    expect(call).toBeDefined();
    const server = trace.find((s) => s.service === 'farmai-diagnosis' && s.scope.includes('instrumentation-http'));
    expect(server?.parentSpanId).toBe(call?.spanId);
    // the per-address limit's Redis commands, inside the same request
    expect(trace.some((s) => s.service === 'farmai-diagnosis' && s.scope.includes('ioredis'))).toBe(true);
    expect(hasOtel(pair.apiModules())).toBe(true);
    // scrapes are not traced
    expect(JSON.stringify(receiver.spans)).toContain('/api/images/analyze');
    expect(JSON.stringify(receiver.spans)).not.toContain('/metrics');
  }, 30_000);
});
