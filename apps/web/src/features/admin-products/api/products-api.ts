import type {
  AdminProduct,
  AdminProductListResponse,
  AdminProductResponse,
  MessageResponse,
  ProductInput,
  UploadResponse,
} from '@farmai/contracts';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';

/** As many products per page as the API gives at once. */
export const ADMIN_PAGE_SIZE = 100;

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListResponse, { page: number }>({
      query: ({ page }) => ({
        url: '/api/admin/products/get',
        params: { limit: ADMIN_PAGE_SIZE, page, sortBy: 'title-atoz' },
      }),
      providesTags: ['adminProducts'],
    }),
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => ({ url: `/api/admin/products/get/${encodeURIComponent(id)}` }),
      transformResponse: (response: AdminProductResponse) => response.data,
      providesTags: ['adminProducts'],
    }),
    addAdminProduct: build.mutation<AdminProductResponse, ProductInput>({
      query: (data) => ({ url: '/api/admin/products/add', method: 'POST', data }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    editAdminProduct: build.mutation<AdminProductResponse, { id: string; body: ProductInput }>({
      query: ({ id, body }) => ({
        url: `/api/admin/products/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    deleteAdminProduct: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/products/delete/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useAddAdminProductMutation,
  useEditAdminProductMutation,
  useDeleteAdminProductMutation,
} = adminProductsApi;

/** Sends a product picture (multipart field my_file) and answers its URL. */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('my_file', file);
  const { data } = await apiClient.post<UploadResponse>('/api/admin/products/upload-image', form);
  return data.result.url;
}
