import type { Dashboard, DashboardResponse } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<Dashboard, void>({
      query: () => ({ url: routes.admin.dashboard.get.path }),
      transformResponse: (response: DashboardResponse) => response.data,
      providesTags: ['dashboard'],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = adminDashboardApi;
