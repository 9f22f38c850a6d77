import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../ui/sheet';
import { Logo, MenuButton, NavItems } from './nav-items';

/** The phone navigation: a left sheet behind the menu button. */
export function NavSheet({ onNavigate }: { onNavigate?: (to: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 max-w-[85vw]" closeLabel={t('common.closeMenu')}>
        <SheetHeader>
          <SheetTitle>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">{t('common.siteNavigation')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('common.mainNav')} className="px-3">
          <NavItems
            vertical
            onNavigate={(to) => {
              setOpen(false);
              onNavigate?.(to);
            }}
          />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
