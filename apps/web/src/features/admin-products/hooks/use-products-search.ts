import { useSearchParams } from 'react-router';

/** `?page=` as a page number: 1 when absent or not a whole number above 1. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * Where the products screen is, kept in the address (the address is the state, so a reload or a
 * shared link shows the same): `?page=` is the page of the list (absent for the first), `?edit=`
 * a product to open, as the dashboard links to it.
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
  return {
    page: pageOf(params.get('page')),
    editId: params.get('edit'),
    /** Another page of the list; `replace` when the page is corrected rather than chosen. */
    setPage: (page: number, { replace = false } = {}) =>
      update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), replace),
    /** The linked product has been opened (or closed): the link is dropped from the address. */
    clearEdit: () => update((next) => next.delete('edit'), true),
  };
}
