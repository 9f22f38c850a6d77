import { formatDate, formatNumber, SHOP_CURRENCY } from '@/lib/format';
import { currentLanguage, currentLocale } from '@/lib/i18n';

/** A YYYY-MM-DD day of the API (a UTC day) as the instant it starts. */
const startOf = (isoDay: string) => `${isoDay}T00:00:00Z`;

/** "Nov 3", "3 nov.", "৩ নভে" for a YYYY-MM-DD day, in the reader's language (the API's days are UTC days). */
export const shortDay = (isoDay: string) =>
  new Date(startOf(isoDay)).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day in full: English keeps the ISO form, the other languages write it their own way. */
export const fullDay = (isoDay: string) =>
  currentLanguage() === 'en' ? isoDay : formatDate(startOf(isoDay), { dateStyle: 'medium', timeZone: 'UTC' });

/** A whole amount of money for a chart axis: "$1,500", "1 500 $US", "১,৫০০ US$". */
export const axisMoney = (amount: number) =>
  formatNumber(amount, {
    style: 'currency',
    currency: SHOP_CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

/** A share (0 to 100) as a percentage in the reader's language: "42%", "42 %", "৪২%". */
export const percent = (share: number) => formatNumber(share / 100, { style: 'percent', maximumFractionDigits: 0 });

export { orderStatusLabel as statusLabel } from '@/components/orders/order-status';
