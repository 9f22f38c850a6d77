import { z } from 'zod';

/** Every `userId` a client sends must be the signed-in user's id. */
const userIdField = z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(100);
const productIdField = z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(100);
const quantityField = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be at least 1' })
  .max(10_000, { message: 'must be at most 10000' });

export const cartItemBodySchema = z.object({
  userId: userIdField,
  productId: productIdField,
  quantity: quantityField,
});
export type CartItemBody = z.infer<typeof cartItemBodySchema>;

export const cartUserParamsSchema = z.object({ userId: userIdField });
export const cartLineParamsSchema = z.object({ userId: userIdField, productId: productIdField });

export const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  salePrice: z.number(),
  quantity: z.number().int(),
  totalStock: z.number().int().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});

export const MAX_ADDRESSES = 3;

const addressText = (max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` });

export const addressFieldsSchema = z.object({
  address: addressText(300),
  city: addressText(100),
  pincode: addressText(20),
  phone: addressText(30),
  notes: addressText(500),
});
export const addressBodySchema = addressFieldsSchema.extend({ userId: userIdField });
export type AddressBody = z.infer<typeof addressBodySchema>;
export const addressUpdateBodySchema = addressFieldsSchema.partial();
export const addressParamsSchema = z.object({ userId: userIdField, addressId: z.string().max(100) });

export const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
/** Statuses the server sets itself: `confirmed` after a capture. */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'confirmed'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];
/**
 * `cancelled`: the buyer left the payment page without paying; `expired`: the order held its stock
 * for 15 minutes and was not paid; `refunded`: the payment was
 * given back (the goods were gone), `refundPending` until the provider confirms it.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refundPending', 'refunded'] as const;

export const orderItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});

export const orderSchema = z.object({
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
  orderStatus: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
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

/**
 * The order payload clients send (SPEC 7.4). Only `userId` and `addressInfo.addressId` are used:
 * lines, prices and totals come from the user's cart and the database.
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

export const orderIdParamsSchema = z.object({ orderId: z.string().max(100) });

export const reviewBodySchema = z.object({
  productId: productIdField,
  userId: z.string().optional(),
  userName: z.string().optional(),
  reviewMessage: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be blank' })
    .max(2000, { message: 'must be at most 2000 characters' }),
  reviewValue: z.coerce
    .number({ message: 'must be a number from 1 to 5' })
    .int({ message: 'must be a whole number from 1 to 5' })
    .min(1, { message: 'must be from 1 to 5' })
    .max(5, { message: 'must be from 1 to 5' }),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  userId: z.string(),
  userName: z.string(),
  reviewMessage: z.string(),
  reviewValue: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
