import { ImageQueueFullError } from '@farmai/media';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** What an error is answered with. */
export interface ErrorAnswer {
  status: number;
  message: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

/** The words of the answers every service gives to the framework's errors. */
export interface ErrorMessages {
  /** 400: a JSON body that does not parse. */
  invalidJson: string;
  /** 413: a body over the route's limit. */
  bodyTooLarge: string;
  /** 413: anything else too large (a file over its limit). */
  tooLarge: string;
  /** 415. */
  unsupportedType: string;
  /** 429. */
  tooManyRequests: string;
  /** 500: nothing about what went wrong leaves the server. */
  unexpected: string;
  /** 414: a path parameter over the router's limit. */
  addressTooLong: string;
  /** 400: an address the router cannot read. */
  addressInvalid: string;
}

/** How one service answers errors: the body its spec fixes, its words, and its own errors. */
export interface ErrorPolicy {
  /** The body of every error answer, e.g. `{ success: false, message }` or `{ error }`. */
  body: (message: string) => object;
  messages: ErrorMessages;
  /**
   * The service's own errors, tried after the shared ones (safe errors, full queues, validation)
   * and before the framework's status codes. Undefined passes the error on.
   */
  classify?: (error: FastifyError, request: FastifyRequest) => ErrorAnswer | undefined;
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "email must be a valid e-mail address": the field, then what is wrong with it. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const fromPath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const field = fromPath || issue.params?.issue?.path?.join('.') || context || 'request';
    const message = (issue.message ?? 'is invalid').replace(/^Invalid input: /, '');
    return `${field} ${message}`;
  });
  return parts.join('; ');
}

/** Errors that carry their own safe answer, and validation errors (400 naming the field). */
function knownAnswer(error: FastifyError, request: FastifyRequest, policy: ErrorPolicy): ErrorAnswer | undefined {
  if (error instanceof ImageQueueFullError) return { status: 503, message: error.message, retryAfter: 5 };
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      message: describeValidation(error.validation as ValidationIssue[], error.validationContext),
    };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
    return { status: 400, message: describeValidation(issues, undefined) };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, message: policy.messages.unexpected };
  }
  return undefined;
}

/** The framework's errors, by code and status; anything else without a client status is a 500. */
function frameworkAnswer(error: FastifyError, request: FastifyRequest, messages: ErrorMessages): ErrorAnswer {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: messages.bodyTooLarge };
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) return { status: 413, message: messages.tooLarge };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return { status: 415, message: messages.unsupportedType };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, message: messages.invalidJson };
  }
  if (status === 429) return { status: 429, message: messages.tooManyRequests };
  // framework errors with a client status (empty body, bad multipart…) carry safe messages
  if (status >= 400 && status < 500) return { status, message: error.message };
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, message: messages.unexpected };
}

/** The answer to an error, as the policy words it. */
export function answerError(error: FastifyError, request: FastifyRequest, policy: ErrorPolicy): ErrorAnswer {
  return (
    knownAnswer(error, request, policy) ??
    policy.classify?.(error, request) ??
    frameworkAnswer(error, request, policy.messages)
  );
}

/**
 * The one error handler of the FarmAI servers: known errors keep their message, validation errors
 * name the field, anything unexpected is logged and answered with a generic 500 (no stack trace).
 */
export function errorHandler(policy: ErrorPolicy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerError(error, request, policy);
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    return reply.code(answer.status).send(policy.body(answer.message));
  };
}

/** For Fastify's `frameworkErrors`: errors met before a route is chosen get the same answer as the rest. */
export function frameworkErrorHandler(policy: ErrorPolicy): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, _request, reply) => {
    const answer = reply as FastifyReply;
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return answer.code(414).send(policy.body(policy.messages.addressTooLong));
    }
    return answer.code(400).send(policy.body(policy.messages.addressInvalid));
  };
}

/** 404 for an address no route serves, naming it without its query. */
export function notFoundHandler(policy: ErrorPolicy) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(policy.body(`Route ${request.method} ${request.url.split('?')[0]} not found`));
}
