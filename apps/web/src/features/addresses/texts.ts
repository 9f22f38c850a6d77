import type { MAX_ADDRESSES as ContractMax } from '@farmai/contracts';

/** Typed as the contract's constant (its value is not imported: that would pull zod into the bundle). */
export const MAX_ADDRESSES: typeof ContractMax = 3;

/** Quoted texts of the address manager (docs/product/rules.md#addresses, docs/product/wire.md#errors), each written once. */
export const addressTexts = {
  maxAddresses: `You can add max ${MAX_ADDRESSES} addresses`,
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
} as const;
