import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type SettleReport, settlePayments } from '../modules/orders/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the payment housekeeping now (also run at start-up and on a timer). */
    settlePayments: () => Promise<SettleReport>;
  }
}

/**
 * Settles payments and releases unpaid holds at start-up and every `intervalMs`, on every replica:
 * the work is claimed row by row with locks the other replicas skip (see `settlePayments`), so
 * each order is handled exactly once, and nothing is lost when a process stops between two runs.
 */
export default fp(
  async function paymentJobsPlugin(app: FastifyInstance, opts: { intervalMs: number; captureGraceMs: number }) {
    let running: Promise<SettleReport> | undefined;
    const run = async (): Promise<SettleReport> => {
      // one run at a time in this process; a timer tick during a run joins it
      running ??= settlePayments(app.db, app.payments, { captureGraceMs: opts.captureGraceMs })
        .then(async (report) => {
          // stock went back on the shelf, or was taken again
          if (report.released + report.recovered + report.refunded > 0) await app.catalogCache.invalidate();
          return report;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    const tick = () =>
      run().then(
        (report) => {
          if (report.released + report.recovered + report.abandoned + report.refunded > 0) {
            app.log.info({ report }, 'payments settled');
          }
        },
        (err) => app.log.warn({ err }, 'payment housekeeping failed; trying again on the next round'),
      );
    app.decorate('settlePayments', run);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void tick();
      timer = setInterval(tick, opts.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'payment-jobs', dependencies: ['database', 'catalog-cache'] },
);
