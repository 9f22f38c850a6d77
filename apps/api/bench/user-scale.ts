import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer } from './api-process.js';
import { type Api, apiFor, failed, type RequestSpec, runScenario, type Scenario, type ScenarioResult } from './load.js';
import type { Options } from './options.js';
import { fmtInt, fmtLatency, fmtRatio, table } from './print.js';
import { BENCH_PASSWORD, benchEmail, ORDERS_PER_USER, SESSIONS_PER_USER } from './users.js';

/**
 * The user-scale part (`--users-scale`): sign-in and the per-user reads at a small and a large
 * number of generated users (bench/users.ts: each with sessions, an address, paid orders and a
 * cart), each size on a server of its own, under load and with one connection. The users the
 * bench acts as are spread over the whole table. Writes bench-results/users.json.
 */

const RESULTS_FILE = path.join(REPO_ROOT, 'bench-results', 'users.json');
/** Accounts the sign-in scenario rotates through, and accounts signed in for the reads. */
const SIGN_IN_ACCOUNTS = 200;
const READERS = 50;

/** The n-th of `count` users spread evenly over 1..size. */
const spread = (size: number, count: number, n: number) => 1 + Math.floor((n * size) / count);

interface Reader {
  userId: string;
  headers: Record<string, string>;
}

/** The user scenarios of one server; the readers sign in once, on the first read scenario's setup. */
function userScenarios(size: number): Scenario[] {
  let readers: Promise<Reader[]> | undefined;
  const signIn = async (url: string, n: number): Promise<Reader> => {
    const api: Api = apiFor(url);
    const login = await api.post<{ user: { id: string } }>('/api/auth/login', {
      email: benchEmail(spread(size, READERS, n)),
      password: BENCH_PASSWORD,
    });
    return { userId: login.user.id, headers: api.sessionHeaders() };
  };
  const perReader =
    (pathOf: (userId: string) => string) =>
    async (api: Api): Promise<RequestSpec> => {
      readers ??= Promise.all(Array.from({ length: READERS }, (_, n) => signIn(api.url, n)));
      const all = await readers;
      return { path: all.map((r) => pathOf(r.userId)), variants: all.map((r) => ({ headers: r.headers })) };
    };
  return [
    {
      name: 'sign-in',
      async setup(api) {
        // the XSRF cookie and header a signed-out browser has
        await api.get('/api/health');
        const variants = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, n) => ({
          body: { email: benchEmail(spread(size, SIGN_IN_ACCOUNTS, n)), password: BENCH_PASSWORD },
        }));
        return { method: 'POST', path: '/api/auth/login', headers: api.sessionHeaders(), variants };
      },
    },
    { name: 'session check', setup: perReader(() => '/api/auth/check-auth') },
    { name: 'order list', setup: perReader((id) => `/api/shop/order/list/${id}`) },
    { name: 'cart', setup: perReader((id) => `/api/shop/cart/get/${id}`) },
  ];
}

interface SizeRun {
  users: number;
  seedMs: number;
  loaded: ScenarioResult[];
  unloaded: ScenarioResult[];
}

async function runSize(users: number, options: Options): Promise<SizeRun> {
  console.log(`\nUsers: ${fmtInt(users)} generated users, ${fmtInt(options.products)} products`);
  const server = await startServer(options.products, { users });
  try {
    console.log(`  ready in ${(server.info.startMs / 1000).toFixed(1)} s (seeding ${server.info.seedMs} ms)`);
    const loaded: ScenarioResult[] = [];
    const unloaded: ScenarioResult[] = [];
    for (const scenario of userScenarios(users)) {
      loaded.push(await runScenario(server, scenario, options));
      const one = { ...scenario, name: `${scenario.name} (1 conn)` };
      unloaded.push(await runScenario(server, one, { ...options, connections: 1 }));
    }
    return { users, seedMs: server.info.seedMs, loaded, unloaded };
  } finally {
    await server.stop();
  }
}

function printUserScale(small: SizeRun, large: SizeRun, options: Options): void {
  console.log(`\nPer-user requests at ${fmtInt(small.users)} and ${fmtInt(large.users)} users\n`);
  const rows: string[][] = [];
  for (const kind of ['loaded', 'unloaded'] as const) {
    for (const [i, s] of small[kind].entries()) {
      const l = large[kind][i];
      if (!l) continue;
      const ratio = (a: number, b: number) => (a > 0 ? fmtRatio(b / a) : '');
      rows.push([
        s.name,
        String(s.connections),
        fmtInt(s.reqPerSec),
        fmtLatency(s, s.p50Ms),
        fmtLatency(s, s.p99Ms),
        fmtInt(l.reqPerSec),
        fmtLatency(l, l.p50Ms),
        fmtLatency(l, l.p99Ms),
        ratio(s.reqPerSec, l.reqPerSec),
        ratio(s.p50Ms, l.p50Ms),
        ratio(s.p99Ms, l.p99Ms),
      ]);
    }
  }
  const [a, b] = [fmtInt(small.users), fmtInt(large.users)];
  console.log(
    table(
      ['scenario', 'conns', `req/s ${a}`, 'p50', 'p99', `req/s ${b}`, 'p50', 'p99', 'req/s ×', 'p50 ×', 'p99 ×'],
      rows,
      [false, ...Array(10).fill(true)],
    ),
  );
  console.log(
    `(ms; × = ${b} users ÷ ${a}; ${options.connections} connections under load; each user has ` +
      `${SESSIONS_PER_USER} sessions, ${ORDERS_PER_USER} paid orders and a cart of 2 lines)`,
  );
}

export async function runUserScale(options: Options): Promise<number> {
  const loadBefore = os.loadavg();
  const [smallSize, largeSize] = options.userSizes;
  const small = await runSize(smallSize, options);
  const large = await runSize(largeSize, options);
  printUserScale(small, large, options);
  const loadAfter = os.loadavg();
  console.log(
    `load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const ok = ![small, large].some((run) => [...run.loaded, ...run.unloaded].some(failed));
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: { before: loadBefore, after: loadAfter },
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    options,
    sizes: [small, large],
    ok,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return ok ? 0 : 1;
}
