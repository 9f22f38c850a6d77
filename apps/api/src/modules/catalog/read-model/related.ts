/** What picking related products needs of the read model's (category, brand) pairs and entries. */
interface RelatedPair {
  category: string;
  brand: string;
  /** The pair's slots in title order. */
  byTitle: readonly number[];
}
interface RelatedEntry {
  category: string;
  brand: string;
  stock: number;
}

/**
 * Up to `limit` slots of products of the same category as the one in `slot`, never itself: in
 * stock first, then of its brand, then by title (`rank` is each slot's place in title order), as
 * repository.relatedProducts orders them. Each of the four groups merges the pairs' title orders.
 */
export function pickRelated(
  pairs: Iterable<RelatedPair>,
  entries: readonly (RelatedEntry | undefined)[],
  rank: ArrayLike<number>,
  slot: number,
  limit: number,
): number[] {
  const product = entries[slot] as RelatedEntry;
  const same = [...pairs].filter((pair) => pair.category === product.category);
  const picked: number[] = [];
  for (const inStock of [true, false]) {
    for (const sameBrand of [true, false]) {
      const need = limit - picked.length;
      if (need <= 0) return picked;
      const group: number[] = [];
      for (const pair of same) {
        if ((pair.brand === product.brand) !== sameBrand) continue;
        let taken = 0;
        for (const s of pair.byTitle) {
          if (taken >= need) break;
          if (s === slot || (entries[s] as RelatedEntry).stock > 0 !== inStock) continue;
          group.push(s);
          taken += 1;
        }
      }
      group.sort((a, b) => (rank[a] as number) - (rank[b] as number));
      picked.push(...group.slice(0, need));
    }
  }
  return picked;
}
