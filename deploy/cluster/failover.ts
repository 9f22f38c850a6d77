import { setTimeout as sleep } from 'node:timers/promises';
import { checkOrders, checkStock, stockSnapshot } from './books.js';
import { samplePhoto } from './checks-jobs.js';
import { retryCounts } from './haproxy.js';
import type { Child } from './processes.js';
import { type PhaseFigures, quantile, type Report } from './report.js';
import type { Services } from './services.js';
import { listProducts, newShopper } from './shop.js';
import { type Cluster, SHUTDOWN_DRAIN_MS } from './topology.js';
import { Recorder, type Sample, VirtualUser, type WorkloadContext } from './workload.js';

/**
 * Failover under load: a 60 s mixed workload through HAProxy while API replica 1 is killed
 * (SIGKILL) and started again, then API replica 2 is stopped gracefully (SIGTERM) and started
 * again once it has exited.
 */

export const VIRTUAL_USERS = 8;
const DURATION_MS = 60_000;
const KILL_AT_MS = 15_000;
const RESTART_AFTER_MS = 10_000;
const GRACEFUL_AT_MS = 35_000;
/** After a restart, HAProxy takes a replica back after two good checks 500 ms apart. */
const BACK_IN_ROTATION_MS = 1_200;

interface Mark {
  phase: string;
  at: number;
}

/** Phase boundaries, in ms since the workload began. */
class Timeline {
  readonly marks: Mark[] = [{ phase: 'steady', at: 0 }];
  constructor(private readonly recorder: Recorder) {}

  now(): number {
    return performance.now() - this.recorder.started;
  }

  mark(phase: string): void {
    this.marks.push({ phase, at: this.now() });
    console.log(`  ${(this.now() / 1000).toFixed(1)} s: ${phase}`);
  }

  /** The phase of a request that started at `at`. */
  phaseOf(at: number): string {
    let phase = 'steady';
    for (const m of this.marks) if (m.at <= at) phase = m.phase;
    return phase;
  }
}

async function waitUntil(timeline: Timeline, atMs: number): Promise<void> {
  const wait = atMs - timeline.now();
  if (wait > 0) await sleep(wait);
}

/** Kills API replica 1, starts it again 10 s later; then stops replica 2 gracefully and starts it again. */
async function disrupt(cluster: Cluster, timeline: Timeline, report: Report): Promise<void> {
  const [api1, api2] = cluster.api as [Child, Child];
  await waitUntil(timeline, KILL_AT_MS);
  timeline.mark('kill');
  api1.signal('SIGKILL');
  await api1.exited;
  await waitUntil(timeline, KILL_AT_MS + RESTART_AFTER_MS);
  const restartMs = await cluster.restart(api1);
  await sleep(BACK_IN_ROTATION_MS);
  report.notes.push(`api1 ready ${restartMs} ms after its restart`);
  timeline.mark('steady (between)');

  await waitUntil(timeline, GRACEFUL_AT_MS);
  timeline.mark('graceful stop');
  const stoppedAt = timeline.now();
  api2.signal('SIGTERM');
  const drain = await watchDrain(cluster.directUrl(api2));
  const exit = await api2.exited;
  report.check(
    'B graceful stop: not ready at once, serving during the drain, clean exit',
    exit === 0 && drain.notReadyMs !== undefined && drain.notReadyMs < 500 && drain.servedWhileDraining,
    `/api/ready 503 after ${drain.notReadyMs?.toFixed(0) ?? '–'} ms, requests served while draining: ${drain.servedWhileDraining ? 'yes, with Connection: close' : 'no'}, exit ${exit} after ${((timeline.now() - stoppedAt) / 1000).toFixed(1)} s (SHUTDOWN_DRAIN_MS ${SHUTDOWN_DRAIN_MS})`,
  );
  const restart2Ms = await cluster.restart(api2);
  await sleep(BACK_IN_ROTATION_MS);
  report.notes.push(`api2 ready ${restart2Ms} ms after its restart`);
  timeline.mark('after');
}

/** Asks a stopping replica directly: how soon /api/ready says 503, and whether it still serves meanwhile. */
async function watchDrain(url: string): Promise<{ notReadyMs: number | undefined; servedWhileDraining: boolean }> {
  const started = performance.now();
  let notReadyMs: number | undefined;
  while (notReadyMs === undefined && performance.now() - started < 2_000) {
    const res = await fetch(`${url}/api/ready`).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.status === 503) notReadyMs = performance.now() - started;
  }
  const served = await fetch(`${url}/api/shop/products/get?limit=1`).catch(() => undefined);
  await served?.arrayBuffer();
  return { notReadyMs, servedWhileDraining: served?.status === 200 && served.headers.get('connection') === 'close' };
}

function countBy(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([v, n]) => `${v} ${n}`)
    .join(', ');
}

function figures(phase: string, samples: Sample[], seconds: number): PhaseFigures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    phase,
    seconds,
    requests: samples.length,
    errors: samples.filter((s) => s.outcome === 'error').length,
    limited: samples.filter((s) => s.outcome === 'limited').length,
    business: samples.filter((s) => s.outcome === 'business').length,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    servedBy: countBy(samples.map((s) => s.servedBy || 'none')),
  };
}

function phaseFigures(recorder: Recorder, timeline: Timeline, endedAt: number): PhaseFigures[] {
  return timeline.marks.map((mark, i) => {
    const end = timeline.marks[i + 1]?.at ?? endedAt;
    const samples = recorder.samples.filter((s) => timeline.phaseOf(s.at) === mark.phase);
    return figures(mark.phase, samples, (end - mark.at) / 1000);
  });
}

/** The virtual users, each with an account and an address, and what they pick from. */
async function prepare(cluster: Cluster, recorder: Recorder): Promise<VirtualUser[]> {
  const shoppers = await Promise.all(
    Array.from({ length: VIRTUAL_USERS }, (_, i) => newShopper(cluster.publicUrl, `vu${i + 1}`, `192.0.2.${i + 10}`)),
  );
  const first = shoppers[0];
  if (!first) throw new Error('no virtual users');
  const products = (await listProducts(first.client)).filter((p) => p.totalStock > 0);
  const keywords = [
    ...new Set(products.flatMap((p) => p.title.toLowerCase().split(/\W+/)).filter((w) => w.length > 3)),
  ];
  const ctx: WorkloadContext = {
    recorder,
    products,
    keywords,
    photo: await samplePhoto(),
    publicUrl: cluster.publicUrl,
  };
  return shoppers.map((s, i) => new VirtualUser(i + 1, s, ctx));
}

export async function runFailover(cluster: Cluster, services: Services, report: Report): Promise<void> {
  console.log(`\nfailover under load: ${VIRTUAL_USERS} virtual users for ${DURATION_MS / 1000} s through HAProxy`);
  const since = new Date(Date.now() - 1_000);
  const stockBefore = await stockSnapshot(services.db);
  const recorder = new Recorder();
  const users = await prepare(cluster, recorder);
  recorder.begin();
  const timeline = new Timeline(recorder);
  const end = () => timeline.now() >= DURATION_MS;
  const disruption = disrupt(cluster, timeline, report).catch((err) => {
    report.check('C failover timeline', false, `error: ${(err as Error).message}`);
  });
  await Promise.all(users.map((u) => u.run(end)));
  const endedAt = timeline.now();
  await disruption;
  report.phases = phaseFigures(recorder, timeline, endedAt);
  printPhases(report.phases, recorder);
  const retried = await retryCounts(cluster.statsSocket).catch((err) => ({ error: (err as Error).message }));
  const retriedLine = Object.entries(retried)
    .map(([backend, c]) =>
      typeof c === 'string' ? c : `${backend}: ${c.retries} retries, ${c.redispatches} redispatched to another server`,
    )
    .join(', ');
  console.log(`  HAProxy sent again: ${retriedLine}`);
  report.notes.push(`HAProxy sent requests again: ${retriedLine}`);

  const kill = report.phases.find((p) => p.phase === 'kill');
  const graceful = report.phases.find((p) => p.phase === 'graceful stop');
  const rate = (p: PhaseFigures | undefined) => (p && p.requests > 0 ? (100 * p.errors) / p.requests : 100);
  report.check(
    'C < 0.5% errors during the kill phase',
    rate(kill) < 0.5,
    `${kill?.errors ?? '?'} of ${kill?.requests ?? 0} (${rate(kill).toFixed(2)}%)`,
  );
  report.check(
    'C 0 errors during the graceful stop',
    graceful?.errors === 0 && (graceful?.requests ?? 0) > 0,
    `${graceful?.errors ?? '?'} of ${graceful?.requests ?? 0}`,
  );
  await checkOrders(services.db, recorder, since, report);
  await checkStock(services.db, stockBefore, since, report);
}

function printPhases(phases: PhaseFigures[], recorder: Recorder): void {
  console.log('  (429 answers and expected business 4xx such as "sold out" are counted apart, not as errors)');
  for (const p of phases) {
    console.log(
      `  ${p.phase.padEnd(18)} ${p.seconds.toFixed(1).padStart(5)} s ${String(p.requests).padStart(6)} requests ${String(p.errors).padStart(4)} errors (${p.requests ? ((100 * p.errors) / p.requests).toFixed(2) : '0.00'}%) ${p.limited} × 429 ${p.business} × business 4xx  p50 ${p.p50.toFixed(0)} ms  p99 ${p.p99.toFixed(0)} ms  [${p.servedBy}]`,
    );
  }
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 8);
  for (const [title, map] of [
    ['errors', recorder.errors],
    ['business 4xx', recorder.refusals],
  ] as const) {
    if (map.size > 0)
      console.log(
        `  ${title}:\n${top(map)
          .map(([key, n]) => `    ${n} × ${key}`)
          .join('\n')}`,
      );
  }
  const routes = new Map<string, number>();
  for (const s of recorder.samples) routes.set(s.route, (routes.get(s.route) ?? 0) + 1);
  console.log(`  requests by route: ${[...routes].map(([r, n]) => `${r} ${n}`).join(', ')}`);
}
