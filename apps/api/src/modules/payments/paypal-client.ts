import { BAD_ANSWER, BAD_CREDENTIALS, isObject, UNREACHABLE } from './paypal-wire.js';
import { PaymentError } from './provider.js';

/** A cached token is used until this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  /** The API base, without a trailing slash. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per HTTP request, including reading the answer. */
  timeoutMs: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

interface CachedToken {
  token: string;
  /** Use the token while Date.now() is before this. */
  goodUntil: number;
}

type Send = (path: string, init: RequestInit) => Promise<Answer>;

/** One HTTP exchange. Network failures, timeouts and unreadable answers become a 502 PaymentError. */
function createSend(options: PayPalClientOptions): Send {
  return async (path, init) => {
    const doFetch = options.fetch ?? fetch;
    try {
      const response = await doFetch(`${options.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      let body: unknown;
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          // A non-JSON answer (a proxy's error page…): fine for 5xx, which is reported as unreachable anyway.
          if (response.ok) throw new PaymentError(BAD_ANSWER, 502);
        }
      }
      return { status: response.status, body };
    } catch (error) {
      if (error instanceof PaymentError) throw error;
      // TypeError (network), DOMException TimeoutError/AbortError. The error text is not passed on.
      throw new PaymentError(UNREACHABLE, 502);
    }
  };
}

/** Asks PayPal for an access token with the shop's client credentials. */
async function fetchToken(send: Send, basicAuth: string): Promise<CachedToken> {
  const requestedAt = Date.now();
  const answer = await send('/v1/oauth2/token', {
    method: 'POST',
    headers: {
      Authorization: basicAuth,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  });
  if (answer.status >= 500) throw new PaymentError(UNREACHABLE, 502);
  if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
    throw new PaymentError(BAD_CREDENTIALS, 502);
  }
  const body = answer.body;
  if (answer.status !== 200 || !isObject(body) || typeof body.access_token !== 'string' || !body.access_token) {
    throw new PaymentError(BAD_ANSWER, 502);
  }
  const expiresIn = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : 0;
  // Counted from when we asked, so the token never outlives PayPal's idea of its lifetime.
  return { token: body.access_token, goodUntil: requestedAt + expiresIn * 1000 - TOKEN_MARGIN_MS };
}

/** The access token cache: one token at a time, fetched once however many callers wait for it. */
function createTokenCache(fetchFresh: () => Promise<CachedToken>) {
  let cached: CachedToken | undefined;
  let pending: Promise<CachedToken> | undefined;
  return {
    /** A usable token: the cached one while it has more than a minute left, else a fresh one (shared by callers). */
    async get(): Promise<CachedToken> {
      if (cached && Date.now() < cached.goodUntil) return cached;
      if (!pending) {
        pending = fetchFresh()
          .then((token) => {
            cached = token;
            return token;
          })
          .finally(() => {
            pending = undefined;
          });
      }
      return pending;
    },
    /** Forgets the token PayPal refused, unless a newer one replaced it meanwhile. */
    drop(token: CachedToken): void {
      if (cached === token) cached = undefined;
    },
  };
}

function apiHeaders(token: CachedToken, hasBody: boolean, requestId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token.token}`,
    Accept: 'application/json',
  };
  if (hasBody) {
    headers['Content-Type'] = 'application/json';
    headers.Prefer = 'return=representation';
  }
  if (requestId) headers['PayPal-Request-Id'] = requestId;
  return headers;
}

export type PayPalApi = (method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) => Promise<Answer>;

/**
 * An Orders API caller with a bearer token. A 401 drops the cached token and retries once with a fresh one
 * (PayPal may revoke tokens early); 5xx and a second 401 become 502. Other statuses go back to the caller.
 */
export function createPayPalApi(options: PayPalClientOptions): PayPalApi {
  const send = createSend(options);
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const tokens = createTokenCache(() => fetchToken(send, basicAuth));

  return async (method, path, body, requestId) => {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get();
      const answer = await send(path, {
        method,
        headers: apiHeaders(token, body !== undefined, requestId),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.status === 401 || answer.status === 403) {
        tokens.drop(token);
        if (answer.status === 401 && attempt === 0) continue;
        throw new PaymentError(BAD_CREDENTIALS, 502);
      }
      if (answer.status >= 500) throw new PaymentError(UNREACHABLE, 502);
      return answer;
    }
  };
}
