import { ACTIVE_INGREDIENT_IDS, ACTIVE_INGREDIENT_NAMES, type ActiveIngredientId } from '@farmai/contracts';
import type { KnowledgeEntry } from './types.js';

/** Other words the knowledge base's English texts use for an ingredient, besides its name and id. */
const OTHER_WORDS: Partial<Record<ActiveIngredientId, string[]>> = {
  'bordeaux-mixture': ['bordeaux'],
  sulphur: ['sulfur'],
  'mineral-oil': ['mineral oil'],
  neem: ['azadirachtin'],
  'beauveria-bassiana': ['beauveria'],
  'metarhizium-anisopliae': ['metarhizium'],
  'lecanicillium-lecanii': ['lecanicillium'],
  'streptomycin-sulphate': ['streptomycin'],
  'fosetyl-aluminium': ['fosetyl'],
  'kaolin-clay': ['kaolin'],
  'potassium-sulphate': ['sulphate of potash'],
  'zinc-sulphate': ['zinc sulphate'],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words that name an ingredient in an English text: its name (without the part in brackets), its id, its other words. */
export function ingredientWords(id: ActiveIngredientId): string[] {
  const name = ACTIVE_INGREDIENT_NAMES[id].replace(/\s*\(.*\)\s*/, '').toLowerCase();
  return [...new Set([name, id.replace(/-/g, ' '), id, ...(OTHER_WORDS[id] ?? [])])];
}

const patterns = new Map<ActiveIngredientId, RegExp>(
  ACTIVE_INGREDIENT_IDS.map((id) => [
    id,
    new RegExp(`(^|[^\\p{L}\\p{N}])(${ingredientWords(id).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
  ]),
);

/** Whether an English text names the ingredient, as a whole word or phrase. */
export const namesIngredient = (text: string, id: ActiveIngredientId): boolean =>
  (patterns.get(id) as RegExp).test(text);

/** The entry's English treatment text: what to do, the organic and the chemical treatments. */
export const treatmentText = (entry: KnowledgeEntry): string =>
  [
    ...entry.management.cultural,
    ...entry.management.biological,
    ...entry.management.chemical.flatMap((c) => [c.activeIngredient, c.note]),
  ].join('\n');
