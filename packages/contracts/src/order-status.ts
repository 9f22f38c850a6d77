import { z } from 'zod';
import { ALL_ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from './order-values.js';

/**
 * The order status machine (docs/decisions/029-order-status-machine.md), read by the API, which enforces it,
 * and by the back office, which offers only the moves it allows. An order moves forward along
 * ORDER_STATUS_PATH (a step may be skipped); it may be rejected until it ships; `delivered` and `rejected`
 * are where it ends. Going back is a correction: an explicit act with a reason, kept in the order's history.
 */
export const ORDER_STATUS_PATH = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered'] as const;

/** The statuses in the order they are reached: the path, then rejected. */
export const ALL_ORDER_STATUSES_IN_ORDER: readonly OrderStatus[] = [...ORDER_STATUS_PATH, 'rejected'];

/** The statuses an order may still be rejected from: not once it has left the shop. */
const REJECTABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'inProcess'];

/** Why a move is refused: each has its words in the API's messages and in the back office. */
export type StatusMoveRefusal =
  /** the order already has this status */
  | 'same'
  /** an earlier status: only a correction goes back */
  | 'backward'
  /** delivered or rejected: the order has ended */
  | 'ended'
  /** rejecting an order that has left the shop */
  | 'shipped'
  /** a fulfilment status while the payment does not allow it */
  | 'notPaid'
  /** a correction that does not go back */
  | 'notBackward'
  /** a correction to `pending` of an order whose payment was taken */
  | 'paid';

/** What the machine needs to know about an order. */
export interface OrderStatusFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** How the buyer pays (`paypal` or `cod`, cash on delivery); see paymentAllowsFulfilment. */
  paymentMethod: string;
}

/** The `paymentMethod` of cash on delivery (PAYMENT_METHODS). */
const CASH_ON_DELIVERY: PaymentMethod = 'cod';

const rank = (status: OrderStatus): number => (ORDER_STATUS_PATH as readonly OrderStatus[]).indexOf(status);

/**
 * Whether the order's payment lets the shop confirm, pack, ship and deliver it: a captured payment, or cash on
 * delivery not settled yet (the buyer pays at the door, so the order is packed, shipped and delivered unpaid).
 * The one place where the payment method changes the rule.
 */
export function paymentAllowsFulfilment(order: Pick<OrderStatusFacts, 'paymentStatus' | 'paymentMethod'>): boolean {
  return order.paymentStatus === 'paid' || paidOnDelivery(order);
}

/** A cash-on-delivery order the shop has not settled yet: the buyer pays at the door. */
export function paidOnDelivery(order: Pick<OrderStatusFacts, 'paymentStatus' | 'paymentMethod'>): boolean {
  return order.paymentMethod === CASH_ON_DELIVERY && order.paymentStatus === 'pending';
}

/** Why the back office may not move the order to `to` as a normal step, or undefined when it may. */
export function statusMoveRefusal(order: OrderStatusFacts, to: OrderStatus): StatusMoveRefusal | undefined {
  const from = order.orderStatus;
  if (to === from) return 'same';
  if (from === 'delivered' || from === 'rejected') return 'ended';
  if (to === 'rejected') return REJECTABLE.includes(from) ? undefined : 'shipped';
  if (rank(to) < rank(from)) return 'backward';
  return paymentAllowsFulfilment(order) ? undefined : 'notPaid';
}

/** Why the back office may not correct the order back to `to`, or undefined when it may. */
export function statusCorrectionRefusal(order: OrderStatusFacts, to: OrderStatus): StatusMoveRefusal | undefined {
  const from = order.orderStatus;
  if (to === from) return 'same';
  if (from === 'rejected') return 'ended';
  if (to === 'rejected' || rank(to) > rank(from)) return 'notBackward';
  if (to === 'pending' && order.paymentStatus !== 'pending') return 'paid';
  return undefined;
}

/** Every status with whether it is a step the back office may take now, and why not. */
export function statusMoves(order: OrderStatusFacts): { status: OrderStatus; refusal?: StatusMoveRefusal }[] {
  return ALL_ORDER_STATUSES_IN_ORDER.map((status) => {
    const refusal = statusMoveRefusal(order, status);
    return refusal ? { status, refusal } : { status };
  });
}

/** The statuses a correction may take the order back to, nearest first. */
export function correctionTargets(order: OrderStatusFacts): OrderStatus[] {
  return [...ORDER_STATUS_PATH].reverse().filter((status) => statusCorrectionRefusal(order, status) === undefined);
}

/** The most a correction's reason may hold. */
export const CORRECTION_REASON_MAX = 500;

/** PUT /api/admin/orders/correct/:id: moves an order back, with the reason (required), kept in its history. */
export const orderCorrectionBodySchema = z.object({
  orderStatus: z.enum(ALL_ORDER_STATUSES, { message: `must be one of ${ALL_ORDER_STATUSES.join(', ')}` }),
  reason: z
    .string({ message: 'is required' })
    .trim()
    .min(3, { message: 'must be at least 3 characters' })
    .max(CORRECTION_REASON_MAX, { message: `must be at most ${CORRECTION_REASON_MAX} characters` }),
});
export type OrderCorrectionBody = z.infer<typeof orderCorrectionBodySchema>;
