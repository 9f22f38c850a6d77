import { formatDay } from '@/lib/format';

/**
 * A static suggestion's calendar day ("2026-10-12") in the reader's language: English keeps the
 * YYYY-MM-DD form, the others write the day their way ("12 oct 2026", "১২ অক্টো, ২০২৬").
 */
export function SuggestionDate({ date }: { date: string }) {
  // read as local midnight: a bare "YYYY-MM-DD" is UTC midnight, the day before west of Greenwich
  return <time dateTime={date}>{formatDay(`${date}T00:00:00`)}</time>;
}
