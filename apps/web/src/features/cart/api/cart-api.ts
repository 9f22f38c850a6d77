import type { Cart, CartItemBody, CartResponse } from '@farmai/contracts';
import { api } from '@/lib/api';

const data = (response: CartResponse) => response.data;

/** The signed-in user's cart (docs/product/wire.md#cart). Every change answers with the whole cart, which replaces the cached one. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => {
    const change = (method: 'POST' | 'PUT' | 'DELETE', url: (body: CartItemBody) => string) =>
      build.mutation<Cart, CartItemBody>({
        query: (body) => ({ url: url(body), method, data: method === 'DELETE' ? undefined : body }),
        transformResponse: data,
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          try {
            const { data: cart } = await queryFulfilled;
            dispatch(cartApi.util.upsertQueryData('getShopCart', body.userId, cart));
          } catch {
            // the caller shows the error; the cached cart stays as it was
          }
        },
      });
    return {
      getShopCart: build.query<Cart, string>({
        query: (userId) => ({ url: `/api/shop/cart/get/${encodeURIComponent(userId)}` }),
        transformResponse: data,
        providesTags: ['shopCart'],
      }),
      addShopCartItem: change('POST', () => '/api/shop/cart/add'),
      updateShopCartItem: change('PUT', () => '/api/shop/cart/update-cart'),
      deleteShopCartItem: change(
        'DELETE',
        (b) => `/api/shop/cart/${encodeURIComponent(b.userId)}/${encodeURIComponent(b.productId)}`,
      ),
    };
  },
});

export const {
  useGetShopCartQuery,
  useAddShopCartItemMutation,
  useUpdateShopCartItemMutation,
  useDeleteShopCartItemMutation,
} = cartApi;
