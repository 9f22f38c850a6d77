import type { Brand, Category, Product } from '@farmai/contracts';
import { getTableColumns } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import { toDollars } from '../../lib/money.js';
import type { ProductRow } from './repository.js';

/** Columns the wire carries under another name or in another form (written out in toProduct). */
const CONVERTED = [
  'id',
  'category',
  'brand',
  'priceCents',
  'salePriceCents',
  'averageReview',
  'createdAt',
  'updatedAt',
] as const;
/** Columns kept for the database's own work, never sent. */
const INTERNAL = ['effectivePriceCents', 'searchText'] as const;

/** Every other column goes on the wire as it is, under its own name. */
type AsIs = Exclude<keyof ProductRow, (typeof CONVERTED)[number] | (typeof INTERNAL)[number]>;
const notAsIs: readonly string[] = [...CONVERTED, ...INTERNAL];
const AS_IS = Object.keys(getTableColumns(products)).filter((column) => !notAsIs.includes(column)) as AsIs[];

/**
 * The columns sent as they are. A column the contract's product lacks, or holds in another type,
 * does not compile here: add it to the contract, or to CONVERTED or INTERNAL above.
 */
function asIs(row: ProductRow): Pick<Product, AsIs> {
  const wire: Partial<Record<AsIs, unknown>> = {};
  for (const column of AS_IS) wire[column] = row[column];
  return wire as Pick<ProductRow, AsIs>;
}

/** A product as the wire has it; a field of the contract this does not fill does not compile. */
export const toProduct = (row: ProductRow): Product => ({
  _id: row.id,
  ...asIs(row),
  category: row.category as Category,
  brand: row.brand as Brand,
  price: toDollars(row.priceCents),
  salePrice: toDollars(row.salePriceCents),
  averageReview: Math.round(row.averageReview * 10) / 10,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
