import { useState } from 'react';
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
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 max-w-[85vw]" closeLabel="Close navigation menu">
        <SheetHeader>
          <SheetTitle>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="px-3">
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
