import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue, kept in the database: each job is run by one replica. */
    jobs: JobQueue;
  }
}

export interface JobQueue {
  /**
   * Runs `handler` for the jobs named `name`, on whichever replica fetches them first. Only one
   * job of a name is active at a time, across every replica.
   */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
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

export function createJobQueue(database: Database): PgBoss {
  return new PgBoss({
    // the queue speaks through the shop's own connection, so it works the same on the embedded
    // database (one process) and on PostgreSQL (any number of replicas)
    db: { executeSql: (text, values) => database.executeSql(text, values) },
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

export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { pollingIntervalSeconds: number }) {
    const boss = createJobQueue(app.database);
    boss.on('error', (err) => app.log.warn({ err }, 'job queue: database error; trying again'));
    const workers: { name: string; handler: (data: object) => Promise<void> }[] = [];
    let started = false;

    const queue: JobQueue = {
      async work(name, handler) {
        workers.push({ name, handler: handler as (data: object) => Promise<void> });
        if (started) await startWorker(name, handler as (data: object) => Promise<void>);
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

    async function startWorker(name: string, handler: (data: object) => Promise<void>) {
      // one active run of a name at a time, across replicas
      await boss.createQueue(name, { name, policy: 'singleton' });
      await boss.work<object>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    }

    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await boss.start();
      started = true;
      for (const worker of workers) await startWorker(worker.name, worker.handler);
    });
    app.addHook('onClose', async () => {
      if (!started) return;
      // lets a running job finish (up to 10 s); an unfinished one is picked up again later
      await boss.stop({ graceful: true, timeout: 10_000, wait: true, close: false });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
