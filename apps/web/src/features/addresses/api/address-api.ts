import type { Address, AddressBody, AddressListResponse, AddressResponse } from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

export type AddressFields = Omit<AddressBody, 'userId'>;

/** The signed-in user's delivery addresses (docs/product/wire.md#addresses). */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopAddresses: build.query<Address[], string>({
      query: (userId) => ({ url: pathTo(routes.shop.address.list, { userId }) }),
      transformResponse: (response: AddressListResponse) => response.data,
      providesTags: ['shopAddress'],
    }),
    addShopAddress: build.mutation<Address, AddressBody>({
      query: (body) => ({ url: routes.shop.address.add.path, method: 'POST', data: body }),
      transformResponse: (response: AddressResponse) => response.data,
      invalidatesTags: ['shopAddress'],
    }),
    updateShopAddress: build.mutation<Address, { userId: string; addressId: string; fields: AddressFields }>({
      query: ({ userId, addressId, fields }) => ({
        url: pathTo(routes.shop.address.update, { userId, addressId }),
        method: 'PUT',
        data: fields,
      }),
      transformResponse: (response: AddressResponse) => response.data,
      invalidatesTags: ['shopAddress'],
    }),
    deleteShopAddress: build.mutation<Address, { userId: string; addressId: string }>({
      query: ({ userId, addressId }) => ({
        url: pathTo(routes.shop.address.remove, { userId, addressId }),
        method: 'DELETE',
      }),
      transformResponse: (response: AddressResponse) => response.data,
      invalidatesTags: ['shopAddress'],
    }),
  }),
});

export const {
  useGetShopAddressesQuery,
  useAddShopAddressMutation,
  useUpdateShopAddressMutation,
  useDeleteShopAddressMutation,
} = addressApi;
