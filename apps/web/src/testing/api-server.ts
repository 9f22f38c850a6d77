import { HttpError, type HttpRequest, setTransport } from '@/lib/http';

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

const bodyOf = (body: HttpRequest['body']): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Answers the app's HTTP calls in a test, in place of the browser's (both clients): `routes` maps
 * "METHOD /path" to an answer. Every call is recorded in `requests`; a call without a route
 * fails as one with no answer and is listed in `unanswered`.
 */
export function serveApi(routes: Record<string, Route>) {
  const requests: TestRequest[] = [];
  const unanswered: string[] = [];
  setTransport(async (call) => {
    const request = { method: call.method, path: call.path, params: call.params, body: bodyOf(call.body) };
    requests.push(request);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) {
      unanswered.push(`${call.method} ${call.path}`);
      throw new HttpError('network');
    }
    const { status = 200, body = {} } = typeof route === 'function' ? await route(request) : route;
    return { status, data: body };
  });
  return { requests, unanswered };
}
