import type { NewsletterBody, NewsletterResponse } from '@farmai/contracts';
import { api } from '@/lib/api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterResponse, NewsletterBody>({
      query: (body) => ({ url: '/api/common/newsletter', method: 'POST', data: body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
