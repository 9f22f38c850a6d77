import {
  BRANDS,
  type Brand as BrandId,
  brandIds,
  CATEGORIES,
  type Category as CategoryId,
  categoryIds,
  lineCap,
  lineProductOf,
  PAGE_SIZE_DEFAULT,
  type Product,
  type ProductFactValues,
  SORT_OPTIONS,
  type SortOption,
  WEB_DEFAULT_SORT,
} from '@farmai/contracts';
import type { MessageId } from '@/lib/i18n';

export { BRAND_LABELS, CATEGORY_LABELS } from '@/lib/catalog-labels';
export type { BrandId, CategoryId };
/** The catalogue's ids and labels come from the contracts' plain values (docs/product/data.md#product). */
export { BRANDS, brandIds, CATEGORIES, categoryIds, SORT_OPTIONS };
/**
 * The order the listing and the shop home show until the shopper picks another: the best sellers,
 * out-of-stock products last (the API's own default stays price low to high for older clients).
 */
export const DEFAULT_SORT: SortOption = WEB_DEFAULT_SORT;
/** The sort menu's options, in the order it lists them. */
export const sortIds: SortOption[] = [
  'featured',
  'popularity',
  'newest',
  'price-lowtohigh',
  'price-hightolow',
  'title-atoz',
  'title-ztoa',
];
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
  featured: 'catalog-search.sortFeatured',
  newest: 'catalog-search.sortNewest',
  popularity: 'catalog-search.sortPopularity',
};

/** Low-stock badge below this many units (docs/product/rules.md#constants-and-limits). */
export const LOW_STOCK = 10;

/**
 * The most units of the product a cart line may hold, by the line rules the API applies: the
 * product page's quantity picker goes up to it, and "Add to cart" is offered only above 0.
 */
export const lineLimitOf = (product: Pick<Product, 'totalStock'> & Partial<ProductFactValues>) =>
  lineCapOf(product).limit;

/** `lineLimitOf`, and what set it: the stock or a fact that caps the line (the picker's words follow it). */
export const lineCapOf = (product: Pick<Product, 'totalStock'> & Partial<ProductFactValues>) =>
  lineCap(lineProductOf(product));
