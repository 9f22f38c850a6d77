import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockSnapshot } from '../cluster/books.js';
import { PrivatePostgres } from '../cluster/private-postgres.js';
import { Child, freePort, REPO_ROOT, waitUntilReady } from '../cluster/processes.js';
import { listProducts, newShopper } from '../cluster/shop.js';
import { prestart, startCommand } from '../cluster/topology.js';
import { Recorder, VirtualUser, type WorkloadContext } from '../cluster/workload.js';

// One API process, as its start script runs it, on a PostgreSQL and a Redis of the test's own,
// under browsing and checkout load while the test ends the database's sessions, restarts it and
// kills it. The process must stay up, answer 503 with Retry-After while the database is away and
// 2xx after, and lose no order or unit of stock.

const VIRTUAL_USERS = 6;
const DATABASE = 'farmai_restart';

let postgres: PrivatePostgres;
let redis: ChildProcess;
let api: Child;
let dir: string;
let baseUrl: string;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await sleep(50);
  }
  throw new Error('redis-server did not start');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'farmai-restart-'));
  postgres = await PrivatePostgres.create();
  const databaseUrl = await postgres.createDatabase(DATABASE);
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  prestart('api');
  const start = startCommand('api');
  api = new Child({
    name: 'api',
    command: process.execPath,
    args: start.args,
    cwd: path.join(REPO_ROOT, 'apps', 'api'),
    env: {
      ...start.env,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '6',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '4000',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'true',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      DIAGNOSIS_URL: `http://127.0.0.1:${await freePort()}`,
      PAYMENT_SETTLE_INTERVAL_MS: '2000',
      PAYMENT_CAPTURE_GRACE_MS: '3000',
      JOB_POLLING_INTERVAL_MS: '500',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'warn',
    },
    logFile: path.join(dir, 'api.log'),
  });
  api.start();
  await waitUntilReady(api, `${baseUrl}/api/ready`, 120_000);
}, 180_000);

afterAll(async () => {
  await api?.stop(3_000);
  redis?.kill('SIGKILL');
  await postgres?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every answer in a window of the run, by what kind of answer it was. */
function tally(recorder: Recorder, from: number, to: number) {
  const counts = { ok: 0, unavailable: 0, noAnswer: 0, other: [] as string[] };
  for (const s of recorder.samples) {
    if (s.at < from || s.at >= to) continue;
    if (s.status === 0) counts.noAnswer += 1;
    else if (s.status === 503) counts.unavailable += 1;
    else if (s.outcome === 'ok' || s.outcome === 'business' || s.outcome === 'limited') counts.ok += 1;
    else counts.other.push(`${s.route} ${s.status}`);
  }
  return counts;
}

describe('the API when PostgreSQL ends its connections, restarts or dies', () => {
  it('stays up, answers 503 with Retry-After while the database is away, 2xx after, and loses nothing', async () => {
    const since = new Date();
    const shoppers = await Promise.all(
      Array.from({ length: VIRTUAL_USERS }, (_, i) => newShopper(baseUrl, `restart${i + 1}`, `192.0.2.${i + 20}`)),
    );
    const first = shoppers[0] as (typeof shoppers)[number];
    const products = (await listProducts(first.client)).filter((p) => p.totalStock > 0);
    const books = new pg.Pool({ connectionString: postgres.url(DATABASE), max: 2 });
    books.on('error', () => {});
    const stockBefore = await stockSnapshot(books);
    const recorder = new Recorder();
    const ctx: WorkloadContext = {
      recorder,
      products,
      keywords: ['seed', 'tomato', 'spray'],
      photo: Buffer.alloc(0),
      publicUrl: baseUrl,
      diagnosis: false,
    };
    const users = shoppers.map((s, i) => new VirtualUser(i + 1, s, ctx));
    let stopped = false;
    recorder.begin();
    const running = Promise.all(users.map((u) => u.run(() => stopped)));
    const now = () => performance.now() - recorder.started;

    // a quiet start, then the disruptions one after another, each followed by a recovery
    await sleep(3_000);
    const terminatedAt = now();
    const terminated = await postgres.terminateSessions(DATABASE);
    await sleep(4_000);
    const restartAt = now();
    await postgres.restartFast();
    await sleep(4_000);
    const killedAt = now();
    await postgres.kill();
    // a retry-after answer must be seen while the database is down
    await sleep(1_500);
    expect(api.running, api.tail(80)).toBe(true);
    // the cart is read from the database (the catalog would answer from memory)
    const down = await first.client.get(`/api/shop/cart/get/${first.userId}`);
    await postgres.start();
    const backAt = now();
    await sleep(8_000);
    stopped = true;
    await running;
    const endedAt = now();

    expect(api.running, api.tail(80)).toBe(true);
    expect(api.tail(200)).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    expect(terminated).toBeGreaterThan(0);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(down.json()).toEqual({ success: false, message: expect.any(String), code: 'request.unavailable' });

    // every failed answer during the disruptions is a 503 with Retry-After, never a 500 or no answer
    const during = tally(recorder, terminatedAt, backAt + 3_000);
    expect(during.other).toEqual([]);
    expect(during.noAnswer).toBe(0);
    expect(during.ok).toBeGreaterThan(0);
    const unavailable = recorder.samples.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);

    // after the database is back: everything answers again
    const after = tally(recorder, backAt + 3_000, endedAt);
    expect(after.ok).toBeGreaterThan(20);
    expect(after.unavailable + after.noAnswer + after.other.length).toBe(0);
    // no request was held longer than the documented timeouts allow (connect 2 s + statement 4 s + a margin)
    const slowest = Math.max(...recorder.samples.map((s) => s.ms));
    expect(slowest).toBeLessThan(12_000);

    // the books: every order that exists is consistent once the settle job has run
    let inconsistent: unknown[] = [];
    for (let i = 0; i < 40; i++) {
      const { rows } = await books.query(
        `select o.id, o.payment_status, o.capture_id, o.capture_requested_at,
                count(d.id) filter (where d.status in ('captured', 'refunded'))::int as charges,
                max(d.capture_id) filter (where d.status = 'captured') as provider_capture
           from orders o left join demo_payments d on d.order_id = o.id
          where o.order_date >= $1
          group by o.id`,
        [since],
      );
      inconsistent = rows.filter(
        (o) =>
          o.capture_requested_at !== null ||
          (o.payment_status === 'paid'
            ? o.charges !== 1 || o.provider_capture !== o.capture_id
            : o.provider_capture !== null),
      );
      const known = new Set(rows.map((o) => o.id));
      const lost = [...recorder.orders.keys()].filter((id) => !known.has(id));
      expect(lost).toEqual([]);
      if (inconsistent.length === 0) break;
      await sleep(500);
    }
    expect(inconsistent).toEqual([]);
    const captured = [...recorder.orders.entries()].filter(([, o]) => o.captured > 0).map(([id]) => id);
    expect(captured.length).toBeGreaterThan(0);
    const { rows: paid } = await books.query('select id from orders where id = any($1) and payment_status = $2', [
      captured,
      'paid',
    ]);
    expect(paid.length).toBe(captured.length);

    const stockAfter = await stockSnapshot(books);
    const { rows: units } = await books.query<{ product_id: string; taken: number }>(
      `select i.product_id, sum(i.quantity)::int as taken
         from order_items i join orders o on o.id = i.order_id
        where o.order_date >= $1 and o.stock_state in ('committed', 'reserved')
        group by i.product_id`,
      [since],
    );
    const taken = new Map(units.map((u) => [u.product_id, u.taken]));
    for (const [id, start] of stockBefore) expect(start - (stockAfter.get(id) ?? 0)).toBe(taken.get(id) ?? 0);
    await books.end();

    console.info(
      `database restart: ${recorder.samples.length} requests, ${recorder.orders.size} orders, ${captured.length} captured; ` +
        `${terminated} sessions ended at ${Math.round(terminatedAt)} ms, restart at ${Math.round(restartAt)} ms, ` +
        `killed at ${Math.round(killedAt)} ms; during: ${during.ok} ok, ${during.unavailable} × 503; ` +
        `after: ${after.ok} ok; slowest answer ${Math.round(slowest)} ms`,
    );
  }, 150_000);
});
