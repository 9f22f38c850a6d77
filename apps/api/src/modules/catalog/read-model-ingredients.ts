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
}
