import type { Address, AddressBody, AddressListResponse, AddressResponse } from '@farmai/contracts';
import { api } from '@/lib/api';

export type AddressFields = Omit<AddressBody, 'userId'>;

/** The signed-in user's delivery addresses (docs/product/wire.md#addresses). */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopAddresses: build.query<Address[], string>({
      query: (userId) => ({ url: `/api/shop/address/get/${encodeURIComponent(userId)}` }),
      transformResponse: (response: AddressListResponse) => response.data,
      providesTags: ['shopAddress'],
    }),
    addShopAddress: build.mutation<Address, AddressBody>({
      query: (body) => ({ url: '/api/shop/address/add', method: 'POST', data: body }),
      transformResponse: (response: AddressResponse) => response.data,
      invalidatesTags: ['shopAddress'],
    }),
    updateShopAddress: build.mutation<Address, { userId: string; addressId: string; fields: AddressFields }>({
      query: ({ userId, addressId, fields }) => ({
        url: `/api/shop/address/update/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
        method: 'PUT',
        data: fields,
      }),
      transformResponse: (response: AddressResponse) => response.data,
      invalidatesTags: ['shopAddress'],
    }),
    deleteShopAddress: build.mutation<Address, { userId: string; addressId: string }>({
      query: ({ userId, addressId }) => ({
        url: `/api/shop/address/delete/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
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
