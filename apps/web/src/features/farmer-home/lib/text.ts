import { formatDate } from '@/lib/format';
import { currentLocale, t } from '@/lib/i18n';

/** The first `max` characters of `text` followed by '...' when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

const DAY = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * `3 days ago`, `yesterday`, `2 weeks ago`… in the reader's language for dates within `maxAgeDays`;
 * older dates (and future ones) as a short date such as `Mar 5, 2026`. Unparseable input comes back unchanged.
 */
export function relativeDate(value: string, now = Date.now(), maxAgeDays = Number.POSITIVE_INFINITY): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return value;
  const age = now - time;
  if (age < 0 || age > maxAgeDays * DAY) {
    return formatDate(new Date(time));
  }
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (age >= size) return format.format(-Math.floor(age / size), unit);
  }
  return t('farmer-home.justNow');
}
