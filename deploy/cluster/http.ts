import { Agent, FormData, fetch } from 'undici';

/** A browser-like HTTP client over keep-alive connections: cookies, the XSRF header, timings. */

export const agent = new Agent({ keepAliveTimeout: 4_000, connections: 64 });

export interface Answer {
  status: number;
  /** The replica that answered, from HAProxy's `X-Served-By`. */
  servedBy: string;
  headers: Headers;
  text: string;
  ms: number;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Leave the XSRF header out (a plain HTML form post). */
  xsrf?: boolean;
  timeoutMs?: number;
}

/** A request that got no HTTP answer (refused, reset, timed out). */
export class NoAnswer extends Error {
  constructor(
    readonly ms: number,
    cause: unknown,
  ) {
    super(`no answer: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

export class Client {
  readonly cookies = new Map<string, string>();

  /** `forwardedFor`: the client address the servers see (HAProxy appends the real one, which they trust). */
  constructor(
    readonly baseUrl: string,
    readonly forwardedFor?: string,
  ) {}

  get(url: string, options: RequestOptions = {}): Promise<Answer> {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', url, { ...options, body });
  }

  put(url: string, body?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.request('PUT', url, { ...options, body });
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    const headers: Record<string, string> = { ...options.headers };
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && options.xsrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (typeof options.body === 'string') body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    try {
      const res = await fetch(new URL(url, this.baseUrl), {
        method,
        headers,
        body,
        redirect: 'manual',
        dispatcher: agent,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      this.keepCookies(res.headers.getSetCookie());
      const ms = performance.now() - started;
      return {
        status: res.status,
        servedBy: res.headers.get('x-served-by') ?? '',
        headers: res.headers as unknown as Headers,
        text,
        ms,
        json: <T>() => JSON.parse(text) as T,
      };
    } catch (err) {
      throw new NoAnswer(performance.now() - started, err);
    }
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A multipart form: the fields, and a file under `fileField` when given. */
export function formOf(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  return form;
}
