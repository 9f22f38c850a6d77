import type { WithSlice } from '@reduxjs/toolkit';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { apiClient, errorMessage, serverCode } from './api-client';
import { takeEarlyRead } from './early-reads';
import { type Params, statusOf } from './http';
import { currentLanguage, i18n } from './i18n';
import { currentStore, joinStore } from './store';

export interface ApiError {
  status: number | undefined;
  message: string;
  /** The server's stable code for the failure (`address.max`), when it sent one. */
  code?: string;
}

/** A call that got no answer: the phone has no connection, or lost it on the way. */
export const gotNoApiAnswer = (error: unknown): boolean => (error as ApiError | undefined)?.status === undefined;

type Args = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Params;
};

/**
 * RTK Query on top of the shared HTTP client, so every call gets credentials and XSRF. A read the
 * app's first file already started (`early-reads`) is taken when it answered 2xx; otherwise asked here.
 */
const baseQuery: BaseQueryFn<Args, unknown, ApiError> = async ({ url, method = 'GET', data, params }) => {
  if (method === 'GET' && data === undefined && params === undefined) {
    const early = await takeEarlyRead(url, currentLanguage());
    if (early && early.status >= 200 && early.status < 300) return { data: early.data };
  }
  try {
    const result = await apiClient.request({ url, method, data, params });
    return { data: result.data };
  } catch (error) {
    const status = statusOf(error);
    const code = serverCode(error);
    return { error: { status, message: errorMessage(error), ...(code ? { code } : {}) } };
  }
};

/**
 * Server data of every feature lives in this one API slice; features add their endpoints with
 * `api.injectEndpoints`. Tag types follow the state areas (docs/product/data.md#client-state).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'adminProducts',
    'adminOrder',
    'dashboard',
    'shopProducts',
    'shopCart',
    'shopAddress',
    'shopOrder',
    'shopReview',
    'commonFeature',
    'expertAdvice',
    'scm',
    'shopSettings',
  ],
  endpoints: () => ({}),
});

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// joins the store when the first area that needs server data loads
joinStore(api, api.middleware);

// answers hold the texts of the language they were asked in: a new language drops them before
// React renders again, so every screen asks again, in the new language
i18n.on('change', () => {
  currentStore()?.dispatch(api.util.resetApiState());
});
