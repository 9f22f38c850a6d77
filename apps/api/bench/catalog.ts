import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { interruption, REPO_ROOT, type Server, startServer } from './api-process.js';
import { type Api, failed, runScenario, type Scenario, type ScenarioResult } from './load.js';
import { type DatabaseKind, type Options, wanted } from './options.js';
import { CENSORED_NOTE, fmtInt, fmtLatency, fmtRatio, type TargetResult, table, verdict } from './print.js';
import { freshListPath, freshSearchPath, freshUnknownSearchPath } from './queries.js';
import { BASELINE, LIST, SEARCH_KEYWORDS } from './scenarios.js';

// The catalog part: every public catalog read, repeated and fresh, per size and database.

/** Targets of the fresh-query reads, as a fraction of the bare route (reported only). */
const CATALOG_TARGETS: Record<
  DatabaseKind,
  { list: number; search: number; unknown: number; detail: number; p99Ms?: number }
> = {
  postgres: { list: 0.3, search: 0.2, unknown: 0.3, detail: 0.5, p99Ms: 50 },
  pglite: { list: 0.15, search: 0.1, unknown: 0.3, detail: 0.5 },
};
/** A search with a word the catalog lacks must answer within this on every database (its p99). */
const UNKNOWN_P99_MS = 50;
const UNKNOWN_SEARCH = 'search, unknown word';

/** The p99 a fresh read must stay under, if any. */
function p99LimitOf(database: DatabaseKind, scenario: string): number | undefined {
  if (scenario === UNKNOWN_SEARCH) return UNKNOWN_P99_MS;
  return scenario === 'detail, fresh' ? undefined : CATALOG_TARGETS[database].p99Ms;
}

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
    { name: UNKNOWN_SEARCH, pathAt: freshUnknownSearchPath(), minRatio: target.unknown },
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
    const chosen = catalogScenarios(kind).filter((scenario) => wanted(options, scenario.name));
    const plan: Scenario[] = [
      { ...BASELINE, name: 'health (first)' },
      ...chosen,
      { ...BASELINE, name: 'health (last)' },
    ];
    for (const scenario of plan) {
      if (interruption.requested) break;
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

/** One row per scenario of each run, and the verdicts at the largest size. */
function catalogRows(runs: CatalogRun[], largest: number): { rows: string[][]; verdicts: TargetResult[] } {
  const rows: string[][] = [];
  const verdicts: TargetResult[] = [];
  for (const run of runs) {
    const where = `${run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${fmtInt(run.products)}`;
    if (run.error) {
      rows.push([where, `failed: ${run.error}`, '', '', '', '', '', '']);
      continue;
    }
    for (const r of run.results) {
      let verdictText = '';
      if (r.minRatio !== undefined && r.ratio !== undefined) {
        const p99Limit = p99LimitOf(run.database, r.name);
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
  return { rows, verdicts };
}

function printCatalogResults(runs: CatalogRun[], largest: number): TargetResult[] {
  console.log('\nCatalog results (ratio: requests/s over the mean of the two bare-route runs of the same server)\n');
  const { rows, verdicts } = catalogRows(runs, largest);
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
  return verdicts;
}

export async function runCatalog(options: Options): Promise<number> {
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
      if (interruption.requested) break;
      runs.push(await runCatalogAt(kind, size, options, size === largest));
    }
  }
  const verdicts = printCatalogResults(runs, largest);
  const ok = runs.every((run) => !run.error && !run.results.some(failed));
  const file = path.join(REPO_ROOT, 'bench-results', 'catalog.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    options,
    targets: CATALOG_TARGETS,
    runs,
    verdicts,
    ok,
    elapsedSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `catalog results written to ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - startedAt) / 1000)} s)`,
  );
  if (!ok) console.error('\nSome catalog scenarios had errors; see above.');
  return ok ? 0 : 1;
}
