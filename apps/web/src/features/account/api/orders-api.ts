import type {
  Order,
  OrderCancelBody,
  OrderListResponse,
  OrderResponse,
  OrderRetryBody,
  OrderRetryResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/** The signed-in user's orders (docs/product/wire.md#orders). */
export const accountOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopOrders: build.query<Order[], string>({
      query: (userId) => ({ url: pathTo(routes.shop.order.list, { userId }) }),
      transformResponse: (response: OrderListResponse) => response.data,
      providesTags: ['shopOrder'],
    }),
    getShopOrderDetails: build.query<Order, string>({
      query: (orderId) => ({ url: pathTo(routes.shop.order.details, { orderId }) }),
      transformResponse: (response: OrderResponse) => response.data,
      providesTags: (_result, _error, orderId) => [{ type: 'shopOrder', id: orderId }],
    }),
    // a new approval page for a payment left pending; a payment approved meanwhile answers 409 and is paid now
    retryOrderPayment: build.mutation<OrderRetryResponse, OrderRetryBody>({
      query: (body) => ({ url: routes.shop.order.retry.path, method: 'POST', data: body }),
      invalidatesTags: (_result, error) => (error ? ['shopOrder', 'shopCart'] : []),
    }),
    cancelPendingOrder: build.mutation<Order, OrderCancelBody>({
      query: (body) => ({ url: routes.shop.order.cancel.path, method: 'POST', data: body }),
      transformResponse: (response: OrderResponse) => response.data,
      // the order's units are back on the shelf
      invalidatesTags: ['shopOrder', 'shopProducts'],
    }),
  }),
});

export const {
  useGetShopOrdersQuery,
  useGetShopOrderDetailsQuery,
  useRetryOrderPaymentMutation,
  useCancelPendingOrderMutation,
} = accountOrdersApi;
