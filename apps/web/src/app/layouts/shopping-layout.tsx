import { useCallback } from 'react';
import { Outlet } from 'react-router';
import { ConnectionNotice } from '@/components/layout/connection-notice';
import { ShopFooter } from '@/components/shopping/shop-footer';
import { ShopHeader } from '@/components/shopping/shop-header';
import { paths } from '@/config/paths';
import { logoutUser } from '@/features/auth/auth-slice';
import { CartButton } from '@/features/cart/components/cart-button';
import { PendingDiagnosesSync } from '@/features/diagnosis/components/pending-sync';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { clearStoredFilters } from '@/features/shop-catalog/lib/filters';
import { useT } from '@/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/lib/store';

/**
 * The shopper chrome (header with navigation, cart and account menu; footer) around farmer and
 * shop pages. `fixedHeader` keeps the header pinned while the page scrolls.
 */
export function ShoppingLayout({ fixedHeader = false }: { fixedHeader?: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const userName = useAppSelector((state) => state.auth.user?.userName ?? null);
  const logout = useCallback(async () => {
    await dispatch(logoutUser());
  }, [dispatch]);
  // the header's Products link shows every product, not the filters of an earlier visit
  const onNavigate = useCallback((to: string) => {
    if (to === paths.shop.listing) clearStoredFilters();
  }, []);

  return (
    <div className="flex min-h-svh flex-col" data-fixed-header={fixedHeader}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <ShopHeader
        fixed={fixedHeader}
        userName={userName}
        onLogout={logout}
        onNavigate={onNavigate}
        cart={<CartButton />}
      />
      <div className={fixedHeader ? 'fixed inset-x-0 top-16 z-30' : undefined}>
        <ConnectionNotice />
      </div>
      <PendingDiagnosesSync />
      <main
        id="main-content"
        tabIndex={-1}
        className={fixedHeader ? 'flex-1 pt-16 outline-none' : 'flex-1 outline-none'}
      >
        <Outlet />
      </main>
      <ShopFooter newsletter={<NewsletterForm />} />
    </div>
  );
}
