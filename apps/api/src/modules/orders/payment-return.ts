import type { PaymentReturn, PaymentReturnBody } from '@farmai/contracts';
import type { LocalizedMessage, Text } from '@farmai/server-kit';
import type { Db } from '../../db/client.js';
import { apiMessage } from '../../i18n/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { PaymentProvider } from '../payments/index.js';
import { captureOrder } from './capture.js';
import { isCash } from './cash.js';
import { orderNumberOf } from './mapper.js';
import * as repo from './repository.js';

/** What the return page is told, in the buyer's language: the state, and why when the payment failed. */
export interface ReturnAnswer extends Omit<PaymentReturn, 'message'> {
  reason?: Text;
}

/** The payer of an approved payment, asked of the provider when the return URL named none; '' when not approved. */
async function approvedPayer(provider: PaymentProvider, paymentId: string): Promise<string> {
  const states = await provider.paymentStates([paymentId]).catch(() => new Map());
  const found = states.get(paymentId);
  return found && (found.state === 'approved' || found.state === 'captured') ? found.payerId : '';
}

/** Whether the buyer may still pay the order (the account's Pay now opens another payment). */
const payable = (row: repo.OrderRow) =>
  !isCash(row) && ['pending', 'expired'].includes(row.paymentStatus) && row.captureRequestedAt === null;

/** Why a payment that is not paid did not go through, from the order's statuses. */
function failureOf(row: repo.OrderRow): LocalizedMessage {
  if (row.paymentStatus === 'refunded' || row.paymentStatus === 'refundPending') return apiMessage('order.refunded');
  if (row.paymentStatus === 'expired') return apiMessage('order.paymentExpired');
  if (row.paymentStatus === 'cancelled') return apiMessage('order.notPayable');
  return apiMessage('order.paymentNotTaken');
}

/**
 * Where the payment of a provider's return URL stands for the signed-in buyer, from the server's record of the
 * order (never what one browser tab remembers): an approved payment is captured first, exactly as before
 * (idempotent, so a second tab or device returning with the same payment never pays twice). `pending` while a
 * capture is under way or the provider cannot be reached: the page asks again.
 */
export async function paymentReturn(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: PaymentReturnBody,
): Promise<ReturnAnswer> {
  const found = await repo.findOrderByPayment(db, userId, input.paymentId);
  if (!found) throw notFound('order.paymentNotFound');
  let captureFailure: AppError | undefined;
  let pending = false;
  if (found.paymentStatus === 'pending' && found.captureRequestedAt === null && !isCash(found)) {
    const payerId = input.payerId || (await approvedPayer(provider, found.providerPaymentId));
    if (payerId) {
      try {
        await captureOrder(db, provider, userId, { orderId: found.id, paymentId: found.providerPaymentId, payerId });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // the provider could not be reached: the payment may well be taken, the page asks again
        if (err.statusCode >= 500) pending = true;
        else captureFailure = err;
      }
    }
  }
  const row = (await repo.findOrder(db, found.id)) ?? found;
  const base = {
    orderId: row.id,
    orderNumber: orderNumberOf(row),
    paymentStatus: row.paymentStatus as PaymentReturn['paymentStatus'],
    payable: payable(row),
  };
  if (row.paymentStatus === 'paid') return { ...base, state: 'paid' };
  if (row.paymentStatus === 'pending' && (pending || row.captureRequestedAt !== null)) {
    return { ...base, state: 'pending' };
  }
  if (row.paymentStatus === 'pending' && !captureFailure && !input.payerId) {
    // back without approving (or not yet seen as approved by the provider): it may still be paid
    return { ...base, state: 'pending' };
  }
  return { ...base, state: 'failed', reason: captureFailure?.text ?? failureOf(row) };
}
