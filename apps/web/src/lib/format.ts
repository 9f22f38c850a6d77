/**
 * Money arrives as dollars (docs/product/README.md#what-it-is, docs/product/rules.md#constants-and-limits): a $ sign and two decimals, without thousands separators
 * ("$1234.50"), everywhere a price or an amount is shown.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', useGrouping: false });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

/** The date part of an ISO timestamp, "2025-03-14" (docs/product/screens.md#admin-screens: date part only). */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;
