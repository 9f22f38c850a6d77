/**
 * The catalogue's ids, labels and page size (docs/product/data.md#product): plain values without
 * the schema library, so the shop's first page reads them from here rather than a copy.
 */

export const CATEGORIES = {
  seed: 'Seeds',
  farmtools: 'Farm Tools',
  fertilizer: 'Fertilizer',
  pestisides: 'Pesticides',
  others: 'Others',
} as const;
export type Category = keyof typeof CATEGORIES;
export const categoryIds = Object.keys(CATEGORIES) as [Category, ...Category[]];

export const BRANDS = {
  agrobangla: 'Agro Bangla',
  agritech: 'Agri Tech',
  aci: 'ACI',
  famai: 'FarmAI',
  farmy: 'FarmY',
  unknown: 'Unknown',
} as const;
export type Brand = keyof typeof BRANDS;
export const brandIds = Object.keys(BRANDS) as [Brand, ...Brand[]];

export const SORT_OPTIONS = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
  featured: 'Featured',
  newest: 'Newest',
  popularity: 'Most popular',
} as const;
export type SortOption = keyof typeof SORT_OPTIONS;
export const sortOptionIds = Object.keys(SORT_OPTIONS) as [SortOption, ...SortOption[]];
/** What the API sorts by when a request names no order (older clients rely on it). */
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
/** What the web app's listing sorts by until the shopper picks another order. */
export const WEB_DEFAULT_SORT: SortOption = 'featured';

export const PAGE_SIZE_DEFAULT = 24;
