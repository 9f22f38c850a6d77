import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Server } from './api-process.js';
import { fmtInt, fmtMs } from './format.js';
import type { Options } from './options.js';

/** Driving one scenario against the started API: setup, warm-up, measurement, and waiting for the server to be idle. */

/**
 * The warm-up uses at most this many connections: enough to warm the JIT, the caches and the
 * database pool (10), while the requests it leaves queued when it stops (about one per connection,
 * which the server still has to finish before the measurement) stay few. On PGlite, 50 orphaned
 * searches would take the server ~50 s to work through.
 */
export const WARMUP_MAX_CONNECTIONS = 10;
const DRAIN_TIMEOUT_MS = 300_000;

/** A small client for scenario setup: fetching ids now, signing in for the cart later. */
export interface Api {
  url: string;
  get<T = unknown>(pathname: string, headers?: Record<string, string>): Promise<T>;
  /** JSON POST with this client's cookies and XSRF header, as the web app sends it. */
  post<T = unknown>(pathname: string, body: unknown): Promise<T>;
  /** The cookie and XSRF headers of this client's session, for the load generator. */
  sessionHeaders(): Record<string, string>;
}

export interface RequestSpec {
  /** One path, or several that successive requests rotate through. */
  path?: string | string[];
  /** The path of the n-th request (0, 1, 2, ...), for a new query on every request. */
  pathAt?: (n: number) => string;
  method?: autocannon.Method;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Bodies and extra headers that successive requests rotate through (several shoppers, say). */
  variants?: { body?: unknown; headers?: Record<string, string> }[];
}

export interface Scenario extends RequestSpec {
  name: string;
  /** Runs once on the started server before the warm-up; what it returns overrides the request. */
  setup?: (api: Api) => Promise<RequestSpec>;
  /** Requests/s this scenario should reach, as a fraction of the baseline's (reported only). */
  minRatio?: number;
  /** The fraction of the baseline it reached before the work that set `minRatio` (printed beside it). */
  before?: number;
}

export interface ScenarioResult {
  name: string;
  connections: number;
  paths: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /**
   * Too few requests completed for the latencies to be trusted: the ~one request per connection still
   * in flight when the window closes is never counted, and those are the slowest (more than 10% here).
   */
  censored: boolean;
  /** Seconds waited for the server to become idle: before the warm-up and before the measurement. */
  drainSeconds?: number[];
  /** Requests/s divided by the mean of the two baseline runs. */
  ratio?: number;
  minRatio?: number;
  before?: number;
  setupError?: string;
  /** The server's peak resident memory (VmHWM) once this scenario had run. */
  peakMbAfter?: number;
}

/** The scenario's target and earlier figure, as its result carries them. */
const ratiosOf = ({ minRatio, before }: Scenario) => ({
  ...(minRatio !== undefined ? { minRatio } : {}),
  ...(before !== undefined ? { before } : {}),
});

export function emptyResult(scenario: Scenario): ScenarioResult {
  return {
    name: scenario.name,
    connections: 0,
    paths: 0,
    reqPerSec: 0,
    p50Ms: 0,
    p99Ms: 0,
    requests: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    censored: false,
    ...ratiosOf(scenario),
  };
}

export function apiFor(url: string): Api {
  const cookies = new Map<string, string>();
  const sessionHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  };
  const send = async <T>(method: string, pathname: string, init: RequestInit): Promise<T> => {
    const res = await fetch(url + pathname, { ...init, method });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
  return {
    url,
    get: (pathname, headers = {}) => send('GET', pathname, { headers: { ...sessionHeaders(), ...headers } }),
    async post(pathname, body) {
      // the first answer sets the XSRF cookie that every write must echo
      if (!cookies.has('XSRF-TOKEN')) await send('GET', '/api/health', {});
      return send('POST', pathname, {
        headers: { ...sessionHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    sessionHeaders,
  };
}

/** Registers and signs in a new shopper; answers its id. */
export async function signUp(api: Api, name: string): Promise<string> {
  const email = `${name}-${randomBytes(4).toString('hex')}@bench.test`;
  const password = 'bench-password-1';
  await api.post('/api/auth/register', { userName: email.split('@')[0], email, password });
  const login = await api.post<{ user: { id: string } }>('/api/auth/login', { email, password });
  return login.user.id;
}

/**
 * The request of a scenario. `counter` numbers the requests: the warm-up and the measurement share
 * one, so a fresh-query scenario measures paths the warm-up did not ask.
 */
function requestsOf(spec: RequestSpec, counter: { next: number }): autocannon.Request[] {
  const paths = Array.isArray(spec.path) ? spec.path : [spec.path ?? '/'];
  const headers = { ...spec.headers };
  let body: string | undefined;
  if (typeof spec.body === 'string') body = spec.body;
  else if (spec.body !== undefined) {
    body = JSON.stringify(spec.body);
    headers['content-type'] ??= 'application/json';
  }
  const variants = spec.variants?.map((v) => ({
    body: v.body === undefined ? body : JSON.stringify(v.body),
    headers: { ...headers, ...v.headers, ...(v.body === undefined ? {} : { 'content-type': 'application/json' }) },
  }));
  const request: autocannon.Request = { method: spec.method ?? 'GET', path: paths[0], headers };
  if (body !== undefined) request.body = body;
  if (paths.length > 1 || variants || spec.pathAt) {
    request.setupRequest = (req) => {
      const n = counter.next++;
      req.path = spec.pathAt ? spec.pathAt(n) : paths[n % paths.length];
      const variant = variants?.[n % variants.length];
      if (variant) {
        req.headers = variant.headers;
        if (variant.body !== undefined) req.body = variant.body;
      }
      return req;
    };
  }
  return [request];
}

/** Checks that every path answers 2xx once, so a broken URL fails loudly rather than as a fast 404. */
async function checkPaths(url: string, spec: RequestSpec): Promise<void> {
  const paths = spec.pathAt
    ? [1_000_000, 1_000_001, 1_000_002, 1_000_003].map(spec.pathAt)
    : Array.isArray(spec.path)
      ? spec.path
      : [spec.path ?? '/'];
  // request n goes with variant n (a user's own path with that user's session)
  for (const [n, p] of paths.slice(0, 10).entries()) {
    const variant = spec.variants?.[n % spec.variants.length];
    const headers = { ...spec.headers, ...variant?.headers };
    const init: RequestInit = { method: spec.method ?? 'GET', headers };
    const body = variant?.body ?? spec.body;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      if (typeof body !== 'string') headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + p, init);
    const text = await res.text();
    if (res.status < 200 || res.status > 299) {
      throw new Error(`${spec.method ?? 'GET'} ${p} answered ${res.status}: ${text.slice(0, 200)}`);
    }
  }
}

/**
 * Waits until the server has been idle for a whole second: /api/health answers quickly and, on
 * PostgreSQL, no query of the bench database is running. Requests still queued when autocannon
 * stops keep the server busy, and that work must not spill into the next measurement. With PGlite
 * a backlog of slow queries starves the event loop, so even /api/health waits, and connections the
 * server had not read yet arrive in bursts once it gets a turn; with PostgreSQL the event loop stays
 * free while the database works through the queries. Returns the seconds waited.
 */
export async function drain(server: Server): Promise<number> {
  const started = Date.now();
  let quickSince: number | undefined;
  let admin: pg.Client | undefined;
  if (server.pgDatabase) {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }
  try {
    for (;;) {
      const t = Date.now();
      let idle = false;
      try {
        const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await res.text();
        idle = res.ok && Date.now() - t < 100;
        if (idle && admin) {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and state <> 'idle'",
            [server.pgDatabase],
          );
          idle = rows[0]?.n === 0;
        }
      } catch {
        // still busy
      }
      if (!idle) quickSince = undefined;
      else {
        quickSince ??= t;
        if (Date.now() - quickSince >= 1_000) return (quickSince - started) / 1000;
      }
      if (Date.now() - started > DRAIN_TIMEOUT_MS) {
        throw new Error(`the server did not become idle within ${DRAIN_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin?.end();
  }
}

export async function runScenario(server: Server, scenario: Scenario, options: Options): Promise<ScenarioResult> {
  const label = `${scenario.name}`.padEnd(24);
  const waits: number[] = [];
  // requests of the previous scenario may still be queued in the server; let them finish first
  waits.push(await drain(server));
  let spec: RequestSpec = scenario;
  try {
    if (scenario.setup) spec = { ...scenario, ...(await scenario.setup(apiFor(server.url))) };
    await checkPaths(server.url, spec);
  } catch (err) {
    console.log(`  ${label} setup failed: ${(err as Error).message}`);
    return { ...emptyResult(scenario), setupError: (err as Error).message };
  }
  // a request only times out if it outlasts the whole window, so slow scenarios show as latency, not errors
  const base = { url: server.url, connections: options.connections, timeout: options.duration + 30 };
  const waited = (w: number) => (w >= 1 ? `(${w.toFixed(0)} s until idle) ` : '');
  process.stdout.write(`  ${label} ${waited(waits[0] ?? 0)}warm-up ${options.warmup} s, `);
  const counter = { next: 0 };
  await autocannon({
    ...base,
    connections: Math.min(options.connections, WARMUP_MAX_CONNECTIONS),
    duration: options.warmup,
    requests: requestsOf(spec, counter),
  });
  // requests cut off by the end of the warm-up are still queued in the server; let them finish
  waits.push(await drain(server));
  process.stdout.write(`${waited(waits[1] ?? 0)}measuring ${options.duration} s ... `);
  const instance = autocannon({
    ...base,
    duration: options.duration,
    requests: requestsOf(spec, counter),
    title: scenario.name,
  });
  // autocannon's histogram keeps whole milliseconds; keep the exact times for the percentiles
  const latencies: number[] = [];
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const percentile = (q: number) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const result: ScenarioResult = {
    name: scenario.name,
    connections: options.connections,
    paths: spec.pathAt ? r.requests.total : Array.isArray(spec.path) ? spec.path.length : 1,
    reqPerSec: r.requests.average,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    censored: r.requests.total < 10 * options.connections,
    drainSeconds: waits.map((w) => Math.round(w * 10) / 10),
    ...ratiosOf(scenario),
  };
  console.log(
    `${fmtInt(result.reqPerSec)} req/s, p50 ${fmtMs(result.p50Ms)} ms, p99 ${fmtMs(result.p99Ms)} ms` +
      (result.censored ? ` (only ${result.requests} requests: latencies are lower bounds)` : ''),
  );
  return result;
}

export const failed = (r: ScenarioResult) =>
  r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || r.setupError !== undefined;
