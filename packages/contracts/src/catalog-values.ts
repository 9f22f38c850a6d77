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

/**
 * What a product is sold by: its pack holds `packSize` of this unit ("50 kg", "500 mL", "Pack of 10"
 * pieces). Products written before units existed are one piece.
 */
export const PRODUCT_UNITS = ['kg', 'g', 'L', 'mL', 'm', 'piece', 'packet'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_UNIT: ProductUnit = 'piece';

/** Pictures a product has besides its main one (`image`). */
export const PRODUCT_GALLERY_MAX = 8;

/** How many related products a product page shows when the client names no limit, and at most. */
export const RELATED_PRODUCTS_DEFAULT = 8;
export const RELATED_PRODUCTS_MAX = 12;

/**
 * A product's English title as the last words of its page's address (`/shop/product/{id}-{slug}`):
 * lower-case letters and digits joined by hyphens, accents dropped, at most 80 characters.
 */
export function productSlugOf(englishTitle: string): string {
  return englishTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** The last segment of a product page's address: `{id}-{slug}`, or the id alone when the title gives no slug. */
export const productPageSegment = (product: { _id: string; slug: string }) =>
  product.slug ? `${product._id}-${product.slug}` : product._id;
