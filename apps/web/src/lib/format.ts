import { localDigits } from '@farmai/contracts';
import { currentLanguage, currentLocale } from '@/lib/i18n';

/** The shop's currency (a build setting, `VITE_SHOP_CURRENCY`; US dollars by default). */
export const SHOP_CURRENCY: string = import.meta.env.VITE_SHOP_CURRENCY || 'USD';

const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    // English keeps the form the product description fixes: "$1234.50", no thousands separators
    // (docs/product/README.md#what-it-is, docs/product/rules.md#constants-and-limits)
    const grouping = currentLanguage() === 'en' ? { useGrouping: false } : {};
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: SHOP_CURRENCY, ...grouping });
    formatters.set(locale, format);
  }
  return format;
}

/** An amount of the shop's currency, written the way the reader's language writes money. */
export function formatPrice(amount: number): string {
  return moneyFormat(currentLocale()).format(amount);
}

/** A number in the reader's language (Bengali or Devanagari digits in Bangla and Hindi). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

/** A unit's name in the reader's language, as it reads after a number above one: "months", "মাস", "%". */
export function formatUnitName(unit: string): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(2)
    .filter((part) => part.type === 'unit' || part.type === 'percentSign')
    .map((part) => part.value)
    .join('')
    .trim();
}

/** A date (an ISO timestamp or a Date) in the reader's language, e.g. "14 March 2025" / "১৪ মার্চ, ২০২৫". */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  // a bare calendar day ("2025-03-14") is that day everywhere, not UTC midnight seen from elsewhere
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(currentLocale(), { ...options, ...day }).format(date);
}

/** The date part of an ISO timestamp, "2025-03-14" (docs/product/screens.md#admin-screens: date part only). */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;

/**
 * The day of an ISO timestamp as an order shows it: its date part ("2025-03-14") in English, the
 * language's own short date in the others (the same UTC day).
 */
export const formatDay = (iso: string): string =>
  currentLanguage() === 'en' ? datePart(iso) : formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A title (a product's, an order line's) with the digits the reader's language writes prices and
 * dates in: "১০ গ্রাম" on a Bangla page, where a price reads "১২.৫০ US$" (docs/decisions/027-receipts-scripts-and-digits.md).
 * Names in Latin letters keep theirs ("F1", "'Golden 900'"); an English title on a Bangla page is left as it is.
 */
export const formatTitle = (title: string): string => localDigits(title, currentLanguage());
