import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { TestRedis } from '@farmai/server-kit/testing/redis-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { LOGIN_MAX_FAILURES } from '../src/modules/auth/service.js';
import { buildTestApp, Client, createProduct, signIn } from './helper.js';

// These tests take a Redis and a PostgreSQL of their own away and bring them back, so they use
// a redis-server they start and a TCP proxy they control; the machine's services are untouched.
const MACHINE_POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('Redis goes away and comes back', () => {
  it('sign-in, the newsletter and admin edits answer at once without it, and limits are shared again after', async () => {
    const redis = await TestRedis.start();
    cleanups.push(() => redis.stop());
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (d) => lines.push(String(d)));
    const env = { REDIS_URL: redis.url };
    const a = await buildTestApp({ env, logger: { level: 'info', stream } });
    cleanups.push(() => a.close());
    const b = await buildTestApp({ env });
    cleanups.push(() => b.close());
    const { email, password } = await signIn(a);
    const admin = (await signIn(a, 'admin')).client;
    const product = await createProduct(admin);

    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));

    const wrong = await timed(() => new Client(a.app).post('/api/auth/login', { email, password: 'not-it-at-all' }));
    expect(wrong.result.statusCode).toBe(401);
    expect(wrong.ms).toBeLessThan(1_000);
    const right = await timed(() => new Client(a.app).post('/api/auth/login', { email, password }));
    expect(right.result.statusCode).toBe(200);
    expect(right.ms).toBeLessThan(1_000);
    const newsletter = await timed(() =>
      new Client(a.app).post('/api/common/newsletter', { email: `n-${randomBytes(3).toString('hex')}@example.test` }),
    );
    expect(newsletter.result.statusCode).toBeLessThan(300);
    expect(newsletter.ms).toBeLessThan(1_000);
    const edit = await timed(() => admin.put(`/api/admin/products/edit/${product._id}`, { ...product, price: 12 }));
    expect(edit.result.statusCode).toBe(200);
    expect(edit.ms).toBeLessThan(1_000);
    // limits still hold, in this process, while Redis is away
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await new Client(a.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.77.0.1',
      });
    }
    const limited = await new Client(a.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.77.0.1',
    });
    expect(limited.statusCode).toBe(429);

    const logged = lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.filter((l) => /Redis unreachable/.test(l.msg)).length).toBeLessThanOrEqual(3);

    // back: counts are shared by both replicas again
    await redis.restart();
    const [x, y] = randomBytes(2);
    const guesser = `10.78.${x}.${y}`;
    let shared = false;
    for (let attempt = 0; attempt < 50 && !shared; attempt++) {
      await new Promise((r) => setTimeout(r, 200));
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        await new Client(a.app).request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: `${guesser.slice(0, -1)}${attempt % 10}`,
        });
      }
      const onB = await new Client(b.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `${guesser.slice(0, -1)}${attempt % 10}`,
      });
      shared = onB.statusCode === 429;
    }
    expect(shared).toBe(true);
    expect(lines.join('')).toMatch(/Redis is back/);
  }, 60_000);
});

describe('Redis freezes (connected, not answering)', () => {
  it('costs a sign-in at most one short timeout, then the process counts alone, with one warning', async () => {
    const redis = await TestRedis.start();
    cleanups.push(() => redis.stop());
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (d) => lines.push(String(d)));
    const a = await buildTestApp({ env: { REDIS_URL: redis.url }, logger: { level: 'info', stream } });
    cleanups.push(() => a.close());
    const { email, password } = await signIn(a);
    const signInMs = async () => (await timed(() => new Client(a.app).post('/api/auth/login', { email, password }))).ms;
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await signInMs());

    redis.freeze();
    const first = await timed(() => new Client(a.app).post('/api/auth/login', { email, password }));
    expect(first.result.statusCode).toBe(200);
    // one command's timeout (300 ms) and the password check
    expect(first.ms).toBeLessThan(median(before) + 600);
    const frozen: number[] = [];
    for (let i = 0; i < 10; i++) frozen.push(await signInMs());
    // the next ones do not wait for Redis at all
    expect(median(frozen)).toBeLessThan(median(before) + 250);
    // limits still hold in the process meanwhile
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await new Client(a.app).request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.79.0.1',
      });
    }
    const limited = await new Client(a.app).request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.79.0.1',
    });
    expect(limited.statusCode).toBe(429);
    const warnings = () =>
      lines
        .join('')
        .split('\n')
        .filter((l) => /Redis does not answer in time/.test(l));
    expect(warnings()).toHaveLength(1);

    redis.thaw();
    let back = false;
    for (let i = 0; i < 30 && !back; i++) {
      await new Promise((r) => setTimeout(r, 200));
      back = lines.join('').includes('Redis answers again');
    }
    expect(back).toBe(true);
    expect(warnings()).toHaveLength(1);
    console.info(
      `frozen Redis: sign-in median ${Math.round(median(before))} ms before, first ${Math.round(first.ms)} ms, ` +
        `then median ${Math.round(median(frozen))} ms`,
    );
  }, 60_000);
});

/** A TCP proxy to PostgreSQL that can stop passing bytes on (a frozen server) and start again. */
function freezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const pass = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (frozen) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    pass(client, upstream);
    pass(upstream, client);
    for (const s of [client, upstream]) {
      s.on('error', () => {});
      s.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  return {
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('PostgreSQL stops answering', () => {
  let name: string;
  let dataDir: string;
  beforeAll(async () => {
    name = `farmai_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: MACHINE_POSTGRES });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dataDir = mkdtempSync(path.join(tmpdir(), 'farmai-frozen-'));
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: MACHINE_POSTGRES });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('routes answer 503 with Retry-After within the timeouts, /api/ready within 2 s, and all recover', async () => {
    const machine = new URL(MACHINE_POSTGRES);
    const proxy = freezableProxy({ host: machine.hostname, port: Number(machine.port || 5432) });
    const proxyPort = await proxy.listen();
    cleanups.push(() => proxy.close());
    const url = new URL(MACHINE_POSTGRES);
    url.port = String(proxyPort);
    url.pathname = `/${name}`;
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: url.toString(),
        DATABASE_CONNECT_TIMEOUT_MS: '800',
        DATABASE_STATEMENT_TIMEOUT_MS: '800',
      },
      { jwtSecret: randomBytes(32).toString('hex'), webDistDir: path.join(dataDir, 'no-web') },
    );
    const database = await createDatabase({
      url: url.toString(),
      poolSize: 2,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
    await database.migrate();
    // the listing read from SQL every time (the read model would keep answering from memory)
    const app = await buildApp({ config, database, catalogCache: false, catalogReadModel: false, closeDatabase: true });
    cleanups.push(() => app.close());
    const client = new Client(app);
    expect((await client.get('/api/shop/products/get')).statusCode).toBe(200);

    // both connections of the pool are open and idle
    await Promise.all([1, 2].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    proxy.freeze();
    // transactions whose BEGIN never gets an answer must give their connections back: more of them
    // than the pool holds, and the pool still works after the thaw
    for (let i = 0; i < 4; i++) {
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    }
    const list = await timed(() => client.get('/api/shop/products/get'));
    expect(list.result.statusCode).toBe(503);
    expect(list.result.headers['retry-after']).toBeDefined();
    expect(list.result.json()).toEqual({
      success: false,
      message: expect.any(String),
      code: 'request.unavailable',
    });
    expect(list.ms).toBeLessThan(3_000);
    const ready = await timed(() => client.get('/api/ready'));
    expect(ready.result.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);
    const again = await timed(() => client.get('/api/shop/products/get?page=2'));
    expect(again.result.statusCode).toBe(503);
    expect(again.ms).toBeLessThan(3_000);
    expect((await client.get('/api/health')).statusCode).toBe(200);

    proxy.thaw();
    let recovered = false;
    for (let i = 0; i < 30 && !recovered; i++) {
      recovered = (await client.get('/api/shop/products/get')).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    expect((await client.get('/api/ready')).statusCode).toBe(200);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  }, 60_000);
});
