import type { SortOption } from '@farmai/contracts';
import { type BrandId, type CategoryId, DEFAULT_SORT, isBrand, isCategory, isSort } from './catalog';

/** The listing's filters: kept in the query string, and in session storage under this key (docs/product/screens.md#shop-screens). */
export const FILTERS_STORAGE_KEY = 'filters';

export interface Filters {
  category: CategoryId[];
  brand: BrandId[];
}

export const noFilters: Filters = { category: [], brand: [] };

const list = <T extends string>(raw: unknown, guard: (v: string) => v is T): T[] => {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(values.filter((v): v is string => typeof v === 'string').map((v) => v.trim()))].filter(guard);
};

/** Filters named in the query string, or null when it names none. */
export function filtersFromSearch(params: URLSearchParams): Filters | null {
  if (!params.has('category') && !params.has('brand')) return null;
  return { category: list(params.get('category'), isCategory), brand: list(params.get('brand'), isBrand) };
}

export const sortFromSearch = (params: URLSearchParams): SortOption => {
  const value = params.get('sortBy');
  return isSort(value) ? value : DEFAULT_SORT;
};

export const pageFromSearch = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** `category=seed,fertilizer&brand=aci` (plus sortBy and page when not the defaults). */
export function listingSearch(filters: Filters, sortBy: SortOption = DEFAULT_SORT, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category.length > 0) params.set('category', filters.category.join(','));
  if (filters.brand.length > 0) params.set('brand', filters.brand.join(','));
  if (sortBy !== DEFAULT_SORT) params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function readStoredFilters(): Filters | null {
  try {
    const raw = sessionStorage.getItem(FILTERS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { category, brand } = parsed as Record<string, unknown>;
    return { category: list(category, isCategory), brand: list(brand, isBrand) };
  } catch {
    return null;
  }
}

/** Stores e.g. `{"category":["seed"]}`: only the groups that have a value. */
export function storeFilters(filters: Partial<Filters>): void {
  const value: Partial<Filters> = {};
  if (filters.category?.length) value.category = filters.category;
  if (filters.brand?.length) value.brand = filters.brand;
  try {
    sessionStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage unavailable: the query string still carries the filters
  }
}

export function clearStoredFilters(): void {
  try {
    sessionStorage.removeItem(FILTERS_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export const hasFilters = (filters: Filters) => filters.category.length > 0 || filters.brand.length > 0;
