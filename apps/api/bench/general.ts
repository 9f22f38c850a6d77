import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiStartEnv, apiStartFlags, REPO_ROOT, type Server, startServer } from './api-process.js';
import {
  emptyResult,
  failed,
  runScenario,
  type Scenario,
  type ScenarioResult,
  WARMUP_MAX_CONNECTIONS,
} from './load.js';
import { type MemoryReport, MemorySampler } from './memory.js';
import { LARGE_PRODUCTS, type Options, SMALL_PRODUCTS, wanted } from './options.js';
import { CENSORED_NOTE, fmtInt, fmtKb, fmtLatency, fmtRatio, type TargetResult, table, verdict } from './print.js';
import { printScale, runScale, type ScaleResult } from './scale.js';
import { BASELINE, LIST, SCENARIOS, TARGETS } from './scenarios.js';
import { measureWebBundle, type WebBundle } from './web-bundle.js';

/** The general part: the shop's main scenarios on one server, the list at scale, memory and the web bundle. */

const RESULTS_FILE = path.join(REPO_ROOT, 'bench-results', 'latest.json');
const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/** Prints what is measured and how; answers the load average before the run. */
function printHeader(options: Options, dbLabel: string): number {
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
  return loadBefore;
}

/** Prints how the server got ready; answers the database's description. */
function printReady(server: Server): string {
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
  return database;
}

/** Runs the general scenarios between two baseline runs, sampling the server's memory; stops the server. */
async function runScenarios(
  server: Server,
  options: Options,
): Promise<{ results: ScenarioResult[]; memory: MemoryReport }> {
  const results: ScenarioResult[] = [];
  let memory: MemoryReport;
  const sampler = new MemorySampler(server.info.pid);
  try {
    const plan: [string, Scenario][] = [
      ['health (first)', BASELINE],
      ...SCENARIOS.filter((s) => wanted(options, s.name)).map((s): [string, Scenario] => [s.name, s]),
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
  return { results, memory };
}

function printResults(results: ScenarioResult[], baseline: number, options: Options, dbLabel: string): void {
  const target = (r: ScenarioResult) =>
    r.minRatio === undefined || r.ratio === undefined
      ? ''
      : `≥ ${r.minRatio.toFixed(2)}: ${verdict(r.ratio >= r.minRatio)}`;
  console.log(`\nResults (${dbLabel}, ${fmtInt(options.products)} products, ${options.connections} connections)\n`);
  console.log(
    table(
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline', 'before', 'target'],
      results.map((r) => [
        r.name,
        fmtInt(r.reqPerSec),
        fmtLatency(r, r.p50Ms),
        fmtLatency(r, r.p99Ms),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        r.ratio === undefined ? '' : fmtRatio(r.ratio),
        r.before === undefined ? '' : fmtRatio(r.before),
        target(r),
      ]),
      [false, true, true, true, true, true, true, true, false],
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
}

function printMemory(memory: MemoryReport, kind: Server['info']['kind']): void {
  const peak = memory.peakMb;
  console.log(
    `\nAPI memory peak: ${peak ?? '?'} MB resident (VmHWM${memory.peakCoversScenariosOnly ? ' while the scenarios ran' : ', including start-up'}; ` +
      `idle after start ${memory.idleMb ?? '?'} MB, highest of ${memory.samples} samples ${memory.maxSampledMb ?? '?'} MB)` +
      `  target < ${TARGETS.memoryMb} MB: ${verdict(peak === undefined ? null : peak < TARGETS.memoryMb)}`,
  );
  console.log(
    kind === 'pglite'
      ? '  (PGlite runs inside the API process, so this includes the database)'
      : '  (the PostgreSQL server runs in its own processes and is not included)',
  );
}

function printWebBundle(web: WebBundle): void {
  if (!web.built) {
    console.log('\nweb bundle: not built');
    return;
  }
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
  if (web.areas.length === 0) {
    console.log('\ninitial JavaScript of each area: not measured (the build has no manifest)');
    return;
  }
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
}

/** The general part's targets, each met, missed or not measured. */
function generalTargets(
  results: ScenarioResult[],
  scale: ScaleResult | undefined,
  scaleLargeSize: number,
  web: WebBundle,
  peak: number | undefined,
): TargetResult[] {
  const list = results.find((r) => r.name === LIST.name);
  const search = results.find((r) => r.name === 'search');
  // the other scenarios with a target of their own (cart add, order list)
  const others = results.filter((r) => r !== list && r !== search && r.minRatio !== undefined);
  const scaleTarget = (which: 'p50' | 'p99', ratio: number | undefined): TargetResult => ({
    name: `list ${which} at ${fmtInt(scaleLargeSize)} vs ${fmtInt(SMALL_PRODUCTS)} (1 connection)`,
    value: ratio ?? null,
    target: `<= ${TARGETS.scaleLatency}`,
    met: ratio === undefined ? null : ratio <= TARGETS.scaleLatency,
  });
  return [
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
    ...others.map((r) => ({
      name: `${r.name} req/s vs baseline`,
      value: r.ratio ?? null,
      target: `>= ${r.minRatio}`,
      met: r.ratio === undefined || r.minRatio === undefined ? null : r.ratio >= r.minRatio,
    })),
    scaleTarget('p50', scale?.unloaded.p50Ratio),
    scaleTarget('p99', scale?.unloaded.p99Ratio),
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
}

export async function runGeneral(options: Options): Promise<number> {
  const startedAt = Date.now();
  const dbLabel = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const loadBefore = printHeader(options, dbLabel);
  let server: Server;
  try {
    server = await startServer(options.products);
  } catch (err) {
    console.error(`The API failed to start: ${(err as Error).message}`);
    return 1;
  }
  const { info } = server;
  const database = printReady(server);
  const scaleLargeSize = Math.max(options.products, LARGE_PRODUCTS);
  const { results, memory } = await runScenarios(server, options);

  const baselineRuns = results.filter((r) => r.name.startsWith('health'));
  const baseline = baselineRuns.reduce((sum, r) => sum + r.reqPerSec, 0) / baselineRuns.length;
  for (const r of results) if (baseline > 0) r.ratio = r.reqPerSec / baseline;

  const { scale, scaleError } = options.scale ? await runScale(options, scaleLargeSize) : {};
  if (scaleError) console.error(`Scale runs failed: ${scaleError}`);

  printResults(results, baseline, options, dbLabel);
  if (scale) printScale(scale, options);
  else if (!scaleError) console.log(`\nlist latency at scale: not measured (add --scale, or --large)`);
  printMemory(memory, info.kind);
  const web = measureWebBundle(WEB_DIST);
  printWebBundle(web);

  const targets = generalTargets(results, scale, scaleLargeSize, web, memory.peakMb);
  const missed = targets.filter((t) => t.met === false).map((t) => t.name);
  console.log(`\ntargets: ${missed.length === 0 ? 'all measured targets met' : `missed: ${missed.join('; ')}`}`);

  const scaleResults = scale ? [scale.small, scale.large].flatMap((run) => [run.loaded, run.unloaded]) : [];
  const scenarioFailed = results.some(failed) || scaleResults.some(failed);
  const ok = !scenarioFailed && scaleError === undefined;
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
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
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  console.log(`(${Math.round((Date.now() - startedAt) / 1000)} s in all)`);
  if (!ok) console.error('\nSome scenarios had errors; see above.');
  return ok ? 0 : 1;
}
