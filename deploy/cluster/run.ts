// The multi-replica cluster test: see README.md, "Running past one machine".
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run test:cluster
// Two API and two diagnosis replicas behind HAProxy on a throwaway PostgreSQL database, a Redis db of
// their own, an in-process S3 and SMTP server; checks what the replicas must share, then a 60 s
// workload while one API replica is killed and another stopped gracefully. Exit code 1 on any miss.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { checkCatalogChange, checkDiagnosisLimit, checkSessions, checkSignInLimit } from './checks.js';
import { checkAdminUpload, checkDiagnosisPicture, checkSettleRunsOnce, checkWelcomeMailOnce } from './checks-jobs.js';
import { checkMetrics, checkRequestIds } from './checks-watch.js';
import { runFailover } from './failover.js';
import { ensureHaproxy } from './haproxy.js';
import { agent } from './http.js';
import { Report } from './report.js';
import { requiredEnv, type Services, startServices } from './services.js';
import { type Cluster, startCluster } from './topology.js';

async function runChecks(cluster: Cluster, services: Services, report: Report): Promise<void> {
  console.log('\nchecks through HAProxy:');
  await checkSessions(cluster, report);
  await checkCatalogChange(cluster, report);
  await checkDiagnosisLimit(cluster, report);
  await checkSignInLimit(cluster, report);
  await checkWelcomeMailOnce(cluster, services, report);
  await checkAdminUpload(cluster, report);
  await checkDiagnosisPicture(cluster, report);
  await checkSettleRunsOnce(services, report);
}

/** The log tails of the replicas that exited on their own or that answered a failing request. */
function printFailingLogs(cluster: Cluster): void {
  for (const child of [...cluster.api, ...cluster.diagnosis, cluster.haproxy]) {
    const log = child.tail(30);
    if (!child.running || /"level":(50|60)|error/i.test(log)) {
      console.log(`\n--- last lines of ${child.name}'s log (${child.spec.logFile}) ---\n${log}`);
    }
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const env = requiredEnv();
  const haproxy = ensureHaproxy();
  const dir = mkdtempSync(path.join(tmpdir(), 'farmai-cluster-'));
  const report = new Report();
  const services = await startServices(env);
  let cluster: Cluster | undefined;
  const interrupt = () => {
    console.error('interrupted: stopping the cluster');
    void Promise.resolve(cluster?.stop())
      .then(() => services.close())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    cluster = await startCluster(services, dir, haproxy);
    await runChecks(cluster, services, report);
    await runFailover(cluster, services, report);
    // after the workload, so every replica has counted requests (the restarted ones since their restart)
    await checkMetrics(cluster, report);
    await checkRequestIds(cluster, report);
  } catch (err) {
    report.check('cluster test ran to the end', false, (err as Error).message);
  } finally {
    if (!report.passed && cluster) printFailingLogs(cluster);
    await cluster?.stop();
    await services.close();
    await agent.close();
  }
  const seconds = (Date.now() - started) / 1000;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`\n## Cluster test figures\n\n${report.markdown(seconds, load)}\n`);
  if (report.passed) rmSync(dir, { recursive: true, force: true });
  else console.log(`logs kept in ${dir}`);
  console.log(report.passed ? 'cluster test: PASS' : `cluster test: FAIL (${report.failed().length} checks missed)`);
  return report.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`cluster test could not run: ${(err as Error).message}`);
    process.exit(1);
  },
);
