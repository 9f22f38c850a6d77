import { type AppArea, firstViewOf } from '@farmai/contracts';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, RouteErrorPage, UnauthPage } from '@/components/layout/status-pages';
import { AccessGate, AppSkeleton } from '@/features/auth/components/access-gate';
import { loadAllMessages } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import { store } from './store';

/**
 * An area of the app, downloaded when first visited (tried again if the download fails), with the
 * messages of its screens in the reader's language, fetched beside it.
 */
const area = <P extends object>(load: () => Promise<ComponentType<P>>, messages: { admin?: boolean } = {}) =>
  lazyWithPreload(() => Promise.all([load(), loadAllMessages(messages)]).then(([component]) => component));

// the sign-in pages say only what the first messages hold
const AuthRoutes = lazyWithPreload(() => import('./routes/auth').then((m) => m.AuthRoutes));
const AdminRoutes = area(() => import('./routes/admin').then((m) => m.AdminRoutes), { admin: true });
const ShopRoutes = area(() => import('./routes/shop').then((m) => m.ShopRoutes));
const FarmAIRoutes = area(() => import('./routes/farm-ai').then((m) => m.FarmAIRoutes));
const SuggestionRoute = area(() => import('./routes/farm-ai').then((m) => m.SuggestionRoute));
const CultivationDetailRoute = area(() => import('./routes/farm-ai').then((m) => m.CultivationDetailRoute));

/** Each area's code (`firstViewOf` in @farmai/contracts reads an address's area). */
const AREA_CODE: Record<AppArea, () => Promise<unknown>> = {
  farmer: () => import('./routes/farm-ai'),
  shop: () => import('./routes/shop'),
  admin: () => import('./routes/admin'),
  auth: () => import('./routes/auth'),
};

/**
 * Starts downloading the area a first visit to `pathname` shows (the farmer's home for `/`), and its
 * messages once the reader's language is known, while the session is still being checked instead of
 * after it: on a weak signal that wait is a round trip of seconds. Only a hint: a failed download is
 * tried again when the area is shown.
 */
export function preloadFirstArea(pathname: string, languageReady: Promise<unknown>): void {
  const view = firstViewOf(pathname);
  if (!view) return;
  AREA_CODE[view.area]().catch(() => undefined);
  // a product's page asks for its product too (in the reader's language, once that is known)
  const { product } = view;
  if (product)
    void languageReady
      .then(() => import('@/features/shop-catalog/components/product-page/product-page'))
      .then(({ prefetchProduct }) => store.dispatch(prefetchProduct(product)))
      .catch(() => undefined);
  // the sign-in pages say only what the first messages hold
  if (view.area !== 'auth')
    void languageReady.then(() => loadAllMessages({ admin: view.area === 'admin' })).catch(() => undefined);
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** The address the failure happened on; leaving it gives the routes a fresh try. */
  failedAt: string | undefined;
}

/** A render or chunk-loading failure below it shows the routing-error screen (docs/product/screens.md#access-denied-and-not-found). */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: undefined, failed: false, failedAt: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Every route (docs/product/screens.md#route-map). Areas are loaded on demand, so a shopper never downloads the admin
 * screens and the sign-in page stays small. The access gate applies the redirect rules to all.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<AppSkeleton />}>
        <Routes>
          <Route element={<AccessGate />}>
            <Route index element={null} />
            <Route path="auth/*" element={<AuthRoutes />} />
            <Route path="admin/*" element={<AdminRoutes />} />
            <Route path="shop/*" element={<ShopRoutes />} />
            <Route path="farmAI/*" element={<FarmAIRoutes />} />
            <Route path="suggestion/:id/*" element={<SuggestionRoute />} />
            <Route path="scientific-cultivation/:id/*" element={<CultivationDetailRoute />} />
            <Route path="unauth-page" element={<UnauthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
