import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderListQuery,
  type Language,
  lineProductOf,
  type Order,
  type PaymentMethod,
  parseOrderNumber,
} from '@farmai/contracts';
import type { Db, Tx } from '../../db/client.js';
import { appError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { findOwnAddress } from '../addresses/index.js';
import { type CartLine, cartLines, checkOrderLine, getOrCreateCart } from '../cart/index.js';
import { PaymentError, type PaymentProvider } from '../payments/index.js';
import type { Accounts } from './accounts.js';
import { CASH_METHOD, cashFeeFor, confirmCashOrder, isCash } from './cash.js';
import { orderNumberOf } from './mapper.js';
import { reconcileAwaiting } from './reconcile.js';
import * as repo from './repository.js';
import { changeOrder } from './status.js';
import { inTakingOrder, RESERVATION_MS, release, reserve, reserveAgain, soldOut, takeable } from './stock.js';
import { orderWithItems, withItems } from './views.js';

/** The method the product fixes (docs/product/rules.md#constants-and-limits) for every order, whichever driver processes the payment. */
export const PAYMENT_METHOD = 'paypal';

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
  input: {
    userId: string;
    addressId: string | undefined;
    provider: PaymentProvider['name'];
    language?: Language;
    cash?: boolean;
  },
): Promise<{ order: repo.OrderRow; lines: CartLine[] }> {
  const cart = await getOrCreateCart(tx, input.userId, true);
  // the order keeps each title as the buyer read it (receipts, the payment page, order history)
  const lines = await cartLines(tx, cart.id, input.language);
  if (lines.length === 0) throw badRequest('order.emptyCart');
  const address = input.addressId ? await findOwnAddress(tx, input.userId, input.addressId) : undefined;
  if (!address) throw badRequest('order.noAddress');
  // lines of archived products are not read: the rest must fit what is on the shelf
  for (const line of lines) checkOrderLine(lineProductOf(line), line.quantity, line.title);
  const subtotalCents = lines.reduce((sum, l) => sum + l.effectivePriceCents * l.quantity, 0);
  // the fee and the maximum are the shop's at this moment, checked here whatever the checkout page showed
  const feeCents = input.cash ? await cashFeeFor(tx, subtotalCents) : 0;
  // the last line's units are taken by the statement that writes the order, after the others
  const taking = inTakingOrder(lines);
  const last = taking.pop() as CartLine;
  await reserve(tx, taking);
  const take = { productId: takeable(last), quantity: last.quantity };
  // a cash order is placed at once: the shop confirms it (the confirmation mail says so), paid at the door
  const placedStatuses = { orderStatus: input.cash ? 'confirmed' : 'pending', paymentStatus: 'pending' } as const;
  const { took, ...order } = await repo.insertOrder(
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
      ...placedStatuses,
      notifiedStatus: placedStatuses.orderStatus,
      ...(input.cash
        ? { paymentMethod: CASH_METHOD, paymentProvider: CASH_METHOD }
        : { paymentMethod: PAYMENT_METHOD, paymentProvider: input.provider }),
      totalCents: subtotalCents + feeCents,
      feeCents,
      stockState: 'reserved',
      // a cash order holds its units until the shop settles it at delivery; an online one while the buyer pays
      reservedUntil: input.cash ? null : new Date(Date.now() + RESERVATION_MS),
    },
    lines.map((l) => ({
      productId: l.productId,
      title: l.shopTitle,
      buyerTitle: l.title,
      buyerLanguage: input.language ?? 'en',
      image: l.image,
      priceCents: l.effectivePriceCents,
      quantity: l.quantity,
    })),
    // the statuses the order starts with open its timeline
    placedStatuses,
    take,
  );
  if (!took) await soldOut(tx, { ...last, productId: take.productId });
  return { order, lines };
}

/**
 * Builds the order from the user's own cart and address (placeOrder), then asks the payment
 * provider for an approval page. Nothing the client says about prices is used.
 */
export async function createOrder(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; addressId: string | undefined; language?: Language; paymentMethod?: PaymentMethod },
  urls: CheckoutUrls,
): Promise<{
  approvalURL: string;
  orderId: string;
  orderNumber?: string;
  paymentMethod?: PaymentMethod;
  /** The products whose units the order took off the shelf. */
  productIds: string[];
}> {
  if (input.paymentMethod === CASH_METHOD) {
    const { order, lines } = await db.transaction(async (tx) => {
      const placed = await placeOrder(tx, { ...input, provider: provider.name, cash: true });
      await confirmCashOrder(tx, placed.order);
      return placed;
    });
    return {
      approvalURL: '',
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      paymentMethod: CASH_METHOD,
      productIds: lines.map((l) => l.productId),
    };
  }
  const { order, lines } = await db.transaction((tx) => placeOrder(tx, { ...input, provider: provider.name }));

  try {
    const payment = await provider.createPayment({
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      amountCents: order.totalCents,
      currency: 'USD',
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, unitCents: l.effectivePriceCents })),
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
      language: input.language,
    });
    await repo.setProviderPayment(db, order.id, payment.paymentId);
    return { approvalURL: payment.approvalURL, orderId: order.id, productIds: lines.map((l) => l.productId) };
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
    // a cash order is not waiting for a payment page: the shop settles it at delivery
    if (locked.paymentStatus !== 'pending' || locked.captureRequestedAt !== null || isCash(locked)) return locked;
    if (locked.stockState === 'reserved') await release(tx, orderId);
    return (await changeOrder(tx, orderId, {
      stockState: locked.stockState === 'reserved' ? 'released' : locked.stockState,
      paymentStatus: 'cancelled',
      orderStatus: 'rejected',
    })) as repo.OrderRow;
  });
  return orderWithItems(db, row);
}

/**
 * A new approval page for an order whose payment is pending, or whose hold ran out unpaid: its units are
 * held again for RESERVATION_MS (or the buyer is told they are gone) and the provider opens another payment
 * (a new idempotency key, so never the old one's answer). A payment approved meanwhile is captured instead,
 * and the buyer told the order is paid.
 */
export async function retryPayment(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; orderId: string; language?: Language },
  urls: CheckoutUrls,
): Promise<{ approvalURL: string; orderId: string }> {
  if ((await reconcileAwaiting(db, provider, { userId: input.userId, orderId: input.orderId })) > 0) {
    throw conflict('order.alreadyPaid');
  }
  const order = await db.transaction(async (tx) => {
    const locked = await repo.findOrder(tx, input.orderId, { userId: input.userId, lock: true });
    if (!locked) throw notFound('order.notFound');
    if (locked.paymentStatus === 'paid') throw conflict('order.alreadyPaid');
    if (
      !['pending', 'expired'].includes(locked.paymentStatus) ||
      locked.captureRequestedAt !== null ||
      isCash(locked)
    ) {
      throw conflict('order.notPayable');
    }
    if (locked.stockState !== 'reserved') await reserveAgain(tx, locked.id);
    return (await changeOrder(tx, locked.id, {
      stockState: 'reserved',
      reservedUntil: new Date(Date.now() + RESERVATION_MS),
      paymentAttempts: locked.paymentAttempts + 1,
      paymentProvider: provider.name,
      orderStatus: 'pending',
      paymentStatus: 'pending',
    })) as repo.OrderRow;
  });
  const items = (await repo.itemsOf(db, [order.id])).get(order.id) ?? [];
  try {
    const payment = await provider.createPayment({
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      amountCents: order.totalCents,
      currency: 'USD',
      lines: items.map((l) => ({ title: l.title, quantity: l.quantity, unitCents: l.priceCents })),
      returnUrl: urls.returnUrl,
      cancelUrl: urls.cancelUrl,
      language: input.language,
      attempt: order.paymentAttempts,
    });
    await repo.setProviderPayment(db, order.id, payment.paymentId);
    return { approvalURL: payment.approvalURL, orderId: order.id };
  } catch (err) {
    // the order keeps its hold until it runs out; the buyer may try again
    if (err instanceof PaymentError) throw appError(err.statusCode, err.text);
    throw err;
  }
}

/** One order (the buyer's own when `userId` is given); a payment approved elsewhere is settled first. */
export async function getOrder(
  db: Db,
  orderId: string,
  options: {
    userId?: string;
    provider?: PaymentProvider;
    /** For the back office: the order with its buyer and the status changes made there. */
    accounts?: Accounts;
    /** Told when a payment approved elsewhere was settled (stock was sold). */
    onPaid?: () => Promise<void>;
  } = {},
): Promise<Order> {
  let row = await repo.findOrder(db, orderId, options.userId ? { userId: options.userId } : {});
  if (!row) throw notFound('order.notFound');
  if (options.provider && row.paymentStatus === 'pending') {
    if ((await reconcileAwaiting(db, options.provider, { userId: row.userId, orderId: row.id })) > 0) {
      await options.onPaid?.();
    }
    row = (await repo.findOrder(db, orderId)) ?? row;
  }
  return (await withItems(db, [row], options.accounts))[0] as Order;
}

/** The first moment after the day `day` (YYYY-MM-DD, UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** The back office's list: searched, filtered and paged (docs/product/wire.md#admin-orders). */
export async function searchOrders(
  db: Db,
  query: AdminOrderListQuery,
  accounts: Accounts,
): Promise<{ data: Order[]; pagination: { page: number; limit: number; total: number; totalPages: number } }> {
  const text = query.q?.trim() ?? '';
  const filter: repo.OrderFilter = {
    ...(text ? { text } : {}),
    ...(text && parseOrderNumber(text) !== undefined ? { number: parseOrderNumber(text) } : {}),
    ...(query.status ? { orderStatus: query.status } : {}),
    ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { until: dayAfter(query.to) } : {}),
  };
  const paged = query.page !== undefined || query.limit !== undefined;
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_ORDERS_PAGE_SIZE;
  const { rows, total } = await repo.searchOrders(
    db,
    filter,
    accounts,
    paged ? { offset: (page - 1) * limit, limit } : undefined,
  );
  const data = await withItems(db, rows, accounts);
  return {
    data,
    pagination: paged
      ? { page, limit, total, totalPages: Math.ceil(total / limit) }
      : { page: 1, limit: total, total, totalPages: total > 0 ? 1 : 0 },
  };
}

/**
 * An order's PDF: the receipt (the buyer's own order, or any for an admin) or the packing slip (admins), in
 * the language asked for (documents.ts).
 */
export async function orderDocument(
  db: Db,
  kind: 'receipt' | 'packingSlip',
  orderId: string,
  options: { userId?: string; language: Language; accounts: Accounts },
): Promise<{ pdf: Buffer; orderNumber: string }> {
  const order = await getOrder(db, orderId, {
    ...(options.userId ? { userId: options.userId } : {}),
    accounts: options.accounts,
  });
  const context = {
    language: options.language,
    customerName: order.customerName ?? '',
    customerEmail: order.customerEmail ?? '',
  };
  // pdfkit, fontkit and the fonts load with the first document, not with the server
  const { packingSlipPdf, receiptPdf } = await import('./documents.js');
  const pdf = kind === 'receipt' ? await receiptPdf(order, context) : await packingSlipPdf(order, context);
  return { pdf, orderNumber: order.orderNumber };
}

/** An order for a mail about it; undefined when there is none. */
export async function findOrderForMail(db: Db, orderId: string): Promise<Order | undefined> {
  const row = await repo.findOrder(db, orderId);
  return row ? orderWithItems(db, row) : undefined;
}
