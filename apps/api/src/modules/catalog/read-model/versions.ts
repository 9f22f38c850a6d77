/**
 * A product's change time as the database holds it, with (for a catch-up) the counters that orders
 * and reviews move: two such writes in the same millisecond leave the same change time.
 */
export interface ProductVersion {
  id: string;
  updatedAt: Date;
  archived?: boolean;
  counters?: { stock: number; unitsSold: number; rating: number };
}

/** Whether the model's entry is the version given (its counters too, when given). */
export function sameVersion(
  entry: { updatedAt: number; stock: number; unitsSold: number; rating: number },
  { updatedAt, counters }: ProductVersion,
): boolean {
  if (entry.updatedAt !== updatedAt.getTime()) return false;
  return (
    !counters ||
    (entry.stock === counters.stock && entry.unitsSold === counters.unitsSold && entry.rating === counters.rating)
  );
}
