import { useState } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n';
import type { Filters } from '../lib/filters';
import { FiltersButtonFace, FiltersPanel } from './filters-panel';

/** The filters in a left sheet, for screens without the sidebar. */
export function FiltersSheet({
  filters,
  onChange,
  defaultOpen = false,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <FiltersButtonFace filters={filters} />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 max-w-[85vw]" closeLabel={t('shop-catalog.closeFilters')}>
        <SheetHeader>
          <SheetTitle>{t('shop-catalog.filters')}</SheetTitle>
          <SheetDescription>{t('shop-catalog.filtersHint')}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          <FiltersPanel filters={filters} onChange={onChange} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
