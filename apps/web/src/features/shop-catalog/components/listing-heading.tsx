import type { Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { labelOf } from '@/lib/catalog-labels';
import { type Translate, useT } from '@/lib/i18n';
import { BRAND_LABELS, CATEGORY_LABELS } from '../lib/catalog';
import type { Filters } from '../lib/filters';

/**
 * What a listing shows, in words: "Fertilizer · ACI", "Seeds, Fertilizer", or "All Products" when
 * nothing is filtered (the categories, then the brands).
 */
export function filtersTitle(t: Translate, filters: Filters): string {
  const categories = filters.category.map((id) => labelOf(t, CATEGORY_LABELS, id)).join(', ');
  const brands = filters.brand.map((id) => labelOf(t, BRAND_LABELS, id)).join(', ');
  const parts = [categories, brands].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('shop-catalog.allProducts');
}

/**
 * The listing's heading: what is filtered and how many products it holds ("Fertilizer · ACI — 12
 * products"); the count is announced when it changes.
 */
export function ListingHeading({
  filters,
  total,
  id,
  ref,
}: {
  filters: Filters;
  total: number | undefined;
  id: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const what = filtersTitle(t, filters);
  return (
    <div className="flex items-baseline gap-3">
      <h1 id={id} ref={ref} tabIndex={-1} className="font-extrabold text-xl outline-none sm:text-2xl">
        {total === undefined ? what : t('catalog-search.listingHeading', { what, count: total })}
      </h1>
      {total === undefined && <Skeleton className="h-4 w-20" />}
      <p className="sr-only" aria-live="polite">
        {total === undefined ? '' : t('catalog-search.listingHeading', { what, count: total })}
      </p>
    </div>
  );
}
