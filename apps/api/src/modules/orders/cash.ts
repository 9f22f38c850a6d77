import type { CashPaymentBody, Order, PaymentOptions } from '@farmai/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toDollars } from '../../lib/money.js';
import { cartLines, clearCart, getOrCreateCart } from '../cart/index.js';
import { addUnitsSold } from '../catalog/index.js';
import { queueMail } from '../mail/index.js';
import { cashTerms } from '../settings/index.js';
import { moveStatus } from './admin-status.js';
import { unitsSoldIn } from './product-lines.js';
import * as repo from './repository.js';
import { type ChangeActor, changeOrder } from './status.js';
import { release, reserveAgain } from './stock.js';
import { orderWithItems } from './views.js';

/** The wire's `paymentMethod` (and the order's `payment_provider`) of cash on delivery. */
export const CASH_METHOD = 'cod';

export const isCash = (row: Pick<repo.OrderRow, 'paymentMethod'>) => row.paymentMethod === CASH_METHOD;

/** A cash order the shop has not settled yet: it may be packed, shipped and delivered unpaid. */
export const isCashDue = (row: Pick<repo.OrderRow, 'paymentMethod' | 'paymentStatus'>) =>
  isCash(row) && row.paymentStatus === 'pending';

/**
 * Cash on delivery's fee for an order of `subtotalCents`, or 409 when the shop does not offer it now, or the
 * order is above its maximum (the buyer is told the maximum).
 */
export async function cashFeeFor(db: Executor, subtotalCents: number): Promise<number> {
  const terms = await cashTerms(db);
  if (!terms.enabled) throw conflict('order.cashOff');
  if (terms.maxCents !== null && subtotalCents > terms.maxCents) {
    throw conflict('order.cashOverMaximum', { maximum: toDollars(terms.maxCents).toFixed(2) });
  }
  return terms.feeCents;
}

/** A cash order is placed at once: the cart is emptied and the buyer mailed; its units stay held, unsold. */
export async function confirmCashOrder(tx: Tx, order: repo.OrderRow): Promise<void> {
  await clearCart(tx, order.userId);
  await queueMail(tx, { kind: 'order-confirmed', orderId: order.id });
}

/** The cash order, locked, or 404 / 409 when there is none or it is not paid in cash. */
async function lockCashOrder(tx: Tx, orderId: string): Promise<repo.OrderRow> {
  const locked = await repo.findOrder(tx, orderId, { lock: true });
  if (!locked) throw notFound('order.notFound');
  if (!isCash(locked)) throw conflict('order.notCash');
  return locked;
}

/** The money was taken at the door: the order is paid and its held units sold. Marking it paid again changes nothing. */
async function markCashPaid(tx: Tx, locked: repo.OrderRow): Promise<repo.OrderRow> {
  if (locked.paymentStatus === 'paid') return locked;
  if (locked.paymentStatus !== 'pending') throw conflict('order.notPayable');
  if (locked.stockState !== 'reserved' && locked.stockState !== 'committed') await reserveAgain(tx, locked.id);
  const row = await changeOrder(tx, locked.id, { paymentStatus: 'paid', stockState: 'committed' });
  await addUnitsSold(tx, unitsSoldIn(tx, locked.id));
  return row ?? locked;
}

/**
 * The buyer did not pay: the order is rejected and its units go back on the shelf. Rejecting goes by the status
 * machine like the status select (not once the order has left the shop), recorded with the admin, and the buyer
 * is mailed like for any other step.
 */
async function rejectCash(tx: Tx, locked: repo.OrderRow, actor: ChangeActor, delaySeconds: number) {
  if (locked.paymentStatus === 'paid') throw conflict('order.alreadyPaid');
  if (locked.paymentStatus !== 'pending') return locked;
  if (locked.orderStatus !== 'rejected') return moveStatus(tx, locked, 'rejected', actor, delaySeconds);
  // already rejected: only its money and its held units are settled
  if (locked.stockState === 'reserved') await release(tx, locked.id);
  const row = await changeOrder(
    tx,
    locked.id,
    {
      stockState: locked.stockState === 'reserved' ? 'released' : locked.stockState,
      paymentStatus: 'cancelled',
    },
    actor,
  );
  return row ?? locked;
}

/**
 * The back office settles a cash order at delivery: paid, or rejected (its units back on the shelf). `actor`
 * is the admin; `delaySeconds` when the buyer hears of a rejection (ORDER_STATUS_MAIL_DELAY_SECONDS).
 */
export async function settleCash(
  db: Db,
  orderId: string,
  outcome: CashPaymentBody['outcome'],
  actor: ChangeActor,
  delaySeconds: number,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockCashOrder(tx, orderId);
    return outcome === 'paid' ? markCashPaid(tx, locked) : rejectCash(tx, locked, actor, delaySeconds);
  });
  return orderWithItems(db, row);
}

/** How the buyer may pay for the cart as it is now: cash on delivery when the shop offers it, and whether this cart may. */
export async function paymentOptions(db: Db, userId: string): Promise<PaymentOptions> {
  const cart = await getOrCreateCart(db, userId);
  const lines = await cartLines(db, cart.id);
  const subtotalCents = lines.reduce((sum, l) => sum + l.effectivePriceCents * l.quantity, 0);
  const terms = await cashTerms(db);
  if (!terms.enabled) return { cartTotal: toDollars(subtotalCents), cashOnDelivery: null };
  const over = terms.maxCents !== null && subtotalCents > terms.maxCents;
  return {
    cartTotal: toDollars(subtotalCents),
    cashOnDelivery: {
      fee: toDollars(terms.feeCents),
      maximum: terms.maxCents === null ? null : toDollars(terms.maxCents),
      available: !over,
      ...(over ? { reason: 'overMaximum' as const } : {}),
    },
  };
}
