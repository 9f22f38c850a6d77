import {
  BRANDS,
  type Brand as BrandId,
  brandIds,
  CATEGORIES,
  type Category as CategoryId,
  categoryIds,
  DEFAULT_SORT,
  PAGE_SIZE_DEFAULT,
  SORT_OPTIONS,
  type SortOption,
  sortOptionIds as sortIds,
} from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

export { BRAND_LABELS, CATEGORY_LABELS } from '@/lib/catalog-labels';
export type { BrandId, CategoryId };
/** The catalogue's ids and labels come from the contracts' plain values (docs/product/data.md#product). */
export { BRANDS, brandIds, CATEGORIES, categoryIds, DEFAULT_SORT, SORT_OPTIONS, sortIds };
export const PAGE_SIZE = PAGE_SIZE_DEFAULT;

export const isCategory = (value: string): value is CategoryId => Object.hasOwn(CATEGORIES, value);
export const isBrand = (value: string): value is BrandId => Object.hasOwn(BRANDS, value);
export const isSort = (value: string | null): value is SortOption =>
  value !== null && Object.hasOwn(SORT_OPTIONS, value);

/** The message of each sort option (SORT_OPTIONS holds the English ones). */
export const SORT_LABELS: Record<SortOption, MessageId> = {
  'price-lowtohigh': 'catalog.sortPriceLowToHigh',
  'price-hightolow': 'catalog.sortPriceHighToLow',
  'title-atoz': 'catalog.sortTitleAToZ',
  'title-ztoa': 'catalog.sortTitleZToA',
};

/** Low-stock badge below this many units (docs/product/rules.md#constants-and-limits). */
export const LOW_STOCK = 10;
