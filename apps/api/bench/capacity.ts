import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type Server, startServer } from './api-process.js';
import { type CheckoutResult, runCheckout } from './checkout.js';
import { type Api, failed, runScenario, type Scenario, type ScenarioResult } from './load.js';
import { type Options, wanted } from './options.js';
import { fmtInt, fmtMs, table } from './print.js';
import { freshListPath, freshSearchPath } from './queries.js';
import { BASELINE, LIST, SEARCH_KEYWORDS } from './scenarios.js';

/**
 * The capacity part (`--capacity`): what one API process serves on the configured database, for
 * the three kinds of traffic a shop replica is sized by: browsing (product lists and product pages),
 * search (each on popular pages and on the long tail), and full checkouts with the demo payment provider. Next to the bare route of the same
 * server. Writes bench-results/capacity.json.
 */

const RESULTS_FILE = path.join(REPO_ROOT, 'bench-results', 'capacity.json');

/** List pages a browsing shopper opens: the filtered list's pages, then the whole catalog by price. */
const BROWSE_LISTS = [
  ...(LIST.path as string[]),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) => `/api/shop/products/get?sortBy=price-lowtohigh&page=${page}`),
];
/** Product pages opened per list page. */
const DETAILS_PER_LIST = 2;

/** Ids of up to `max` products, the catalog's first by title. */
async function productIds(api: Api, max: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < max; page++) {
    const list = await api.get<{ data: { _id: string }[] }>(
      `/api/shop/products/get?sortBy=title-atoz&limit=100&page=${page}`,
    );
    ids.push(...list.data.map((p) => p._id));
    if (list.data.length < 100) break;
  }
  if (ids.length === 0) throw new Error('no products to fetch');
  return ids.slice(0, max);
}

/** Products the long-tail browse goes through before one repeats. */
const LONG_TAIL_PRODUCTS = 20_000;

/**
 * Browsing: one list page, then two product pages. "popular": 15 list pages and 300 products,
 * asked again and again (the answer cache hits, as on the pages most shoppers open); "long tail":
 * a new filter combination and new products on every request (the cache misses).
 */
const BROWSE_POPULAR: Scenario = {
  name: 'browse, popular',
  async setup(api) {
    const ids = await productIds(api, 300);
    const paths: string[] = [];
    for (const [i, id] of ids.entries()) {
      if (i % DETAILS_PER_LIST === 0) paths.push(BROWSE_LISTS[(i / DETAILS_PER_LIST) % BROWSE_LISTS.length] as string);
      paths.push(`/api/shop/products/get/${id}`);
    }
    return { path: paths };
  },
};

const BROWSE_LONG_TAIL: Scenario = {
  name: 'browse, long tail',
  async setup(api) {
    // past the popular run's products, so none is in the answer cache yet
    const ids = (await productIds(api, LONG_TAIL_PRODUCTS)).slice(300);
    if (ids.length === 0) throw new Error('too few products for the long tail (more than 300 needed)');
    const list = freshListPath();
    const step = DETAILS_PER_LIST + 1;
    return {
      pathAt: (n) =>
        n % step === 0 ? list(n / step) : `/api/shop/products/get/${ids[(n - Math.ceil(n / step)) % ids.length]}`,
    };
  },
};

const SEARCH_POPULAR: Scenario = {
  name: 'search, popular',
  path: SEARCH_KEYWORDS.map((k) => `/api/shop/search/${encodeURIComponent(k)}`),
};

const SEARCH_LONG_TAIL: Scenario = { name: 'search, long tail', pathAt: freshSearchPath() };

/**
 * The checkout before its statements were cut (commit 15bc339), measured alternating with the current code on
 * the same 2-core machine: the checkouts a second depend on the machine, the CPU time a checkout much less.
 */
const CHECKOUT_BEFORE = { checkoutsPerSec: 41.6, apiCpuMs: 23.7 };

function printCapacity(reads: ScenarioResult[], checkout: CheckoutResult | undefined, baseline: number): void {
  console.log('\nCapacity of one API process\n');
  console.log(
    table(
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare'],
      reads.map((r) => [
        r.name,
        fmtInt(r.reqPerSec),
        fmtMs(r.p50Ms),
        fmtMs(r.p99Ms),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        baseline > 0 ? `${(r.reqPerSec / baseline).toFixed(2)}×` : '',
      ]),
      [false, true, true, true, true, true, true],
    ),
  );
  if (!checkout) return;
  console.log(
    `\ncheckout (${checkout.virtualUsers} buyers, each its own account): ${checkout.checkoutsPerSec.toFixed(1)} ` +
      `checkouts/s (${fmtInt(checkout.reqPerSec)} req/s), whole checkout p50 ${fmtMs(checkout.p50Ms)} ms, ` +
      `p99 ${fmtMs(checkout.p99Ms)} ms, ${checkout.checkouts} checkouts, ${checkout.errors} errors; ` +
      `the API process's CPU time ${checkout.apiCpuMsPerCheckout.toFixed(1)} ms a checkout`,
  );
  console.log(
    `  before (commit 15bc339, the same command on a 2-core machine, 2026-12-01, mean of 8 runs): ` +
      `${CHECKOUT_BEFORE.checkoutsPerSec} checkouts/s, ${CHECKOUT_BEFORE.apiCpuMs} ms of API CPU a checkout; ` +
      `target: twice the checkouts one process serves, half its CPU time a checkout\n`,
  );
  console.log(
    table(
      ['step', 'p50 ms', 'p99 ms'],
      Object.entries(checkout.steps).map(([step, s]) => [step, fmtMs(s.p50Ms), fmtMs(s.p99Ms)]),
      [false, true, true],
    ),
  );
}

async function measure(server: Server, options: Options) {
  const reads: ScenarioResult[] = [];
  for (const [name, scenario] of [
    ['health (first)', BASELINE],
    ['browse, popular', BROWSE_POPULAR],
    ['browse, long tail', BROWSE_LONG_TAIL],
    ['search, popular', SEARCH_POPULAR],
    ['search, long tail', SEARCH_LONG_TAIL],
  ] as const) {
    if (name === 'health (first)' || wanted(options, name)) {
      reads.push({ ...(await runScenario(server, scenario, options)), name });
    }
  }
  let checkout: CheckoutResult | undefined;
  let checkoutError: string | undefined;
  try {
    if (wanted(options, 'checkout')) checkout = await runCheckout(server, options);
  } catch (err) {
    checkoutError = (err as Error).message;
    console.log(`\n  checkout failed: ${checkoutError}`);
  }
  reads.push({ ...(await runScenario(server, BASELINE, options)), name: 'health (last)' });
  return { reads, checkout, checkoutError };
}

export async function runCapacity(options: Options): Promise<number> {
  const loadBefore = os.loadavg();
  console.log(
    `\nCapacity: one API process, ${fmtInt(options.products)} products, ${options.connections} connections, ` +
      `${options.duration} s per scenario (load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')})`,
  );
  const server = await startServer(options.products);
  let measured: Awaited<ReturnType<typeof measure>>;
  try {
    console.log(`  ready in ${(server.info.startMs / 1000).toFixed(1)} s (${server.info.kind} ${server.info.version})`);
    measured = await measure(server, options);
  } finally {
    await server.stop();
  }
  const { reads, checkout, checkoutError } = measured;
  const bare = reads.filter((r) => r.name.startsWith('health'));
  const baseline = bare.reduce((sum, r) => sum + r.reqPerSec, 0) / bare.length;
  printCapacity(reads, checkout, baseline);
  const loadAfter = os.loadavg();
  console.log(`load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  const ok = !reads.some(failed) && (checkout ? checkout.errors === 0 : !wanted(options, 'checkout'));
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: { before: loadBefore, after: loadAfter },
    database: { kind: server.info.kind, version: server.info.version },
    options,
    baseline: { reqPerSec: baseline },
    scenarios: reads,
    checkout: checkout ?? { error: checkoutError },
    ok,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return ok ? 0 : 1;
}
