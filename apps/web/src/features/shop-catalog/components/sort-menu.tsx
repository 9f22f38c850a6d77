import type { SortOption } from '@farmai/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n';
import { isSort, SORT_LABELS, sortIds } from '../lib/catalog';
import { SortButtonFace } from './sort-button-face';

/** The 'Sort by' radio menu with the four options. */
export function SortMenu({
  value,
  onChange,
  defaultOpen,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
  defaultOpen?: boolean;
}) {
  const t = useT();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <SortButtonFace sortBy={value} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            if (isSort(next)) onChange(next);
          }}
        >
          {sortIds.map((id) => (
            <DropdownMenuRadioItem key={id} value={id}>
              {t(SORT_LABELS[id])}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
