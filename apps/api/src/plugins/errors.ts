import { ImageQueueFullError } from '@farmai/media';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "email must be a valid e-mail address": the field, then what is wrong with it. */
function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const fromPath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const field = fromPath || issue.params?.issue?.path?.join('.') || context || 'request';
    const message = (issue.message ?? 'is invalid').replace(/^Invalid input: /, '');
    return `${field} ${message}`;
  });
  return parts.join('; ');
}

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

/** What went wrong with a multipart upload, in words that say what to do. */
export function multipartProblem(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: 'The file is too large' };
    case 'FST_FILES_LIMIT':
      return { status: 400, message: 'Send one file at a time' };
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 400, message: 'The form has too many fields' };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: 'The form could not be read; send it as multipart/form-data' };
  }
  // busboy's own errors carry no code
  if (
    /^(Unexpected end of (form|multipart data)|Part terminated early|Malformed part header|Multipart: Boundary not found)/i.test(
      error.message,
    )
  ) {
    return { status: 400, message: 'The upload ended before the whole form arrived; please send it again' };
  }
  return undefined;
}

/**
 * One place that turns errors into `{success:false, message}` with the right status.
 * Known errors keep their message; anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ImageQueueFullError) {
        reply.header('retry-after', '5');
        return reply.code(503).send({ success: false, message: error.message });
      }
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const message = describeValidation(error.validation as ValidationIssue[], error.validationContext);
        return reply.code(400).send({ success: false, message });
      }
      if (error instanceof ZodError) {
        const issues = error.issues.map((issue) => ({
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
        }));
        return reply.code(400).send({ success: false, message: describeValidation(issues, undefined) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.code(500).send({ success: false, message: 'Something went wrong. Please try again.' });
      }
      const status = error.statusCode ?? 500;
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return reply.code(503).send({
          success: false,
          message: 'The service is busy or under maintenance. Please try again in a few seconds.',
        });
      }
      const multipart = multipartProblem(error);
      if (multipart) return reply.code(multipart.status).send({ success: false, message: multipart.message });
      if (isPgError(error, UNSTORABLE_TEXT)) {
        return reply
          .code(400)
          .send({ success: false, message: 'The request contains characters that cannot be stored' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ success: false, message: 'The request body is too large' });
      }
      if (status === 413) {
        return reply.code(413).send({ success: false, message: 'The file is too large' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return reply.code(415).send({ success: false, message: 'Unsupported content type' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.code(400).send({ success: false, message: 'The request body is not valid JSON' });
      }
      if (status === 429) {
        return reply.code(429).send({ success: false, message: 'Too many requests. Please try again later.' });
      }
      if (status >= 400 && status < 500) {
        // framework errors with a client status (empty body, bad multipart…) carry safe messages
        return reply.code(status).send({ success: false, message: error.message });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ success: false, message: 'Something went wrong. Please try again.' });
    });
  },
  { name: 'errors' },
);
