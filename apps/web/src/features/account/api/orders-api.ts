import type { Order, OrderListResponse, OrderResponse } from '@farmai/contracts';
import { api } from '@/lib/api';

/** The signed-in user's orders (docs/product/wire.md#orders). */
export const accountOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopOrders: build.query<Order[], string>({
      query: (userId) => ({ url: `/api/shop/order/list/${encodeURIComponent(userId)}` }),
      transformResponse: (response: OrderListResponse) => response.data,
      providesTags: ['shopOrder'],
    }),
    getShopOrderDetails: build.query<Order, string>({
      query: (orderId) => ({ url: `/api/shop/order/details/${encodeURIComponent(orderId)}` }),
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: (_result, _error, orderId) => [{ type: 'shopOrder', id: orderId }],
    }),
  }),
});

export const { useGetShopOrdersQuery, useGetShopOrderDetailsQuery } = accountOrdersApi;
