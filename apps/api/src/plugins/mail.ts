import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { Config } from '../config.js';
import { emailTakenByOther, findMailRecipient } from '../modules/auth/index.js';
import {
  adminMailRoutes,
  createMailer,
  fileTransport,
  MAIL_JOB,
  type MailJob,
  type MailTransport,
  smtpTransport,
} from '../modules/mail/index.js';
import { findOrderForMail, statusMailDue, statusMailed } from '../modules/orders/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where mails go: `smtp` (SMTP_URL) or `files` (DATA_DIR/mail/). */
    mailTransport: MailTransport['kind'];
  }
}

/**
 * Sends the queued mails. Every replica works the queue; a job whose send fails (the server is
 * away or refuses) is failed and tried again later with a growing wait, so the request that
 * queued it never waits for or fails on the mail server.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const opts = {
      mail: config.mail,
      publicUrl: config.publicUrl,
      currency: config.shopCurrency,
      production: config.env === 'production',
    };
    const transport = opts.mail.smtpUrl ? smtpTransport(opts.mail.smtpUrl) : fileTransport(opts.mail.dir);
    const mailer = createMailer(
      transport,
      {
        user: (userId) => findMailRecipient(app.db, userId),
        emailTakenByOther: (email, userId) => emailTakenByOther(app.db, email, userId),
        order: (orderId) => findOrderForMail(app.db, orderId),
        statusMailDue: (orderId, status, changedAt) => statusMailDue(app.db, orderId, status, changedAt),
        statusMailed: (orderId, status) => statusMailed(app.db, orderId, status),
      },
      { from: opts.mail.from, publicUrl: opts.publicUrl, currency: opts.currency },
    );
    app.decorate('mailTransport', transport.kind);
    const sent = new Counter({
      name: 'farmai_mail_sent_total',
      help: 'Mails handed to the transport (sent) or refused by it (failed; the queue tries again)',
      labelNames: ['result'] as const,
      registers: [app.metrics.registry],
    });
    await app.jobs.work<MailJob>(
      MAIL_JOB,
      async (job) => {
        try {
          // false: nothing to send any more (the account or order is gone)
          if (await mailer.deliver(job)) sent.inc({ result: 'sent' });
        } catch (err) {
          sent.inc({ result: 'failed' });
          app.log.warn({ err, kind: job.kind }, 'mail not sent; the queue tries again');
          throw err;
        }
      },
      {
        policy: 'standard',
        retryLimit: opts.mail.retryLimit,
        retryDelaySeconds: opts.mail.retryDelaySeconds,
        retryBackoff: true,
        // a busy hour's order confirmations go out at up to 20 mails a poll per replica, not one
        batchSize: 20,
      },
    );
    // the written mails are shown to admins while developing, never in production
    await app.register(adminMailRoutes, {
      dir: opts.mail.dir,
      listed: transport.kind === 'files' && !opts.production,
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['database', 'jobs', 'auth'] },
);
