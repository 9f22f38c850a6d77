import type { Db } from '../../db/client.js';
import type { PaymentProvider } from '../payments/index.js';
import { captureOrder } from './capture.js';
import * as repo from './repository.js';

/**
 * Settles an order whose payment the buyer approved without coming back to the return page (another tab, a
 * closed window): the provider is asked where the payment stands, and an approved one is captured exactly as
 * the return page would have (idempotent, the same keys). Answers whether the order is paid now; a provider
 * that cannot be asked leaves the order as it was.
 */
export async function reconcilePayment(db: Db, provider: PaymentProvider, row: repo.OrderRow): Promise<boolean> {
  try {
    const found = await provider.paymentState(row.providerPaymentId);
    if (found.state !== 'approved' && found.state !== 'captured') return false;
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
 * Reconciles the orders waiting for a payment: a buyer's (when their orders are read), one order, or the
 * holds still running (the settling job). Answers how many became paid.
 */
export async function reconcileAwaiting(
  db: Db,
  provider: PaymentProvider,
  options: { userId?: string; orderId?: string; now?: Date } = {},
): Promise<number> {
  const rows = await repo.awaitingPayment(db, provider.name, { ...options, limit: RECONCILE_LIMIT });
  let paid = 0;
  for (const row of rows) if (await reconcilePayment(db, provider, row)) paid += 1;
  return paid;
}
