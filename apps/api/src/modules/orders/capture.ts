import type { CaptureBody, Order } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { appError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { clearCart } from '../cart/index.js';
import { recordSales } from '../catalog/index.js';
import { queueMail } from '../mail/index.js';
import { type CapturedPayment, PaymentError, type PaymentProvider } from '../payments/index.js';
import * as repo from './repository.js';
import { changeOrder } from './status.js';
import { RESERVATION_MS, reserveAgain } from './stock.js';
import { orderWithItems } from './views.js';

const refundedMessage = () => conflict('order.refunded');

/** The statuses from which a capture may start. */
const CAPTURABLE = ['pending', 'expired', 'cancelled'];

/**
 * Records that a capture is under way and makes sure the order's units are held: if its hold ran
 * out before the payment came back, they are held again, or the buyer is told before money moves.
 */
async function prepareCapture(db: Db, orderId: string, payerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound('order.notFound');
    if (!CAPTURABLE.includes(locked.paymentStatus)) return;
    if (locked.stockState !== 'reserved') await reserveAgain(tx, orderId);
    await changeOrder(tx, orderId, {
      stockState: 'reserved',
      reservedUntil: new Date(Date.now() + RESERVATION_MS),
      captureRequestedAt: new Date(),
      payerId,
      orderStatus: 'pending',
      paymentStatus: 'pending',
    });
  });
}

/**
 * Captures the payment of an order. Before the provider is asked, the order records that a
 * capture is under way (so a crash after the money moved is found and settled by
 * `settlePayments`) and makes sure its units are still held; if they were released and are gone,
 * the buyer is told before any money moves. Capturing a captured order again returns it unchanged.
 */
export async function captureOrder(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: CaptureBody,
): Promise<Order> {
  const order = await repo.findOrder(db, input.orderId, { userId });
  if (!order) throw notFound('order.notFound');
  if (order.paymentStatus === 'paid') {
    if (order.paymentId !== input.paymentId) throw conflict('order.alreadyPaid');
    return orderWithItems(db, order);
  }
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'refundPending') throw refundedMessage();
  if (!order.providerPaymentId || order.providerPaymentId !== input.paymentId) {
    throw badRequest('order.paymentNotThisOrder');
  }

  await prepareCapture(db, order.id, input.payerId);

  let captured: CapturedPayment;
  try {
    captured = await provider.capturePayment({
      orderId: order.id,
      amountCents: order.totalCents,
      paymentId: input.paymentId,
      payerId: input.payerId,
      attempt: order.paymentAttempts,
    });
  } catch (err) {
    if (err instanceof PaymentError) {
      // nothing was taken: the order keeps its hold until it runs out
      await repo.updateOrder(db, order.id, { captureRequestedAt: null });
      throw appError(err.statusCode, err.text);
    }
    throw err;
  }
  const settled = await recordCapture(db, provider, order.id, captured);
  if (settled.paymentStatus !== 'paid') throw refundedMessage();
  return orderWithItems(db, settled);
}

/**
 * Records a capture the provider confirmed: the order is paid, its held units sold, the cart
 * emptied; or, when the units are gone (the hold was lost), the money goes back through the
 * provider and the order says so. Safe to run twice.
 */
export async function recordCapture(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  captured: CapturedPayment,
): Promise<repo.OrderRow> {
  const payment = { paymentId: captured.paymentId, payerId: captured.payerId, captureId: captured.captureId };
  const outcome = await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound('order.notFound');
    if (locked.paymentStatus !== 'pending') return locked;
    if (locked.stockState !== 'reserved') {
      try {
        await tx.transaction(async (inner) => reserveAgain(inner, orderId));
      } catch {
        return (await changeOrder(tx, orderId, {
          ...payment,
          captureRequestedAt: null,
          paymentStatus: 'refundPending',
          orderStatus: 'rejected',
        })) as repo.OrderRow;
      }
    }
    const row = await changeOrder(tx, orderId, {
      ...payment,
      captureRequestedAt: null,
      stockState: 'committed',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    await recordSales(tx, orderId);
    await clearCart(tx, locked.userId);
    // the buyer's confirmation, sent once the payment is recorded (queued in this transaction)
    await queueMail(tx, { kind: 'order-confirmed', orderId });
    return row as repo.OrderRow;
  });
  if (outcome.paymentStatus === 'refundPending') return refund(db, provider, outcome);
  return outcome;
}

/** Gives an order's captured payment back through the provider; on failure it stays owed and is tried again. */
export async function refund(db: Db, provider: PaymentProvider, order: repo.OrderRow): Promise<repo.OrderRow> {
  try {
    const made = await provider.refundPayment({
      orderId: order.id,
      captureId: order.captureId,
      amountCents: order.totalCents,
    });
    const row = await changeOrder(db, order.id, {
      paymentStatus: 'refunded',
      refundId: made.refundId,
      refundedAt: new Date(),
    });
    return row ?? order;
  } catch {
    return order;
  }
}
