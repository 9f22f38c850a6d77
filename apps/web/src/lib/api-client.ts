import { env } from '@/config/env';
import { currentLanguage, t } from '@/lib/i18n';
import { createClient, gotNoAnswer, isHttpError } from './http';

// both answer in the language the reader chose (messages, content, diagnosis reports); a call may ask in
// another (a diagnosis kept offline is sent in the one it was made in)
const language = () => ({ 'Accept-Language': currentLanguage() });

/**
 * The one HTTP client of the app: same-origin by default, sends the session cookie and the
 * XSRF header the API requires on every mutating call. No timeout (docs/product/rules.md#constants-and-limits).
 */
export const apiClient = createClient({ baseUrl: env.apiUrl, withCredentials: true, headers: language });

/**
 * The diagnosis call (docs/product/wire.md#diagnosis): the service takes no credentials. On the
 * page's own origin the browser still sends the session cookie, by which the API keeps a signed-in
 * farmer's answer in their history (docs/decisions/025-diagnosis-history-per-account.md).
 */
export const diagnosisClient = createClient({ baseUrl: env.diagnosisUrl, withCredentials: false, headers: language });

/**
 * The text a failed answer carries: `message` from the API (docs/product/wire.md#errors), `error` from the diagnosis
 * service and the API's proxy to it (docs/product/wire.md#diagnosis); undefined when there is none.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.data as { message?: unknown; error?: unknown } | undefined;
  for (const text of [data?.message, data?.error]) {
    if (typeof text === 'string' && text.trim()) return text;
  }
  return undefined;
}

/**
 * The stable code a failed answer carries beside its words (docs/product/wire.md#errors): what the app
 * reacts to, since the words change with the language and their wording. Undefined when there is none.
 */
export function serverCode(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The message the server sent, or a fallback for network errors. */
export function errorMessage(error: unknown, fallback = t('common.somethingWrong')): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (gotNoAnswer(error)) return t('common.offline');
  if (isHttpError(error)) return fallback;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return fallback;
}
