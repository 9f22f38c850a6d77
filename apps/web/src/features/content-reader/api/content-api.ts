import type {
  CultivationEntry,
  CultivationListResponse,
  ExpertAdvice,
  ExpertAdviceListResponse,
} from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/**
 * The public content lists (docs/product/wire.md#uploads-and-content): expert advice articles and scientific cultivation guides.
 * They carry the `expertAdvice` / `scm` tags, so an admin edit in the same session refreshes them.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    readerExpertAdviceList: build.query<ExpertAdvice[], void>({
      query: () => ({ url: routes.common.expertAdvice.list.path }),
      transformResponse: (body: ExpertAdviceListResponse) => body.expertAdvice,
      providesTags: ['expertAdvice'],
    }),
    readerCultivationList: build.query<CultivationEntry[], void>({
      query: () => ({ url: routes.common.scm.list.path }),
      transformResponse: (body: CultivationListResponse) => body.scientificCultivationMethods,
      providesTags: ['scm'],
    }),
  }),
});

export const { useReaderExpertAdviceListQuery, useReaderCultivationListQuery } = contentApi;
