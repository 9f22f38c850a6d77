import type { Suggestion } from '@farmai/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSearchShopProductsQuery } from '../api/catalog-api';
import { type Filters, listingSearch, noFilters } from '../lib/filters';
import type { AddToCart } from './add-to-cart-button';
import { Pagination } from './pagination';
import { ProductDialogSlot } from './product-dialog-slot';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SearchCombobox } from './search-combobox';
import { useProductDialog } from './use-product-dialog';

/** Search waits this long after the last key press (docs/product/rules.md#listing-and-search-queries, docs/product/rules.md#constants-and-limits). */
export const SEARCH_DELAY_MS = 1000;
/** A keyword must have at least this many characters, after trimming ("NPK", "DAP", even "np"). */
export const SEARCH_MIN_LENGTH = 2;
/** Results per page of the search. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The keyword, kept in `?keyword=` (with `?page=`): a keyword from the address searches at once
 * (a "did you mean" link, the back button); typing waits for a pause, and a keyword of two
 * characters or more is searched; Enter searches at once.
 */
function useKeywordSearch() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(fromAddress);
  const [settled, setSettled] = useState(() => keyword.trim());
  const trimmed = keyword.trim();

  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  // the address changed by a link or the history: search what it says at once
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    if (fromAddress.trim() === trimmed) return;
    setKeyword(fromAddress);
    setSettled(fromAddress.trim());
  }, [fromAddress]);

  const searchNow = (value: string) => {
    setKeyword(value);
    setSettled(value.trim());
    setParams(value ? { keyword: value } : {});
  };

  return {
    keyword,
    term: trimmed.length >= SEARCH_MIN_LENGTH && settled.length >= SEARCH_MIN_LENGTH ? settled : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    onType: (value: string) => {
      setKeyword(value);
      // a new keyword starts again at its first page
      setParams(value ? { keyword: value } : {}, { replace: true });
    },
    searchNow,
    goToPage: (next: number) => {
      setParams({ keyword, page: String(next) });
      window.scrollTo({ top: 0 });
    },
  };
}

function SearchField({
  keyword,
  onType,
  onSearch,
}: {
  keyword: string;
  onType: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  const t = useT();
  const navigate = useNavigate();
  const pick = (suggestion: Suggestion) => {
    if (suggestion.kind === 'product') onSearch(suggestion.label);
    else {
      const filters = { ...noFilters, [suggestion.kind === 'category' ? 'category' : 'brand']: [suggestion.value] };
      navigate(`${paths.shop.listing}?${listingSearch(filters as Filters)}`);
    }
  };
  return (
    <div className="mx-auto max-w-2xl space-y-2">
      <h1 id={labelId} className="font-extrabold text-2xl sm:text-3xl">
        {t('shop-catalog.searchHeading')}
      </h1>
      <SearchCombobox
        labelId={labelId}
        value={keyword}
        onType={onType}
        onSearch={onSearch}
        onPick={pick}
        describedBy={hintId}
      />
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('catalog-search.searchHint', { min: formatNumber(SEARCH_MIN_LENGTH) })}
      </p>
    </div>
  );
}

/** "Did you mean …?", the suggestion a link that searches it. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const t = useT();
  const marker = '\u0000';
  const [before = '', after = ''] = t('catalog-search.didYouMean', { suggestion: marker }).split(marker);
  return (
    <p className="text-center text-lg">
      {before}
      <Link
        to={{ search: `?${new URLSearchParams({ keyword: suggestion })}` }}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {suggestion}
      </Link>
      {after}
    </p>
  );
}

/** /shop/search: the keyword (kept in `?keyword=`), searched 1 s after typing stops (docs/product/screens.md#shop-screens, docs/product/rules.md#listing-and-search-queries). */
export function ProductSearchPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const { keyword, term, page, onType, searchNow, goToPage } = useKeywordSearch();
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
      <SearchField keyword={keyword} onType={onType} onSearch={searchNow} />
      <section aria-label={t('shop-catalog.searchResults')} aria-busy={isFetching} className="min-h-40">
        {term === null ? null : isFetching && !results ? (
          <ProductGridSkeleton count={4} />
        ) : isError ? (
          <p className="py-12 text-center text-muted-foreground">{t('shop-catalog.searchFailed')}</p>
        ) : results && results.length > 0 ? (
          <>
            <h2 className="mb-4 font-bold text-lg" aria-live="polite">
              {t('catalog-search.resultsHeading', { count: total, term })}
            </h2>
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
          <div className="space-y-4 py-12" aria-live="polite">
            <p className="text-center font-extrabold text-2xl sm:text-4xl">{t('shop-catalog.noResult')}</p>
            {currentData?.didYouMean && <DidYouMean suggestion={currentData.didYouMean} />}
          </div>
        ) : null}
      </section>
      <ProductDialogSlot product={dialog.product} onClose={dialog.close} onAddToCart={onAddToCart} />
    </div>
  );
}
