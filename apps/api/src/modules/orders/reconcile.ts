import type { Db } from '../../db/client.js';
import type { PaymentProvider, PaymentState } from '../payments/index.js';
import { captureOrder } from './capture.js';
import * as repo from './repository.js';

/**
 * Settles an order whose payment the buyer approved without coming back to the return page (another tab, a
 * closed window), given where the provider says the payment stands: an approved one is captured exactly as
 * the return page would have (idempotent, the same keys). Answers whether the order is paid now; a capture
 * that fails leaves the order as it was.
 */
async function settleApproved(
  db: Db,
  provider: PaymentProvider,
  row: repo.OrderRow,
  found: PaymentState,
): Promise<boolean> {
  if (found.state !== 'approved' && found.state !== 'captured') return false;
  try {
    const order = await captureOrder(db, provider, row.userId, {
      orderId: row.id,
      paymentId: row.providerPaymentId,
      payerId: found.payerId,
    });
    return order.paymentStatus === 'paid';
  } catch {
    return false;
  }
}

/** How many waiting orders one read or one settling run looks into. */
export const RECONCILE_LIMIT = 10;

/**
 * Whether an order waits for the buyer's approval at this provider: pending, with a payment there, and no
 * capture asked for yet (the same test as `repo.awaitingPayment`, for rows already read).
 */
export const awaitsApproval = (row: repo.OrderRow, provider: string): boolean =>
  row.paymentStatus === 'pending' &&
  row.paymentProvider === provider &&
  row.providerPaymentId !== '' &&
  row.captureRequestedAt === null;

/** Past this many remembered payments, those asked about longer ago than the window are forgotten. */
const REMEMBERED_PAYMENTS = 10_000;

/**
 * Remembers when each waiting payment was last asked about, so that a buyer's order list, read again and
 * again, asks the provider about one payment at most once per `windowMs` (one order's page and the
 * settling job always ask). A buyer who approved in another tab sees the order paid at the first read
 * after the window, or sooner on the order's own page.
 */
export function recheckWindow(windowMs: number, now: () => number = Date.now) {
  const askedAt = new Map<string, number>();
  return {
    /**
     * The first `limit` rows whose payment was not asked about within the window; those (and only those)
     * count as asked from now.
     */
    due(rows: repo.OrderRow[], limit: number): repo.OrderRow[] {
      const at = now();
      if (askedAt.size > REMEMBERED_PAYMENTS) {
        for (const [id, when] of askedAt) if (at - when >= windowMs) askedAt.delete(id);
      }
      const picked = rows
        .filter((row) => {
          const when = askedAt.get(row.providerPaymentId);
          return when === undefined || at - when >= windowMs;
        })
        .slice(0, limit);
      for (const row of picked) askedAt.set(row.providerPaymentId, at);
      return picked;
    },
  };
}
export type RecheckWindow = ReturnType<typeof recheckWindow>;

/** Asks the provider about these waiting orders at once and settles the approved ones; answers how many became paid. */
export async function settleAwaiting(db: Db, provider: PaymentProvider, rows: repo.OrderRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const states = await provider
    .paymentStates(rows.map((row) => row.providerPaymentId))
    .catch(() => new Map<string, PaymentState>());
  let paid = 0;
  for (const row of rows) {
    const found = states.get(row.providerPaymentId);
    if (found && (await settleApproved(db, provider, row, found))) paid += 1;
  }
  return paid;
}

/**
 * Reconciles the orders waiting for a payment: a buyer's (when their orders are read), one order, or the
 * holds still running (the settling job). The provider is asked about them all at once; a provider that
 * cannot be asked leaves them as they were. Answers how many became paid.
 */
export async function reconcileAwaiting(
  db: Db,
  provider: PaymentProvider,
  options: { userId?: string; orderId?: string; now?: Date } = {},
): Promise<number> {
  return settleAwaiting(
    db,
    provider,
    await repo.awaitingPayment(db, provider.name, { ...options, limit: RECONCILE_LIMIT }),
  );
}
