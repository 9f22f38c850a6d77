import { type Address, addressFieldsSchema, FIELD_LIMITS } from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';
import type { AddressFields } from '../api/address-api';

export const emptyAddress: AddressFields = { address: '', city: '', pincode: '', phone: '', notes: '' };

export interface AddressField {
  name: keyof AddressFields;
  label: MessageId;
  placeholder: MessageId;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  /** May stay empty (the notes); every other field is required. */
  optional: boolean;
}

/** Whether the contract lets the field go without a value. */
const isOptional = (name: keyof AddressFields) => addressFieldsSchema.shape[name].safeParse(undefined).success;

/** The form's fields, in order (docs/product/data.md#address); all but the notes are required (docs/product/rules.md#addresses). */
export const addressFields: AddressField[] = [
  {
    name: 'address',
    optional: isOptional('address'),
    label: 'addresses.fieldAddress',
    placeholder: 'addresses.placeholderAddress',
    maxLength: FIELD_LIMITS.address,
    autoComplete: 'street-address',
  },
  {
    name: 'city',
    optional: isOptional('city'),
    label: 'addresses.fieldCity',
    placeholder: 'addresses.placeholderCity',
    maxLength: FIELD_LIMITS.city,
    autoComplete: 'address-level2',
  },
  {
    name: 'pincode',
    optional: isOptional('pincode'),
    label: 'addresses.fieldPincode',
    placeholder: 'addresses.placeholderPincode',
    maxLength: FIELD_LIMITS.pincode,
    autoComplete: 'postal-code',
  },
  {
    name: 'phone',
    optional: isOptional('phone'),
    label: 'addresses.fieldPhone',
    placeholder: 'addresses.placeholderPhone',
    maxLength: FIELD_LIMITS.phone,
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'notes',
    label: 'addresses.fieldNotes',
    placeholder: 'addresses.placeholderNotes',
    maxLength: FIELD_LIMITS.addressNotes,
    optional: isOptional('notes'),
  },
];

/**
 * The fields the contract's schema refuses, in the form's order: the required ones still empty (or
 * only spaces); the browser's fields stop at the length limits.
 */
export function missingFields(form: AddressFields): AddressField[] {
  const refused = new Set(addressFieldsSchema.safeParse(form).error?.issues.map((issue) => issue.path[0]));
  return addressFields.filter((f) => refused.has(f.name));
}

export const isComplete = (form: AddressFields) => missingFields(form).length === 0;

export const trimmed = (form: AddressFields) =>
  Object.fromEntries(addressFields.map((f) => [f.name, form[f.name].trim()])) as AddressFields;

export const fieldsOf = (address: Address): AddressFields => ({
  address: address.address,
  city: address.city,
  pincode: address.pincode,
  phone: address.phone,
  notes: address.notes,
});
