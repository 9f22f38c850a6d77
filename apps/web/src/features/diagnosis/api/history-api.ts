import type {
  DiagnosisHistoryClearResponse,
  DiagnosisHistoryEntry,
  DiagnosisHistoryEntryResponse,
  DiagnosisHistoryListResponse,
  DiagnosisHistorySummary,
  MessageResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';
import { useAppSelector } from '@/lib/store';

const TAG = 'diagnosisHistory';
/** The list's tag: a deleted entry's own page is not asked for again (it would answer 404). */
const LIST = { type: TAG, id: 'LIST' } as const;

/**
 * The signed-in farmer's past diagnoses, kept by the API with the account (docs/decisions/025-diagnosis-history-per-account.md).
 * Every query is keyed by the user's id, so one account's answers are never shown to the next
 * person who signs in on the same browser.
 */
export const historyApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getDiagnosisHistory: build.query<DiagnosisHistorySummary[], string>({
      query: () => ({ url: routes.diagnosis.history.list.path }),
      transformResponse: (response: DiagnosisHistoryListResponse) => response.data,
      providesTags: [LIST],
    }),
    getDiagnosisEntry: build.query<DiagnosisHistoryEntry, { userId: string; id: string }>({
      query: ({ id }) => ({ url: pathTo(routes.diagnosis.history.get, { id }) }),
      transformResponse: (response: DiagnosisHistoryEntryResponse) => response.data,
      providesTags: (_result, _error, { id }) => [{ type: TAG, id }],
    }),
    deleteDiagnosisEntry: build.mutation<MessageResponse, { userId: string; id: string }>({
      query: ({ id }) => ({ url: pathTo(routes.diagnosis.history.remove, { id }), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    clearDiagnosisHistory: build.mutation<DiagnosisHistoryClearResponse, string>({
      query: () => ({ url: routes.diagnosis.history.clear.path, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetDiagnosisHistoryQuery,
  useGetDiagnosisEntryQuery,
  useDeleteDiagnosisEntryMutation,
  useClearDiagnosisHistoryMutation,
} = historyApi;

/** The history changed on the server (a diagnosis was just kept): lists are asked for again. */
export const historyChanged = () => historyApi.util.invalidateTags([LIST]);

/** The signed-in user's id, or undefined for a guest (who has no history). */
export const useHistoryOwner = () => useAppSelector((state) => state.auth.user?.id);
