import type { Language, Order, OrderStatus } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import { sendJob } from '../../plugins/jobs.js';
import { type MailContext, type RenderedMail, templates } from './templates.js';
import type { MailTransport } from './transport.js';

/** The job queue name mails are sent from. */
export const MAIL_JOB = 'mail.send';

/**
 * One mail to send. Jobs name the account and the order, not their words: the recipient's
 * address, name and language are read when the mail is sent, so a deleted account gets nothing
 * and a changed language is followed.
 */
export type MailJob =
  | { kind: 'welcome'; userId: string }
  | { kind: 'sign-up-attempt'; userId: string }
  | { kind: 'order-confirmed'; orderId: string }
  /**
   * `changedAt`: when the back office set `status` (the change's time in the order's history); the mail
   * is sent only if no other status followed and the buyer has not been told of this one (statusMailDue).
   */
  | { kind: 'order-status'; orderId: string; status: OrderStatus; changedAt?: string }
  | { kind: 'password-reset'; userId: string; token: string }
  | { kind: 'email-change'; userId: string; token: string; newEmail: string }
  | { kind: 'email-change-notice'; userId: string; oldEmail: string; newEmail: string };

/**
 * Queues a mail. Given a transaction, the mail is queued only if the transaction commits. The
 * request that causes a mail never waits for the mail server: a worker sends it, and tries again
 * when the server fails (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS). With `delaySeconds` the mail is
 * not sent before that many seconds have passed.
 */
export async function queueMail(
  executor: Executor,
  job: MailJob,
  options: { delaySeconds?: number } = {},
): Promise<void> {
  await sendJob(executor, MAIL_JOB, job, {
    priority: MAIL_PRIORITY[job.kind],
    ...(options.delaySeconds ? { startAfterSeconds: options.delaySeconds } : {}),
  });
}

/**
 * Mails someone is waiting for at the screen go first: a backlog of welcome mails (a burst of
 * sign-ups) or status notes never holds up a reset link.
 */
const MAIL_PRIORITY: Record<MailJob['kind'], number> = {
  'password-reset': 10,
  'email-change': 10,
  'email-change-notice': 5,
  'order-confirmed': 5,
  'order-status': 0,
  welcome: 0,
  'sign-up-attempt': 0,
};

/** An account as mails address it; undefined when it is gone (deleted). */
export interface MailRecipient {
  email: string;
  userName: string;
  language: Language;
}

/** Where the sender reads what it writes about (wired by the mail plugin, which knows the modules). */
export interface MailSources {
  user(userId: string): Promise<MailRecipient | undefined>;
  /** Whether `email` is another account's: an e-mail change link is then not sent to it. */
  emailTakenByOther(email: string, userId: string): Promise<boolean>;
  order(orderId: string): Promise<(Order & { userId: string }) | undefined>;
  /**
   * Whether the back office's status change is still news: the order still has `status`, no other status
   * came after `changedAt`, and the buyer has not been told of it.
   */
  statusMailDue(orderId: string, status: OrderStatus, changedAt: string): Promise<boolean>;
  /** Records that the buyer was told the order has `status`. */
  statusMailed(orderId: string, status: OrderStatus): Promise<void>;
}

export interface MailerOptions {
  from: string;
  publicUrl: string;
  currency: string;
}

/** Renders a job in its recipient's language and hands it to the transport. Throws when the transport fails (the queue tries again). */
export function createMailer(transport: MailTransport, sources: MailSources, options: MailerOptions) {
  const context = (recipient: MailRecipient): MailContext => ({
    language: recipient.language,
    userName: recipient.userName,
    publicUrl: options.publicUrl,
    currency: options.currency,
  });

  async function render(job: MailJob): Promise<{ to: string; language: Language; mail: RenderedMail } | undefined> {
    if (job.kind === 'order-confirmed' || job.kind === 'order-status') {
      const order = await sources.order(job.orderId);
      const recipient = order && (await sources.user(order.userId));
      if (!order || !recipient) return undefined;
      const mail =
        job.kind === 'order-confirmed'
          ? templates.orderConfirmed(context(recipient), order)
          : templates.orderStatus(context(recipient), order, job.status);
      return { to: recipient.email, language: recipient.language, mail };
    }
    const recipient = await sources.user(job.userId);
    if (!recipient) return undefined;
    const c = context(recipient);
    switch (job.kind) {
      case 'welcome':
        return { to: recipient.email, language: c.language, mail: templates.welcome(c) };
      case 'sign-up-attempt':
        return { to: recipient.email, language: c.language, mail: templates.signUpAttempt(c) };
      case 'password-reset':
        return { to: recipient.email, language: c.language, mail: templates.passwordReset(c, job.token) };
      case 'email-change':
        // asked for an address that has an account: its owner gets no link to confirm (the request
        // was answered as any other, so that the form tells nobody who is a customer)
        if (await sources.emailTakenByOther(job.newEmail, job.userId)) return undefined;
        return { to: job.newEmail, language: c.language, mail: templates.emailChange(c, job.token, job.newEmail) };
      case 'email-change-notice':
        return { to: job.oldEmail, language: c.language, mail: templates.emailChangeNotice(c, job.newEmail) };
    }
  }

  return {
    /** Sends one job's mail; answers false when there is nobody to send it to any more. */
    async deliver(job: MailJob): Promise<boolean> {
      const merged = job.kind === 'order-status' && job.changedAt !== undefined;
      if (merged && !(await sources.statusMailDue(job.orderId, job.status, job.changedAt ?? ''))) return false;
      const rendered = await render(job);
      if (!rendered) return false;
      await transport.send({ from: options.from, to: rendered.to, language: rendered.language, ...rendered.mail });
      if (job.kind === 'order-status') await sources.statusMailed(job.orderId, job.status);
      return true;
    },
  };
}
