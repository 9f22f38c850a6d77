import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundPage } from '@/components/layout/status-pages';
import { LoadingRegion, Skeleton, Skeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { MessageId } from '@/lib/i18n';
import { afterFirstView, lazyWithPreload } from '@/lib/lazy';
import { AdminLayout } from '../layouts/admin-layout';

/*
 * Each admin screen is its own chunk: the dashboard's chart library is not downloaded to edit a
 * product, and the other screens come down while the browser is idle.
 */
const AdminDashboardPage = lazyWithPreload(() =>
  import('@/features/admin-dashboard/components/dashboard-page').then((m) => m.AdminDashboardPage),
);
const AdminProductsPage = lazyWithPreload(() =>
  import('@/features/admin-products/components/products-page').then((m) => m.AdminProductsPage),
);
const AdminOrdersPage = lazyWithPreload(() =>
  import('@/features/admin-orders/components/orders-page').then((m) => m.AdminOrdersPage),
);
const AdminFeaturesPage = lazyWithPreload(() =>
  import('@/features/admin-content/components/features-page').then((m) => m.AdminFeaturesPage),
);
const ContentEntriesPage = lazyWithPreload(() =>
  import('@/features/admin-content/components/entries-page').then((m) => m.ContentEntriesPage),
);
const AdminSettingsPage = lazyWithPreload(() =>
  import('@/features/admin-settings/components/settings-page').then((m) => m.AdminSettingsPage),
);
const AdminMailPage = lazyWithPreload(() =>
  import('@/features/mail/components/admin-mail-page').then((m) => m.AdminMailPage),
);
const SCREENS = [AdminDashboardPage, AdminProductsPage, AdminOrdersPage, AdminFeaturesPage, ContentEntriesPage];

function ScreenSkeleton() {
  return (
    <LoadingRegion className="space-y-6">
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeletons count={3} className="h-28 w-full" />
      </div>
      <Skeleton className="h-64 w-full" />
    </LoadingRegion>
  );
}

const screen = (title: MessageId, element: ReactNode) => (
  <PageTitle id={title} admin>
    <Suspense fallback={<ScreenSkeleton />}>{element}</Suspense>
  </PageTitle>
);

/** The admin back office (docs/product/screens.md#admin-layout, docs/product/screens.md#admin-screens); this module and everything it imports load only for /admin. */
export function AdminRoutes() {
  useEffect(() => afterFirstView(() => Promise.all(SCREENS.map((s) => s.preload()))), []);
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="dashboard" element={screen('admin.dashboard', <AdminDashboardPage />)} />
        <Route path="products" element={screen('common.products', <AdminProductsPage />)} />
        <Route path="orders" element={screen('admin.orders', <AdminOrdersPage />)} />
        <Route path="features" element={screen('admin.features', <AdminFeaturesPage />)} />
        <Route path="scm" element={screen('admin.scm', <ContentEntriesPage key="scm" kind="scm" />)} />
        <Route
          path="expertAdvice"
          element={screen('common.expertAdvice', <ContentEntriesPage key="expertAdvice" kind="expertAdvice" />)}
        />
        <Route path="mail" element={screen('mail.adminTitle', <AdminMailPage />)} />
        <Route path="settings" element={screen('admin.settings', <AdminSettingsPage />)} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
