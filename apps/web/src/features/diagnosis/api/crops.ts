import type { DiagnosisCropsResponse, Language } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import type { ApiError } from '@/lib/api';
import { api } from '@/lib/api';
import { diagnosisClient, errorMessage } from '@/lib/api-client';
import { statusOf } from '@/lib/http';

/** The list changes only with a new model or knowledge base: kept for an hour, like the service's cache header. */
const KEEP_SECONDS = 3600;

/**
 * The crops the diagnosis covers, by leaf photo and by description (GET /api/images/crops on the
 * diagnosis service, docs/product/wire.md#diagnosis), named in the language asked for: one cache entry
 * per language, since the service words the names in it.
 */
export const diagnosisCropsApi = api.injectEndpoints({
  endpoints: (build) => ({
    diagnosisCrops: build.query<DiagnosisCropsResponse, Language>({
      // the service's client sends the reader's language, which is the argument
      queryFn: async () => {
        try {
          const response = await diagnosisClient.get<DiagnosisCropsResponse>(routes.diagnosis.images.crops.path);
          return { data: response.data };
        } catch (error) {
          const status = statusOf(error);
          return { error: { status, message: errorMessage(error) } satisfies ApiError };
        }
      },
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const { useDiagnosisCropsQuery } = diagnosisCropsApi;
