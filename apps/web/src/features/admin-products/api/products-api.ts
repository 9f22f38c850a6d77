import type { Product, ProductListResponse, UploadResponse } from '@farmai/contracts';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';

/** The product fields the admin form sends (SPEC 3); money in dollars. */
export interface ProductBody {
  image: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price: number;
  salePrice: number;
  totalStock: number;
}

interface ProductAnswer {
  success: true;
  message?: string;
  data: Product;
}

/** As many products per page as the API gives at once. */
export const ADMIN_PAGE_SIZE = 100;

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductListResponse, { page: number }>({
      query: ({ page }) => ({
        url: '/api/admin/products/get',
        params: { limit: ADMIN_PAGE_SIZE, page, sortBy: 'title-atoz' },
      }),
      providesTags: ['adminProducts'],
    }),
    getAdminProduct: build.query<Product, string>({
      query: (id) => ({ url: `/api/shop/products/get/${encodeURIComponent(id)}` }),
      transformResponse: (response: { data: Product }) => response.data,
      providesTags: ['adminProducts'],
    }),
    addAdminProduct: build.mutation<ProductAnswer, ProductBody>({
      query: (data) => ({ url: '/api/admin/products/add', method: 'POST', data }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    editAdminProduct: build.mutation<ProductAnswer, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({
        url: `/api/admin/products/edit/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    deleteAdminProduct: build.mutation<{ success: true; message: string }, string>({
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
