import { SlidersHorizontalIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { BRANDS, brandIds, CATEGORIES, categoryIds } from '../lib/catalog';
import { type Filters, hasFilters, noFilters } from '../lib/filters';

function Group<K extends 'category' | 'brand'>({
  title,
  group,
  options,
  filters,
  onChange,
}: {
  title: string;
  group: K;
  options: { id: Filters[K][number]; label: string }[];
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const prefix = useId();
  const selected = filters[group] as string[];
  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...selected, id] : selected.filter((v) => v !== id);
    onChange({ ...filters, [group]: next });
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold">{title}</legend>
      {options.map(({ id, label }) => (
        <div key={id} className="flex items-center gap-2">
          <Checkbox
            id={`${prefix}-${id}`}
            checked={selected.includes(id)}
            onCheckedChange={(checked) => toggle(id, checked === true)}
          />
          <Label htmlFor={`${prefix}-${id}`} className="font-normal">
            {label}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** Checkbox groups per filter (category, brand). */
export function FiltersPanel({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  return (
    <div className="space-y-4">
      <Group
        title="Category"
        group="category"
        options={categoryIds.map((id) => ({ id, label: CATEGORIES[id] }))}
        filters={filters}
        onChange={onChange}
      />
      <Separator />
      <Group
        title="Brand"
        group="brand"
        options={brandIds.map((id) => ({ id, label: BRANDS[id] }))}
        filters={filters}
        onChange={onChange}
      />
      {hasFilters(filters) && (
        <>
          <Separator />
          <Button variant="outline" size="sm" onClick={() => onChange(noFilters)}>
            Clear filters
          </Button>
        </>
      )}
    </div>
  );
}

/** The phone-size 'Filters' button, with the number of chosen filters. */
export function FiltersButtonFace({ filters, ...props }: ComponentProps<typeof Button> & { filters: Filters }) {
  const chosen = filters.category.length + filters.brand.length;
  return (
    <Button variant="outline" size="sm" className="lg:hidden" {...props}>
      <SlidersHorizontalIcon aria-hidden="true" />
      Filters
      {chosen > 0 && (
        <span className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs">
          {chosen}
          <span className="sr-only"> chosen</span>
        </span>
      )}
    </Button>
  );
}
