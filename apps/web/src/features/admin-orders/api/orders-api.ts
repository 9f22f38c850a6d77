import type {
  AdminOrderListQuery,
  AdminOrderListResponse,
  CashPaymentBody,
  Order,
  OrderCorrectionBody,
  OrderResponse,
  OrderStatusBody,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/** The back office's orders (docs/product/wire.md#admin-orders). */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      query: (params) => ({ url: routes.admin.orders.list.path, params }),
      providesTags: ['adminOrder'],
    }),
    getAdminOrderDetails: build.query<Order, string>({
      query: (id) => ({ url: pathTo(routes.admin.orders.details, { id }) }),
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'adminOrder', id }],
    }),
    updateAdminOrderStatus: build.mutation<OrderResponse, OrderStatusBody & { id: string }>({
      query: ({ id, orderStatus }) => ({
        url: pathTo(routes.admin.orders.update, { id }),
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
        url: pathTo(routes.admin.orders.correct, { id }),
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
        url: pathTo(routes.admin.orders.cash, { id }),
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
