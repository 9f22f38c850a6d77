import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundPage } from '@/components/layout/status-pages';
import { LoadingRegion, Skeleton, Skeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/addresses/hooks/use-addresses';
import { checkAuth } from '@/features/auth/auth-slice';
import { useSignOutEverywhere } from '@/features/auth/hooks/use-sign-out-everywhere';
import { useAddToCart, useCart } from '@/features/cart/hooks/use-cart';
import type { AddToCart } from '@/features/shop-catalog/components/add-to-cart-button';
import { ShopHomePage } from '@/features/shop-catalog/components/shop-home-page';
import { type MessageId, useT } from '@/lib/i18n';
import { afterFirstView, lazyWithPreload } from '@/lib/lazy';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { ShoppingLayout } from '../layouts/shopping-layout';

/*
 * The marketplace home comes with the shop area; every other shop page (and the overlays inside
 * the pages) is its own chunk, so the first load stays small (docs/product/rules.md#speed-budgets).
 */
const ProductListingPage = lazyWithPreload(() =>
  import('@/features/shop-catalog/components/product-listing-page').then((m) => m.ProductListingPage),
);
const ProductSearchPage = lazyWithPreload(() =>
  import('@/features/shop-catalog/components/product-search-page').then((m) => m.ProductSearchPage),
);
const ProductPage = lazyWithPreload(() =>
  import('@/features/shop-catalog/components/product-page/product-page').then((m) => m.ProductPage),
);
const AddressManager = lazyWithPreload(() =>
  import('@/features/addresses/components/address-manager').then((m) => m.AddressManager),
);
const CartSummary = lazyWithPreload(() => import('@/features/cart/components/cart-lines').then((m) => m.CartSummary));
const CheckoutButton = lazyWithPreload(() =>
  import('@/features/checkout/components/checkout-button').then((m) => m.CheckoutButton),
);
const AccountPage = lazyWithPreload(() =>
  import('@/features/account/components/account-page').then((m) => m.AccountPage),
);
const ProfilePanel = lazyWithPreload(() =>
  import('@/features/profile/components/profile-panel').then((m) => m.ProfilePanel),
);
const PaypalReturnPage = lazyWithPreload(() =>
  import('@/features/checkout/components/payment-pages').then((m) => m.PaypalReturnPage),
);
const PaymentSuccessPage = lazyWithPreload(() =>
  import('@/features/checkout/components/payment-pages').then((m) => m.PaymentSuccessPage),
);

function PageSkeleton() {
  return (
    <LoadingRegion className="mx-auto grid max-w-screen-2xl gap-4 px-4 py-6 sm:px-6">
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
        <Skeletons count={4} className="aspect-[3/4] w-full" />
      </div>
    </LoadingRegion>
  );
}

const page = (title: MessageId, element: ReactNode) => (
  <PageTitle id={title}>
    <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
  </PageTitle>
);

const withCart = (Page: ComponentType<{ onAddToCart: AddToCart }>) =>
  function CatalogPage() {
    return <Page onAddToCart={useAddToCart()} />;
  };

const HomeRoute = withCart(ShopHomePage);
const ListingRoute = withCart(ProductListingPage);
const SearchRoute = withCart(ProductSearchPage);
const ProductRoute = withCart(ProductPage);

/** /shop/checkout: the address picker and form beside the cart, its total and the card checkout. */
function CheckoutRoute() {
  const t = useT();
  const { cart } = useCart();
  const { addresses } = useAddresses();
  const [addressId, setAddressId] = useState<string | null>(null);
  // a single saved address is the one to deliver to: it is chosen without asking
  const address = addresses.find((a) => a._id === addressId) ?? (addresses.length === 1 ? addresses[0] : null) ?? null;
  const block = <Skeleton className="h-40 w-full" />;
  return (
    <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[1fr_26rem]">
      <h1 className="font-extrabold text-2xl sm:text-3xl lg:col-span-2">{t('app.checkoutTitle')}</h1>
      <Suspense fallback={block}>
        <AddressManager selectedId={address?._id ?? null} onSelect={setAddressId} />
      </Suspense>
      <section
        aria-labelledby="checkout-cart"
        className="space-y-4 self-start rounded-xl border bg-card p-4 sm:p-6 lg:sticky lg:top-20"
      >
        <h2 id="checkout-cart" className="font-bold text-xl">
          {t('app.yourOrder')}
        </h2>
        <Suspense fallback={block}>
          <CartSummary />
          <CheckoutButton cart={cart} address={address} />
        </Suspense>
      </section>
    </div>
  );
}

function AccountRoute() {
  const signOutEverywhere = useSignOutEverywhere();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.auth.user?.id) ?? '';
  // a new name shows in the header at once; a deleted account's browser is signed out and sent to
  // plain sign-in (not asked to come back to an account that is gone)
  const readUserAgain = () => void dispatch(checkAuth());
  const leave = () => void dispatch(checkAuth()).then(() => navigate(paths.auth.login, { replace: true }));
  const profile = <ProfilePanel userId={userId} onChanged={readUserAgain} onDeleted={leave} />;
  return page(
    'common.account',
    <AccountPage addresses={<AddressManager />} profile={profile} signOutEverywhere={signOutEverywhere} />,
  );
}

/** The shop area (docs/product/screens.md#route-map, docs/product/screens.md#shop-screens); the access gate above keeps admins and visitors out. */
export function ShopRoutes() {
  // the pages most often opened next come down once the first page has loaded
  useEffect(
    () =>
      afterFirstView(() =>
        Promise.all([ProductListingPage.preload(), ProductSearchPage.preload(), ProductPage.preload()]),
      ),
    [],
  );
  return (
    <Routes>
      <Route element={<ShoppingLayout />}>
        <Route index element={<Navigate to={paths.shop.home} replace />} />
        <Route
          path="home"
          element={
            <PageTitle id="common.marketplace">
              <HomeRoute />
            </PageTitle>
          }
        />
        <Route path="listing" element={page('common.products', <ListingRoute />)} />
        <Route path="search" element={page('common.titleSearch', <SearchRoute />)} />
        <Route path="product/:idSlug" element={page('common.titleProduct', <ProductRoute />)} />
        <Route
          path="checkout"
          element={
            <PageTitle id="common.titleCheckout">
              <CheckoutRoute />
            </PageTitle>
          }
        />
        <Route path="account" element={<AccountRoute />} />
        <Route path="paypal-return" element={page('common.titlePayment', <PaypalReturnPage />)} />
        <Route path="payment-success" element={page('common.titlePaymentSuccess', <PaymentSuccessPage />)} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
