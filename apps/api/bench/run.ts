/**
 * Load benchmark of the shop API: `npm run bench [-- options]`.
 *
 * Starts the API as a child process (bench/server.ts) on a database filled with generated
 * products, drives it with autocannon, samples its memory, and prints a table plus the web
 * bundle sizes. Results also go to bench-results/latest.json at the repository root.
 * Targets are reported, never enforced: the exit code is non-zero only when the server
 * failed to start or a scenario had errors (connection errors, timeouts, non-2xx answers).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { STOCKED_PRODUCTS } from './generate.js';
import { freshListPath, freshSearchPath } from './queries.js';
import type { ReadyInfo } from './server.js';
import { measureWebBundle } from './web-bundle.js';

const API_DIR = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(API_DIR, '../..');
const SERVER_SCRIPT = path.join(import.meta.dirname, 'server.ts');
const RESULTS_FILE = path.join(REPO_ROOT, 'bench-results', 'latest.json');
const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

const DEFAULT_PRODUCTS = 10_000;
const LARGE_PRODUCTS = 100_000;
const SMALL_PRODUCTS = 1_000;
const WARMUP_SECONDS = 2;
/**
 * The warm-up uses at most this many connections: enough to warm the JIT, the caches and the
 * database pool (10), while the requests it leaves queued when it stops (about one per connection,
 * which the server still has to finish before the measurement) stay few. On PGlite, 50 orphaned
 * searches would take the server ~50 s to work through.
 */
const WARMUP_MAX_CONNECTIONS = 10;
const MEMORY_SAMPLE_MS = 250;
const DRAIN_TIMEOUT_MS = 300_000;

const CATALOG_SIZES = [10_000, 100_000];
const QUICK_DURATION = 3;

const TARGETS = {
  listRatio: 0.3,
  searchRatio: 0.2,
  scaleLatency: 1.5,
  memoryMb: 300,
};

const USAGE = `Usage: npm run bench -- [options]

  --large            ${LARGE_PRODUCTS.toLocaleString('en-US')} products instead of ${DEFAULT_PRODUCTS.toLocaleString('en-US')} (implies --scale)
  --products N       number of products (overrides --large)
  --duration S       seconds per scenario, after a ${WARMUP_SECONDS} s warm-up (default 10)
  --connections C    concurrent connections (default 50)
  --scale            also run the product list at ${SMALL_PRODUCTS.toLocaleString('en-US')} and ${LARGE_PRODUCTS.toLocaleString('en-US')} products and compare latencies

  --catalog          only the catalog part (below)
  --skip-catalog     everything but the catalog part
  --sizes N,N        catalog sizes (default ${CATALOG_SIZES.map((n) => n.toLocaleString('en-US')).join(',')})
  --databases D,D    catalog databases: pglite, postgres (default pglite, and postgres when DATABASE_URL is set)
  --quick            ${QUICK_DURATION} s per scenario after a 1 s warm-up (unless --duration is given)
  --no-cache         catalog part with the answer cache off
  --no-read-model    catalog part with the in-memory read model off (every read goes to SQL)

Uses PGlite in a temporary folder, or a throwaway PostgreSQL database when DATABASE_URL is set.

The catalog part measures every public catalog read (list, search, detail, reviews) twice at each size
and on each database, next to the bare route of the same server: "repeated" asks the same few
URLs again and again (the answer cache hits), "fresh" asks a new filter combination, keyword or
product on every request (the cache misses). It prints EXPLAIN (ANALYZE, BUFFERS) of the list
and search statements at the largest size, and writes bench-results/catalog.json.`;

// ---------------------------------------------------------------------------------------------
// options

interface Options {
  products: number;
  duration: number;
  warmup: number;
  connections: number;
  scale: boolean;
  /** Run the general scenarios (all but the catalog part). */
  general: boolean;
  /** Run the catalog part. */
  catalog: boolean;
  sizes: number[];
  databases: DatabaseKind[];
  /** The catalog part's servers keep the answer cache (as in production). */
  catalogCache: boolean;
  /** The catalog part's servers answer public reads from the read model (as in production). */
  catalogReadModel: boolean;
}

type DatabaseKind = 'pglite' | 'postgres';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number, got "${raw}"`);
  return n;
}

class UsageError extends Error {}

function parseOptions(argv: string[]): Options | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      large: { type: 'boolean', default: false },
      products: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      scale: { type: 'boolean', default: false },
      catalog: { type: 'boolean', default: false },
      'skip-catalog': { type: 'boolean', default: false },
      sizes: { type: 'string' },
      databases: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'no-read-model': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  if (values.catalog && values['skip-catalog']) throw new UsageError('--catalog and --skip-catalog exclude each other');
  const products = positiveInt('products', values.products, values.large ? LARGE_PRODUCTS : DEFAULT_PRODUCTS);
  const sizes = values.sizes?.split(',').map((n) => positiveInt('sizes', n, 0)) ?? CATALOG_SIZES;
  const databases = (values.databases?.split(',') ?? ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]).map(
    (d) => {
      if (d !== 'pglite' && d !== 'postgres') throw new UsageError(`--databases takes pglite and postgres, got "${d}"`);
      if (d === 'postgres' && !process.env.DATABASE_URL) throw new UsageError('postgres needs DATABASE_URL');
      return d as DatabaseKind;
    },
  );
  return {
    products,
    duration: positiveInt('duration', values.duration, values.quick ? QUICK_DURATION : 10),
    warmup: values.quick ? 1 : WARMUP_SECONDS,
    connections: positiveInt('connections', values.connections, 50),
    scale: values.scale || values.large || products >= LARGE_PRODUCTS,
    general: !values.catalog,
    catalog: !values['skip-catalog'],
    sizes,
    databases,
    catalogCache: !values['no-cache'],
    catalogReadModel: !values['no-read-model'],
  };
}

// ---------------------------------------------------------------------------------------------
// the server process

interface Server {
  info: ReadyInfo;
  url: string;
  pgDatabase: string | undefined;
  stop(): Promise<void>;
}

const running = new Set<Server>();
let interrupted = false;

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** How `npm start` runs the API: the start script of apps/api/package.json. */
function apiStartScript(): string {
  const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start;
}

/** The V8 flags `npm start` gives the API (its heap limits), so the server runs as in production. */
function apiStartFlags(): string[] {
  return apiStartScript().match(/--max-[\w-]+=\d+/g) ?? [];
}

/** The environment the start script sets before `node` (the C library's allocator settings). */
function apiStartEnv(): Record<string, string> {
  const prefix = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\b/.exec(apiStartScript())?.[1] ?? '';
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  );
}

/** Starts bench/server.ts with `products` products and waits for its READY line. */
async function startServer(
  products: number,
  {
    catalogCache = true,
    catalogReadModel = true,
    database = process.env.DATABASE_URL ? 'postgres' : 'pglite',
    explainFile,
  }: { catalogCache?: boolean; catalogReadModel?: boolean; database?: DatabaseKind; explainFile?: string } = {},
): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farmai-bench-'));
  const pgDatabase = database === 'postgres' ? `farmai_bench_${randomBytes(6).toString('hex')}` : undefined;
  const args = [
    ...apiStartFlags(),
    '--import',
    import.meta.resolve('tsx'),
    SERVER_SCRIPT,
    '--products',
    String(products),
  ];
  args.push('--data-dir', dataDir, ...(pgDatabase ? ['--pg-database', pgDatabase] : []));
  if (!catalogCache) args.push('--no-catalog-cache');
  if (!catalogReadModel) args.push('--no-read-model');
  if (explainFile) args.push('--explain', explainFile);
  const env: NodeJS.ProcessEnv = { ...process.env, ...apiStartEnv() };
  if (database === 'pglite') delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: API_DIR, stdio: ['pipe', 'pipe', 'inherit'], env });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!(await exited(child, 0))) {
      child.kill('SIGTERM');
      if (!(await exited(child, 20_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
    // the server drops its database itself; this covers a server that crashed
    if (pgDatabase) await dropDatabase(pgDatabase).catch((err) => console.error(`could not drop ${pgDatabase}:`, err));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = 120_000 + products * 5;
  try {
    const info = await new Promise<ReadyInfo>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs / 1000} s`)), timeoutMs);
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        if (line.startsWith('READY ')) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice('READY '.length)) as ReadyInfo);
        } else {
          console.log(`  [server] ${line}`);
        }
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited before it was ready (${signal ?? `exit code ${code}`})`));
      });
    });
    const server: Server = { info, url: `http://127.0.0.1:${info.port}`, pgDatabase, stop };
    server.stop = async () => {
      running.delete(server);
      await stop();
    };
    running.add(server);
    return server;
  } catch (err) {
    await stop();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// memory

function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

const mb = (kb: number | undefined) => (kb === undefined ? undefined : Math.round(kb / 1024));

interface MemoryReport {
  /** VmHWM of the server at the end: the peak while the scenarios ran (if the reset worked). */
  peakMb: number | undefined;
  /** Whether VmHWM could be reset once the server was ready, so the peak excludes start-up. */
  peakCoversScenariosOnly: boolean;
  idleMb: number | undefined;
  maxSampledMb: number | undefined;
  lastMb: number | undefined;
  samples: number;
}

/** Samples VmRSS of a process every 250 ms; the peak comes from VmHWM. */
class MemorySampler {
  private readonly rss: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly idleKb: number | undefined;
  private readonly reset: boolean;

  constructor(private readonly pid: number) {
    this.idleKb = readStatusKb(pid, 'VmRSS');
    try {
      // "5" resets the peak resident set size (Linux ≥ 4.0), so VmHWM measures from here on
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      this.reset = true;
    } catch {
      this.reset = false;
    }
    this.timer = setInterval(() => {
      const kb = readStatusKb(pid, 'VmRSS');
      if (kb !== undefined) this.rss.push(kb);
    }, MEMORY_SAMPLE_MS);
  }

  peakSoFarMb(): number | undefined {
    return mb(readStatusKb(this.pid, 'VmHWM'));
  }

  stop(): MemoryReport {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return {
      peakMb: mb(readStatusKb(this.pid, 'VmHWM')),
      peakCoversScenariosOnly: this.reset,
      idleMb: mb(this.idleKb),
      maxSampledMb: this.rss.length > 0 ? mb(Math.max(...this.rss)) : undefined,
      lastMb: mb(this.rss.at(-1)),
      samples: this.rss.length,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// scenarios

/** A small client for scenario setup: fetching ids now, signing in for the cart later. */
interface Api {
  url: string;
  get<T = unknown>(pathname: string, headers?: Record<string, string>): Promise<T>;
  /** JSON POST with this client's cookies and XSRF header, as the web app sends it. */
  post<T = unknown>(pathname: string, body: unknown): Promise<T>;
  /** The cookie and XSRF headers of this client's session, for the load generator. */
  sessionHeaders(): Record<string, string>;
}

interface RequestSpec {
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

interface Scenario extends RequestSpec {
  name: string;
  /** Runs once on the started server before the warm-up; what it returns overrides the request. */
  setup?: (api: Api) => Promise<RequestSpec>;
  /** Requests/s this scenario should reach, as a fraction of the baseline's (reported only). */
  minRatio?: number;
}

const BASELINE: Scenario = { name: 'health', path: '/api/health' };

const LIST_PAGES = [1, 2, 3, 4, 5];
const LIST: Scenario = {
  name: 'product list',
  path: LIST_PAGES.map(
    (page) => `/api/shop/products/get?category=seed,fertilizer&brand=aci,agritech&sortBy=price-hightolow&page=${page}`,
  ),
  minRatio: TARGETS.listRatio,
};

/** The same pages as a browser asks for them: compressed (the catalog cache keeps the brotli copy). */
const LIST_BROTLI: Scenario = {
  path: LIST.path,
  name: 'product list, br',
  headers: { 'accept-encoding': 'gzip, deflate, br' },
};

const SEARCH_KEYWORDS = ['tomato', 'fertiliser', 'sprayer', 'organic seed'];

/** Cart add: this many shoppers, each adding to this many products in turn. */
const CART_SHOPPERS = 10;
const CART_LINES = 8;

/** Orders the order-list shopper has placed: a season of buying for one farm. */
const ORDERS_PER_SHOPPER = 20;

/** The products bench/server.ts stocked for the write scenarios: the first by title. */
async function stockedProductIds(api: Api): Promise<string[]> {
  const list = await api.get<{ data: { _id: string }[] }>(
    `/api/shop/products/get?sortBy=title-atoz&limit=${STOCKED_PRODUCTS}`,
  );
  if (list.data.length === 0) throw new Error('no products to add');
  return list.data.map((p) => p._id);
}

const SCENARIOS: Scenario[] = [
  LIST,
  LIST_BROTLI,
  {
    name: 'product detail',
    async setup(api) {
      const ids: string[] = [];
      for (const page of [1, 2, 3]) {
        const list = await api.get<{ data: { _id: string }[] }>(
          `/api/shop/products/get?sortBy=title-atoz&limit=100&page=${page}`,
        );
        ids.push(...list.data.map((p) => p._id));
      }
      if (ids.length === 0) throw new Error('no products to fetch');
      return { path: ids.map((id) => `/api/shop/products/get/${id}`) };
    },
  },
  {
    name: 'search',
    path: SEARCH_KEYWORDS.map((k) => `/api/shop/search/${encodeURIComponent(k)}`),
    minRatio: TARGETS.searchRatio,
  },
  {
    name: 'cart add',
    async setup(api) {
      const ids = await stockedProductIds(api);
      // shoppers each filling a cart of their own with a handful of products, requests interleaved
      const shoppers: { userId: string; headers: Record<string, string> }[] = [];
      for (let i = 0; i < CART_SHOPPERS; i++) {
        const session = apiFor(api.url);
        const userId = await signUp(session, 'cart');
        shoppers.push({ userId, headers: session.sessionHeaders() });
      }
      const variants: NonNullable<RequestSpec['variants']> = [];
      for (let line = 0; line < CART_LINES; line++) {
        for (const [i, { userId, headers }] of shoppers.entries()) {
          const productId = ids[(i * CART_LINES + line) % ids.length];
          variants.push({ headers, body: { userId, productId, quantity: 1 } });
        }
      }
      return { method: 'POST', path: '/api/shop/cart/add', variants };
    },
  },
  {
    name: 'order list',
    async setup(api) {
      const userId = await signUp(api, 'orders');
      for (const productId of (await stockedProductIds(api)).slice(0, 3)) {
        await api.post('/api/shop/cart/add', { userId, productId, quantity: 2 });
      }
      const address = await api.post<{ data: { _id: string } }>('/api/shop/address/add', {
        userId,
        address: '12 Bench Road',
        city: 'Bogura',
        pincode: '5800',
        phone: '01700000000',
        notes: 'Gate 2',
      });
      for (let i = 0; i < ORDERS_PER_SHOPPER; i++) {
        await api.post('/api/shop/order/create', { userId, addressInfo: { addressId: address.data._id } });
      }
      return { path: `/api/shop/order/list/${userId}`, headers: api.sessionHeaders() };
    },
  },
];

interface ScenarioResult {
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
  setupError?: string;
  /** The server's peak resident memory (VmHWM) once this scenario had run. */
  peakMbAfter?: number;
}

function emptyResult(scenario: Scenario): ScenarioResult {
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
    ...(scenario.minRatio !== undefined ? { minRatio: scenario.minRatio } : {}),
  };
}

function apiFor(url: string): Api {
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
async function signUp(api: Api, name: string): Promise<string> {
  const email = `${name}-${randomBytes(4).toString('hex')}@bench.test`;
  const password = 'bench-password-1';
  await api.post('/api/auth/register', { userName: email.split('@')[0], email, password });
  const login = await api.post<{ user: { id: string } }>('/api/auth/login', { email, password });
  return login.user.id;
}

function requestsOf(spec: RequestSpec): autocannon.Request[] {
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
  let next = 0;
  const request: autocannon.Request = { method: spec.method ?? 'GET', path: paths[0], headers };
  if (body !== undefined) request.body = body;
  if (paths.length > 1 || variants || spec.pathAt) {
    request.setupRequest = (req) => {
      const n = next++;
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
  for (const p of paths.slice(0, 10)) {
    const headers = { ...spec.headers, ...spec.variants?.[0]?.headers };
    const init: RequestInit = { method: spec.method ?? 'GET', headers };
    const body = spec.variants?.[0]?.body ?? spec.body;
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
async function drain(server: Server): Promise<number> {
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

async function runScenario(server: Server, scenario: Scenario, options: Options): Promise<ScenarioResult> {
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
  await autocannon({
    ...base,
    connections: Math.min(options.connections, WARMUP_MAX_CONNECTIONS),
    duration: options.warmup,
    requests: requestsOf(spec),
  });
  // requests cut off by the end of the warm-up are still queued in the server; let them finish
  waits.push(await drain(server));
  process.stdout.write(`${waited(waits[1] ?? 0)}measuring ${options.duration} s ... `);
  const instance = autocannon({
    ...base,
    duration: options.duration,
    requests: requestsOf(spec),
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
    ...(scenario.minRatio !== undefined ? { minRatio: scenario.minRatio } : {}),
  };
  console.log(
    `${fmtInt(result.reqPerSec)} req/s, p50 ${fmtMs(result.p50Ms)} ms, p99 ${fmtMs(result.p99Ms)} ms` +
      (result.censored ? ` (only ${result.requests} requests: latencies are lower bounds)` : ''),
  );
  return result;
}

const failed = (r: ScenarioResult) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0 || r.setupError !== undefined;

// ---------------------------------------------------------------------------------------------
// web bundle

// ---------------------------------------------------------------------------------------------
// printing

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));
/** A latency, marked when it is only a lower bound. */
const fmtLatency = (r: ScenarioResult, n: number) => `${fmtMs(n)}${r.censored ? '*' : ''}`;
const CENSORED_NOTE =
  '* lower bound: fewer than 10 requests per connection completed, so the slowest requests (those still ' +
  'in flight when the window closed) are missing';
const fmtKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fmtRatio = (n: number) => `${n.toFixed(2)}×`;

function table(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

interface TargetResult {
  name: string;
  value: number | null;
  target: string;
  met: boolean | null;
}

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');

// ---------------------------------------------------------------------------------------------
// main

/**
 * The list at one catalog size, both under load (the configured connections) and unloaded (one
 * connection). Under load the server is saturated, so latency is mostly queueing (connections ÷
 * throughput) and, when throughput is low, cut off by the window; the unloaded latency is the
 * time one request takes, which is what shows whether the query scales with the catalog.
 */
interface ScaleRun {
  products: number;
  loaded: ScenarioResult;
  unloaded: ScenarioResult;
}

interface ScaleResult {
  small: ScaleRun;
  large: ScaleRun;
  unloaded: { p50Ratio: number; p99Ratio: number };
  loaded: { p50Ratio: number; p99Ratio: number; reqPerSecRatio: number };
}

async function runUnloadedList(server: Server, options: Options): Promise<ScenarioResult> {
  return runScenario(server, { ...LIST, name: `${LIST.name} (1 conn)` }, { ...options, connections: 1 });
}

async function runListAt(products: number, options: Options): Promise<ScaleRun> {
  // without the catalog cache: the comparison is about the database queries at each size
  console.log(`\nScale: product list at ${fmtInt(products)} products (catalog cache off)`);
  const server = await startServer(products, { catalogCache: false });
  try {
    console.log(`  server ready in ${(server.info.startMs / 1000).toFixed(1)} s`);
    const loaded = await runScenario(server, LIST, options);
    return { products, loaded, unloaded: await runUnloadedList(server, options) };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  let options: Options | undefined;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  let code = 0;
  if (options.general) code = await runGeneral(options);
  if (options.catalog && !interrupted) code = Math.max(code, await runCatalog(options));
  return code;
}

// ---------------------------------------------------------------------------------------------
// the catalog part: every public catalog read, repeated and fresh, per size and database

/** Targets of the fresh-query reads, as a fraction of the bare route (reported only). */
const CATALOG_TARGETS: Record<DatabaseKind, { list: number; search: number; detail: number; p99Ms?: number }> = {
  postgres: { list: 0.3, search: 0.2, detail: 0.5, p99Ms: 50 },
  pglite: { list: 0.15, search: 0.1, detail: 0.5 },
};

/** Ids of up to `max` products, read through the listing 100 at a time. */
async function productIds(api: Api, max: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < max; page++) {
    const list = await api.get<{ data: { _id: string }[] }>(
      `/api/shop/products/get?sortBy=price-lowtohigh&limit=100&page=${page}`,
    );
    ids.push(...list.data.map((p) => p._id));
    if (list.data.length < 100) break;
  }
  if (ids.length === 0) throw new Error('no products');
  return ids.slice(0, max);
}

/** How many different products the fresh detail and review reads go through before one repeats. */
const FRESH_PRODUCTS = 20_000;

function catalogScenarios(kind: DatabaseKind): Scenario[] {
  const target = CATALOG_TARGETS[kind];
  let ids: Promise<string[]> | undefined;
  const idsOf = (api: Api) => {
    ids ??= productIds(api, FRESH_PRODUCTS);
    return ids;
  };
  const listFresh = freshListPath();
  const searchFresh = freshSearchPath();
  return [
    { name: 'list, repeated', path: LIST.path ?? [] },
    { name: 'list, fresh', pathAt: listFresh, minRatio: target.list },
    { name: 'search, repeated', path: SEARCH_KEYWORDS.map((k) => `/api/shop/search/${encodeURIComponent(k)}`) },
    { name: 'search, fresh', pathAt: searchFresh, minRatio: target.search },
    {
      name: 'detail, repeated',
      async setup(api) {
        return { path: (await idsOf(api)).slice(0, 300).map((id) => `/api/shop/products/get/${id}`) };
      },
    },
    {
      name: 'detail, fresh',
      minRatio: target.detail,
      async setup(api) {
        const all = await idsOf(api);
        // the ids not used by the repeated run, so none is in the answer cache yet
        const fresh = all.length > 600 ? all.slice(300) : all;
        return { pathAt: (n) => `/api/shop/products/get/${fresh[n % fresh.length]}` };
      },
    },
    {
      name: 'reviews, fresh',
      async setup(api) {
        const all = await idsOf(api);
        return { pathAt: (n) => `/api/shop/review/${all[n % all.length]}` };
      },
    },
  ];
}

interface CatalogRun {
  database: DatabaseKind;
  products: number;
  baseline: number;
  results: ScenarioResult[];
  explain?: string;
  error?: string;
}

async function runCatalogAt(
  kind: DatabaseKind,
  products: number,
  options: Options,
  explain: boolean,
): Promise<CatalogRun> {
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\nCatalog: ${fmtInt(products)} products on ${label}, ${options.connections} connections`);
  const explainFile = explain
    ? path.join(os.tmpdir(), `farmai-explain-${randomBytes(4).toString('hex')}.txt`)
    : undefined;
  let server: Server;
  try {
    server = await startServer(products, {
      database: kind,
      catalogCache: options.catalogCache,
      catalogReadModel: options.catalogReadModel,
      ...(explainFile ? { explainFile } : {}),
    });
  } catch (err) {
    return { database: kind, products, baseline: 0, results: [], error: (err as Error).message };
  }
  const results: ScenarioResult[] = [];
  try {
    console.log(
      `  ready in ${(server.info.startMs / 1000).toFixed(1)} s (seeding ${(server.info.seedMs / 1000).toFixed(1)} s)`,
    );
    const plan: Scenario[] = [
      { ...BASELINE, name: 'health (first)' },
      ...catalogScenarios(kind),
      { ...BASELINE, name: 'health (last)' },
    ];
    for (const scenario of plan) {
      if (interrupted) break;
      results.push({ ...(await runScenario(server, scenario, options)), name: scenario.name });
    }
  } finally {
    await server.stop();
  }
  const baselineRuns = results.filter((r) => r.name.startsWith('health'));
  const baseline = baselineRuns.reduce((sum, r) => sum + r.reqPerSec, 0) / Math.max(1, baselineRuns.length);
  for (const r of results) if (baseline > 0) r.ratio = r.reqPerSec / baseline;
  let explainText: string | undefined;
  if (explainFile) {
    try {
      explainText = readFileSync(explainFile, 'utf8');
      rmSync(explainFile, { force: true });
    } catch {
      explainText = undefined;
    }
  }
  return { database: kind, products, baseline, results, ...(explainText ? { explain: explainText } : {}) };
}

async function runCatalog(options: Options): Promise<number> {
  const startedAt = Date.now();
  console.log(
    `\nFarmAI catalog benchmark: ${options.sizes.map(fmtInt).join(' and ')} products on ${options.databases.join(' and ')}, ` +
      `${options.connections} connections, ${options.duration} s per scenario after a ${options.warmup} s warm-up, ` +
      `answer cache ${options.catalogCache ? 'on' : 'off'}, read model ${options.catalogReadModel ? 'on' : 'off'} ` +
      `(${os.availableParallelism()} CPUs, load average ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
  );
  const largest = Math.max(...options.sizes);
  const runs: CatalogRun[] = [];
  for (const kind of options.databases) {
    for (const size of options.sizes) {
      if (interrupted) break;
      runs.push(await runCatalogAt(kind, size, options, size === largest));
    }
  }

  console.log('\nCatalog results (ratio: requests/s over the mean of the two bare-route runs of the same server)\n');
  const rows: string[][] = [];
  const verdicts: TargetResult[] = [];
  for (const run of runs) {
    const where = `${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${fmtInt(run.products)}`;
    if (run.error) {
      rows.push([where, `failed: ${run.error}`, '', '', '', '', '', '']);
      continue;
    }
    const target = CATALOG_TARGETS[run.database];
    for (const r of run.results) {
      let verdictText = '';
      if (r.minRatio !== undefined && r.ratio !== undefined) {
        const p99Limit = target.p99Ms !== undefined && r.name !== 'detail, fresh' ? target.p99Ms : undefined;
        const ratioMet = r.ratio >= r.minRatio;
        const p99Met = p99Limit === undefined || r.p99Ms < p99Limit;
        verdictText = `≥ ${r.minRatio.toFixed(2)}×${p99Limit ? `, p99 < ${p99Limit} ms` : ''}: ${verdict(ratioMet && p99Met)}`;
        if (run.products === largest) {
          verdicts.push({ name: `${where} ${r.name}`, value: r.ratio, target: verdictText, met: ratioMet && p99Met });
        }
      }
      rows.push([
        where,
        r.name,
        fmtInt(r.reqPerSec),
        r.ratio === undefined ? '' : fmtRatio(r.ratio),
        fmtLatency(r, r.p50Ms),
        fmtLatency(r, r.p99Ms),
        String(r.non2xx + r.errors + r.timeouts),
        verdictText,
      ]);
    }
  }
  console.log(
    table(
      ['database', 'scenario', 'req/s', 'vs bare', 'p50 ms', 'p99 ms', 'failed', 'target (fresh, largest size)'],
      rows,
      [false, false, true, true, true, true, true, false],
    ),
  );
  if (runs.some((run) => run.results.some((r) => r.censored))) console.log(CENSORED_NOTE);
  for (const run of runs) {
    if (!run.explain) continue;
    const where = `${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${fmtInt(run.products)} products`;
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the catalog's statements, ${where}:${run.explain}`);
  }
  const missed = verdicts.filter((v) => v.met === false).map((v) => v.name);
  console.log(
    `\ncatalog targets at ${fmtInt(largest)} products: ${
      verdicts.length === 0 ? 'not measured' : missed.length === 0 ? 'all met' : `missed: ${missed.join('; ')}`
    }`,
  );
  const ok = runs.every((run) => !run.error && !run.results.some(failed));
  const file = path.join(REPO_ROOT, 'bench-results', 'catalog.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.availableParallelism(),
        options,
        targets: CATALOG_TARGETS,
        runs,
        verdicts,
        ok,
        elapsedSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `catalog results written to ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - startedAt) / 1000)} s)`,
  );
  if (!ok) console.error('\nSome catalog scenarios had errors; see above.');
  return ok ? 0 : 1;
}

async function runGeneral(options: Options): Promise<number> {
  const startedAt = Date.now();
  const dbLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `FarmAI API benchmark: ${fmtInt(options.products)} products on ${dbLabel}, ${options.connections} connections, ` +
      `${options.duration} s per scenario after a ${options.warmup} s warm-up at up to ${WARMUP_MAX_CONNECTIONS} ` +
      `connections (node ${process.version}, ` +
      `${os.availableParallelism()} CPUs; API started as by npm start: ${Object.entries(apiStartEnv())
        .map(([k, v]) => `${k}=${v} `)
        .join('')}node ${apiStartFlags().join(' ')})`,
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  if (loadBefore > os.availableParallelism() / 2) {
    console.log(`  note: the machine is already busy (load average ${loadBefore.toFixed(1)}); expect noisy numbers`);
  }
  console.log(`Starting the API with ${fmtInt(options.products)} products ...`);

  let server: Server;
  try {
    server = await startServer(options.products);
  } catch (err) {
    console.error(`The API failed to start: ${(err as Error).message}`);
    return 1;
  }
  const { info } = server;
  const database =
    info.kind === 'pglite'
      ? `PGlite (PostgreSQL ${info.version} in WebAssembly, inside the API process)`
      : `PostgreSQL ${info.version} (throwaway database ${server.pgDatabase}, pool of 10 connections)`;
  console.log(
    `  ready in ${(info.startMs / 1000).toFixed(1)} s on ${server.url}: migrations ${info.migrateMs} ms, ` +
      `seeding ${(info.seedMs / 1000).toFixed(1)} s, ANALYZE ${info.analyzeMs} ms, preparation peak ${info.peakMb} MB`,
  );
  console.log(`  database: ${database}`);

  const results: ScenarioResult[] = [];
  const scaleLargeSize = Math.max(options.products, LARGE_PRODUCTS);
  let scale: ScaleResult | undefined;
  let scaleError: string | undefined;
  let memory: MemoryReport;
  const sampler = new MemorySampler(info.pid);
  try {
    const plan: [string, Scenario][] = [
      ['health (first)', BASELINE],
      ...SCENARIOS.map((s): [string, Scenario] => [s.name, s]),
      ['health (last)', BASELINE],
    ];
    for (const [name, scenario] of plan) {
      try {
        const result = await runScenario(server, scenario, options);
        const peakMbAfter = sampler.peakSoFarMb();
        if (peakMbAfter !== undefined) console.log(`    server memory peak so far: ${peakMbAfter} MB`);
        results.push({ ...result, name, peakMbAfter });
      } catch (err) {
        console.log(`\n  ${name} failed: ${(err as Error).message}; skipping the remaining scenarios`);
        results.push({ ...emptyResult(scenario), name, setupError: (err as Error).message });
        break;
      }
    }
  } finally {
    memory = sampler.stop();
    await server.stop();
  }

  const baselineRuns = results.filter((r) => r.name.startsWith('health'));
  const baseline = baselineRuns.reduce((sum, r) => sum + r.reqPerSec, 0) / baselineRuns.length;
  for (const r of results) if (baseline > 0) r.ratio = r.reqPerSec / baseline;

  if (options.scale && scaleError === undefined) {
    try {
      const small = await runListAt(SMALL_PRODUCTS, options);
      const large = await runListAt(scaleLargeSize, options);
      const ratio = (key: 'p50Ms' | 'p99Ms' | 'reqPerSec', kind: 'loaded' | 'unloaded') =>
        large[kind][key] / small[kind][key];
      scale = {
        small,
        large,
        unloaded: { p50Ratio: ratio('p50Ms', 'unloaded'), p99Ratio: ratio('p99Ms', 'unloaded') },
        loaded: {
          p50Ratio: ratio('p50Ms', 'loaded'),
          p99Ratio: ratio('p99Ms', 'loaded'),
          reqPerSecRatio: ratio('reqPerSec', 'loaded'),
        },
      };
    } catch (err) {
      scaleError = (err as Error).message;
    }
  }
  if (scaleError) console.error(`Scale runs failed: ${scaleError}`);

  // ---- report
  const target = (r: ScenarioResult) =>
    r.minRatio === undefined || r.ratio === undefined
      ? ''
      : `≥ ${r.minRatio.toFixed(2)}: ${verdict(r.ratio >= r.minRatio)}`;
  console.log(`\nResults (${dbLabel}, ${fmtInt(options.products)} products, ${options.connections} connections)\n`);
  console.log(
    table(
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline', 'target'],
      results.map((r) => [
        r.name,
        fmtInt(r.reqPerSec),
        fmtLatency(r, r.p50Ms),
        fmtLatency(r, r.p99Ms),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        r.ratio === undefined ? '' : fmtRatio(r.ratio),
        target(r),
      ]),
      [false, true, true, true, true, true, true, false],
    ),
  );
  console.log(`baseline (mean of the two health runs): ${fmtInt(baseline)} req/s`);
  if (results.some((r) => r.censored)) console.log(CENSORED_NOTE);
  for (const r of results.filter(failed)) {
    const codes = Object.entries(r.statusCodes)
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ');
    console.log(`  ${r.name}: ${r.setupError ?? `status codes ${codes}; ${r.errors} errors, ${r.timeouts} timeouts`}`);
  }

  if (scale) {
    const { small, large } = scale;
    console.log(`\nProduct list at scale\n`);
    const rows = [small, large].flatMap((run) =>
      [run.loaded, run.unloaded].map((r) => [
        fmtInt(run.products),
        String(r.connections),
        fmtInt(r.reqPerSec),
        fmtLatency(r, r.p50Ms),
        fmtLatency(r, r.p99Ms),
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ]),
    );
    console.log(
      table(['products', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], rows, Array(7).fill(true)),
    );
    if ([small, large].some((run) => run.loaded.censored || run.unloaded.censored)) console.log(CENSORED_NOTE);
    const met = (n: number) => verdict(n <= TARGETS.scaleLatency);
    console.log(
      `list p50/p99 at ${fmtInt(large.products)} vs ${fmtInt(small.products)}, 1 connection: ` +
        `${fmtRatio(scale.unloaded.p50Ratio)} / ${fmtRatio(scale.unloaded.p99Ratio)}  ` +
        `(target ≤ ${TARGETS.scaleLatency}×: p50 ${met(scale.unloaded.p50Ratio)}, p99 ${met(scale.unloaded.p99Ratio)})`,
    );
    console.log(
      `  under load (${options.connections} connections): p50/p99 ${fmtRatio(scale.loaded.p50Ratio)} / ` +
        `${fmtRatio(scale.loaded.p99Ratio)}, req/s ${fmtRatio(scale.loaded.reqPerSecRatio)} ` +
        '(saturated: latency is queueing, so the req/s ratio is the meaningful one)',
    );
  } else if (!scaleError) {
    console.log(`\nlist latency at scale: not measured (add --scale, or --large)`);
  }

  const peak = memory.peakMb;
  console.log(
    `\nAPI memory peak: ${peak ?? '?'} MB resident (VmHWM${memory.peakCoversScenariosOnly ? ' while the scenarios ran' : ', including start-up'}; ` +
      `idle after start ${memory.idleMb ?? '?'} MB, highest of ${memory.samples} samples ${memory.maxSampledMb ?? '?'} MB)` +
      `  target < ${TARGETS.memoryMb} MB: ${verdict(peak === undefined ? null : peak < TARGETS.memoryMb)}`,
  );
  console.log(
    info.kind === 'pglite'
      ? '  (PGlite runs inside the API process, so this includes the database)'
      : '  (the PostgreSQL server runs in its own processes and is not included)',
  );

  const web = measureWebBundle(WEB_DIST);
  if (web.built) {
    console.log('\nweb bundle (apps/web/dist/assets/*.js):');
    console.log(
      table(
        ['file', 'size', 'gzip'],
        [
          ...web.files.map((f) => [f.file, fmtKb(f.bytes), fmtKb(f.gzipBytes)]),
          ['total', fmtKb(web.totalBytes), fmtKb(web.totalGzipBytes)],
        ],
        [false, true, true],
      ),
    );
    if (web.areas.length > 0) {
      console.log('\ninitial JavaScript of each area (entry + route module + their static imports):');
      console.log(
        table(
          ['area', 'first page', 'files', 'gzip', 'budget'],
          web.areas.map((a) => [
            a.name,
            a.page,
            String(a.files.length),
            fmtKb(a.gzipBytes),
            a.budgetKb === undefined ? '' : `<= ${a.budgetKb} kB: ${verdict(a.met)}`,
          ]),
          [false, false, true, true, false],
        ),
      );
    } else {
      console.log('\ninitial JavaScript of each area: not measured (the build has no manifest)');
    }
  } else {
    console.log('\nweb bundle: not built');
  }

  const list = results.find((r) => r.name === LIST.name);
  const search = results.find((r) => r.name === 'search');
  const targets: TargetResult[] = [
    {
      name: 'list req/s vs baseline',
      value: list?.ratio ?? null,
      target: `>= ${TARGETS.listRatio}`,
      met: list?.ratio === undefined ? null : list.ratio >= TARGETS.listRatio,
    },
    {
      name: 'search req/s vs baseline',
      value: search?.ratio ?? null,
      target: `>= ${TARGETS.searchRatio}`,
      met: search?.ratio === undefined ? null : search.ratio >= TARGETS.searchRatio,
    },
    {
      name: `list p50 at ${fmtInt(scaleLargeSize)} vs ${fmtInt(SMALL_PRODUCTS)} (1 connection)`,
      value: scale?.unloaded.p50Ratio ?? null,
      target: `<= ${TARGETS.scaleLatency}`,
      met: scale ? scale.unloaded.p50Ratio <= TARGETS.scaleLatency : null,
    },
    {
      name: `list p99 at ${fmtInt(scaleLargeSize)} vs ${fmtInt(SMALL_PRODUCTS)} (1 connection)`,
      value: scale?.unloaded.p99Ratio ?? null,
      target: `<= ${TARGETS.scaleLatency}`,
      met: scale ? scale.unloaded.p99Ratio <= TARGETS.scaleLatency : null,
    },
    ...web.areas
      .filter((a) => a.budgetKb !== undefined)
      .map((a) => ({
        name: `${a.page} initial JavaScript (kB gzip)`,
        value: Math.round((a.gzipBytes / 1024) * 10) / 10,
        target: `<= ${a.budgetKb}`,
        met: a.met,
      })),
    {
      name: 'API memory peak (MB)',
      value: peak ?? null,
      target: `< ${TARGETS.memoryMb}`,
      met: peak === undefined ? null : peak < TARGETS.memoryMb,
    },
  ];
  const missed = targets.filter((t) => t.met === false).map((t) => t.name);
  console.log(`\ntargets: ${missed.length === 0 ? 'all measured targets met' : `missed: ${missed.join('; ')}`}`);

  const scaleResults = scale ? [scale.small, scale.large].flatMap((run) => [run.loaded, run.unloaded]) : [];
  const scenarioFailed = results.some(failed) || scaleResults.some(failed);
  const ok = !scenarioFailed && scaleError === undefined;
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.availableParallelism(),
        loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
        options: { ...options, warmupMaxConnections: WARMUP_MAX_CONNECTIONS },
        database: { kind: info.kind, version: info.version, label: database },
        server: {
          startMs: info.startMs,
          migrateMs: info.migrateMs,
          seedMs: info.seedMs,
          analyzeMs: info.analyzeMs,
          preparationPeakMb: info.peakMb,
        },
        baseline: { reqPerSec: baseline },
        scenarios: results,
        scale: scale ?? (scaleError ? { error: scaleError } : null),
        memory,
        web,
        targets,
        ok,
        elapsedSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  console.log(`(${Math.round((Date.now() - startedAt) / 1000)} s in all)`);
  if (!ok) console.error('\nSome scenarios had errors; see above.');
  return ok ? 0 : 1;
}

async function stopAll(): Promise<void> {
  await Promise.allSettled([...running].map((s) => s.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the API and cleaning up ...`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error('bench failed:', err);
    await stopAll();
    process.exit(1);
  });
