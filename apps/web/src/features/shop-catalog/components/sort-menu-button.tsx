import type { SortOption } from '@farmai/contracts';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { SortButtonFace } from './sort-button-face';

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
