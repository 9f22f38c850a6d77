import type {
  AdminCultivationListResponse,
  AdminExpertAdviceListResponse,
  AdminFeature,
  AdminFeatureListResponse,
  CultivationResponse,
  CultivationUpdateResponse,
  DeletedResponse,
  EntryStatus,
  ExpertAdviceResponse,
  ExpertAdviceUpdateResponse,
  FeatureResponse,
  FeatureTranslations,
  TranslationLanguage,
  UploadResponse,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';

import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import { useAppDispatch } from '@/lib/store';
import { ENTRY_KINDS, type Entry, type EntryKindId, type EntryText } from '../lib/kinds';

export const adminContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeatures: build.query<AdminFeature[], void>({
      query: () => ({ url: routes.common.feature.translations.path }),
      transformResponse: (response: AdminFeatureListResponse) => response.data,
      providesTags: ['commonFeature'],
    }),
    translateAdminFeature: build.mutation<FeatureResponse, { id: string; translations: FeatureTranslations }>({
      query: ({ id, translations }) => ({
        url: pathTo(routes.common.feature.update, { id }),
        method: 'PUT',
        data: { translations },
      }),
      invalidatesTags: ['commonFeature'],
    }),
    addAdminFeature: build.mutation<FeatureResponse, string>({
      query: (image) => ({ url: routes.common.feature.add.path, method: 'POST', data: { image } }),
      invalidatesTags: ['commonFeature'],
    }),
    deleteAdminFeature: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: pathTo(routes.common.feature.remove, { id }), method: 'DELETE' }),
      invalidatesTags: ['commonFeature'],
    }),
    getAdminEntries: build.query<Entry[], EntryKindId>({
      query: (kind) => ({ url: ENTRY_KINDS[kind].routes.translations.path }),
      transformResponse: (response: AdminExpertAdviceListResponse | AdminCultivationListResponse, _meta, kind) =>
        ('expertAdvice' in response ? response.expertAdvice : response.scientificCultivationMethods).map(
          ENTRY_KINDS[kind].toEntry,
        ),
      providesTags: (_result, _error, kind) => [kind],
    }),
    deleteAdminEntry: build.mutation<DeletedResponse, { kind: EntryKindId; id: string }>({
      query: ({ kind, id }) => ({ url: pathTo(ENTRY_KINDS[kind].routes.remove, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [kind, 'dashboard'],
    }),
  }),
});

export const {
  useGetAdminFeaturesQuery,
  useAddAdminFeatureMutation,
  useTranslateAdminFeatureMutation,
  useDeleteAdminFeatureMutation,
  useGetAdminEntriesQuery,
  useDeleteAdminEntryMutation,
} = adminContentApi;

/** Sends a banner picture (multipart field my_file) and answers its URL. */
export async function uploadBannerImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('my_file', file);
  const { data } = await apiClient.post<UploadResponse>(routes.admin.products.uploadImage.path, form);
  return data.result.url;
}

export interface EntryFields {
  text: string;
  description: string;
  /** Sent with the form (docs/product/wire.md#uploads-and-content); on update only when the image is replaced. */
  image: File | null;
  /** Every translation (the whole set: a language left out has none). */
  translations: Partial<Record<TranslationLanguage, EntryText>>;
  /** `draft` (farmers do not see it) or `published` (the server then needs the name, text and image). */
  status: EntryStatus;
}

/** What adding (`data`) or updating (the kind's key, docs/product/wire.md#uploads-and-content) an entry answers. */
type EntryWriteResponse =
  | ExpertAdviceResponse
  | CultivationResponse
  | ExpertAdviceUpdateResponse
  | CultivationUpdateResponse;

interface EntryAnswer {
  success: boolean;
  message?: string;
  entry: Entry | null;
}

/**
 * Adding and updating send a multipart form through the shared client (the browser sets the
 * boundary). They are plain calls rather than RTK Query mutations so that no File or FormData
 * lands in the store; the lists are refreshed by invalidating their tags.
 */
export function useEntryWrites(kind: EntryKindId) {
  const dispatch = useAppDispatch();
  const config = ENTRY_KINDS[kind];
  const formOf = (fields: EntryFields) => {
    const form = new FormData();
    form.append(config.textField, fields.text);
    form.append('description', fields.description);
    // the kind's own name field in each language, as JSON in one text field
    const translations = Object.fromEntries(
      Object.entries(fields.translations).map(([language, t]) => [
        language,
        { [config.textField]: t.name, description: t.description },
      ]),
    );
    form.append('translations', JSON.stringify(translations));
    form.append('status', fields.status);
    if (fields.image) form.append('image', fields.image);
    return form;
  };
  const answerOf = (data: EntryWriteResponse): EntryAnswer => {
    const entry =
      'data' in data ? data.data : 'expertAdvice' in data ? data.expertAdvice : data.scientificCultivationMethods;
    return {
      success: data.success,
      ...(data.message === undefined ? {} : { message: data.message }),
      entry: entry ? config.toEntry(entry) : null,
    };
  };
  const refresh = () => dispatch(api.util.invalidateTags([kind, 'dashboard']));
  return {
    add: async (fields: EntryFields): Promise<EntryAnswer> => {
      const { data } = await apiClient.post<ExpertAdviceResponse | CultivationResponse>(
        config.routes.add.path,
        formOf(fields),
      );
      refresh();
      return answerOf(data);
    },
    update: async (id: string, fields: EntryFields): Promise<EntryAnswer> => {
      const { data } = await apiClient.put<ExpertAdviceUpdateResponse | CultivationUpdateResponse>(
        pathTo(config.routes.update, { id }),
        formOf(fields),
      );
      refresh();
      return answerOf(data);
    },
  };
}
