import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type SettleReport, settlePayments } from '../modules/orders/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the payment housekeeping now (also run at start-up and on a timer). */
    settlePayments: () => Promise<SettleReport>;
  }
}

/** The job that settles payments and releases unpaid holds. */
export const SETTLE_JOB = 'payments.settle';

/**
 * Settles payments and releases unpaid holds at start-up and every `intervalMs`. Every replica
 * asks for a run each interval, the job queue keeps one per interval and one replica runs it; each
 * order is also claimed with a row lock (see `settlePayments`), so none is settled twice, and
 * nothing is lost when a process stops between two runs: the state is in the orders themselves.
 */
export default fp(
  async function paymentJobsPlugin(app: FastifyInstance, opts: { intervalMs: number; captureGraceMs: number }) {
    let running: Promise<SettleReport> | undefined;
    const run = async (): Promise<SettleReport> => {
      // one run at a time in this process; a direct call during a run joins it
      running ??= settlePayments(app.db, app.payments, { captureGraceMs: opts.captureGraceMs })
        .then(async (report) => {
          // stock went back on the shelf, or was taken again
          if (report.released + report.recovered + report.refunded + report.approved > 0) {
            await app.catalogCache.invalidate();
          }
          if (report.released + report.recovered + report.abandoned + report.refunded + report.approved > 0) {
            app.log.info({ report }, 'payments settled');
          }
          return report;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    app.decorate('settlePayments', run);
    // a run that fails is failed in the queue and logged there; the next interval tries again.
    // `standard`, not one active run at a time: a replica killed during a run leaves its job active
    // until it expires (15 minutes), which would stop every replica's housekeeping until then; runs
    // of two replicas at once are safe, each order being claimed with a row lock
    await app.jobs.work(
      SETTLE_JOB,
      async () => {
        await run();
      },
      { policy: 'standard' },
    );
    const ask = () =>
      app.jobs
        .sendOncePer(SETTLE_JOB, opts.intervalMs)
        .catch((err) => app.log.warn({ err }, 'payment housekeeping could not be queued; trying again later'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void ask();
      timer = setInterval(ask, opts.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'payment-jobs', dependencies: ['database', 'catalog-cache', 'jobs'] },
);
