import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n';
import bannerUrl from '../assets/account-banner.svg';
import { OrderHistory } from './order-history';
import { type SignOutEverywhere, SignOutEverywhereSection } from './sign-out-everywhere';

/**
 * /shop/account: a banner, then the Orders, Address and Profile tabs (docs/product/screens.md#shop-screens), and signing
 * out on every device. The route passes in the address manager, the profile and the sign-out.
 */
export function AccountPage({
  addresses,
  profile,
  signOutEverywhere,
}: {
  addresses: ReactNode;
  profile?: ReactNode;
  signOutEverywhere: SignOutEverywhere;
}) {
  const t = useT();
  return (
    <div className="flex flex-col">
      <div className="relative h-40 w-full overflow-hidden sm:h-64">
        <img src={bannerUrl} alt="" width={1600} height={400} className="size-full object-cover" />
      </div>
      <div className="mx-auto w-full max-w-screen-2xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 font-extrabold text-2xl sm:text-3xl">{t('account.yourAccount')}</h1>
        <Tabs defaultValue="orders" className="gap-4">
          <TabsList>
            <TabsTrigger value="orders" className="px-6">
              {t('account.orders')}
            </TabsTrigger>
            <TabsTrigger value="address" className="px-6">
              {t('account.address')}
            </TabsTrigger>
            {profile && (
              <TabsTrigger value="profile" className="px-6">
                {t('profile.tab')}
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="orders">
            <OrderHistory />
          </TabsContent>
          <TabsContent value="address" className="rounded-xl border bg-card p-4 sm:p-6">
            {addresses}
          </TabsContent>
          {profile && <TabsContent value="profile">{profile}</TabsContent>}
        </Tabs>
        <SignOutEverywhereSection signOut={signOutEverywhere} />
      </div>
    </div>
  );
}
