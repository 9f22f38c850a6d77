import type { Language, Order, OrderStatus } from '@farmai/contracts';
import type { Db, Tx } from '../../db/client.js';
import { appError, badRequest, notFound } from '../../lib/errors.js';
import { findOwnAddress } from '../addresses/index.js';
import { type CartLine, cartLines, getOrCreateCart } from '../cart/index.js';
import { queueMail } from '../mail/index.js';
import { PaymentError, type PaymentProvider } from '../payments/index.js';
import { toOrder } from './mapper.js';
import * as repo from './repository.js';
import { RESERVATION_MS, release, reserve, soldOut } from './stock.js';

/** The method the product fixes (docs/product/rules.md#constants-and-limits) for every order, whichever driver processes the payment. */
export const PAYMENT_METHOD = 'paypal';

async function withItems(db: Db, rows: repo.OrderRow[]): Promise<Order[]> {
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrder(r, items.get(r.id) ?? []));
}

/** One order as the wire shows it, with its lines. */
export async function orderWithItems(db: Db, row: repo.OrderRow): Promise<Order> {
  return (await withItems(db, [row]))[0] as Order;
}

export interface CheckoutUrls {
  returnUrl: string;
  cancelUrl: string;
}

/**
 * In one transaction: the user's own cart and address, at today's prices, become an order whose
 * units are off the shelf for RESERVATION_MS (a buyer is told "sold out" before paying, never after).
 */
async function placeOrder(
  tx: Tx,
  input: { userId: string; addressId: string | undefined; provider: PaymentProvider['name']; language?: Language },
): Promise<{ order: repo.OrderRow; lines: CartLine[] }> {
  const cart = await getOrCreateCart(tx, input.userId, true);
  // the order keeps each title as the buyer read it (receipts, the payment page, order history)
  const lines = await cartLines(tx, cart.id, input.language);
  if (lines.length === 0) throw badRequest('order.emptyCart');
  const address = input.addressId ? await findOwnAddress(tx, input.userId, input.addressId) : undefined;
  if (!address) throw badRequest('order.noAddress');
  for (const line of lines) if (line.quantity > line.totalStock) throw soldOut(line.title, line.totalStock);
  const stock = new Map(lines.map((l) => [l.productId, l.totalStock]));
  await reserve(tx, lines, (line) => Math.max(0, (stock.get(line.productId ?? '') ?? 0) - line.quantity));
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
      paymentProvider: input.provider,
      totalCents: lines.reduce((sum, l) => sum + l.effectivePriceCents * l.quantity, 0),
      stockState: 'reserved',
      reservedUntil: new Date(Date.now() + RESERVATION_MS),
    },
    lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      image: l.image,
      priceCents: l.effectivePriceCents,
      quantity: l.quantity,
    })),
  );
  return { order, lines };
}

/**
 * Builds the order from the user's own cart and address (placeOrder), then asks the payment
 * provider for an approval page. Nothing the client says about prices is used.
 */
export async function createOrder(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; addressId: string | undefined; language?: Language },
  urls: CheckoutUrls,
): Promise<{ approvalURL: string; orderId: string }> {
  const { order, lines } = await db.transaction((tx) => placeOrder(tx, { ...input, provider: provider.name }));

  try {
    const payment = await provider.createPayment({
      orderId: order.id,
      amountCents: order.totalCents,
      currency: 'USD',
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitCents: l.effectivePriceCents })),
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
      language: input.language,
    });
    await repo.updateOrder(db, order.id, { providerPaymentId: payment.paymentId });
    return { approvalURL: payment.approvalURL, orderId: order.id };
  } catch (err) {
    // an order nobody can pay for is of no use to anyone: its units go back on the shelf
    await db.transaction(async (tx) => {
      await release(tx, order.id);
      await repo.deleteOrder(tx, order.id);
    });
    if (err instanceof PaymentError) throw appError(err.statusCode, err.text);
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
    if (!locked) throw notFound('order.notFound');
    if (locked.paymentStatus !== 'pending' || locked.captureRequestedAt !== null) return locked;
    if (locked.stockState === 'reserved') await release(tx, orderId);
    return (await repo.updateOrder(tx, orderId, {
      stockState: locked.stockState === 'reserved' ? 'released' : locked.stockState,
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    })) as repo.OrderRow;
  });
  return orderWithItems(db, row);
}

export async function listOrders(db: Db, userId?: string): Promise<Order[]> {
  return withItems(db, await repo.listOrders(db, userId));
}

export async function getOrder(db: Db, orderId: string, userId?: string): Promise<Order> {
  const row = await repo.findOrder(db, orderId, userId ? { userId } : {});
  if (!row) throw notFound('order.notFound');
  return orderWithItems(db, row);
}

export async function updateOrderStatus(db: Db, orderId: string, orderStatus: OrderStatus): Promise<Order> {
  const before = await repo.findOrder(db, orderId);
  if (!before) throw notFound('order.notFound');
  const row = await repo.updateOrder(db, orderId, { orderStatus });
  if (!row) throw notFound('order.notFound');
  // the buyer hears of a new status (not of the same one set again)
  if (before.orderStatus !== orderStatus) await queueMail(db, { kind: 'order-status', orderId, status: orderStatus });
  return orderWithItems(db, row);
}

/** An order for a mail about it; undefined when there is none. */
export async function findOrderForMail(db: Db, orderId: string): Promise<Order | undefined> {
  const row = await repo.findOrder(db, orderId);
  return row ? orderWithItems(db, row) : undefined;
}
