import { z } from 'zod';
import { dataResponse } from './common.js';
import { addressFieldsSchema } from './forms.js';
import { userIdField } from './shop.js';

export const addressBodySchema = z.object({
  ...addressFieldsSchema.shape,
  userId: userIdField,
  notes: z._default(addressFieldsSchema.shape.notes, ''),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
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
