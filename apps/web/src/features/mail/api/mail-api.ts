import type {
  ConfirmEmailBody,
  ForgotPasswordBody,
  MailDetail,
  MailDetailResponse,
  MailListResponse,
  MailStatusResponse,
  MailSummary,
  MessageResponse,
  ResetPasswordBody,
} from '@farmai/contracts';
import { pathTo, routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

/** The pages behind mailed links (docs/product/wire.md#auth) and the back office's written-mail list. */
export const mailApi = api.enhanceEndpoints({ addTagTypes: ['adminMail'] }).injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (data) => ({ url: routes.auth.forgotPassword.path, method: 'POST', data }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (data) => ({ url: routes.auth.resetPassword.path, method: 'POST', data }),
    }),
    confirmEmail: build.mutation<MessageResponse, ConfirmEmailBody>({
      query: (data) => ({ url: routes.auth.confirmEmail.path, method: 'POST', data }),
    }),
    getMailStatus: build.query<boolean, void>({
      query: () => ({ url: routes.admin.mail.status.path }),
      transformResponse: (response: MailStatusResponse) => response.data.listed,
    }),
    getMailList: build.query<MailSummary[], void>({
      query: () => ({ url: routes.admin.mail.list.path }),
      transformResponse: (response: MailListResponse) => response.data,
      providesTags: ['adminMail'],
    }),
    getMail: build.query<MailDetail, string>({
      query: (id) => ({ url: pathTo(routes.admin.mail.get, { id }) }),
      transformResponse: (response: MailDetailResponse) => response.data,
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
  useGetMailStatusQuery,
  useGetMailListQuery,
  useGetMailQuery,
} = mailApi;

/** Whether the admin menu lists Mail: the server writes mails to files and shows them (no SMTP, not production). */
export function useMailListed(): boolean {
  return useGetMailStatusQuery().data === true;
}
