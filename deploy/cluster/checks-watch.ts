import { randomBytes } from 'node:crypto';
import { Client } from './http.js';
import type { Report } from './report.js';
import { type Cluster, METRICS_TOKEN } from './topology.js';

/** Check 6: every replica can be watched: /metrics behind its token, request ids kept through HAProxy. */

/** The sum of a metric's samples in a Prometheus text answer, over the series whose labels contain `match`. */
export function metricSum(text: string, name: string, match = ''): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (match && !line.includes(match)) continue;
    sum = (sum ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

async function scrape(url: string): Promise<{ locked: number; text: string }> {
  const client = new Client(url);
  const locked = (await client.get('/metrics')).status;
  const res = await client.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`${url}/metrics with the token → ${res.status}`);
  return { locked, text: res.text };
}

/** (6a) Each replica's /metrics: 401 without the token; its own request counts and service metrics with it. */
export async function checkMetrics(cluster: Cluster, report: Report): Promise<void> {
  await report.run(
    '6a /metrics on every replica (token required): request counts, pool, queue, model latency',
    async () => {
      const parts: string[] = [];
      let passed = true;
      for (const child of cluster.api) {
        const { locked, text } = await scrape(cluster.directUrl(child));
        const requests = metricSum(text, 'http_requests_total') ?? 0;
        const pool = metricSum(text, 'farmai_db_pool_connections', 'state="total"');
        const queue = metricSum(text, 'farmai_job_queue_depth');
        passed &&= locked === 401 && requests > 0 && pool !== undefined && pool > 0 && queue !== undefined;
        parts.push(
          `${child.name}: no token ${locked}, ${requests} requests, pool ${pool ?? 'missing'}, queued jobs ${queue ?? 'missing'}`,
        );
      }
      for (const child of cluster.diagnosis) {
        const { locked, text } = await scrape(cluster.directUrl(child));
        const texts = metricSum(text, 'farmai_diagnosis_model_duration_seconds_count', 'stage="text"') ?? 0;
        const images = metricSum(text, 'farmai_diagnosis_model_duration_seconds_count', 'stage="image"') ?? 0;
        passed &&= locked === 401 && texts > 0;
        parts.push(`${child.name}: no token ${locked}, model runs text ${texts} / image ${images}`);
      }
      return { passed, figure: parts.join('; ') };
    },
  );
}

/** (6b) A request id sent through HAProxy comes back from whichever replica answered. */
export async function checkRequestIds(cluster: Cluster, report: Report): Promise<void> {
  await report.run('6b request id kept through HAProxy by both API replicas', async () => {
    const client = new Client(cluster.publicUrl);
    const seen = new Map<string, boolean>();
    for (let i = 0; i < 4; i++) {
      const id = `cluster-${randomBytes(6).toString('hex')}`;
      const res = await client.get('/api/health', { headers: { 'x-request-id': id } });
      seen.set(res.servedBy, (seen.get(res.servedBy) ?? true) && res.headers.get('x-request-id') === id);
    }
    const replicas = [...seen.keys()].sort();
    return {
      passed: replicas.length === 2 && [...seen.values()].every(Boolean),
      figure: [...seen].map(([name, kept]) => `${name}: ${kept ? 'kept' : 'lost'}`).join(', '),
    };
  });
}
