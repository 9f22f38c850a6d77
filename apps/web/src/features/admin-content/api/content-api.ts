import type { Feature, UploadResponse } from '@farmai/contracts';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import { useAppDispatch } from '@/lib/store';
import { ENTRY_KINDS, type Entry, type EntryKindId } from '../lib/kinds';

export const adminContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeatures: build.query<Feature[], void>({
      query: () => ({ url: '/api/common/feature/get' }),
      transformResponse: (response: { data: Feature[] }) => response.data,
      providesTags: ['commonFeature'],
    }),
    addAdminFeature: build.mutation<{ success: true; message?: string }, string>({
      query: (image) => ({ url: '/api/common/feature/add', method: 'POST', data: { image } }),
      invalidatesTags: ['commonFeature'],
    }),
    deleteAdminFeature: build.mutation<{ success: true; message?: string }, string>({
      query: (id) => ({ url: `/api/common/feature/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['commonFeature'],
    }),
    getAdminEntries: build.query<Entry[], EntryKindId>({
      query: (kind) => ({ url: ENTRY_KINDS[kind].base }),
      transformResponse: (response: Record<string, unknown>, _meta, kind) => {
        const list = response[ENTRY_KINDS[kind].listKey];
        return Array.isArray(list) ? list.map(ENTRY_KINDS[kind].toEntry) : [];
      },
      providesTags: (_result, _error, kind) => [kind],
    }),
    deleteAdminEntry: build.mutation<
      { success: true; message?: string; id: string },
      { kind: EntryKindId; id: string }
    >({
      query: ({ kind, id }) => ({ url: `${ENTRY_KINDS[kind].base}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [kind, 'dashboard'],
    }),
  }),
});

export const {
  useGetAdminFeaturesQuery,
  useAddAdminFeatureMutation,
  useDeleteAdminFeatureMutation,
  useGetAdminEntriesQuery,
  useDeleteAdminEntryMutation,
} = adminContentApi;

/** Sends a banner picture (multipart field my_file) and answers its URL. */
export async function uploadBannerImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('my_file', file);
  const { data } = await apiClient.post<UploadResponse>('/api/admin/products/upload-image', form);
  return data.result.url;
}

export interface EntryFields {
  text: string;
  description: string;
  /** Sent with the form (SPEC 7.2); on update only when the image is replaced. */
  image: File | null;
}

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
    if (fields.image) form.append('image', fields.image);
    return form;
  };
  const answerOf = (data: Record<string, unknown>, key: string): EntryAnswer => {
    const raw = data[key];
    return {
      success: data.success === true,
      ...(typeof data.message === 'string' ? { message: data.message } : {}),
      entry: raw && typeof raw === 'object' ? config.toEntry(raw) : null,
    };
  };
  const refresh = () => dispatch(api.util.invalidateTags([kind, 'dashboard']));
  return {
    add: async (fields: EntryFields): Promise<EntryAnswer> => {
      const { data } = await apiClient.post<Record<string, unknown>>(`${config.base}/add`, formOf(fields));
      refresh();
      return answerOf(data, 'data');
    },
    update: async (id: string, fields: EntryFields): Promise<EntryAnswer> => {
      const { data } = await apiClient.put<Record<string, unknown>>(
        `${config.base}/${encodeURIComponent(id)}`,
        formOf(fields),
      );
      refresh();
      return answerOf(data, config.updateKey);
    },
  };
}
