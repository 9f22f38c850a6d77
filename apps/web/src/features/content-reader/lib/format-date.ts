/** `12 November 2026`-style date in the reader's locale; the raw text when it is not a date. */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);
}
