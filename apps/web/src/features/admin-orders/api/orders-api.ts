import type { Order, OrderListResponse, OrderResponse, OrderStatusBody } from '@farmai/contracts';
import { api } from '@/lib/api';

export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/admin/orders/get' }),
      transformResponse: (response: OrderListResponse) => response.data,
      providesTags: ['adminOrder'],
    }),
    getAdminOrderDetails: build.query<Order, string>({
      query: (id) => ({ url: `/api/admin/orders/details/${encodeURIComponent(id)}` }),
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'adminOrder', id }],
    }),
    updateAdminOrderStatus: build.mutation<OrderResponse, OrderStatusBody & { id: string }>({
      query: ({ id, orderStatus }) => ({
        url: `/api/admin/orders/update/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: { orderStatus },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        'adminOrder',
        { type: 'adminOrder', id },
        'shopOrder',
        'dashboard',
      ],
    }),
  }),
});

export const { useGetAdminOrdersQuery, useGetAdminOrderDetailsQuery, useUpdateAdminOrderStatusMutation } =
  adminOrdersApi;
