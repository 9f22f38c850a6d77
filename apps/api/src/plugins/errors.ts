import type { ErrorResponse } from '@farmai/contracts';
import { type ErrorAnswer, type ErrorPolicy, errorHandler } from '@farmai/server-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessage, describeProblem } from '../i18n/index.js';
import { multipartProblem } from '../lib/multipart.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';

/** PostgreSQL's codes for text it cannot store (a NUL byte, a character outside the encoding). */
const UNSTORABLE_TEXT = ['22021', '22P05'];

/** A database error with one of the codes, directly or as the cause of a failed query. */
function isPgError(error: unknown, codes: string[]): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && codes.includes(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Fastify's own refusals of a body, worded by the catalogue (the English is Fastify's). */
const FRAMEWORK_REFUSALS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessage('request.emptyJson') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessage('request.lengthMismatch') },
};

/** The API's own errors: the database away or refusing the text, and multipart forms gone wrong. */
function classifyApiError(error: FastifyError, request: FastifyRequest): ErrorAnswer | undefined {
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, message: apiMessage('request.unavailable'), retryAfter: 5 };
  }
  const multipart = multipartProblem(error);
  if (multipart) return multipart;
  if (isPgError(error, UNSTORABLE_TEXT)) return { status: 400, message: apiMessage('request.unstorable') };
  return FRAMEWORK_REFUSALS[error.code];
}

/**
 * How the API answers errors: `{ success: false, message, code }` (docs/product/wire.md#errors), with
 * these words, in the language of the request's `Accept-Language` (English by default).
 */
export const apiErrorPolicy: ErrorPolicy = {
  body: (message, code): ErrorResponse => ({ success: false, message, code }),
  messages: {
    invalidJson: apiMessage('request.invalidJson'),
    bodyTooLarge: apiMessage('request.bodyTooLarge'),
    tooLarge: apiMessage('request.fileTooLarge'),
    unsupportedType: apiMessage('request.unsupportedType'),
    tooManyRequests: apiMessage('request.tooMany'),
    unexpected: apiMessage('request.unexpected'),
    addressTooLong: apiMessage('request.addressTooLong'),
    addressInvalid: apiMessage('request.addressInvalid'),
    imageQueueFull: apiMessage('request.imagesBusy'),
    routeNotFound: (method, path) => apiMessage('request.routeNotFound', { method, path }),
  },
  classify: classifyApiError,
  validation: describeProblem,
};

/**
 * One place that turns errors into `{success:false, message}` with the right status.
 * Known errors keep their message; anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(errorHandler(apiErrorPolicy));
  },
  { name: 'errors' },
);
