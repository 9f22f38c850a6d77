import type {
  EmailChangeBody,
  MessageResponse,
  PasswordChangeBody,
  Profile,
  ProfileResponse,
  ProfileUpdateBody,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/** The signed-in user's own account (docs/product/wire.md#profile). */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['profile'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (userId) => ({ url: pathTo(routes.shop.profile.get, { userId }) }),
      transformResponse: (response: ProfileResponse) => response.data,
      providesTags: ['profile'],
    }),
    updateProfile: build.mutation<ProfileResponse, { userId: string } & ProfileUpdateBody>({
      query: ({ userId, ...data }) => ({ url: pathTo(routes.shop.profile.update, { userId }), method: 'PUT', data }),
      invalidatesTags: ['profile'],
    }),
    changeEmail: build.mutation<MessageResponse, { userId: string } & EmailChangeBody>({
      query: ({ userId, ...data }) => ({
        url: pathTo(routes.shop.profile.changeEmail, { userId }),
        method: 'POST',
        data,
      }),
      invalidatesTags: ['profile'],
    }),
    changePassword: build.mutation<MessageResponse, { userId: string } & PasswordChangeBody>({
      query: ({ userId, ...data }) => ({
        url: pathTo(routes.shop.profile.changePassword, { userId }),
        method: 'PUT',
        data,
      }),
    }),
    deleteAccount: build.mutation<MessageResponse, { userId: string; password: string }>({
      query: ({ userId, password }) => ({
        url: pathTo(routes.shop.profile.remove, { userId }),
        method: 'DELETE',
        data: { password },
      }),
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
