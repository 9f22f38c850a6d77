import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../ui/sheet';
import { Logo, MenuButton, NavItems } from './nav-items';

/** The phone navigation: a left sheet behind the menu button. Loaded after the first paint. */
export function NavSheet({
  onNavigate,
  defaultOpen = false,
}: {
  onNavigate?: (to: string) => void;
  defaultOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
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
