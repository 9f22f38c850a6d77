import type { SortOption } from '@farmai/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import { useGetShopProductsQuery } from '../api/catalog-api';
import { PAGE_SIZE } from '../lib/catalog';
import {
  type Filters,
  filtersFromSearch,
  hasFilters,
  listingSearch,
  noFilters,
  pageFromSearch,
  readStoredFilters,
  sortFromSearch,
  storeFilters,
} from '../lib/filters';
import type { AddToCart } from './add-to-cart-button';
import { FiltersButtonFace, FiltersPanel } from './filters-panel';
import { ListingHeading } from './listing-heading';
import { Pagination } from './pagination';
import { ProductDialogSlot } from './product-dialog-slot';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortMenuButton } from './sort-menu-button';
import { useProductDialog } from './use-product-dialog';

const FiltersSheet = lazyWithPreload(() => import('./filters-sheet').then((m) => m.FiltersSheet));

/**
 * The listing's filters, sort and page, kept in the query string (docs/product/screens.md#shop-screens). A link without
 * filters restores the ones of this session (e.g. a home tile's); while that happens nothing
 * is loaded. The filters shown are stored for the session.
 */
function useListingSearch() {
  const [params, setParams] = useSearchParams();
  const urlFilters = filtersFromSearch(params);
  const filters = urlFilters ?? noFilters;
  const sortBy = sortFromSearch(params);
  const page = pageFromSearch(params);
  const [restoring, setRestoring] = useState(() => urlFilters === null && hasFilters(readStoredFilters() ?? noFilters));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (!restoring) return;
    setParams(listingSearch(readStoredFilters() ?? noFilters, sortBy), { replace: true });
    setRestoring(false);
  }, []);

  const filterKey = `${filters.category.join(',')}|${filters.brand.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  useEffect(() => {
    if (!restoring) storeFilters(filters);
  }, [filterKey, restoring]);

  /** New filters or sort start again at the first page. */
  const update = (next: { filters?: Filters; sortBy?: SortOption; page?: number }) =>
    setParams(listingSearch(next.filters ?? filters, next.sortBy ?? sortBy, next.page ?? 1));

  return { filters, sortBy, page, restoring, update };
}

/** The filters button (the sheet loads when first needed) and the sort menu. */
function ListingTools({ search }: { search: ReturnType<typeof useListingSearch> }) {
  const [filtersWanted, setFiltersWanted] = useState(false);
  const { filters, sortBy, update } = search;
  return (
    <div className="flex items-center gap-2">
      <Suspense
        fallback={<FiltersButtonFace filters={filters} aria-haspopup="dialog" onClick={() => setFiltersWanted(true)} />}
      >
        <FiltersSheet filters={filters} onChange={(next) => update({ filters: next })} defaultOpen={filtersWanted} />
      </Suspense>
      <SortMenuButton value={sortBy} onChange={(next) => update({ sortBy: next })} />
    </div>
  );
}

/** /shop/listing: filters (mirrored in the query string), sort, the product grid and pages (docs/product/screens.md#shop-screens). */
export function ProductListingPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const search = useListingSearch();
  const { filters, sortBy, page, restoring, update } = search;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useProductDialog();
  const t = useT();
  const { data, isLoading, isFetching, isError } = useGetShopProductsQuery(
    { category: filters.category, brand: filters.brand, sortBy, page, limit: PAGE_SIZE },
    { skip: restoring },
  );

  const goToPage = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };
  const products = data?.data ?? [];

  return (
    <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_1fr]">
      <aside
        aria-label={t('shop-catalog.filters')}
        className="hidden self-start rounded-xl border bg-card p-4 lg:sticky lg:top-20 lg:block"
      >
        <h2 className="mb-4 font-bold text-lg">{t('shop-catalog.filters')}</h2>
        <FiltersPanel filters={filters} onChange={(next) => update({ filters: next })} />
      </aside>
      <section aria-labelledby="all-products" className="min-w-0 space-y-4" aria-busy={isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
          <ListingHeading
            id="all-products"
            ref={headingRef}
            filters={filters}
            total={restoring || isFetching ? undefined : data?.pagination.total}
          />
          <ListingTools search={search} />
        </div>
        {isLoading || restoring ? (
          <ProductGridSkeleton />
        ) : isError ? (
          <p className="py-12 text-center text-muted-foreground">{t('shop-catalog.loadFailed')}</p>
        ) : products.length === 0 ? (
          <div className="space-y-3 py-12 text-center">
            <p className="text-muted-foreground">{t('shop-catalog.noMatch')}</p>
            {hasFilters(filters) && (
              <Button variant="outline" onClick={() => update({ filters: noFilters })}>
                {t('shop-catalog.clearFilters')}
              </Button>
            )}
          </div>
        ) : (
          <ProductGrid
            products={products}
            onOpen={dialog.open}
            onAddToCart={onAddToCart}
            label={t('shop-catalog.allProducts')}
          />
        )}
        {data && <Pagination page={page} totalPages={data.pagination.totalPages} onPage={goToPage} />}
      </section>
      <ProductDialogSlot product={dialog.product} onClose={dialog.close} onAddToCart={onAddToCart} />
    </div>
  );
}
