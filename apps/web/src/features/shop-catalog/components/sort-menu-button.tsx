import type { SortOption } from '@farmai/contracts';
import { ArrowUpDownIcon } from 'lucide-react';
import { type ComponentProps, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy';
import { SORT_OPTIONS } from '../lib/catalog';
import { catalogTexts } from '../texts';

export function SortButtonFace({ sortBy, ...props }: ComponentProps<typeof Button> & { sortBy: SortOption }) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <ArrowUpDownIcon aria-hidden="true" />
      {catalogTexts.sortBy}
      <span className="sr-only">:</span>
      <span className="hidden text-muted-foreground sm:inline">{SORT_OPTIONS[sortBy]}</span>
    </Button>
  );
}

const SortMenu = lazyWithPreload(() => import('./sort-menu').then((m) => m.SortMenu));

/** The 'Sort by' menu; its Radix dropdown loads after the page. */
export function SortMenuButton(props: { value: SortOption; onChange: (value: SortOption) => void }) {
  const [wanted, setWanted] = useState(false);
  return (
    <Suspense fallback={<SortButtonFace sortBy={props.value} aria-haspopup="menu" onClick={() => setWanted(true)} />}>
      <SortMenu {...props} defaultOpen={wanted} />
    </Suspense>
  );
}
