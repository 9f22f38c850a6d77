/** The read model's slots of the products holding each active ingredient. */
export class IngredientIndex {
  private readonly slots = new Map<string, Set<number>>();

  add(slot: number, ingredients: readonly string[]): void {
    for (const id of ingredients) {
      let holders = this.slots.get(id);
      if (!holders) {
        holders = new Set();
        this.slots.set(id, holders);
      }
      holders.add(slot);
    }
  }

  remove(slot: number, ingredients: readonly string[]): void {
    for (const id of ingredients) this.slots.get(id)?.delete(slot);
  }

  /** Each slot holding any of the ingredients, with how many of them it holds. */
  matches(ingredients: readonly string[]): Map<number, number> {
    const found = new Map<number, number>();
    for (const id of new Set(ingredients)) {
      for (const slot of this.slots.get(id) ?? []) found.set(slot, (found.get(slot) ?? 0) + 1);
    }
    return found;
  }

  /**
   * Up to `limit` products holding any of the ingredients, in the order of
   * repository.productsByIngredients: in stock first, then holding more of them, then by title.
   */
  ranked<E extends { stock: number }>(
    ingredients: readonly string[],
    entryOf: (slot: number) => E,
    byTitle: (a: E, b: E) => number,
    limit: number,
  ): E[] {
    const found = [...this.matches(ingredients)].map(([slot, count]) => ({ entry: entryOf(slot), count }));
    found.sort(
      (a, b) => Number(b.entry.stock > 0) - Number(a.entry.stock > 0) || b.count - a.count || byTitle(a.entry, b.entry),
    );
    return found.slice(0, limit).map(({ entry }) => entry);
  }
}

/** A product's answer with its ingredients spliced in last (mapper.toIngredientProduct). */
export function withIngredients(json: Buffer, ingredients: readonly string[]): Buffer {
  return Buffer.concat([
    json.subarray(0, json.length - 1),
    Buffer.from(`,"activeIngredients":${JSON.stringify(ingredients)}}`),
  ]);
}
