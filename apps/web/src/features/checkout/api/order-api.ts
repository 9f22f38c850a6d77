import type {
  CaptureBody,
  Order,
  OrderCancelBody,
  OrderCreateBody,
  OrderCreateResponse,
  OrderResponse,
  PaymentOptions,
  PaymentOptionsResponse,
  PaymentReturn,
  PaymentReturnBody,
  PaymentReturnResponse,
} from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product/wire.md#orders: the server takes the lines, prices and totals from the cart itself
    createShopOrder: build.mutation<OrderCreateResponse, OrderCreateBody>({
      query: (body) => ({ url: routes.shop.order.create.path, method: 'POST', data: body }),
      // a cash order is placed at once: the cart is emptied and the units held
      invalidatesTags: (result) => (result?.paymentMethod === 'cod' ? ['shopCart', 'shopOrder', 'shopProducts'] : []),
    }),
    // how the buyer may pay for the cart as it is now (cash on delivery, its fee and maximum)
    getPaymentOptions: build.query<PaymentOptions, void>({
      query: () => ({ url: routes.shop.order.paymentOptions.path }),
      transformResponse: (response: PaymentOptionsResponse) => response.data,
      providesTags: ['shopCart'],
    }),
    // where the order of the return URL's payment stands on the server (captured first when approved)
    paymentReturn: build.mutation<PaymentReturn, PaymentReturnBody>({
      query: (body) => ({ url: routes.shop.order.paymentReturn.path, method: 'POST', data: body }),
      transformResponse: (response: PaymentReturnResponse) => response.data,
      invalidatesTags: (result) => (result?.state === 'paid' ? ['shopCart', 'shopOrder', 'shopProducts'] : []),
    }),
    captureShopOrder: build.mutation<Order, CaptureBody>({
      query: (body) => ({ url: routes.shop.order.capture.path, method: 'POST', data: body }),
      transformResponse: (response: OrderResponse) => response.data,
      // the server empties the cart, confirms the order and takes the stock
      invalidatesTags: (_result, error) => (error ? [] : ['shopCart', 'shopOrder', 'shopProducts']),
    }),
    cancelShopOrder: build.mutation<Order, OrderCancelBody>({
      query: (body) => ({ url: routes.shop.order.cancel.path, method: 'POST', data: body }),
      transformResponse: (response: OrderResponse) => response.data,
      // the order's units are back on the shelf
      invalidatesTags: ['shopOrder', 'shopProducts'],
    }),
  }),
});

export const {
  useCreateShopOrderMutation,
  useCaptureShopOrderMutation,
  useCancelShopOrderMutation,
  useGetPaymentOptionsQuery,
  usePaymentReturnMutation,
} = orderApi;
