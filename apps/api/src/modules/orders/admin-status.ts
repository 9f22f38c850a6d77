import {
  type OrderStatus,
  type OrderStatusFacts,
  type PaymentStatus,
  paidOnDelivery,
  type StatusChange,
  type StatusMoveRefusal,
  statusCorrectionRefusal,
  statusMoveRefusal,
} from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { orders } from '../../db/schema-orders.js';
import { type AppError, conflict, notFound } from '../../lib/errors.js';
import { queueMail } from '../mail/index.js';
import type { Customer } from './accounts.js';
import * as repo from './repository.js';
import { type ChangeActor, changeOrder, type OrderChange } from './status.js';
import { release } from './stock.js';

/** The facts the status machine reads, from a stored order (its columns only ever hold these values). */
export const factsOf = (row: repo.OrderRow): OrderStatusFacts => ({
  orderStatus: row.orderStatus as OrderStatus,
  paymentStatus: row.paymentStatus as PaymentStatus,
  paymentMethod: row.paymentMethod,
});

/** The 409 that names why the move is refused, with the statuses in the language of the answer. */
function refused(refusal: StatusMoveRefusal, from: OrderStatus, to: OrderStatus): AppError {
  switch (refusal) {
    case 'same':
      return conflict('order.statusSame', { status: to });
    case 'backward':
      return conflict('order.statusBackward', { from, to });
    case 'ended':
      return conflict('order.statusEnded', { from });
    case 'shipped':
      return conflict('order.statusShipped', { from });
    case 'notPaid':
      return conflict('order.statusNotPaid', { to });
    case 'notBackward':
      return conflict('order.correctionNotBack', { from, to });
    case 'paid':
      return conflict('order.correctionPaid', { to });
  }
}

/**
 * How the back office's change is carried out: rejecting a paid order owes the buyer a refund; rejecting a
 * cash order not paid yet cancels its payment and puts its held units back on the shelf.
 */
async function valuesFor(tx: Tx, row: repo.OrderRow, to: OrderStatus): Promise<OrderChange> {
  if (to === 'rejected' && paidOnDelivery(factsOf(row))) {
    if (row.stockState === 'reserved') await release(tx, row.id);
    return {
      orderStatus: to,
      paymentStatus: 'cancelled',
      ...(row.stockState === 'reserved' ? { stockState: 'released' as const } : {}),
    };
  }
  if (to !== 'rejected' || row.paymentStatus !== 'paid') return { orderStatus: to };
  // the goods never left: they go back on the shelf, and the payment is given back (capture.ts#refund)
  if (row.stockState === 'committed') await release(tx, row.id);
  return {
    orderStatus: to,
    paymentStatus: 'refundPending',
    ...(row.stockState === 'committed' ? { stockState: 'released' as const } : {}),
  };
}

/**
 * The back office moves an order to `to`: a step forward (checked by statusMoveRefusal) or, with a reason,
 * a correction back (statusCorrectionRefusal). The change is recorded with the admin and the reason; the
 * buyer is mailed `delaySeconds` later, once, with the status the order has then (statusMailDue).
 */
export async function changeStatusByAdmin(
  db: Db,
  orderId: string,
  to: OrderStatus,
  actor: ChangeActor,
  delaySeconds: number,
): Promise<repo.OrderRow> {
  return db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound('order.notFound');
    return moveStatus(tx, locked, to, actor, delaySeconds);
  });
}

/**
 * changeStatusByAdmin for an order already locked in `tx` (the cash settling's rejection goes this way too):
 * the machine's check, the change recorded with the admin, and the buyer's mail queued `delaySeconds` on.
 */
export async function moveStatus(
  tx: Tx,
  locked: repo.OrderRow,
  to: OrderStatus,
  actor: ChangeActor,
  delaySeconds: number,
): Promise<repo.OrderRow> {
  const orderId = locked.id;
  const facts = factsOf(locked);
  const refusal = actor.reason === undefined ? statusMoveRefusal(facts, to) : statusCorrectionRefusal(facts, to);
  if (refusal) throw refused(refusal, facts.orderStatus, to);
  const row = (await changeOrder(tx, orderId, await valuesFor(tx, locked, to), actor)) as repo.OrderRow;
  const changedAt = (await repo.lastEvent(tx, orderId))?.createdAt ?? new Date();
  await queueMail(
    tx,
    { kind: 'order-status', orderId, status: to, changedAt: changedAt.toISOString() },
    { delaySeconds },
  );
  return row;
}

/**
 * Whether a status mail queued for a back-office change is still news when its time comes: the order still
 * has `status`, no change to another status came after it (that change's own mail tells the latest), and the
 * buyer was not told of `status` already (a change corrected back within the wait sends nothing).
 */
export async function statusMailDue(
  db: Executor,
  orderId: string,
  status: OrderStatus,
  changedAt: string,
): Promise<boolean> {
  const row = await repo.findOrder(db, orderId);
  if (!row || row.orderStatus !== status || row.notifiedStatus === status) return false;
  const since = Date.parse(changedAt);
  const events = (await repo.eventsOf(db, [orderId])).get(orderId) ?? [];
  return !events.some((e) => e.createdAt.getTime() > since && e.orderStatus !== status);
}

/** Records that the buyer was told the order has `status`. */
export async function statusMailed(db: Executor, orderId: string, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ notifiedStatus: status }).where(eq(orders.id, orderId));
}

/** The admins who changed these orders' statuses, by id. */
export const actorIds = (events: repo.OrderEventRow[]): string[] =>
  events.flatMap((e) => (e.actorId ? [e.actorId] : []));

/** The back office's changes of an order's status, oldest first, with who made them and a correction's reason. */
export function statusChangesOf(events: repo.OrderEventRow[], people: Map<string, Customer>): StatusChange[] {
  const changes: StatusChange[] = [];
  events.forEach((event, index) => {
    const before = events[index - 1];
    if (!event.actorId || !before || before.orderStatus === event.orderStatus) return;
    changes.push({
      from: before.orderStatus as OrderStatus,
      to: event.orderStatus as OrderStatus,
      at: event.createdAt.toISOString(),
      by: people.get(event.actorId)?.userName ?? '',
      reason: event.reason,
    });
  });
  return changes;
}
