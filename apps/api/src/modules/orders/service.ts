import type { CaptureBody, Order, OrderStatus } from '@farmai/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { toDollars } from '../../lib/money.js';
import { findOwnAddress } from '../addresses/service.js';
import { cartLines, clearCart, getOrCreateCart } from '../cart/service.js';
import { type CapturedPayment, PaymentError, type PaymentProvider } from '../payments/provider.js';
import * as repo from './repository.js';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items to proceed';
export const NO_ADDRESS_MESSAGE = 'Please select one address to proceed.';
const ORDER_NOT_FOUND = 'Order not found!';
/** The method SPEC fixes for every order, whichever driver processes the payment. */
export const PAYMENT_METHOD = 'paypal';

export function toOrder(row: repo.OrderRow, items: repo.OrderItemRow[]): Order {
  return {
    _id: row.id,
    userId: row.userId,
    cartId: row.cartId ?? '',
    cartItems: items.map((i) => ({
      productId: i.productId ?? '',
      title: i.title,
      image: i.image,
      price: toDollars(i.priceCents),
      quantity: i.quantity,
    })),
    addressInfo: {
      addressId: row.addressId ?? '',
      address: row.address,
      city: row.city,
      pincode: row.pincode,
      phone: row.phone,
      notes: row.notes,
    },
    orderStatus: row.orderStatus,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    totalAmount: toDollars(row.totalCents),
    orderDate: row.orderDate.toISOString(),
    orderUpdateDate: row.orderUpdateDate.toISOString(),
    paymentId: row.paymentId,
    payerId: row.payerId,
    refundId: row.refundId,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

async function withItems(db: Db, rows: repo.OrderRow[]): Promise<Order[]> {
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrder(r, items.get(r.id) ?? []));
}

export interface CheckoutUrls {
  returnUrl: string;
  cancelUrl: string;
}

/** How long an order holds its stock while the buyer pays. */
export const RESERVATION_MS = 15 * 60 * 1000;
/** A capture asked for this long ago and never recorded is looked into by the reconciliation. */
export const CAPTURE_GRACE_MS = 30 * 1000;

const soldOut = (title: string, left: number) =>
  conflict(
    left === 0
      ? `"${title}" is out of stock. Please remove it from your cart.`
      : `Only ${left} of "${title}" left in stock. Please lower the quantity.`,
  );

type Line = { productId: string | null; quantity: number; title: string };

/** Takes every line's units off the shelf, in a fixed order (no deadlocks), or throws "sold out". */
async function reserve(tx: Tx, lines: Line[], stockOf: (line: Line) => number): Promise<void> {
  const byProduct = [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
  for (const line of byProduct) {
    if (!line.productId || !(await repo.takeStock(tx, line.productId, line.quantity))) {
      throw soldOut(line.title, stockOf(line));
    }
  }
}

async function release(tx: Tx, orderId: string): Promise<void> {
  const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
  for (const item of items) if (item.productId) await repo.returnStock(tx, item.productId, item.quantity);
}

/**
 * Builds the order from the user's own cart and address, at today's prices, takes its units off
 * the shelf for RESERVATION_MS (a buyer is told "sold out" before paying, never after), then asks
 * the payment provider for an approval page. Nothing the client says about prices is used.
 */
export async function createOrder(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; addressId: string | undefined },
  urls: CheckoutUrls,
): Promise<{ approvalURL: string; orderId: string }> {
  const { order, lines } = await db.transaction(async (tx) => {
    const cart = await getOrCreateCart(tx, input.userId, true);
    const items = await cartLines(tx, cart.id);
    if (items.length === 0) throw badRequest(EMPTY_CART_MESSAGE);
    const address = input.addressId ? await findOwnAddress(tx, input.userId, input.addressId) : undefined;
    if (!address) throw badRequest(NO_ADDRESS_MESSAGE);
    for (const item of items) if (item.quantity > item.totalStock) throw soldOut(item.title, item.totalStock);
    const stock = new Map(items.map((i) => [i.productId, i.totalStock]));
    await reserve(tx, items, (line) => Math.max(0, (stock.get(line.productId ?? '') ?? 0) - line.quantity));
    const totalCents = items.reduce((sum, i) => sum + i.effectivePriceCents * i.quantity, 0);
    const order = await repo.insertOrder(
      tx,
      {
        userId: input.userId,
        cartId: cart.id,
        addressId: address._id,
        address: address.address,
        city: address.city,
        pincode: address.pincode,
        phone: address.phone,
        notes: address.notes,
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: PAYMENT_METHOD,
        paymentProvider: provider.name,
        totalCents,
        stockState: 'reserved',
        reservedUntil: new Date(Date.now() + RESERVATION_MS),
      },
      items.map((i) => ({
        productId: i.productId,
        title: i.title,
        image: i.image,
        priceCents: i.effectivePriceCents,
        quantity: i.quantity,
      })),
    );
    return { order, lines: items };
  });

  try {
    const payment = await provider.createPayment({
      orderId: order.id,
      amountCents: order.totalCents,
      currency: 'USD',
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitCents: l.effectivePriceCents })),
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
    });
    await repo.updateOrder(db, order.id, { providerPaymentId: payment.paymentId });
    return { approvalURL: payment.approvalURL, orderId: order.id };
  } catch (err) {
    // an order nobody can pay for is of no use to anyone: its units go back on the shelf
    await db.transaction(async (tx) => {
      await release(tx, order.id);
      await repo.deleteOrder(tx, order.id);
    });
    if (err instanceof PaymentError) throw new AppError(err.statusCode, err.message);
    throw err;
  }
}

/**
 * The buyer gave up paying (left the provider's page): the order's units go back on the shelf now
 * rather than when the hold runs out. A paid order, or one whose capture is under way, is left as it is.
 */
export async function cancelOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, { userId, lock: true });
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (locked.paymentStatus !== 'pending' || locked.captureRequestedAt !== null) return locked;
    if (locked.stockState === 'reserved') await release(tx, orderId);
    return (await repo.updateOrder(tx, orderId, {
      stockState: locked.stockState === 'reserved' ? 'released' : locked.stockState,
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    })) as repo.OrderRow;
  });
  return (await withItems(db, [row]))[0] as Order;
}

const refundedMessage = () =>
  conflict('This order could not be fulfilled after payment. Your payment has been refunded.');

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
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus === 'paid') {
    if (order.paymentId !== input.paymentId) throw conflict('This order has already been paid.');
    return (await withItems(db, [order]))[0] as Order;
  }
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'refundPending') throw refundedMessage();
  if (!order.providerPaymentId || order.providerPaymentId !== input.paymentId) {
    throw badRequest('The payment does not match this order.');
  }

  await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, order.id, { lock: true });
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (!['pending', 'expired', 'cancelled'].includes(locked.paymentStatus)) return;
    if (locked.stockState !== 'reserved') {
      // the hold ran out before the payment came back: hold again, or say so before taking money
      const items = (await repo.itemsOf(tx, [order.id])).get(order.id) ?? [];
      await reserve(tx, items, () => 0);
    }
    await repo.updateOrder(tx, order.id, {
      stockState: 'reserved',
      reservedUntil: new Date(Date.now() + RESERVATION_MS),
      captureRequestedAt: new Date(),
      payerId: input.payerId,
      orderStatus: 'pending',
      paymentStatus: 'pending',
    });
  });

  let captured: CapturedPayment;
  try {
    captured = await provider.capturePayment({
      orderId: order.id,
      amountCents: order.totalCents,
      paymentId: input.paymentId,
      payerId: input.payerId,
    });
  } catch (err) {
    if (err instanceof PaymentError) {
      // nothing was taken: the order keeps its hold until it runs out
      await repo.updateOrder(db, order.id, { captureRequestedAt: null });
      throw new AppError(err.statusCode, err.message);
    }
    throw err;
  }
  const settled = await recordCapture(db, provider, order.id, captured);
  if (settled.paymentStatus !== 'paid') throw refundedMessage();
  return (await withItems(db, [settled]))[0] as Order;
}

/**
 * Records a capture the provider confirmed: the order is paid, its held units sold, the cart
 * emptied; or, when the units are gone (the hold was lost), the money goes back through the
 * provider and the order says so. Safe to run twice.
 */
async function recordCapture(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  captured: CapturedPayment,
): Promise<repo.OrderRow> {
  const payment = { paymentId: captured.paymentId, payerId: captured.payerId, captureId: captured.captureId };
  const outcome = await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, orderId, { lock: true });
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    if (locked.paymentStatus !== 'pending') return locked;
    if (locked.stockState !== 'reserved') {
      const items = (await repo.itemsOf(tx, [orderId])).get(orderId) ?? [];
      try {
        await tx.transaction(async (inner) => reserve(inner, items, () => 0));
      } catch {
        return (await repo.updateOrder(tx, orderId, {
          ...payment,
          captureRequestedAt: null,
          paymentStatus: 'refundPending',
          orderStatus: 'rejected',
        })) as repo.OrderRow;
      }
    }
    const row = await repo.updateOrder(tx, orderId, {
      ...payment,
      captureRequestedAt: null,
      stockState: 'committed',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
    });
    await clearCart(tx, locked.userId);
    return row as repo.OrderRow;
  });
  if (outcome.paymentStatus === 'refundPending') return refund(db, provider, outcome);
  return outcome;
}

/** Gives an order's captured payment back through the provider; on failure it stays owed and is tried again. */
async function refund(db: Db, provider: PaymentProvider, order: repo.OrderRow): Promise<repo.OrderRow> {
  try {
    const made = await provider.refundPayment({
      orderId: order.id,
      captureId: order.captureId,
      amountCents: order.totalCents,
    });
    const row = await repo.updateOrder(db, order.id, {
      paymentStatus: 'refunded',
      refundId: made.refundId,
      refundedAt: new Date(),
    });
    return row ?? order;
  } catch {
    return order;
  }
}

export interface SettleReport {
  /** Holds that ran out unpaid: units back on the shelf. */
  released: number;
  /** Captures found at the provider that had not been recorded: now paid orders. */
  recovered: number;
  /** Captures asked for that the provider never made (not approved): the order waits again. */
  abandoned: number;
  /** Payments given back. */
  refunded: number;
}

/**
 * The payment housekeeping, run at start-up and on a timer by every replica: each order is
 * claimed with a row lock that other replicas skip, so each is settled exactly once.
 * - A capture that was asked for and never recorded (the process died, or the answer was lost) is
 *   asked for again with the same idempotency key: recorded if the money moved, forgotten if not.
 * - A refund still owed is made.
 * - A hold that ran out unpaid puts its units back on the shelf.
 */
export async function settlePayments(
  db: Db,
  provider: PaymentProvider,
  options: { now?: Date; captureGraceMs?: number } = {},
): Promise<SettleReport> {
  const now = options.now ?? new Date();
  const grace = options.captureGraceMs ?? CAPTURE_GRACE_MS;
  const report: SettleReport = { released: 0, recovered: 0, abandoned: 0, refunded: 0 };
  for (;;) {
    const unsettled = await db.transaction(async (tx) => {
      const [order] = await repo.claimUnsettledPayments(tx, new Date(now.getTime() - grace), 1);
      if (!order) return undefined;
      // taken out of the queue while it is being settled; put back below if it cannot be
      await repo.updateOrder(tx, order.id, { captureRequestedAt: now });
      return order;
    });
    if (!unsettled) break;
    if (unsettled.paymentStatus === 'refundPending') {
      const after = await refund(db, provider, unsettled);
      if (after.paymentStatus === 'refunded') report.refunded += 1;
      else break;
      continue;
    }
    try {
      const captured = await provider.capturePayment({
        orderId: unsettled.id,
        amountCents: unsettled.totalCents,
        paymentId: unsettled.providerPaymentId,
        payerId: unsettled.payerId,
      });
      const after = await recordCapture(db, provider, unsettled.id, captured);
      if (after.paymentStatus === 'paid') report.recovered += 1;
      if (after.paymentStatus === 'refunded') report.refunded += 1;
    } catch (err) {
      if (!(err instanceof PaymentError)) break; // the provider is away: next round
      await repo.updateOrder(db, unsettled.id, { captureRequestedAt: null });
      report.abandoned += 1;
    }
  }
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const expired = await repo.claimExpiredReservations(tx, now, 50);
      for (const order of expired) {
        await release(tx, order.id);
        await repo.updateOrder(tx, order.id, {
          stockState: 'released',
          orderStatus: 'rejected',
          paymentStatus: 'expired',
        });
      }
      return expired.length;
    });
    report.released += released;
    if (released < 50) break;
  }
  return report;
}

export async function listOrders(db: Db, userId?: string): Promise<Order[]> {
  return withItems(db, await repo.listOrders(db, userId));
}

export async function getOrder(db: Db, orderId: string, userId?: string): Promise<Order> {
  const row = await repo.findOrder(db, orderId, userId ? { userId } : {});
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return (await withItems(db, [row]))[0] as Order;
}

export async function updateOrderStatus(db: Db, orderId: string, orderStatus: OrderStatus): Promise<Order> {
  if (!(await repo.findOrder(db, orderId))) throw notFound(ORDER_NOT_FOUND);
  const row = await repo.updateOrder(db, orderId, { orderStatus });
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return (await withItems(db, [row]))[0] as Order;
}

export { hasPurchased } from './repository.js';
