import type {
  CaptureBody,
  Order,
  OrderCancelBody,
  OrderCreateBody,
  OrderCreateResponse,
  OrderResponse,
} from '@farmai/contracts';
import { api } from '@/lib/api';

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product/wire.md#orders: the server takes the lines, prices and totals from the cart itself
    createShopOrder: build.mutation<OrderCreateResponse, OrderCreateBody>({
      query: (body) => ({ url: '/api/shop/order/create', method: 'POST', data: body }),
    }),
    captureShopOrder: build.mutation<Order, CaptureBody>({
      query: (body) => ({ url: '/api/shop/order/capture', method: 'POST', data: body }),
      transformResponse: (response: OrderResponse) => response.data,
      // the server empties the cart, confirms the order and takes the stock
      invalidatesTags: (_result, error) => (error ? [] : ['shopCart', 'shopOrder', 'shopProducts']),
    }),
    cancelShopOrder: build.mutation<Order, OrderCancelBody>({
      query: (body) => ({ url: '/api/shop/order/cancel', method: 'POST', data: body }),
      transformResponse: (response: OrderResponse) => response.data,
      // the order's units are back on the shelf
      invalidatesTags: ['shopOrder', 'shopProducts'],
    }),
  }),
});

export const { useCreateShopOrderMutation, useCaptureShopOrderMutation, useCancelShopOrderMutation } = orderApi;
