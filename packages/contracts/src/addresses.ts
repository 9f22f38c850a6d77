import { z } from 'zod';
import { dataResponse } from './common.js';
import { FIELD_LIMITS } from './field-limits.js';
import { userIdField } from './shop.js';

const addressText = (max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` });

const addressFieldsSchema = z.object({
  address: addressText(FIELD_LIMITS.address),
  city: addressText(FIELD_LIMITS.city),
  pincode: addressText(FIELD_LIMITS.pincode),
  phone: addressText(FIELD_LIMITS.phone),
  /** Optional: delivery hints ("gate 2"); empty when the shopper has none. */
  notes: z
    .string()
    .trim()
    .max(FIELD_LIMITS.addressNotes, { message: `must be at most ${FIELD_LIMITS.addressNotes} characters` })
    .optional(),
});
export const addressBodySchema = addressFieldsSchema.extend({
  userId: userIdField,
  notes: addressFieldsSchema.shape.notes.default(''),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export const addressUpdateBodySchema = addressFieldsSchema.partial();
export const addressParamsSchema = z.object({ userId: userIdField, addressId: z.string().max(100) });

const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressResponseSchema = dataResponse(addressSchema);
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const addressListResponseSchema = dataResponse(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
