import type {
  EmailChangeBody,
  MessageResponse,
  PasswordChangeBody,
  Profile,
  ProfileResponse,
  ProfileUpdateBody,
} from '@farmai/contracts';
import { api } from '@/lib/api';

const profileUrl = (userId: string) => `/api/shop/profile/${encodeURIComponent(userId)}`;

/** The signed-in user's own account (docs/product/wire.md#profile). */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['profile'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (userId) => ({ url: profileUrl(userId) }),
      transformResponse: (response: ProfileResponse) => response.data,
      providesTags: ['profile'],
    }),
    updateProfile: build.mutation<ProfileResponse, { userId: string } & ProfileUpdateBody>({
      query: ({ userId, ...data }) => ({ url: profileUrl(userId), method: 'PUT', data }),
      invalidatesTags: ['profile'],
    }),
    changeEmail: build.mutation<MessageResponse, { userId: string } & EmailChangeBody>({
      query: ({ userId, ...data }) => ({ url: `${profileUrl(userId)}/email`, method: 'POST', data }),
      invalidatesTags: ['profile'],
    }),
    changePassword: build.mutation<MessageResponse, { userId: string } & PasswordChangeBody>({
      query: ({ userId, ...data }) => ({ url: `${profileUrl(userId)}/password`, method: 'PUT', data }),
    }),
    deleteAccount: build.mutation<MessageResponse, { userId: string; password: string }>({
      query: ({ userId, password }) => ({ url: profileUrl(userId), method: 'DELETE', data: { password } }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = profileApi;
