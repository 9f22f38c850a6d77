import type { Dashboard, DashboardResponse } from '@farmai/contracts';
import { api } from '@/lib/api';

export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<Dashboard, void>({
      query: () => ({ url: '/api/admin/dashboard' }),
      transformResponse: (response: DashboardResponse) => response.data,
      providesTags: ['dashboard'],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = adminDashboardApi;
