import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSearchShopProductsQuery } from '../api/catalog-api';
import type { AddToCart } from './add-to-cart-button';
import { Pagination } from './pagination';
import { ProductDialogSlot } from './product-dialog-slot';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useProductDialog } from './use-product-dialog';

/** Search waits this long after the last key press (docs/product/rules.md#listing-and-search-queries, docs/product/rules.md#constants-and-limits). */
export const SEARCH_DELAY_MS = 1000;
/** A keyword must be longer than this, after trimming. */
export const SEARCH_MIN_LENGTH = 3;
/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The keyword, kept in `?keyword=` (with `?page=`): a keyword from the address searches at once;
 * typing waits for a pause, and a keyword of more than three characters is searched.
 */
function useKeywordSearch() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const [settled, setSettled] = useState(() => keyword.trim());
  const trimmed = keyword.trim();

  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  return {
    keyword,
    term: trimmed.length > SEARCH_MIN_LENGTH && settled.length > SEARCH_MIN_LENGTH ? settled : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    onType: (value: string) => {
      setKeyword(value);
      // a new keyword starts again at its first page
      setParams(value ? { keyword: value } : {}, { replace: true });
    },
    goToPage: (next: number) => {
      setParams({ keyword, page: String(next) });
      window.scrollTo({ top: 0 });
    },
  };
}

function SearchField({ keyword, onType }: { keyword: string; onType: (value: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-2">
      <h1 className="font-extrabold text-2xl sm:text-3xl">
        <label htmlFor={inputId}>{t('shop-catalog.searchHeading')}</label>
      </h1>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={keyword}
          onChange={(event) => onType(event.target.value)}
          placeholder={t('shop-catalog.searchPlaceholder')}
          aria-describedby={hintId}
          autoComplete="off"
          maxLength={100}
          className="h-12 pl-10 text-base"
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('shop-catalog.searchHint', { min: formatNumber(SEARCH_MIN_LENGTH) })}
      </p>
    </div>
  );
}

/** /shop/search: the keyword (kept in `?keyword=`), searched 1 s after typing stops (docs/product/screens.md#shop-screens, docs/product/rules.md#listing-and-search-queries). */
export function ProductSearchPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { keyword, term, page, onType, goToPage } = useKeywordSearch();
  const dialog = useProductDialog();
  const t = useT();
  const { currentData, isFetching, isError } = useSearchShopProductsQuery(
    { keyword: term ?? '', page, limit: SEARCH_PAGE_SIZE },
    { skip: term === null },
  );
  const results = currentData?.data;
  const total = currentData?.pagination.total ?? 0;

  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <SearchField keyword={keyword} onType={onType} />
      <section aria-label={t('shop-catalog.searchResults')} aria-busy={isFetching} className="min-h-40">
        {term === null ? null : isFetching && !results ? (
          <ProductGridSkeleton count={4} />
        ) : isError ? (
          <p className="py-12 text-center text-muted-foreground">{t('shop-catalog.searchFailed')}</p>
        ) : results && results.length > 0 ? (
          <>
            <p className="mb-4 text-muted-foreground text-sm" aria-live="polite">
              {t('shop-catalog.resultCount', { count: total, term })}
            </p>
            <ProductGrid
              products={results}
              onOpen={dialog.open}
              onAddToCart={onAddToCart}
              label={t('shop-catalog.searchResults')}
            />
            {currentData && (
              <div className="mt-8">
                <Pagination page={page} totalPages={currentData.pagination.totalPages} onPage={goToPage} />
              </div>
            )}
          </>
        ) : results ? (
          <p className="py-12 text-center font-extrabold text-2xl sm:text-4xl" aria-live="polite">
            {t('shop-catalog.noResult')}
          </p>
        ) : null}
      </section>
      <ProductDialogSlot product={dialog.product} onClose={dialog.close} onAddToCart={onAddToCart} />
    </div>
  );
}
