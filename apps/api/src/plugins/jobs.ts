import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { Gauge } from 'prom-client';
import type { Database, Executor } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue, kept in the database: each job is run by one replica. */
    jobs: JobQueue;
  }
}

/**
 * How the jobs of a name are run. `singleton` (the default): one active job of the name at a
 * time, across every replica. `standard`: any number at once, each job tried again when its
 * handler throws, `retryLimit` times, `retryDelaySeconds` after the failure (doubled each time
 * with `retryBackoff`).
 */
export interface WorkOptions {
  policy?: 'singleton' | 'standard';
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * `standard` only: how many queued jobs one poll takes (default 1). Each job still completes or
   * fails (and is tried again) on its own; a replica works through a backlog this many jobs per
   * `JOB_POLLING_INTERVAL_MS` instead of one.
   */
  batchSize?: number;
}

export interface JobQueue {
  /**
   * Runs `handler` for the jobs named `name`, on whichever replica fetches them first. A job
   * whose handler throws is failed, and tried again as `options` say.
   */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** Queues one job of `name` (retried as the name's `work` options say). */
  send(name: string, data: object): Promise<void>;
  /**
   * Asks for one run of `name` in the current slot of `everyMs`: however many replicas ask, the
   * database keeps one job per slot (`singletonSeconds`).
   */
  sendOncePer(name: string, everyMs: number, data?: object): Promise<void>;
  /** Completed runs of `name`, newest first (for the back office and tests). */
  history(name: string, limit?: number): Promise<{ id: string; state: string; completedOn: Date | null }[]>;
}

/** The queue's own tables live in a schema of their own, beside the shop's. */
export const JOBS_SCHEMA = 'pgboss';

/** Runs pg-boss's statements on a Drizzle executor: inside the caller's transaction when it is one. */
function executorAdapter(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => {
        if (i % 2 === 0) return sql.raw(part);
        const value = values[Number(part) - 1] ?? null;
        // objects go as JSON text (the statements cast them to jsonb); a missing value is NULL
        const param =
          value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
        return sql`${param}`;
      });
      const result = (await executor.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** Writes jobs only: every call names the connection it goes through. */
let jobWriter: PgBoss | undefined;

/**
 * Queues one job of `name` through `executor`. Inside a transaction the job exists only if the
 * transaction commits, so work that follows a change (a mail after a payment) is neither lost
 * nor sent for a change that was rolled back. The name's queue must exist (its `work` creates it
 * when the app starts); retries follow the queue's settings. Jobs of a higher `priority` are taken
 * first (default 0); a job with `startAfterSeconds` is not taken before that many seconds have passed.
 */
export async function sendJob(
  executor: Executor,
  name: string,
  data: object,
  options: { priority?: number; startAfterSeconds?: number } = {},
): Promise<void> {
  jobWriter ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error('jobs are written through the caller’s executor')),
    },
    schema: JOBS_SCHEMA,
  });
  const { startAfterSeconds, ...rest } = options;
  // a moment, not a number of seconds: the statement reads a number as a time when it binds it
  const delay = startAfterSeconds ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000) } : {};
  await jobWriter.send(name, data, { db: executorAdapter(executor), ...rest, ...delay });
}

/**
 * The queue's statements, and a way to let the last ones finish at a stop. pg-boss completes a job
 * without waiting for the answer, so that statement may start after `stop` returned: it is waited
 * for, and any statement after that is not sent (the database is about to close; a job whose
 * completion was not written runs again later). A completion that comes later still must not throw:
 * it gets an answer without rows, which pg-boss reads as "no job touched" and a caller that awaits a
 * statement sees as an error.
 */
export function queueStatements(database: Database) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (closed) return Promise.resolve({} as { rows: unknown[] });
      const running = database.executeSql(text, values);
      inFlight.add(running);
      running.then(
        () => inFlight.delete(running),
        () => inFlight.delete(running),
      );
      return running;
    },
    async close(): Promise<void> {
      // the completions pg-boss starts right after its workers end
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}

export function createJobQueue(database: Database, statements = queueStatements(database)): PgBoss {
  return new PgBoss({
    // the queue speaks through the shop's own connection, so it works the same on the embedded
    // database (one process) and on PostgreSQL (any number of replicas)
    db: { executeSql: (text, values) => statements.executeSql(text, values) },
    schema: JOBS_SCHEMA,
    // nothing here is scheduled by cron; the housekeeping is paced by `sendOncePer`
    schedule: false,
    // a run that is still active after this is failed and retried by another replica
    expireInSeconds: 15 * 60,
    retentionDays: 7,
    deleteAfterDays: 7,
    // finished jobs are archived and dropped by one replica at a time
    supervise: true,
    maintenanceIntervalSeconds: 300,
  });
}

/** How long a scrape waits for the queue depths before it answers without them. */
const DEPTH_TIMEOUT_MS = 1_000;

/** Queued and active jobs of every queue, or undefined when the database does not answer in time. */
async function queueDepths(database: Database): Promise<{ name: string; depth: number }[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DEPTH_TIMEOUT_MS);
  });
  const read = database
    .executeSql(
      `select q.name, count(j.id)::int as depth from ${JOBS_SCHEMA}.queue q
       left join ${JOBS_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
       group by q.name`,
      [],
    )
    .then(({ rows }) => rows as { name: string; depth: number }[])
    .catch(() => undefined);
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** farmai_job_queue_depth, read from the database at every scrape (a slow database leaves it out). */
function queueDepthGauge(app: FastifyInstance): void {
  new Gauge({
    name: 'farmai_job_queue_depth',
    help: 'Queued and active background jobs, by queue',
    labelNames: ['queue'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const depths = await queueDepths(app.database);
      this.reset();
      for (const { name, depth } of depths ?? []) this.set({ queue: name }, depth);
    },
  });
}

export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { pollingIntervalSeconds: number }) {
    const statements = queueStatements(app.database);
    const boss = createJobQueue(app.database, statements);
    boss.on('error', (err) => app.log.warn({ err }, 'job queue: database error; trying again'));
    type Handler = (data: object) => Promise<void>;
    const workers: { name: string; handler: Handler; options: WorkOptions }[] = [];
    let started = false;

    const queue: JobQueue = {
      async work(name, handler, options = {}) {
        workers.push({ name, handler: handler as Handler, options });
        if (started) await startWorker(name, handler as Handler, options);
      },
      async send(name, data) {
        await boss.send(name, data);
      },
      async sendOncePer(name, everyMs, data = {}) {
        await boss.send(name, data, { singletonSeconds: Math.max(1, Math.round(everyMs / 1000)) });
      },
      async history(name, limit = 20) {
        const { rows } = await app.database.executeSql(
          `select id, state, completed_on as "completedOn" from ${JOBS_SCHEMA}.job where name = $1
           union all
           select id, state, completed_on from ${JOBS_SCHEMA}.archive where name = $1
           order by 3 desc nulls first limit $2`,
          [name, limit],
        );
        return rows as { id: string; state: string; completedOn: Date | null }[];
      },
    };

    async function startWorker(name: string, handler: Handler, options: WorkOptions) {
      const settings = {
        name,
        // by default one active run of a name at a time, across replicas
        policy: options.policy ?? 'singleton',
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
        ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
      };
      // pg-boss keeps the policy a queue was made with: a queue whose policy changed since is made
      // again, and the jobs waiting in it go with it
      const existing = await boss.getQueue(name);
      if (existing && existing.policy !== settings.policy) await boss.deleteQueue(name);
      await boss.createQueue(name, settings);
      // its retry settings follow the configuration
      await boss.updateQueue(name, settings);
      const batchSize = settings.policy === 'standard' ? (options.batchSize ?? 1) : 1;
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds, batchSize },
        async (jobs) => {
          // a job that throws fails alone (and is tried again as the queue says); the queue completes the others
          for (const job of jobs) {
            await handler(job.data).catch((err: Error) =>
              // with the database away the job stays active, expires and is tried again
              boss.fail(name, job.id, { message: err.message }).catch(() => undefined),
            );
          }
        },
      );
    }

    app.decorate('jobs', queue);
    queueDepthGauge(app);
    app.addHook('onReady', async () => {
      await boss.start();
      started = true;
      for (const worker of workers) await startWorker(worker.name, worker.handler, worker.options);
    });
    app.addHook('onClose', async () => {
      if (!started) return;
      // lets a running job finish (up to 10 s); an unfinished one is picked up again later
      await boss.stop({ graceful: true, timeout: 10_000, wait: true, close: false });
      await statements.close();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
