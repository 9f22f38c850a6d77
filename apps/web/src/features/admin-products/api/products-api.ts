import type {
  AdminProduct,
  AdminProductListResponse,
  AdminProductResponse,
  BulkDeleteResponse,
  BulkStockResponse,
  ProductDeleteResponse,
  ProductInput,
  UploadResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import type { ProductsView } from '../hooks/use-products-search';

/** A page of the table: the view (filters, sort, page size) and the page number. */
export type ProductsPageArgs = ProductsView & { page: number };

/** The query of GET /api/admin/products/get for a page of the table (the defaults left out). */
function paramsOf({ page, search, category, brand, stock, sort, order, limit }: ProductsPageArgs) {
  return Object.fromEntries(
    Object.entries({ page, limit, sort, order, search: search || undefined, category, brand, stock }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

const changesProducts = ['adminProducts', 'shopProducts', 'dashboard'] as const;

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListResponse, ProductsPageArgs>({
      query: (args) => ({ url: routes.admin.products.list.path, params: paramsOf(args) }),
      providesTags: ['adminProducts'],
    }),
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => ({ url: pathTo(routes.admin.products.get, { id }) }),
      transformResponse: (response: AdminProductResponse) => response.data,
      providesTags: ['adminProducts'],
    }),
    addAdminProduct: build.mutation<AdminProductResponse, ProductInput>({
      query: (data) => ({ url: routes.admin.products.add.path, method: 'POST', data }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    editAdminProduct: build.mutation<AdminProductResponse, { id: string; body: ProductInput }>({
      query: ({ id, body }) => ({
        url: pathTo(routes.admin.products.edit, { id }),
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: ['adminProducts', 'shopProducts', 'dashboard'],
    }),
    /** Deletes the product, or archives it when orders contain it (the answer's `outcome`). */
    deleteAdminProduct: build.mutation<ProductDeleteResponse, string>({
      query: (id) => ({ url: pathTo(routes.admin.products.remove, { id }), method: 'DELETE' }),
      invalidatesTags: [...changesProducts],
    }),
    restoreAdminProduct: build.mutation<AdminProductResponse, string>({
      query: (id) => ({ url: pathTo(routes.admin.products.restore, { id }), method: 'POST', data: {} }),
      invalidatesTags: [...changesProducts],
    }),
    bulkDeleteProducts: build.mutation<BulkDeleteResponse, string[]>({
      query: (ids) => ({ url: routes.admin.products.bulkDelete.path, method: 'POST', data: { ids } }),
      invalidatesTags: [...changesProducts],
    }),
    bulkSetStock: build.mutation<BulkStockResponse, { ids: string[]; totalStock: number }>({
      query: (data) => ({ url: routes.admin.products.bulkStock.path, method: 'POST', data }),
      invalidatesTags: [...changesProducts],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useAddAdminProductMutation,
  useEditAdminProductMutation,
  useDeleteAdminProductMutation,
  useRestoreAdminProductMutation,
  useBulkDeleteProductsMutation,
  useBulkSetStockMutation,
} = adminProductsApi;

/** Sends a product picture (multipart field my_file) and answers its URL. */
export async function uploadProductImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('my_file', file);
  const { data } = await apiClient.post<UploadResponse>(routes.admin.products.uploadImage.path, form);
  return data.result.url;
}
