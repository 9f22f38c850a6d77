import type { NewsletterBody, NewsletterResponse } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { api } from '@/lib/api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterResponse, NewsletterBody>({
      query: (body) => ({ url: routes.common.newsletter.subscribe.path, method: 'POST', data: body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
