import { type Server, startServer } from './api-process.js';
import { runScenario, type ScenarioResult } from './load.js';
import { type Options, SMALL_PRODUCTS } from './options.js';
import { CENSORED_NOTE, fmtInt, fmtLatency, fmtRatio, table, verdict } from './print.js';
import { LIST, TARGETS } from './scenarios.js';

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

export interface ScaleResult {
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

/** The product list at SMALL_PRODUCTS and at `largeSize` products, each on a server of its own. */
export async function runScale(
  options: Options,
  largeSize: number,
): Promise<{ scale?: ScaleResult; scaleError?: string }> {
  try {
    const small = await runListAt(SMALL_PRODUCTS, options);
    const large = await runListAt(largeSize, options);
    const ratio = (key: 'p50Ms' | 'p99Ms' | 'reqPerSec', kind: 'loaded' | 'unloaded') =>
      large[kind][key] / small[kind][key];
    const scale: ScaleResult = {
      small,
      large,
      unloaded: { p50Ratio: ratio('p50Ms', 'unloaded'), p99Ratio: ratio('p99Ms', 'unloaded') },
      loaded: {
        p50Ratio: ratio('p50Ms', 'loaded'),
        p99Ratio: ratio('p99Ms', 'loaded'),
        reqPerSecRatio: ratio('reqPerSec', 'loaded'),
      },
    };
    return { scale };
  } catch (err) {
    return { scaleError: (err as Error).message };
  }
}

export function printScale(scale: ScaleResult, options: Options): void {
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
}
