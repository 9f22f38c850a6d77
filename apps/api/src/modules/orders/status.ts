import type { OrderStatus, PaymentStatus } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import type { UpdatedOrder, UpdateOrderOptions } from './order-writes.js';
import * as repo from './repository.js';

/** What may change on an order; its statuses only through changeOrder. */
export type OrderChange = Omit<Partial<repo.NewOrder>, 'orderStatus' | 'paymentStatus' | 'notifiedStatus'> & {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
};

/** Who made a change in the back office, and why (a correction). */
export interface ChangeActor {
  adminId: string;
  reason?: string;
}

/**
 * The one way an order's statuses change (checkout, capture, refund, cancel, a hold that ran out, the back
 * office): the row is updated and, when a status is now different, the change is recorded with its time (and,
 * from the back office, who made it and a correction's reason) for the tracking timeline. The shop's own
 * changes are told to the buyer where they happen (the screen, the confirmation mail), so the status they
 * set is the one the buyer knows of; the back office's are mailed later (admin-status.ts).
 */
export async function changeOrder(
  db: Executor,
  orderId: string,
  values: OrderChange,
  actor?: ChangeActor,
): Promise<repo.OrderRow | undefined> {
  return changeOrderIf(db, orderId, values, undefined, { actor });
}

/** What an order must be for changeOrderIf to change it: its statuses among them. */
export type OrderState = repo.OrderCondition & { orderStatus: OrderStatus; paymentStatus: PaymentStatus };

/**
 * changeOrder for an order that is still in state `from` (undefined when it is not, and nothing changes):
 * one statement where the usual case of a step is known, instead of a locked read first. The statuses
 * before are then those of `from`, so whether the change is recorded needs no read of the last one.
 */
export async function changeOrderIf(
  db: Executor,
  orderId: string,
  values: OrderChange,
  from: OrderState | undefined,
  {
    actor,
    alsoWrite,
    readLines,
  }: { actor?: ChangeActor | undefined } & Pick<UpdateOrderOptions, 'alsoWrite' | 'readLines'> = {},
): Promise<UpdatedOrder | undefined> {
  const known = values.orderStatus !== undefined && !actor ? { notifiedStatus: values.orderStatus } : {};
  if (from) {
    // the statuses before and after are known: the change and its record are one statement
    const after = {
      orderStatus: values.orderStatus ?? from.orderStatus,
      paymentStatus: values.paymentStatus ?? from.paymentStatus,
    };
    const moved = after.orderStatus !== from.orderStatus || after.paymentStatus !== from.paymentStatus;
    const record = { ...after, actorId: actor?.adminId ?? null, reason: actor?.reason ?? null };
    return repo.updateOrder(db, orderId, { ...values, ...known }, from, {
      ...(moved ? { record } : {}),
      ...(alsoWrite ? { alsoWrite } : {}),
      ...(readLines ? { readLines } : {}),
    });
  }
  if (alsoWrite || readLines) throw new Error('writes and reads made with a change need the statuses before it');
  const row = await repo.updateOrder(db, orderId, { ...values, ...known });
  if (!row || (values.orderStatus === undefined && values.paymentStatus === undefined)) return row;
  const last = await repo.lastEvent(db, orderId);
  if (last?.orderStatus === row.orderStatus && last.paymentStatus === row.paymentStatus) return row;
  await repo.insertEvent(db, {
    orderId,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    actorId: actor?.adminId ?? null,
    reason: actor?.reason ?? null,
  });
  return row;
}
