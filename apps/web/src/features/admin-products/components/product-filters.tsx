import { brandIds, categoryIds, STOCK_FILTERS, type StockFilter } from '@farmai/contracts';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { BRAND_LABELS, CATEGORY_LABELS, labelOf } from '@/lib/catalog-labels';
import { type MessageId, useT } from '@/lib/i18n';
import type { ProductsView } from '../hooks/use-products-search';

/** A select's value for "no filter" (a select option may not have an empty value). */
const ALL = 'all';

const STOCK_LABELS: Record<StockFilter, MessageId> = {
  in: 'admin-table.stockIn',
  low: 'admin-table.stockLow',
  out: 'admin-table.stockOut',
  archived: 'admin-table.stockArchived',
};

/** How long the search waits for the typing to pause before it asks. */
const SEARCH_DELAY_MS = 300;

function FilterSelect<T extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  allLabel: string;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : (next as T))}>
        <SelectTrigger id={id} className="w-full min-w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The search box that asks once the typing pauses, and keeps up with the address (back, a link). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
      <Label htmlFor={id}>{t('admin-table.searchLabel')}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={t('admin-table.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className="pl-8"
        />
      </div>
    </div>
  );
}

/** The table's search and filters (category, brand, stock); each change shows the first page. */
export function ProductFilters({
  view,
  onChange,
}: {
  view: ProductsView;
  onChange: (change: Partial<ProductsView>, options?: { replace?: boolean }) => void;
}) {
  const t = useT();
  const filtered = view.search !== '' || view.category || view.brand || view.stock;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser and test DOM
    <div
      role="search"
      aria-label={t('admin-table.filters')}
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(3,minmax(9rem,1fr))_auto]"
    >
      <SearchBox value={view.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <FilterSelect
        label={t('admin-table.category')}
        value={view.category}
        allLabel={t('admin-table.allCategories')}
        options={categoryIds.map((id) => ({ value: id, label: labelOf(t, CATEGORY_LABELS, id) }))}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label={t('admin-table.brand')}
        value={view.brand}
        allLabel={t('admin-table.allBrands')}
        options={brandIds.map((id) => ({ value: id, label: labelOf(t, BRAND_LABELS, id) }))}
        onChange={(brand) => onChange({ brand })}
      />
      <FilterSelect
        label={t('admin-table.stock')}
        value={view.stock}
        allLabel={t('admin-table.allStock')}
        options={STOCK_FILTERS.map((id) => ({ value: id, label: t(STOCK_LABELS[id]) }))}
        onChange={(stock) => onChange({ stock })}
      />
      <Button
        type="button"
        variant="ghost"
        disabled={!filtered}
        disabledReason={t('common.reasonNoFilters')}
        onClick={() => onChange({ search: '', category: undefined, brand: undefined, stock: undefined })}
      >
        <XIcon aria-hidden="true" />
        {t('admin-table.clearFilters')}
      </Button>
    </div>
  );
}
