import { z } from 'zod';
import { dataResponse } from './common.js';
import { userIdField } from './shop.js';

export const ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
/** Statuses the server sets itself: `confirmed` after a capture. */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'confirmed'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];
/**
 * `cancelled`: the buyer left the payment page without paying; `expired`: the order held its stock
 * for 15 minutes and was not paid; `refunded`: the payment was
 * given back (the goods were gone), `refundPending` until the provider confirms it.
 */
const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refundPending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const orderItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});

const orderSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  cartId: z.string(),
  cartItems: z.array(orderItemSchema),
  addressInfo: z.object({
    addressId: z.string(),
    address: z.string(),
    city: z.string(),
    pincode: z.string(),
    phone: z.string(),
    notes: z.string(),
  }),
  orderStatus: z.enum(ALL_ORDER_STATUSES),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  paymentId: z.string(),
  payerId: z.string(),
  /** The provider's refund id when the payment was given back, else empty. */
  refundId: z.string().optional(),
  refundedAt: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = dataResponse(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const orderListResponseSchema = dataResponse(z.array(orderSchema));
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/**
 * The order payload clients send (docs/product/wire.md#shop). Only `userId` and `addressInfo.addressId` are used:
 * lines, prices, totals and statuses come from the user's cart and the database, and any other
 * order field a client adds is accepted and ignored.
 */
export const orderCreateBodySchema = z.looseObject({
  userId: userIdField,
  addressInfo: z.looseObject({ addressId: z.string().max(100).optional() }).optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

export const orderCreateResponseSchema = z.object({
  success: z.literal(true),
  approvalURL: z.string(),
  orderId: z.string(),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

/** Gives up an unpaid order: its units go back on the shelf at once. */
export const orderCancelBodySchema = z.object({
  orderId: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(100),
});
export type OrderCancelBody = z.infer<typeof orderCancelBodySchema>;

export const captureBodySchema = z.object({
  paymentId: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(200),
  payerId: z.string({ message: 'is required' }).trim().max(200).default(''),
  orderId: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(100),
});
export type CaptureBody = z.infer<typeof captureBodySchema>;

export const orderStatusBodySchema = z.object({
  orderStatus: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().max(100) });
