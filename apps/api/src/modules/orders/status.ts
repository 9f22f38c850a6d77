import type { OrderStatus, PaymentStatus } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/** What may change on an order; its statuses only through changeOrder. */
export type OrderChange = Omit<Partial<repo.NewOrder>, 'orderStatus' | 'paymentStatus'> & {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
};

/**
 * The one way an order's statuses change (checkout, capture, refund, cancel, a hold that ran out, the back
 * office): the row is updated and, when a status is now different, the change is recorded with its time for
 * the tracking timeline. Whatever must follow every status change (a message to the buyer) goes here.
 */
export async function changeOrder(
  db: Executor,
  orderId: string,
  values: OrderChange,
): Promise<repo.OrderRow | undefined> {
  const row = await repo.updateOrder(db, orderId, values);
  if (!row || (values.orderStatus === undefined && values.paymentStatus === undefined)) return row;
  const last = await repo.lastEvent(db, orderId);
  if (last?.orderStatus === row.orderStatus && last.paymentStatus === row.paymentStatus) return row;
  await repo.insertEvent(db, { orderId, orderStatus: row.orderStatus, paymentStatus: row.paymentStatus });
  return row;
}

/** Records the statuses a new order starts with. */
export async function recordPlaced(db: Executor, row: repo.OrderRow): Promise<void> {
  await repo.insertEvent(db, {
    orderId: row.id,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    createdAt: row.orderDate,
  });
}
