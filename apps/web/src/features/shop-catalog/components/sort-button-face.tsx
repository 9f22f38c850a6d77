import type { SortOption } from '@farmai/contracts';
import { ArrowUpDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
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
