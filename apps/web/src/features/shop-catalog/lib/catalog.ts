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

export type { BrandId, CategoryId };
/** The catalogue's ids and labels come from the contracts' plain values (docs/product/data.md#product). */
export { BRANDS, brandIds, CATEGORIES, categoryIds, DEFAULT_SORT, SORT_OPTIONS, sortIds };
export const PAGE_SIZE = PAGE_SIZE_DEFAULT;

export const isCategory = (value: string): value is CategoryId => Object.hasOwn(CATEGORIES, value);
export const isBrand = (value: string): value is BrandId => Object.hasOwn(BRANDS, value);
export const isSort = (value: string | null): value is SortOption =>
  value !== null && Object.hasOwn(SORT_OPTIONS, value);

/** Low-stock badge below this many units (docs/product/rules.md#constants-and-limits). */
export const LOW_STOCK = 10;
