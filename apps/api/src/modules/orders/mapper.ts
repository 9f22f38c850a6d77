import type { Order, OrderStatus, PaymentStatus } from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { OrderItemRow, OrderRow } from './repository.js';

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
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
  };
}
