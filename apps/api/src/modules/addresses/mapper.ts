import type { Address } from '@farmai/contracts';
import type { AddressRow } from './repository.js';

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  userId: row.userId,
  address: row.address,
  city: row.city,
  pincode: row.pincode,
  phone: row.phone,
  notes: row.notes,
});
