import {
  formatOrderNumber,
  isLanguage,
  type Order,
  type OrderStatus,
  type PaymentProviderName,
  type PaymentStatus,
  type TimelineEntry,
} from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { Customer } from './accounts.js';
import type { OrderEventRow, OrderItemRow, OrderRow } from './repository.js';

/** The order statuses that stand for the steps after payment (docs/product/rules.md#orders). */
const STEP_STATUSES = [
  ['packed', 'inProcess'],
  ['shipped', 'inShipping'],
  ['delivered', 'delivered'],
] as const;
const RANK: Partial<Record<string, number>> = { inProcess: 1, inShipping: 2, delivered: 3 };
/** A payment that was taken, even if given back since. */
const TAKEN = ['paid', 'refundPending', 'refunded'];

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

/**
 * The tracking timeline: placed, then each step reached (paid by the payment status; packed, shipped and
 * delivered by the order status, a later one implying the earlier), with the time it was reached when the
 * change was recorded; a cancelled or rejected order ends with that.
 */
export function timelineOf(row: OrderRow, events: OrderEventRow[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ step: 'placed', at: row.orderDate.toISOString() }];
  const latest = (match: (e: OrderEventRow) => boolean) => iso(events.filter(match).at(-1)?.createdAt);
  if (TAKEN.includes(row.paymentStatus)) {
    entries.push({ step: 'paid', at: iso(events.find((e) => TAKEN.includes(e.paymentStatus))?.createdAt) });
  }
  const rank = RANK[row.orderStatus] ?? 0;
  STEP_STATUSES.forEach(([step, status], index) => {
    if (rank > index) entries.push({ step, at: latest((e) => e.orderStatus === status) });
  });
  if (row.orderStatus === 'rejected') {
    const cancelled = row.paymentStatus === 'cancelled' || row.paymentStatus === 'expired';
    entries.push({
      step: cancelled ? 'cancelled' : 'rejected',
      at: latest((e) => e.orderStatus === 'rejected') ?? row.orderUpdateDate.toISOString(),
    });
  }
  return entries;
}

const providerOf = (row: OrderRow): PaymentProviderName =>
  row.paymentProvider === 'paypal' || row.paymentProvider === 'cod' ? row.paymentProvider : 'demo';

export const orderNumberOf = (row: Pick<OrderRow, 'orderDate' | 'orderNumber'>) =>
  formatOrderNumber(row.orderDate.getUTCFullYear(), row.orderNumber);

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[] = [],
  customer?: Customer | null,
): Order {
  return {
    _id: row.id,
    orderNumber: orderNumberOf(row),
    userId: row.userId,
    cartId: row.cartId ?? '',
    cartItems: items.map((i) => ({
      productId: i.productId ?? '',
      // the buyer's title as they read it; lines from before it was kept have the shop's (English) one
      title: i.buyerTitle ?? i.title,
      shopTitle: i.title,
      titleLanguage: isLanguage(i.buyerLanguage) && i.buyerTitle !== null ? i.buyerLanguage : 'en',
      image: i.image,
      price: toDollars(i.priceCents),
      quantity: i.quantity,
      lineTotal: toDollars(i.priceCents * i.quantity),
    })),
    addressInfo: {
      addressId: row.addressId ?? '',
      address: row.address,
      city: row.city,
      pincode: row.pincode,
      phone: row.phone,
      notes: row.notes,
    },
    // the columns are plain text; only this module writes them, and only with these values
    orderStatus: row.orderStatus as OrderStatus,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    totalAmount: toDollars(row.totalCents),
    orderDate: row.orderDate.toISOString(),
    orderUpdateDate: row.orderUpdateDate.toISOString(),
    paymentId: row.paymentId,
    payerId: row.payerId,
    refundId: row.refundId,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    paymentProvider: providerOf(row),
    paymentFee: toDollars(row.feeCents),
    paidAt: TAKEN.includes(row.paymentStatus)
      ? iso(events.find((e) => TAKEN.includes(e.paymentStatus))?.createdAt ?? row.orderUpdateDate)
      : null,
    timeline: timelineOf(row, events),
    ...(customer ? { customerName: customer.userName, customerEmail: customer.email } : {}),
  };
}
