import type {
  AdminOrderListQuery,
  AdminOrderListResponse,
  CashPaymentBody,
  Order,
  OrderCorrectionBody,
  OrderResponse,
  OrderStatusBody,
} from '@farmai/contracts';
import { api } from '@/lib/api';

/** The back office's orders (docs/product/wire.md#admin-orders). */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      query: (params) => ({ url: '/api/admin/orders/get', params }),
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
    correctAdminOrderStatus: build.mutation<OrderResponse, OrderCorrectionBody & { id: string }>({
      query: ({ id, orderStatus, reason }) => ({
        url: `/api/admin/orders/correct/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: { orderStatus, reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        'adminOrder',
        { type: 'adminOrder', id },
        'shopOrder',
        'dashboard',
      ],
    }),
    // a cash order settled at delivery: paid (revenue now) or rejected (its units back on the shelf)
    settleCashOrder: build.mutation<OrderResponse, CashPaymentBody & { id: string }>({
      query: ({ id, outcome }) => ({
        url: `/api/admin/orders/cash/${encodeURIComponent(id)}`,
        method: 'POST',
        data: { outcome },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        'adminOrder',
        { type: 'adminOrder', id },
        'shopOrder',
        'shopProducts',
        'dashboard',
      ],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderDetailsQuery,
  useUpdateAdminOrderStatusMutation,
  useCorrectAdminOrderStatusMutation,
  useSettleCashOrderMutation,
} = adminOrdersApi;
