import type { CaptureBody, Order, OrderStatus } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { toDollars } from '../../lib/money.js';
import { findOwnAddress } from '../addresses/service.js';
import { cartLines, clearCart, getOrCreateCart } from '../cart/service.js';
import { PaymentError, type PaymentProvider } from '../payments/provider.js';
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

/**
 * Builds the order from the user's own cart and address, at today's prices, then asks the
 * payment provider for an approval page. Nothing the client says about prices is used.
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
    for (const item of items) {
      if (item.quantity > item.totalStock) {
        throw conflict(
          item.totalStock === 0
            ? `"${item.title}" is out of stock. Please remove it from your cart.`
            : `Only ${item.totalStock} of "${item.title}" left in stock. Please lower the quantity.`,
        );
      }
    }
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
    // an order nobody can pay for is of no use to anyone
    await repo.deleteOrder(db, order.id);
    if (err instanceof PaymentError) throw new AppError(err.statusCode, err.message);
    throw err;
  }
}

class OutOfStockError extends Error {
  constructor(readonly title: string) {
    super(`"${title}" sold out before your payment completed. Your payment will be refunded.`);
  }
}

const refundPending = () => conflict('This order could not be fulfilled after payment. Your payment will be refunded.');

/**
 * Captures the payment of an order: the provider must confirm it was approved for this order
 * and amount; then stock is taken, the order confirmed and the cart emptied in one transaction.
 * Capturing a captured order again returns it unchanged.
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
  if (order.paymentStatus === 'refundPending') throw refundPending();
  if (!order.providerPaymentId || order.providerPaymentId !== input.paymentId) {
    throw badRequest('The payment does not match this order.');
  }

  let captured: Awaited<ReturnType<PaymentProvider['capturePayment']>>;
  try {
    captured = await provider.capturePayment({
      orderId: order.id,
      amountCents: order.totalCents,
      paymentId: input.paymentId,
      payerId: input.payerId,
    });
  } catch (err) {
    if (err instanceof PaymentError) throw new AppError(err.statusCode, err.message);
    throw err;
  }

  const payment = { paymentId: captured.paymentId, payerId: captured.payerId, captureId: captured.captureId };
  try {
    const confirmed = await db.transaction(async (tx) => {
      const locked = await repo.findOrder(tx, order.id, { lock: true });
      if (!locked) throw notFound(ORDER_NOT_FOUND);
      if (locked.paymentStatus !== 'pending') return locked;
      const items = (await repo.itemsOf(tx, [order.id])).get(order.id) ?? [];
      // a fixed order of locks keeps concurrent captures from deadlocking
      const byProduct = [...items].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
      for (const item of byProduct) {
        if (!item.productId || !(await repo.takeStock(tx, item.productId, item.quantity))) {
          throw new OutOfStockError(item.title);
        }
      }
      const row = await repo.updateOrder(tx, order.id, {
        ...payment,
        paymentStatus: 'paid',
        orderStatus: 'confirmed',
      });
      await clearCart(tx, userId);
      return row as repo.OrderRow;
    });
    if (confirmed.paymentStatus === 'refundPending') throw refundPending();
    return (await withItems(db, [confirmed]))[0] as Order;
  } catch (err) {
    if (!(err instanceof OutOfStockError)) throw err;
    // the money is taken but the goods are gone: flag the order for a refund
    await repo.updateOrder(db, order.id, { ...payment, paymentStatus: 'refundPending', orderStatus: 'rejected' });
    throw conflict(err.message);
  }
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
