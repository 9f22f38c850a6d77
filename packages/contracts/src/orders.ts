import { z } from 'zod';
import { dataResponse } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';
import { LANGUAGES } from './languages.js';
import {
  ALL_ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_VALUES,
  TIMELINE_ENDS,
  TIMELINE_STEPS,
} from './order-values.js';
import { userIdField } from './shop.js';

const timelineEntrySchema = z.object({
  step: z.enum([...TIMELINE_STEPS, ...TIMELINE_ENDS]),
  /** When the order reached the step; null when it did so before steps were recorded. */
  at: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * A status change made in the back office, in the admin's answers only: the status it left and the one it
 * set, when, who made it, and for a correction (a move back) its reason.
 */
const statusChangeSchema = z.object({
  from: z.enum(ALL_ORDER_STATUSES),
  to: z.enum(ALL_ORDER_STATUSES),
  at: z.string(),
  by: z.string(),
  /** Set for a correction, null for a step forward. */
  reason: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A readable order number: `FA-<year of the order>-<6 digits>`, e.g. `FA-2026-000123`. */
export const formatOrderNumber = (year: number, sequence: number): string =>
  `FA-${year}-${String(sequence).padStart(6, '0')}`;

/** The sequence part of an order number (`FA-2026-000123`, `2026-123` or `000123`), or undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:FA-?)?(?:\d{4}-)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}

const orderItemSchema = z.object({
  productId: z.string(),
  /** The title as the buyer read it when buying, in `titleLanguage` (docs/decisions/027-receipts-scripts-and-digits.md). */
  title: z.string(),
  /** The title in the shop's own language (English) when it was bought: the back office's name for the line. */
  shopTitle: z.string(),
  /** The language of `title`: the language the order was placed in (`en` for lines from before it was kept). */
  titleLanguage: z.enum(LANGUAGES),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  /** price × quantity, in dollars. */
  lineTotal: z.number(),
});

const orderSchema = z.object({
  _id: z.string(),
  /** The readable number shown beside `_id` (see formatOrderNumber). */
  orderNumber: z.string(),
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
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  totalAmount: z.number(),
  orderDate: z.string(),
  orderUpdateDate: z.string(),
  paymentId: z.string(),
  payerId: z.string(),
  /** The provider's refund id when the payment was given back, else empty. */
  refundId: z.string().optional(),
  refundedAt: z.string().nullable().optional(),
  /** Who took the payment: `paymentMethod` stays `paypal` on the wire whichever provider it was (`cod`: cash). */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  /** The payment method's fee in dollars, part of `totalAmount` (cash on delivery's; 0 otherwise). */
  paymentFee: z.number().optional(),
  /** When the payment was taken (a cash order: when the shop marked it paid); null while it is not. */
  paidAt: z.string().nullable().optional(),
  /** The steps reached, in order: `placed` first, then paid, packed, shipped, delivered, or an end. */
  timeline: z.array(timelineEntrySchema),
  /** The buyer's user name and e-mail: in the back office's answers only. */
  customerName: z.string().optional(),
  customerEmail: z.string().optional(),
  /** The back office's status changes, oldest first: in the back office's answers only. */
  statusChanges: z.array(statusChangeSchema).optional(),
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
  /**
   * `cod`: cash on delivery, when the shop offers it. Any other value (`paypal`, or what older clients send)
   * pays online on the approval page, as before.
   */
  paymentMethod: z.string().max(100).optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

/**
 * The new order: `approvalURL` is the payment page to go to; empty for a cash order, which is placed already
 * (its number and method say so).
 */
export const orderCreateResponseSchema = z.object({
  success: z.literal(true),
  approvalURL: z.string(),
  orderId: z.string(),
  orderNumber: z.string().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
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

/**
 * The payment return page asks where the order of a provider's payment stands (the `paymentId` or `token` and
 * the `PayerID` of the return URL); the server captures an approved payment first.
 */
export const paymentReturnBodySchema = z.object({
  paymentId: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(200),
  payerId: z.string().trim().max(200).default(''),
});
export type PaymentReturnBody = z.infer<typeof paymentReturnBodySchema>;

/**
 * `paid`: the order is paid (whichever tab or device paid it); `pending`: the payment is being confirmed (ask
 * again shortly); `failed`: it was not taken, `message` says why and `payable` whether the order may still be
 * paid (the account's Pay now).
 */
export const PAYMENT_RETURN_STATES = ['paid', 'pending', 'failed'] as const;
export const paymentReturnResponseSchema = dataResponse(
  z.object({
    state: z.enum(PAYMENT_RETURN_STATES),
    orderId: z.string(),
    orderNumber: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
    payable: z.boolean(),
    message: z.string().optional(),
  }),
);
export type PaymentReturnResponse = z.infer<typeof paymentReturnResponseSchema>;
export type PaymentReturn = PaymentReturnResponse['data'];

/** The back office settles a cash order: `paid` (the money was taken at delivery) or `rejected` (it was not). */
export const cashPaymentBodySchema = z.object({
  outcome: z.enum(['paid', 'rejected'], { message: 'must be paid or rejected' }),
});
export type CashPaymentBody = z.infer<typeof cashPaymentBodySchema>;

/** The status an admin moves an order to: a step the status machine allows (order-status.ts). */
export const orderStatusBodySchema = z.object({
  orderStatus: z.enum(ALL_ORDER_STATUSES, { message: `must be one of ${ALL_ORDER_STATUSES.join(', ')}` }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().max(100) });

/** Asks the provider for a new approval page for an order whose payment is pending (or whose hold ran out). */
export const orderRetryBodySchema = orderCancelBodySchema;
export type OrderRetryBody = z.infer<typeof orderRetryBodySchema>;
export const orderRetryResponseSchema = orderCreateResponseSchema;
export type OrderRetryResponse = z.infer<typeof orderRetryResponseSchema>;

/** The back office's page size when none is asked for, and the most one page holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_PAGE_MAX = 100;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: 'must be a date YYYY-MM-DD' })
  .optional();

/**
 * GET /api/admin/orders/get: `q` finds an order number, a customer's name or e-mail, or a phone number;
 * `status`, `paymentStatus` and the order day range `from`..`to` (inclusive, UTC) narrow the list. Without
 * `page` and `limit` the whole list is answered.
 */
export const adminOrderListQuerySchema = z.object({
  q: z.string().trim().max(FIELD_LIMITS.orderSearch).optional(),
  status: z.enum(ALL_ORDER_STATUSES, { message: `must be one of ${ALL_ORDER_STATUSES.join(', ')}` }).optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUS_VALUES, { message: `must be one of ${PAYMENT_STATUS_VALUES.join(', ')}` })
    .optional(),
  from: dayField,
  to: dayField,
  page: z.coerce.number().int().min(1, { message: 'must be 1 or more' }).max(100_000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: 'must be 1 or more' })
    .max(ADMIN_ORDERS_PAGE_MAX, { message: `must be at most ${ADMIN_ORDERS_PAGE_MAX}` })
    .optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

const orderPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const adminOrderListResponseSchema = dataResponse(z.array(orderSchema)).extend({
  pagination: orderPaginationSchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** GET of an order's PDF (receipt or packing slip): `lang` picks the document's language (else Accept-Language). */
export const orderDocumentQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }).optional(),
});
export type OrderDocumentQuery = z.infer<typeof orderDocumentQuerySchema>;
