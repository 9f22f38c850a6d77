import type { ShopSettings, ShopSettingsResponse } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/** The shop's settings in the back office: cash on delivery (GET and PUT /api/admin/settings). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopSettings: build.query<ShopSettings, void>({
      query: () => ({ url: routes.admin.settings.get.path }),
      transformResponse: (response: ShopSettingsResponse) => response.data,
      providesTags: ['shopSettings'],
    }),
    saveShopSettings: build.mutation<ShopSettingsResponse, ShopSettings>({
      query: (body) => ({ url: routes.admin.settings.save.path, method: 'PUT', data: body }),
      // the checkout's payment options follow the settings
      invalidatesTags: ['shopSettings', 'shopCart'],
    }),
  }),
});

export const { useGetShopSettingsQuery, useSaveShopSettingsMutation } = settingsApi;
