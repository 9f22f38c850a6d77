import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, diagnosisClient } from '@/lib/api-client';

export interface TestRequest {
  method: string;
  /** The path, without the query string. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface TestAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a function of the request that gives one. */
export type Route = TestAnswer | ((request: TestRequest) => TestAnswer | Promise<TestAnswer>);

const bodyOf = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * Answers the app's HTTP calls in a test, at the axios level (both clients): `routes` maps
 * "METHOD /path" to an answer. Every call is recorded in `requests`; a call without a route
 * fails with a network error and is listed in `unanswered`.
 */
export function serveApi(routes: Record<string, Route>) {
  const requests: TestRequest[] = [];
  const unanswered: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const request = { method, path, params: config.params ?? {}, body: bodyOf(config.data) };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined) {
      unanswered.push(`${method} ${path}`);
      throw new AxiosError(`No test answer for ${method} ${path}`, AxiosError.ERR_NETWORK, config);
    }
    const { status = 200, body = {} } = typeof route === 'function' ? await route(request) : route;
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  diagnosisClient.defaults.adapter = adapter;
  return { requests, unanswered };
}
