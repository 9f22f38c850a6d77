/**
 * Product facts: plain values and functions (no schema library), so that the line rules and a page
 * read them alone; the wire's schemas of the facts are in catalog.ts.
 */
import type { Language } from './languages.js';

/**
 * The units a product fact is measured in: those `Intl.NumberFormat` names in every language
 * ("24 months", "২৪ মাস", "90 %"), so a value needs no words of its own.
 */
export type FactUnit = 'day' | 'month' | 'year' | 'percent' | 'kilogram' | 'liter' | 'celsius';

/**
 * A measured fact about a product that is not text: one number in a unit, optional (a product that
 * does not have it shows nothing), set in the back office and shown on the quick view and the
 * product page. Its name is written here in every language the shop speaks (a language left out
 * does not compile); its value is a number, so it needs no translation.
 */
export type ProductFact = {
  label: Record<Language, string>;
  /** Its unit, or null for a plain number (a count: "at most 5 per order"). */
  unit: FactUnit | null;
  min: number;
  max: number;
} & (
  | {
      /** Whole numbers only (months, days), or any amount. */
      whole: boolean;
      capsLine?: never;
    }
  | {
      whole: true;
      /**
       * The fact is the most units of the product one order may hold: the line rules stop every
       * cart line and order line at it, and a line it stops gives the fact's key as its reason
       * (line-rules.ts). Only a whole number caps a line.
       */
      capsLine: true;
    }
);

/**
 * Every product fact, in the order the admin form and the shop list them. A new fact is one entry
 * here and its column's migration (README, "Adding a field end to end"): the table's column, the
 * answer's and the admin body's fields, the form's control and the shop's line follow from it.
 */
export const PRODUCT_FACTS = {
  /** How long an unopened pack keeps (seed viability, a pesticide's stated shelf life). */
  shelfLifeMonths: {
    label: {
      en: 'Shelf life',
      es: 'Vida útil',
      fr: 'Durée de conservation',
      bn: 'মেয়াদকাল',
      hi: 'शेल्फ लाइफ',
    },
    unit: 'month',
    whole: true,
    min: 1,
    max: 120,
  },
  /** The most units of the product one order may hold (a scarce input shared among many farmers). */
  maxPerOrder: {
    label: {
      en: 'Maximum per order',
      es: 'Máximo por pedido',
      fr: 'Maximum par commande',
      bn: 'প্রতি অর্ডারে সর্বোচ্চ',
      hi: 'प्रति ऑर्डर अधिकतम',
    },
    unit: null,
    whole: true,
    capsLine: true,
    min: 1,
    max: 10_000,
  },
} as const satisfies Record<string, ProductFact>;

export type ProductFactKey = keyof typeof PRODUCT_FACTS;
export const PRODUCT_FACT_KEYS = Object.keys(PRODUCT_FACTS) as ProductFactKey[];

/** The facts that cap a line's quantity (`capsLine`): each is a reason the line rules may give. */
export type LineCapKey = {
  [K in ProductFactKey]: (typeof PRODUCT_FACTS)[K] extends { capsLine: true } ? K : never;
}[ProductFactKey];
export const LINE_CAP_KEYS = PRODUCT_FACT_KEYS.filter(
  (key): key is LineCapKey => (PRODUCT_FACTS[key] as ProductFact).capsLine === true,
);

/** A product's facts as the wire carries them: each a number, or null where the product has none. */
export type ProductFactValues = Record<ProductFactKey, number | null>;

/** The facts of anything that carries them (a product, a cart line, a row), each null where it is not stated. */
export const factValuesOf = (carrier: Partial<Record<ProductFactKey, number | null | undefined>>): ProductFactValues =>
  Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, carrier[key] ?? null])) as ProductFactValues;

/** A product with none of the facts: every one null. */
export const NO_FACTS = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, null])) as ProductFactValues;

/** The facts a product has (its value set), in the registry's order. */
export const factsOf = (product: ProductFactValues): { key: ProductFactKey; fact: ProductFact; value: number }[] =>
  PRODUCT_FACT_KEYS.flatMap((key) => {
    const value = product[key];
    return value === null || value === undefined ? [] : [{ key, fact: PRODUCT_FACTS[key], value }];
  });
