import { z } from 'zod';
import { dataResponse } from './common.js';
import { productIdField, userIdField } from './shop.js';

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

export const cartLineParamsSchema = z.object({ userId: userIdField, productId: productIdField });

const cartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number(),
  salePrice: z.number(),
  quantity: z.number().int(),
  totalStock: z.number().int().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const cartSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** Every cart call answers with the whole cart. */
export const cartResponseSchema = dataResponse(cartSchema);
export type CartResponse = z.infer<typeof cartResponseSchema>;
