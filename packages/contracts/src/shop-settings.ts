import { z } from 'zod';
import { dataResponse, moneySchema } from './common.js';

/**
 * Cash on delivery as the shop offers it: on or off, its fee (dollars, added to the order's total) and the
 * largest order total (before the fee) it may pay; `maximum` null means no limit.
 */
export const cashOnDeliverySchema = z.object({
  enabled: z.boolean(),
  fee: moneySchema,
  maximum: moneySchema.nullable(),
});
export type CashOnDeliverySettings = z.infer<typeof cashOnDeliverySchema>;

/** The shop's settings the back office changes (GET and PUT /api/admin/settings). */
export const shopSettingsSchema = z.object({ cashOnDelivery: cashOnDeliverySchema });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
/** The settings as the API answers them (plain numbers: the body's number parsing is for input only). */
export const shopSettingsResponseSchema = dataResponse(
  z.object({
    cashOnDelivery: z.object({ enabled: z.boolean(), fee: z.number(), maximum: z.number().nullable() }),
  }),
);
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponseSchema>;

/**
 * GET /api/shop/order/payment-options: how the signed-in buyer may pay for the cart as it is now. Cash on
 * delivery is listed when the shop offers it; `available` false with `reason` (`overMaximum`) when this cart
 * cannot use it. `fee` and `maximum` in dollars, `cartTotal` before any fee.
 */
export const paymentOptionsSchema = z.object({
  cartTotal: z.number(),
  cashOnDelivery: z
    .object({
      fee: z.number(),
      maximum: z.number().nullable(),
      available: z.boolean(),
      reason: z.enum(['overMaximum']).optional(),
    })
    .nullable(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
export const paymentOptionsResponseSchema = dataResponse(paymentOptionsSchema);
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponseSchema>;
