import type { Address } from '@farmai/contracts';
import type { AddressFields } from '../api/address-api';

export const emptyAddress: AddressFields = { address: '', city: '', pincode: '', phone: '', notes: '' };

export interface AddressField {
  name: keyof AddressFields;
  label: string;
  placeholder: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
}

/** The form's fields, in order (docs/product/data.md#address); every one is required (docs/product/rules.md#addresses). */
export const addressFields: AddressField[] = [
  {
    name: 'address',
    label: 'Address',
    placeholder: 'House, road, village',
    maxLength: 300,
    autoComplete: 'street-address',
  },
  { name: 'city', label: 'City', placeholder: 'City or district', maxLength: 100, autoComplete: 'address-level2' },
  { name: 'pincode', label: 'Pincode', placeholder: 'Postal code', maxLength: 20, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', placeholder: 'Phone number', maxLength: 30, type: 'tel', autoComplete: 'tel' },
  { name: 'notes', label: 'Notes', placeholder: 'Directions for the delivery', maxLength: 500 },
];

export const isComplete = (form: AddressFields) => addressFields.every((f) => form[f.name].trim() !== '');

export const trimmed = (form: AddressFields) =>
  Object.fromEntries(addressFields.map((f) => [f.name, form[f.name].trim()])) as AddressFields;

export const fieldsOf = (address: Address): AddressFields => ({
  address: address.address,
  city: address.city,
  pincode: address.pincode,
  phone: address.phone,
  notes: address.notes,
});
