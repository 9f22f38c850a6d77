import {
  type AdminProduct,
  type Brand,
  type Category,
  type Language,
  type Product,
  productSlugOf,
} from '@farmai/contracts';
import { getTableColumns } from 'drizzle-orm';
import { products } from '../../db/schema-catalog.js';
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
  'gallery',
  'createdAt',
  'updatedAt',
] as const;
/**
 * Columns kept for the database's own work, or sent only in some answers (translations: the
 * admin's; active ingredients: the admin's and the query by ingredients', so that the other English
 * answers stay byte for byte as they were).
 */
const INTERNAL = [
  'activeIngredients',
  'effectivePriceCents',
  'searchText',
  'translations',
  'translatedSearchText',
  'translatedTitles',
  'soldOut',
  'unitsSold',
  'titleKey',
  'archivedAt',
] as const;

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

/** A product as the wire has it in English; a field of the contract this does not fill does not compile. */
const toEnglishProduct = (row: ProductRow): Product => ({
  _id: row.id,
  ...asIs(row),
  category: row.category as Category,
  brand: row.brand as Brand,
  price: toDollars(row.priceCents),
  salePrice: toDollars(row.salePriceCents),
  averageReview: Math.round(row.averageReview * 10) / 10,
  images: [row.image, ...row.gallery],
  slug: productSlugOf(row.title),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A product as shoppers read it in a language: in English as it always was; in another, its title
 * and description in that language when it is translated into it, else in English, and `language`
 * saying which (docs/decisions/018-content-translations.md).
 */
export function toProduct(row: ProductRow, language: Language = 'en'): Product {
  const product = toEnglishProduct(row);
  if (language === 'en') return product;
  const translation = row.translations[language];
  if (!translation) return { ...product, language: 'en' };
  return { ...product, title: translation.title, description: translation.description, language };
}

/** A product as the admin edits it: the English text, every translation and its active ingredients. */
export const toAdminProduct = (row: ProductRow): AdminProduct => ({
  ...toEnglishProduct(row),
  translations: row.translations,
  activeIngredients: row.activeIngredients,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/** A product as the query by ingredients answers it: as toProduct, its active ingredients last. */
export const toIngredientProduct = (row: ProductRow, language: Language = 'en'): Product => ({
  ...toProduct(row, language),
  activeIngredients: row.activeIngredients,
});
