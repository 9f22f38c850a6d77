import { type CaptureBody, isId, type Order } from '@farmai/contracts';
import type { Db, Tx } from '../../db/client.js';
import { appError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { cartClearing, clearCart } from '../cart/index.js';
import { addUnitsSold, unitsSoldUpdate } from '../catalog/index.js';
import { queueMail } from '../mail/index.js';
import { type CapturedPayment, PaymentError, type PaymentProvider } from '../payments/index.js';
import { toOrder } from './mapper.js';
import type { UpdatedOrder } from './order-writes.js';
import { unitsSoldIn } from './product-lines.js';
import * as repo from './repository.js';
import { changeOrder, changeOrderIf } from './status.js';
import { RESERVATION_MS, reserveAgain } from './stock.js';
import { orderWithItems } from './views.js';

const refundedMessage = () => conflict('order.refunded');

/** The statuses from which a capture may start. */
const CAPTURABLE = ['pending', 'expired', 'cancelled'];

/** An order waiting for its payment with its units held: the usual state a capture starts from. */
const WAITING_WITH_UNITS_HELD = { orderStatus: 'pending', paymentStatus: 'pending', stockState: 'reserved' } as const;

/** What a captured order becomes. */
const PAID = {
  captureRequestedAt: null,
  stockState: 'committed',
  paymentStatus: 'paid',
  orderStatus: 'confirmed',
} as const;

/** What an order becomes while its capture is under way: pending, its units held for another RESERVATION_MS. */
const capturing = (payerId: string) =>
  ({
    stockState: 'reserved',
    reservedUntil: new Date(Date.now() + RESERVATION_MS),
    captureRequestedAt: new Date(),
    payerId,
    orderStatus: 'pending',
    paymentStatus: 'pending',
  }) as const;

/** The usual start of a capture, as one statement: the buyer's own order, waiting for this payment, its units held. */
async function startCaptureAtOnce(db: Db, userId: string, input: CaptureBody): Promise<repo.OrderRow | undefined> {
  if (!isId(input.orderId)) return undefined;
  return changeOrderIf(db, input.orderId, capturing(input.payerId), {
    userId,
    providerPaymentId: input.paymentId,
    ...WAITING_WITH_UNITS_HELD,
  });
}

/**
 * Every other start: the order is checked (a paid one is answered as it is), then records that a capture is
 * under way and makes sure its units are held: if its hold ran out before the payment came back, they are
 * held again, or the buyer is told before money moves.
 */
async function startCapture(db: Db, userId: string, input: CaptureBody): Promise<repo.OrderRow> {
  const order = await repo.findOrder(db, input.orderId, { userId });
  if (!order) throw notFound('order.notFound');
  if (order.paymentStatus === 'paid') {
    if (order.paymentId !== input.paymentId) throw conflict('order.alreadyPaid');
    return order;
  }
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'refundPending') throw refundedMessage();
  if (!order.providerPaymentId || order.providerPaymentId !== input.paymentId) {
    throw badRequest('order.paymentNotThisOrder');
  }
  await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, order.id, { lock: true });
    if (!locked) throw notFound('order.notFound');
    if (!CAPTURABLE.includes(locked.paymentStatus)) return;
    if (locked.stockState !== 'reserved') await reserveAgain(tx, order.id);
    await changeOrder(tx, order.id, capturing(input.payerId));
  });
  return order;
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
  const order = (await startCaptureAtOnce(db, userId, input)) ?? (await startCapture(db, userId, input));
  if (order.paymentStatus === 'paid') return orderWithItems(db, order);

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
  // the usual case read the lines with the change
  const { lines, ...row } = settled;
  return lines ? toOrder(row, lines.items, lines.events) : orderWithItems(db, row);
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
): Promise<UpdatedOrder> {
  const payment = { paymentId: captured.paymentId, payerId: captured.payerId, captureId: captured.captureId };
  const outcome = await db.transaction(async (tx) => {
    // the usual case, as one statement: still waiting, its units held; they are sold and the cart emptied with it
    const paid = await changeOrderIf(tx, orderId, { ...payment, ...PAID }, WAITING_WITH_UNITS_HELD, {
      alsoWrite: (changed) => [unitsSoldUpdate(tx, unitsSoldIn(tx, changed.ids)), cartClearing(tx, changed.userIds)],
      readLines: true,
    });
    if (paid) return confirmationQueued(tx, paid);
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
    return sold(tx, (await changeOrder(tx, orderId, { ...payment, ...PAID })) as repo.OrderRow);
  });
  if (outcome.paymentStatus === 'refundPending') return refund(db, provider, outcome);
  return outcome;
}

/** A paid order's units are sold and its buyer's cart emptied; the confirmation is queued in the same transaction. */
async function sold(tx: Tx, row: repo.OrderRow): Promise<repo.OrderRow> {
  await addUnitsSold(tx, unitsSoldIn(tx, row.id));
  await clearCart(tx, row.userId);
  return confirmationQueued(tx, row);
}

async function confirmationQueued<T extends repo.OrderRow>(tx: Tx, row: T): Promise<T> {
  await queueMail(tx, { kind: 'order-confirmed', orderId: row.id });
  return row;
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
