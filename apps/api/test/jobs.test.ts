import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import { orders, products } from '../src/db/schema.js';
import { createJobQueue, queueStatements } from '../src/plugins/jobs.js';
import { SETTLE_JOB } from '../src/plugins/payment-jobs.js';
import {
  buildTestApp,
  Client,
  createAddress,
  createProduct,
  createTestDatabase,
  signIn,
  type TestContext,
  type TestProduct,
} from './helper.js';

/** The machine's PostgreSQL: several replicas need a database they can share, whatever the suite runs on. */
const MACHINE_POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const FAST = { PAYMENT_SETTLE_INTERVAL_MS: '1000', JOB_POLLING_INTERVAL_MS: '500' };

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Places an unpaid order for `quantity` units and lets its hold run out. */
async function expiredHold(ctx: TestContext, product: TestProduct, quantity: number): Promise<string> {
  const { client, user } = await signIn(ctx);
  const added = await client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity });
  expect(added.statusCode).toBe(200);
  const addressId = await createAddress(client, user.id);
  const created = await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } });
  expect(created.statusCode).toBe(201);
  const { orderId } = created.json<{ orderId: string }>();
  await ctx.database.db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 1_000) })
    .where(eq(orders.id, orderId));
  return orderId;
}

const stockOf = async (ctx: TestContext, id: string) =>
  (await new Client(ctx.app).get(`/api/shop/products/get/${id}`)).json<{ data: TestProduct }>().data.totalStock;

const orderState = async (ctx: TestContext, id: string) => {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
};

describe('background jobs', () => {
  it('takes a job completion that comes after the stop as nothing written, not as an error', async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const statements = queueStatements(database);
    const boss = createJobQueue(database, statements);
    await boss.start();
    await boss.createQueue('late-completion');
    const id = await boss.send('late-completion', {});
    const [job] = await boss.fetch('late-completion');
    expect(job?.id).toBe(id);
    await boss.stop({ graceful: false, wait: true, close: false });
    await statements.close();
    // pg-boss completes without awaiting: a rejection here would be an unhandled one in the process
    await expect(boss.complete('late-completion', String(id))).resolves.toMatchObject({ affected: 0 });
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows).toEqual([{ state: 'active' }]);
  });

  it('releases a hold that ran out by itself, through the job queue kept in the database', async () => {
    const ctx = await buildTestApp({ env: FAST });
    cleanups.push(ctx.close);
    const admin = (await signIn(ctx, 'admin')).client;
    const product = await createProduct(admin, { title: 'Mulch Film', totalStock: 4 });
    const orderId = await expiredHold(ctx, product, 3);
    expect(await stockOf(ctx, product._id)).toBe(1);

    // nobody calls the housekeeping: the queued job does it
    await until(
      'stock back on the shelf',
      () => stockOf(ctx, product._id),
      (stock) => stock === 4,
    );
    expect(await orderState(ctx, orderId)).toMatchObject({ paymentStatus: 'expired', stockState: 'released' });
    const runs = await ctx.app.jobs.history(SETTLE_JOB);
    expect(runs.filter((run) => run.state === 'completed').length).toBeGreaterThan(0);
  });

  it('runs the housekeeping once per interval across replicas, and each hold is released once', async () => {
    const shared = await createTestDatabase(MACHINE_POSTGRES);
    cleanups.push(shared.drop);
    const url = shared.url as string;
    const replicas: TestContext[] = [];
    const databases: Database[] = [];
    for (let i = 0; i < 3; i += 1) {
      const database = i === 0 ? shared.database : await createDatabase({ url, poolSize: 5 });
      if (i > 0) databases.push(database);
      const replica = await buildTestApp({ env: FAST, database });
      replicas.push(replica);
    }
    cleanups.push(async () => {
      for (const replica of replicas) await replica.close();
      for (const database of databases) await database.close();
    });
    const [first, second, third] = replicas as [TestContext, TestContext, TestContext];
    const admin = (await signIn(first, 'admin')).client;
    const product = await createProduct(admin, { title: 'Drip Tape', totalStock: 10 });
    const holds = [
      await expiredHold(first, product, 2),
      await expiredHold(second, product, 3),
      await expiredHold(third, product, 1),
    ];
    const started = Date.now();
    // (read from the database: without Redis, each replica's answer cache is its own)
    const released = async () => {
      const states = await Promise.all(holds.map((id) => orderState(second, id)));
      return states.filter((order) => order?.paymentStatus === 'expired').length;
    };
    await until('every hold released', released, (count) => count === holds.length);

    // let the three replicas ask for a few more rounds
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const seconds = (Date.now() - started) / 1000;
    const runs = (await first.app.jobs.history(SETTLE_JOB, 1_000)).filter((run) => run.state === 'completed');
    console.log(`3 replicas, ${seconds.toFixed(1)} s: ${runs.length} settle runs`);
    // three replicas ask every second; the queue keeps one run per second (plus the start-up ones)
    expect(runs.length).toBeGreaterThan(2);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 4);
    // units were given back once: no stock above what was there
    const [row] = await first.database.db.select().from(products).where(eq(products.id, product._id));
    expect(row?.totalStock).toBe(10);
  });

  it('works through a backlog a batch per poll, each job of the batch failing and retried on its own', async () => {
    // the default poll: one job a poll would take 20 s for ten jobs
    const ctx = await buildTestApp({ env: { JOB_POLLING_INTERVAL_MS: '2000' } });
    cleanups.push(ctx.close);
    const name = `batch-test-${Date.now()}`;
    const handled: { i: number; at: number }[] = [];
    let failedOnce = false;
    await ctx.app.jobs.work<{ i: number }>(
      name,
      async ({ i }) => {
        if (i === 4 && !failedOnce) {
          failedOnce = true;
          throw new Error('refused once');
        }
        handled.push({ i, at: Date.now() });
      },
      { policy: 'standard', batchSize: 10, retryLimit: 2, retryDelaySeconds: 1 },
    );
    // (the queue exists once a worker is registered; its next poll finds all ten)
    for (let i = 0; i < 10; i += 1) await ctx.app.jobs.send(name, { i });
    await until(
      'every job handled',
      async () => handled.length,
      (count) => count === 10,
    );
    const firstNine = handled.filter((job) => job.i !== 4);
    const span = Math.max(...firstNine.map((j) => j.at)) - Math.min(...firstNine.map((j) => j.at));
    // the nine that did not fail came in one poll (two when a poll fell while they were being sent;
    // a job a poll would take 16 s), the failed one again on its own
    expect(span).toBeLessThan(3_000);
    expect(handled.map((job) => job.i).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const runs = await ctx.app.jobs.history(name, 50);
    expect(runs.filter((run) => run.state === 'completed')).toHaveLength(10);
  });
});
