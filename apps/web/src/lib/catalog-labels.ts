import type { Brand, Category } from '@farmai/contracts';
import type { MessageId, Translate } from '@/lib/i18n';

/** The message of each category's label (the contracts' CATEGORIES hold the English ones). */
export const CATEGORY_LABELS: Record<Category, MessageId> = {
  seed: 'catalog.categorySeed',
  farmtools: 'catalog.categoryFarmtools',
  fertilizer: 'catalog.categoryFertilizer',
  pestisides: 'catalog.categoryPestisides',
  others: 'catalog.categoryOthers',
};

/** The message of each brand's label (the contracts' BRANDS hold the English ones). */
export const BRAND_LABELS: Record<Brand, MessageId> = {
  agrobangla: 'catalog.brandAgrobangla',
  agritech: 'catalog.brandAgritech',
  aci: 'catalog.brandAci',
  famai: 'catalog.brandFamai',
  farmy: 'catalog.brandFarmy',
  unknown: 'catalog.brandUnknown',
};

/** A category's or brand's label in the reader's language; a value the app does not know is shown as it is stored. */
export const labelOf = (t: Translate, labels: Record<string, MessageId>, id: string): string =>
  Object.hasOwn(labels, id) ? t(labels[id] as MessageId) : id;
