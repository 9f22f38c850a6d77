import { SlidersHorizontalIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { formatNumber } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';
import { BRAND_LABELS, brandIds, CATEGORY_LABELS, categoryIds } from '../lib/catalog';
import { type Filters, hasFilters, noFilters } from '../lib/filters';

function Group<K extends 'category' | 'brand'>({
  title,
  group,
  options,
  filters,
  onChange,
}: {
  title: MessageId;
  group: K;
  options: { id: Filters[K][number]; label: MessageId }[];
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const prefix = useId();
  const t = useT();
  const selected = filters[group] as string[];
  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((v) => v !== id);
    onChange({ ...filters, [group]: next });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold">{t(title)}</legend>
      {options.map(({ id, label }) => (
        <div key={id} className="flex items-center gap-2">
          <Checkbox
            id={`${prefix}-${id}`}
            checked={selected.includes(id)}
            onCheckedChange={(checked) => toggle(id, checked === true)}
          />
          <Label htmlFor={`${prefix}-${id}`} className="font-normal">
            {t(label)}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** Checkbox groups per filter (category, brand). */
export function FiltersPanel({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Group
        title="shop-catalog.category"
        group="category"
        options={categoryIds.map((id) => ({ id, label: CATEGORY_LABELS[id] }))}
        filters={filters}
        onChange={onChange}
      />
      <Separator />
      <Group
        title="shop-catalog.brand"
        group="brand"
        options={brandIds.map((id) => ({ id, label: BRAND_LABELS[id] }))}
        filters={filters}
        onChange={onChange}
      />
      {hasFilters(filters) && (
        <>
          <Separator />
          <Button variant="outline" size="sm" onClick={() => onChange(noFilters)}>
            {t('shop-catalog.clearFilters')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The phone-size 'Filters' button, with the number of chosen filters. */
export function FiltersButtonFace({ filters, ...props }: ComponentProps<typeof Button> & { filters: Filters }) {
  const chosen = filters.category.length + filters.brand.length;
  const t = useT();
  return (
    <Button variant="outline" size="sm" className="lg:hidden" {...props}>
      <SlidersHorizontalIcon aria-hidden="true" />
      {t('shop-catalog.filters')}
      {chosen > 0 && (
        <>
          <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs">
            {formatNumber(chosen)}
          </span>
          <span className="sr-only"> {t('shop-catalog.filtersChosen', { count: chosen })}</span>
        </>
      )}
    </Button>
  );
}
