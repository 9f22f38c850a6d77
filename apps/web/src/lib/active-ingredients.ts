import { ACTIVE_INGREDIENT_IDS, type ActiveIngredientId, isActiveIngredientId } from '@farmai/contracts';
import type { MessageId, Translate } from '@/lib/i18n';

/**
 * Active ingredients in the reader's language: the ids are the contracts' (shared with the diagnosis
 * service and the API), the names the `active-ingredients` message catalogue's, keyed by the same ids.
 */
export const ingredientName = (t: Translate, id: string): string =>
  isActiveIngredientId(id) ? t(`active-ingredients.${id}` as MessageId) : id;

/** Every known ingredient with its name in the reader's language, by name. */
export function ingredientOptions(t: Translate): { id: ActiveIngredientId; name: string }[] {
  return ACTIVE_INGREDIENT_IDS.map((id) => ({ id, name: ingredientName(t, id) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

const fold = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase();

/** The ingredient a typed text names: its name in the reader's language or its id, in any letter case. */
export function findIngredient(t: Translate, text: string): ActiveIngredientId | undefined {
  const wanted = fold(text);
  if (wanted === '') return undefined;
  return ACTIVE_INGREDIENT_IDS.find((id) => fold(ingredientName(t, id)) === wanted || id === wanted);
}
