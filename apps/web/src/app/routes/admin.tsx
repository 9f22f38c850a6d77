import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/layout/status-pages';
import { paths } from '../../config/paths';
import { ContentEntriesPage } from '../../features/admin-content/components/entries-page';
import { AdminFeaturesPage } from '../../features/admin-content/components/features-page';
import { AdminDashboardPage } from '../../features/admin-dashboard/components/dashboard-page';
import { AdminOrdersPage } from '../../features/admin-orders/components/orders-page';
import { AdminProductsPage } from '../../features/admin-products/components/products-page';
import { AdminLayout } from '../layouts/admin-layout';

/** The admin back office (SPEC 2.5, 2.6); this module and everything it imports load only for /admin. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="products" element={<AdminProductsPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="features" element={<AdminFeaturesPage />} />
        <Route path="scm" element={<ContentEntriesPage key="scm" kind="scm" />} />
        <Route path="expertAdvice" element={<ContentEntriesPage key="expertAdvice" kind="expertAdvice" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
