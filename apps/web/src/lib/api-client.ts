import axios, { AxiosError } from 'axios';
import { env } from '@/config/env';

/**
 * The one HTTP client of the app: same-origin by default, sends the session cookie and the
 * XSRF header the API requires on every mutating call. No timeout (SPEC 9).
 */
export const apiClient = axios.create({
  baseURL: env.apiUrl,
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: env.apiUrl ? true : undefined,
});

/** The diagnosis service takes no credentials (SPEC 7.5). */
export const diagnosisClient = axios.create({ baseURL: env.diagnosisUrl, withCredentials: false });

/** The message the server sent, or a fallback for network errors. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof AxiosError) {
    const data = error.response?.data as { message?: unknown; error?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (typeof data?.error === 'string' && data.error) return data.error;
    if (!error.response) return 'Cannot reach the server. Check your connection and try again.';
  }
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return fallback;
}
