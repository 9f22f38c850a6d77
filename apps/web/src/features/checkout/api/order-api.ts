import type { CaptureBody, Order, OrderCancelBody } from '@farmai/contracts';
import { api } from '@/lib/api';

/** The order payload of SPEC 7.4; the server takes the lines and prices from the cart itself. */
export interface OrderCreateRequest {
  userId: string;
  cartId: string;
  cartItems: { productId: string; title: string; image: string; price: number; quantity: number }[];
  addressInfo: { addressId: string; address: string; city: string; pincode: string; phone: string; notes: string };
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  totalAmount: number;
  orderDate: string;
  orderUpdateDate: string;
  paymentId: string;
  payerId: string;
}

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    createShopOrder: build.mutation<{ approvalURL: string; orderId: string }, OrderCreateRequest>({
      query: (body) => ({ url: '/api/shop/order/create', method: 'POST', data: body }),
    }),
    captureShopOrder: build.mutation<Order, CaptureBody>({
      query: (body) => ({ url: '/api/shop/order/capture', method: 'POST', data: body }),
      transformResponse: (response: { data: Order }) => response.data,
      // the server empties the cart, confirms the order and takes the stock
      invalidatesTags: (_result, error) => (error ? [] : ['shopCart', 'shopOrder', 'shopProducts']),
    }),
    cancelShopOrder: build.mutation<Order, OrderCancelBody>({
      query: (body) => ({ url: '/api/shop/order/cancel', method: 'POST', data: body }),
      transformResponse: (response: { data: Order }) => response.data,
      // the order's units are back on the shelf
      invalidatesTags: ['shopOrder', 'shopProducts'],
    }),
  }),
});

export const { useCreateShopOrderMutation, useCaptureShopOrderMutation, useCancelShopOrderMutation } = orderApi;
