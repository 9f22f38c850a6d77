import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_COLUMNS,
  type AdminSortColumn,
  type Brand,
  brandIds,
  type Category,
  categoryIds,
  type SortOrder,
  STOCK_FILTERS,
  type StockFilter,
} from '@farmai/contracts';
import { useSearchParams } from 'react-router';

/** `?page=` as a page number: 1 when absent or not a whole number above 1. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** What the product table shows: the filters, the sort and the page size. */
export interface ProductsView {
  search: string;
  category: Category | undefined;
  brand: Brand | undefined;
  stock: StockFilter | undefined;
  sort: AdminSortColumn;
  order: SortOrder;
  limit: number;
}

/** The sort when the address names none: by title, A to Z. */
const DEFAULT_SORT: AdminSortColumn = 'title';

/** The address's name of each part of the view. */
const PARAM: Record<keyof ProductsView, string> = {
  search: 'q',
  category: 'category',
  brand: 'brand',
  stock: 'stock',
  sort: 'sort',
  order: 'order',
  limit: 'limit',
};

/** The part's value as the address holds it: absent when it is the default. */
function paramOf<K extends keyof ProductsView>(key: K, value: ProductsView[K]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (key === 'sort' && value === DEFAULT_SORT) return undefined;
  if (key === 'order' && value === 'asc') return undefined;
  if (key === 'limit' && value === ADMIN_PAGE_SIZE_DEFAULT) return undefined;
  return String(value);
}

/**
 * Where the products screen is, kept in the address (the address is the state, so a reload or a
 * shared link shows the same): `?page=` is the page of the list (absent for the first), `?edit=`
 * a product to open, as the dashboard links to it, and `q`, `category`, `brand`, `stock`, `sort`,
 * `order` and `limit` the table's view. Changing the view goes back to the first page.
 */
export function useProductsSearch() {
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace },
    );
  const limit = Number(params.get(PARAM.limit));
  const view: ProductsView = {
    search: params.get(PARAM.search)?.trim() ?? '',
    category: oneOf(categoryIds, params.get(PARAM.category)),
    brand: oneOf(brandIds, params.get(PARAM.brand)),
    stock: oneOf(STOCK_FILTERS, params.get(PARAM.stock)),
    sort: oneOf(ADMIN_SORT_COLUMNS, params.get(PARAM.sort)) ?? DEFAULT_SORT,
    order: params.get(PARAM.order) === 'desc' ? 'desc' : 'asc',
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_PAGE_SIZE_DEFAULT,
  };
  return {
    page: pageOf(params.get('page')),
    editId: params.get('edit'),
    view,
    /** Another page of the list; `replace` when the page is corrected rather than chosen. */
    setPage: (page: number, { replace = false } = {}) =>
      update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), replace),
    /** Changes part of the view and goes back to the first page; `replace` for typing in the search. */
    setView: (change: Partial<ProductsView>, { replace = false } = {}) =>
      update((next) => {
        for (const [key, value] of Object.entries(change) as [keyof ProductsView, never][]) {
          const param = paramOf(key, value);
          if (param === undefined) next.delete(PARAM[key]);
          else next.set(PARAM[key], param);
        }
        next.delete('page');
      }, replace),
    /** The linked product has been opened (or closed): the link is dropped from the address. */
    clearEdit: () => update((next) => next.delete('edit'), true),
  };
}
