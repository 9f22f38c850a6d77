/**
 * The app's HTTP calls over the browser's `fetch` (and, for an upload whose progress is followed,
 * `XMLHttpRequest`, the one browser API that reports it): JSON in and out, the session cookie and the
 * XSRF header the API asks for on every call that changes something, the reader's language. No
 * timeout (docs/product/rules.md#constants-and-limits): a slow link is waited for.
 */

/** A query string's values: those left undefined or null are not sent. */
export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestConfig {
  url: string;
  method?: string;
  /** A JSON value, or a form (multipart). */
  data?: unknown;
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** 0–1 as the body goes up. */
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

/** A call as it leaves the client: the address made whole, the headers set, the body encoded. */
export interface HttpRequest {
  method: string;
  /** The address, with its query string. */
  url: string;
  /** The path alone, without the base address and the query string. */
  path: string;
  params: Params;
  headers: Record<string, string>;
  body: FormData | string | undefined;
  credentials: RequestCredentials;
  signal?: AbortSignal | undefined;
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

/** Sends a call and reads its answer, whatever its status; throws an `HttpError` when none came. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse<unknown>>;

/**
 * A call that failed: `network` (no answer: no connection, or it dropped), `aborted` (the page
 * cancelled it), or `http` (an answer with a 4xx/5xx status, its body in `data`).
 */
export class HttpError extends Error {
  constructor(
    readonly kind: 'network' | 'aborted' | 'http',
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(
      kind === 'http'
        ? `Request failed with status ${status}`
        : `Request ${kind === 'aborted' ? 'aborted' : 'got no answer'}`,
    );
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
/** The status of the answer a failed call got; undefined when it got none. */
export const statusOf = (error: unknown): number | undefined => (isHttpError(error) ? error.status : undefined);
/** A call that got no answer at all: no connection, or the connection dropped (not one the page cancelled). */
export const gotNoAnswer = (error: unknown): boolean => isHttpError(error) && error.kind === 'network';
export const wasAborted = (error: unknown): boolean => isHttpError(error) && error.kind === 'aborted';

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const byFetch: Transport = async (request) => {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      credentials: request.credentials,
      signal: request.signal ?? null,
    });
  } catch {
    throw new HttpError(request.signal?.aborted ? 'aborted' : 'network');
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new HttpError(request.signal?.aborted ? 'aborted' : 'network');
  }
  return { status: response.status, data: parse(text) };
};

const byXhr: Transport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.total ? event.loaded / event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, data: parse(xhr.responseText) });
    xhr.onerror = () => reject(new HttpError('network'));
    xhr.onabort = () => reject(new HttpError('aborted'));
    const { signal } = request;
    if (signal?.aborted) return reject(new HttpError('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });

/** How calls leave the app: `fetch`, or `XMLHttpRequest` for an upload whose progress is followed. */
const browserTransport: Transport = (request) => (request.onUploadProgress ? byXhr(request) : byFetch(request));
let transport: Transport = browserTransport;

/** Replaces how calls leave the app (tests answer them in place of a server); undefined puts the browser's back. */
export function setTransport(replacement: Transport | undefined): void {
  transport = replacement ?? browserTransport;
}

const queryOf = (params: Params): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

// outside a page (a test in Node) there is no cookie, and a path is on the page's origin
const cookie = (name: string): string | undefined => {
  const found = globalThis.document?.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
};

const sameOrigin = (url: string) => {
  const here = globalThis.location?.href;
  return here === undefined ? !/^[a-z][\w+.-]*:/i.test(url) : new URL(url, here).origin === new URL(here).origin;
};

export interface ClientOptions {
  /** Put before every path; empty for the page's own origin. */
  baseUrl: string;
  /** Send the session cookie to another origin too (same-origin calls always carry it). */
  withCredentials: boolean;
  /** Headers every call carries unless it sets them itself, read when the call is made. */
  headers?: () => Record<string, string>;
}

/**
 * A client for one server. Every call on the page's own origin (or, with `withCredentials`, on the
 * server's) carries the `XSRF-TOKEN` cookie back in `X-XSRF-TOKEN`, as the API asks of every change.
 */
export function createClient(options: ClientOptions) {
  const request = async <T>(config: RequestConfig): Promise<HttpResponse<T>> => {
    const method = (config.method ?? 'GET').toUpperCase();
    const params = config.params ?? {};
    const url = `${options.baseUrl}${config.url}${queryOf(params)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      ...options.headers?.(),
      ...config.headers,
    };
    const form = config.data instanceof FormData;
    if (config.data !== undefined && !form) headers['Content-Type'] = 'application/json';
    const token = options.withCredentials || sameOrigin(url) ? cookie('XSRF-TOKEN') : undefined;
    if (token) headers['X-XSRF-TOKEN'] = token;
    const response = await transport({
      method,
      url,
      path: config.url.split('?')[0] ?? '',
      params,
      headers,
      body: form ? (config.data as FormData) : config.data === undefined ? undefined : JSON.stringify(config.data),
      credentials: options.withCredentials ? 'include' : 'same-origin',
      signal: config.signal,
      onUploadProgress: config.onUploadProgress,
    });
    if (response.status >= 400) throw new HttpError('http', response.status, response.data);
    return response as HttpResponse<T>;
  };
  type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;
  return {
    request,
    get: <T>(url: string, config: Options = {}) => request<T>({ ...config, url }),
    delete: <T>(url: string, config: Options = {}) => request<T>({ ...config, url, method: 'DELETE' }),
    post: <T>(url: string, data?: unknown, config: Options = {}) =>
      request<T>({ ...config, url, method: 'POST', data }),
    put: <T>(url: string, data?: unknown, config: Options = {}) => request<T>({ ...config, url, method: 'PUT', data }),
  };
}

export type HttpClient = ReturnType<typeof createClient>;
