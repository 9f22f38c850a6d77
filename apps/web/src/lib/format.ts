/**
 * Money arrives as dollars (SPEC 1, 9): a $ sign and two decimals, without thousands separators
 * ("$1234.50"), everywhere a price or an amount is shown.
 */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', useGrouping: false });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}
