import {
  type Brand,
  type Category,
  DEFAULT_UNIT,
  PRODUCT_FACT_KEYS,
  type Product,
  type ProductFactValues,
  type ProductInput,
  productInputSchema,
} from '@farmai/contracts';
import { incompleteLanguages, type TranslationDraft, translationsOf } from '@/lib/translations';

/**
 * Body fields the form does not type: the picture and the further pictures have their own
 * uploaders, the rating is the reviews', the translations have their own editor, the active
 * ingredients their tag input.
 */
const UNTYPED = [
  'image',
  'gallery',
  'averageReview',
  'translations',
  'activeIngredients',
] as const satisfies readonly (keyof ProductInput)[];

/** The product fields that are translated, every one of them required in a translation. */
export const TRANSLATED_FIELDS = ['title', 'description'] as const;
export type ProductTranslationDraft = TranslationDraft<(typeof TRANSLATED_FIELDS)[number]>;

/** The fields of the product body the form has a control for: every one the contract names but those above. */
export type ProductFormField = Exclude<keyof ProductInput, (typeof UNTYPED)[number]>;

/** The product form's values, as typed (docs/product/data.md#product: every control holds text until it is sent). */
export type ProductFormValues = Record<ProductFormField, string>;

const untyped: readonly string[] = UNTYPED;
const FORM_FIELDS = Object.keys(productInputSchema.shape).filter(
  (field) => !untyped.includes(field),
) as ProductFormField[];

/** The body fields that must be filled: those the contract does not let go without a value. */
const REQUIRED_FIELDS = Object.entries(productInputSchema.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([field]) => field);

/** A new product is one piece until the admin says what it is sold by. */
export const emptyProductForm = {
  ...(Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as ProductFormValues),
  unit: DEFAULT_UNIT,
  packSize: '1',
};

/** The pictures after the main one, as the gallery editor holds them. */
export const galleryOf = (product: Product | null): string[] => (product?.images ?? []).slice(1);

export function formOf(product: Product): ProductFormValues {
  const values = Object.fromEntries(
    FORM_FIELDS.map((field) => [
      field,
      product[field] === undefined || product[field] === null ? '' : String(product[field]),
    ]),
  ) as ProductFormValues;
  // no sale is a sale price of 0, shown as an empty field
  return { ...values, salePrice: product.salePrice > 0 ? String(product.salePrice) : '' };
}

/**
 * docs/product/rules.md#products: the submit stays disabled until every field but the sale price is
 * filled (the image too), and every translation begun has both its title and description.
 */
/** The required fields still empty (the picture is `image`), in the contract's order. */
export function missingFields(values: ProductFormValues, image: string): string[] {
  const typed: Record<string, string> = { ...values, image };
  return REQUIRED_FIELDS.filter((field) => (typed[field] ?? '').trim() === '');
}

export function isComplete(values: ProductFormValues, image: string, translations?: ProductTranslationDraft): boolean {
  const translated = !translations || incompleteLanguages(translations, TRANSLATED_FIELDS).length === 0;
  return translated && missingFields(values, image).length === 0;
}

/** The product facts as numbers; one left empty is cleared (the product does not state it). */
const factsOf = (values: ProductFormValues) =>
  Object.fromEntries(
    PRODUCT_FACT_KEYS.map((key) => [key, values[key].trim() === '' ? null : Number(values[key])]),
  ) as ProductFactValues;

/**
 * The product fields the admin form sends (docs/product/data.md#product); money in dollars; the
 * translations, when given, are the whole set (a language left empty has none).
 */
export function bodyOf(
  values: ProductFormValues,
  image: string,
  translations?: ProductTranslationDraft,
  gallery?: string[],
): ProductInput {
  // text is trimmed; an empty sale price means no sale (0), so clearing it on edit ends the sale
  const text = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as ProductFormValues;
  return {
    ...text,
    image,
    category: values.category as Category,
    brand: values.brand as Brand,
    price: Number(values.price),
    salePrice: values.salePrice.trim() === '' ? 0 : Number(values.salePrice),
    totalStock: Number(values.totalStock),
    // a unit or pack size left empty is the product's default (one piece)
    unit: (values.unit || DEFAULT_UNIT) as ProductInput['unit'],
    packSize: values.packSize.trim() === '' ? 1 : Number(values.packSize),
    ...factsOf(values),
    ...(gallery ? { gallery } : {}),
    ...(translations ? { translations: translationsOf(translations) } : {}),
  };
}
