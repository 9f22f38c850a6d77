import type { SortOption } from '@farmai/contracts';
import { ArrowUpDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { SORT_LABELS } from '../lib/catalog';

export function SortButtonFace({ sortBy, ...props }: ComponentProps<typeof Button> & { sortBy: SortOption }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" {...props}>
      <ArrowUpDownIcon aria-hidden="true" />
      {t('shop-catalog.sortBy')}
      <span className="sr-only">:</span>
      <span className="hidden text-muted-foreground sm:inline">{t(SORT_LABELS[sortBy])}</span>
    </Button>
  );
}
