import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.js';

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

/**
 * One place that turns errors into `{success:false, message}` with the right status.
 * Known errors keep their message; anything unexpected is logged and answered with a generic 500.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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
      if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
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
