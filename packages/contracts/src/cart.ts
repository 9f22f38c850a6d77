import { z } from 'zod';
import { productFactFields } from './catalog.js';
import { dataResponse, decimalNumber } from './common.js';
import { LINE_REASONS, type LineReason, MAX_LINE_QUANTITY, MAX_MERGE_ITEMS } from './line-rules.js';
import { productIdField, userIdField } from './shop.js';

const quantityField = decimalNumber(
  z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(MAX_LINE_QUANTITY, { message: `must be at most ${MAX_LINE_QUANTITY}` }),
);

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
  /** The product's facts (PRODUCT_FACTS), which the line rules may read; a visitor's stored line may lack them. */
  ...z.object(productFactFields).partial().shape,
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

/**
 * The cart a visitor filled in this browser before signing in, added to the user's own cart in
 * one call (docs/product/wire.md#cart).
 */
export const cartMergeBodySchema = z.object({
  userId: userIdField,
  items: z.array(z.object({ productId: productIdField, quantity: quantityField })).max(MAX_MERGE_ITEMS),
});
export type CartMergeBody = z.infer<typeof cartMergeBodySchema>;

/**
 * The reasons a merge notice gives: every reason of the line rules (line-rules.ts) but `archived`,
 * which is told as `notFound` (no such product, or one no longer sold). `stockLimit`: lowered to
 * what is on the shelf; `soldOut`: nothing could be added.
 */
export type MergeNoticeReason = Exclude<LineReason, 'archived'>;
export const MERGE_NOTICE_REASONS = LINE_REASONS.filter(
  (reason): reason is MergeNoticeReason => reason !== 'archived',
) as [MergeNoticeReason, ...MergeNoticeReason[]];

/** What happened to a line that could not be added as asked. */
const cartMergeNoticeSchema = z.object({
  productId: z.string(),
  reason: z.enum(MERGE_NOTICE_REASONS),
  /** The line's quantity in the cart afterwards (0 when nothing was added). */
  quantity: z.number().int(),
  /** The notice in the request's language, e.g. `Only 3 of "Okra Seeds" are in stock: your cart holds 3.` */
  message: z.string(),
});
export type CartMergeNotice = z.infer<typeof cartMergeNoticeSchema>;

/** The whole cart after the merge, and a notice for each line that was lowered or left out. */
export const cartMergeResponseSchema = dataResponse(cartSchema).extend({ notices: z.array(cartMergeNoticeSchema) });
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;
