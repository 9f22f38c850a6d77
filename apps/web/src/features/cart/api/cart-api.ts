import type {
  Cart,
  CartItemBody,
  CartMergeBody,
  CartMergeResponse,
  CartResponse,
  Product,
  ProductResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { type ApiError, api } from '@/lib/api';

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
        query: (userId) => ({ url: pathTo(routes.shop.cart.get, { userId }) }),
        transformResponse: data,
        providesTags: ['shopCart'],
      }),
      addShopCartItem: change(routes.shop.cart.add.method, () => routes.shop.cart.add.path),
      updateShopCartItem: change(routes.shop.cart.update.method, () => routes.shop.cart.update.path),
      /** Adds the cart kept in this browser before signing in to the user's cart (docs/product/wire.md#cart). */
      mergeShopCart: build.mutation<CartMergeResponse, CartMergeBody>({
        query: (body) => ({ url: routes.shop.cart.merge.path, method: 'POST', data: body }),
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(cartApi.util.upsertQueryData('getShopCart', body.userId, data.data));
          } catch {
            // the caller keeps the browser's cart and says so
          }
        },
        // a cart read that was on its way during the merge is read again
        invalidatesTags: (_result, error) => (error ? [] : ['shopCart']),
      }),
      /**
       * The products of the browser's cart as the catalogue has them now (prices, stock, title in
       * the reader's language); null for a product that is no longer sold.
       */
      getGuestCartProducts: build.query<Record<string, Product | null>, readonly string[]>({
        async queryFn(ids, _api, _extra, baseQuery) {
          const answers = await Promise.all(
            ids.map((id) => baseQuery({ url: pathTo(routes.shop.products.get, { id }) })),
          );
          const products: Record<string, Product | null> = {};
          for (const [index, answer] of answers.entries()) {
            const id = ids[index] as string;
            if (answer.error) {
              if ((answer.error as ApiError).status !== 404) return { error: answer.error as ApiError };
              products[id] = null;
            } else products[id] = (answer.data as ProductResponse).data;
          }
          return { data: products };
        },
        keepUnusedDataFor: 300,
      }),
      deleteShopCartItem: change(routes.shop.cart.remove.method, ({ userId, productId }) =>
        pathTo(routes.shop.cart.remove, { userId, productId }),
      ),
    };
  },
});

export const {
  useGetShopCartQuery,
  useAddShopCartItemMutation,
  useUpdateShopCartItemMutation,
  useDeleteShopCartItemMutation,
  useMergeShopCartMutation,
  useGetGuestCartProductsQuery,
} = cartApi;
