import type { SortOption } from '@farmai/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isSort, SORT_OPTIONS, sortIds } from '../lib/catalog';
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
              {SORT_OPTIONS[id]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
