import type {
  BRANDS as ContractBrands,
  CATEGORIES as ContractCategories,
  PAGE_SIZE_DEFAULT as ContractPageSize,
  SORT_OPTIONS as ContractSortOptions,
  SortOption,
} from '@farmai/contracts';

/*
 * The catalogue's ids and labels (docs/product/data.md#product). They are typed as exactly the contract's constants, so
 * any difference fails the type check; importing the values themselves would pull the contracts'
 * zod schemas (~26 KB gzip) into the shop's first load.
 */
export const CATEGORIES: typeof ContractCategories = {
  seed: 'Seeds',
  farmtools: 'Farm Tools',
  fertilizer: 'Fertilizer',
  pestisides: 'Pesticides',
  others: 'Others',
};

export const BRANDS: typeof ContractBrands = {
  agrobangla: 'Agro Bangla',
  agritech: 'Agri Tech',
  aci: 'ACI',
  famai: 'FarmAI',
  farmy: 'FarmY',
  unknown: 'Unknown',
};

export const SORT_OPTIONS: typeof ContractSortOptions = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
};

export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
export const PAGE_SIZE: typeof ContractPageSize = 24;

export type CategoryId = keyof typeof CATEGORIES;
export type BrandId = keyof typeof BRANDS;

export const categoryIds = Object.keys(CATEGORIES) as CategoryId[];
export const brandIds = Object.keys(BRANDS) as BrandId[];
export const sortIds = Object.keys(SORT_OPTIONS) as SortOption[];

export const isCategory = (value: string): value is CategoryId => Object.hasOwn(CATEGORIES, value);
export const isBrand = (value: string): value is BrandId => Object.hasOwn(BRANDS, value);
export const isSort = (value: string | null): value is SortOption =>
  value !== null && Object.hasOwn(SORT_OPTIONS, value);

/** Low-stock badge below this many units (docs/product/rules.md#constants-and-limits). */
export const LOW_STOCK = 10;
