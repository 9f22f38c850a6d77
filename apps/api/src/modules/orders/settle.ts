import type { Db } from '../../db/client.js';
import { PaymentError, type PaymentProvider } from '../payments/index.js';
import { recordCapture, refund } from './capture.js';
import { reconcileAwaiting } from './reconcile.js';
import * as repo from './repository.js';
import { changeOrder } from './status.js';
import { release } from './stock.js';

/** A capture asked for this long ago and never recorded is looked into by the reconciliation. */
export const CAPTURE_GRACE_MS = 30 * 1000;
/** How many run-out holds one transaction releases. */
const RELEASE_BATCH = 50;

export interface SettleReport {
  /** Holds that ran out unpaid: units back on the shelf. */
  released: number;
  /** Captures found at the provider that had not been recorded: now paid orders. */
  recovered: number;
  /** Captures asked for that the provider never made (not approved): the order waits again. */
  abandoned: number;
  /** Payments given back. */
  refunded: number;
  /** Payments approved at the provider whose buyer never came back: captured, now paid orders. */
  approved: number;
}

/** Claims the next order whose capture or refund is unsettled, taking it out of the queue while it is settled. */
async function claimNextUnsettled(db: Db, now: Date, graceMs: number): Promise<repo.OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await repo.claimUnsettledPayments(tx, new Date(now.getTime() - graceMs), 1);
    if (!order) return undefined;
    // put back below if it cannot be settled
    await repo.updateOrder(tx, order.id, { captureRequestedAt: now });
    return order;
  });
}

/**
 * Asks the provider again, with the same idempotency key, for a capture that was never recorded:
 * recorded if the money moved, forgotten if not. Answers false when the provider is away.
 */
async function settleCapture(
  db: Db,
  provider: PaymentProvider,
  unsettled: repo.OrderRow,
  report: SettleReport,
): Promise<boolean> {
  try {
    const captured = await provider.capturePayment({
      orderId: unsettled.id,
      amountCents: unsettled.totalCents,
      paymentId: unsettled.providerPaymentId,
      payerId: unsettled.payerId,
      attempt: unsettled.paymentAttempts,
    });
    const after = await recordCapture(db, provider, unsettled.id, captured);
    if (after.paymentStatus === 'paid') report.recovered += 1;
    if (after.paymentStatus === 'refunded') report.refunded += 1;
  } catch (err) {
    if (!(err instanceof PaymentError)) return false; // the provider is away: next round
    await repo.updateOrder(db, unsettled.id, { captureRequestedAt: null });
    report.abandoned += 1;
  }
  return true;
}

/** Puts the units of holds that ran out unpaid back on the shelf, a batch per transaction. */
async function releaseExpired(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const expired = await repo.claimExpiredReservations(tx, now, RELEASE_BATCH);
      for (const order of expired) {
        await release(tx, order.id);
        await changeOrder(tx, order.id, {
          stockState: 'released',
          orderStatus: 'rejected',
          paymentStatus: 'expired',
        });
      }
      return expired.length;
    });
    total += released;
    if (released < RELEASE_BATCH) return total;
  }
}

/**
 * The payment housekeeping, run at start-up and on a timer by every replica: each order is
 * claimed with a row lock that other replicas skip, so each is settled exactly once.
 * - A capture that was asked for and never recorded (the process died, or the answer was lost) is
 *   asked for again with the same idempotency key: recorded if the money moved, forgotten if not.
 * - A refund still owed is made.
 * - A payment approved at the provider whose buyer never came back is captured (reconcileAwaiting).
 * - A hold that ran out unpaid puts its units back on the shelf.
 */
export async function settlePayments(
  db: Db,
  provider: PaymentProvider,
  options: { now?: Date; captureGraceMs?: number } = {},
): Promise<SettleReport> {
  const now = options.now ?? new Date();
  const grace = options.captureGraceMs ?? CAPTURE_GRACE_MS;
  const report: SettleReport = { released: 0, recovered: 0, abandoned: 0, refunded: 0, approved: 0 };
  for (;;) {
    const unsettled = await claimNextUnsettled(db, now, grace);
    if (!unsettled) break;
    if (unsettled.paymentStatus === 'refundPending') {
      const after = await refund(db, provider, unsettled);
      if (after.paymentStatus !== 'refunded') break;
      report.refunded += 1;
      continue;
    }
    if (!(await settleCapture(db, provider, unsettled, report))) break;
  }
  report.approved += await reconcileAwaiting(db, provider, { now });
  report.released += await releaseExpired(db, now);
  return report;
}
