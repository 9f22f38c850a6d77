import { SearchIcon } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import { cn } from '@/lib/utils';
import { Button } from '../ui/button';
import { AvatarButton } from './avatar-button';
import { GuestLinks } from './guest-links';
import { Logo, NavItems } from './nav-items';
import { NavSheet } from './nav-sheet';

// The account menu (a Radix dropdown, with the positioning library) loads right after the first paint,
// behind a look-alike button that opens it as soon as it arrives if clicked before. The phone's menu
// sheet is part of the page: on a weak signal its own file would cost a round trip of the first view.
const AccountMenu = lazyWithPreload(() => import('./account-menu').then((m) => m.AccountMenu));

export interface ShopHeaderProps {
  /** Pinned to the top of the viewport (the page adds an offset) instead of sticky. */
  fixed?: boolean;
  /** The signed-in user's name; null for a visitor, who sees `Sign in` and `Register` instead of the account menu. */
  userName: string | null;
  onLogout: () => void;
  /** Called with the target path when a navigation item is followed. */
  onNavigate?: (to: string) => void;
  /** The cart button and its sheet. */
  cart: ReactNode;
}

/** The shopper header: logo, navigation (a left sheet on phones), search, cart and the account menu (or, for a visitor, the sign-in links). */
export function ShopHeader({ fixed = false, userName, onLogout, onNavigate, cart }: ShopHeaderProps) {
  const t = useT();
  const [accountWanted, setAccountWanted] = useState(false);
  return (
    <header
      className={cn(
        'z-40 w-full border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80',
        fixed ? 'fixed inset-x-0 top-0' : 'sticky top-0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:px-6">
        <NavSheet onNavigate={onNavigate} />
        <Logo />
        <nav aria-label={t('common.mainNav')} className="ml-4 hidden lg:block">
          <NavItems onNavigate={onNavigate} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Button variant="ghost" size="icon" asChild>
            <Link to={paths.shop.search} aria-label={t('common.searchProducts')}>
              <SearchIcon aria-hidden="true" />
            </Link>
          </Button>
          {cart}
          {userName === null ? (
            <GuestLinks />
          ) : (
            <Suspense
              fallback={
                <AvatarButton userName={userName} aria-haspopup="menu" onClick={() => setAccountWanted(true)} />
              }
            >
              <AccountMenu userName={userName} onLogout={onLogout} defaultOpen={accountWanted} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
