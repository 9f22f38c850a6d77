import type { ErrorResponse } from '@farmai/contracts';
import { type ErrorAnswer, type ErrorPolicy, errorHandler } from '@farmai/server-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

/** The API's own errors: the database away or refusing the text, and multipart forms gone wrong. */
function classifyApiError(error: FastifyError, request: FastifyRequest): ErrorAnswer | undefined {
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      message: 'The service is busy or under maintenance. Please try again in a few seconds.',
      retryAfter: 5,
    };
  }
  const multipart = multipartProblem(error);
  if (multipart) return multipart;
  if (isPgError(error, UNSTORABLE_TEXT)) {
    return { status: 400, message: 'The request contains characters that cannot be stored' };
  }
  return undefined;
}

/** How the API answers errors: `{ success: false, message }` (docs/product/wire.md#errors), with these words. */
export const apiErrorPolicy: ErrorPolicy = {
  body: (message): ErrorResponse => ({ success: false, message }),
  messages: {
    invalidJson: 'The request body is not valid JSON',
    bodyTooLarge: 'The request body is too large',
    tooLarge: 'The file is too large',
    unsupportedType: 'Unsupported content type',
    tooManyRequests: 'Too many requests. Please try again later.',
    unexpected: 'Something went wrong. Please try again.',
    addressTooLong: 'The address is too long',
    addressInvalid: 'The address is not valid',
  },
  classify: classifyApiError,
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
