import type {
  Feature,
  FeatureListResponse,
  IngredientProductsResponse,
  Product,
  ProductListResponse,
  ProductResponse,
  RelatedProductsResponse,
  Review,
  ReviewBody,
  ReviewListResponse,
  ReviewResponse,
  SearchResponse,
  SortOption,
  Suggestion,
  SuggestResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';
import type { BrandId, CategoryId } from '../lib/catalog';

export interface ProductListArgs {
  category: CategoryId[];
  brand: BrandId[];
  sortBy: SortOption;
  page: number;
  limit: number;
}

export interface SearchArgs {
  keyword: string;
  page: number;
  limit: number;
}

const productTag = (id: string) => ({ type: 'shopProducts' as const, id });

/** The shop's catalogue, search, banners and reviews (docs/product/wire.md#uploads-and-content, docs/product/wire.md#shop). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopProducts: build.query<ProductListResponse, ProductListArgs>({
      query: ({ category, brand, sortBy, page, limit }) => ({
        url: routes.shop.products.list.path,
        params: {
          category: category.length > 0 ? category.join(',') : undefined,
          brand: brand.length > 0 ? brand.join(',') : undefined,
          sortBy,
          page,
          limit,
        },
      }),
      providesTags: (result) => [
        { type: 'shopProducts', id: 'LIST' },
        ...(result?.data ?? []).map((p) => productTag(p._id)),
      ],
    }),
    getShopProductDetails: build.query<Product, string>({
      query: (id) => ({ url: pathTo(routes.shop.products.get, { id }) }),
      transformResponse: (response: ProductResponse) => response.data,
      providesTags: (_result, _error, id) => [productTag(id)],
    }),
    /** Products to show beside one on its page (docs/product/wire.md#shop). */
    getRelatedProducts: build.query<Product[], string>({
      query: (id) => ({ url: pathTo(routes.shop.products.related, { id }) }),
      transformResponse: (response: RelatedProductsResponse) => response.data,
      providesTags: (result, _error, id) => [
        { type: 'shopProducts', id: 'LIST' },
        productTag(id),
        ...(result ?? []).map((p) => productTag(p._id)),
      ],
    }),
    searchShopProducts: build.query<SearchResponse, SearchArgs>({
      query: ({ keyword, page, limit }) => ({
        url: pathTo(routes.shop.products.search, { keyword }),
        params: { page, limit },
      }),
      providesTags: [{ type: 'shopProducts', id: 'SEARCH' }],
    }),
    /** The products holding any of the ingredients, in stock first (docs/product/wire.md#shop). */
    getProductsByIngredients: build.query<Product[], readonly string[]>({
      query: (ingredients) => ({
        url: routes.shop.products.byIngredients.path,
        params: { ingredients: ingredients.join(',') },
      }),
      transformResponse: (response: IngredientProductsResponse) => response.data,
      providesTags: (result) => [{ type: 'shopProducts', id: 'LIST' }, ...(result ?? []).map((p) => productTag(p._id))],
    }),
    suggestShopProducts: build.query<Suggestion[], string>({
      query: (q) => ({ url: routes.shop.products.suggest.path, params: { q } }),
      transformResponse: (response: SuggestResponse) => response.data,
      providesTags: [{ type: 'shopProducts', id: 'SUGGEST' }],
      keepUnusedDataFor: 300,
    }),
    getShopBanners: build.query<Feature[], void>({
      query: () => ({ url: routes.common.feature.list.path }),
      transformResponse: (response: FeatureListResponse) => response.data,
      providesTags: ['commonFeature'],
    }),
    getProductReviews: build.query<Review[], string>({
      query: (productId) => ({ url: pathTo(routes.shop.review.list, { productId }) }),
      transformResponse: (response: ReviewListResponse) => response.data,
      providesTags: (_result, _error, productId) => [{ type: 'shopReview', id: productId }],
    }),
    addProductReview: build.mutation<Review, ReviewBody>({
      query: (body) => ({ url: routes.shop.review.add.path, method: 'POST', data: body }),
      transformResponse: (response: ReviewResponse) => response.data,
      // the product's average rating changes with the new review
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'shopReview', id: body.productId }, productTag(body.productId)],
    }),
  }),
});

export const {
  useGetShopProductsQuery,
  useGetShopProductDetailsQuery,
  useGetRelatedProductsQuery,
  useSearchShopProductsQuery,
  useSuggestShopProductsQuery,
  useGetShopBannersQuery,
  useGetProductsByIngredientsQuery,
  useGetProductReviewsQuery,
  useAddProductReviewMutation,
} = catalogApi;
