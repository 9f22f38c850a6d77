import type { Language } from '@farmai/contracts';
import { ImageQueueFullError } from '@farmai/media';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { type LocalizedMessage, renderText, requestLanguage, type Text, varyOnLanguage } from './i18n.js';

/**
 * An error whose message is safe to show the client, with its HTTP status. Its message is fixed
 * words or a catalogue message, which the error handler renders in the request's language
 * (`message` holds the English).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  /** What the client is told, in any language. */
  readonly text: Text;
  constructor(
    readonly statusCode: number,
    text: Text,
  ) {
    super(renderText(text, 'en'));
    this.text = text;
  }
}

/** What an error is answered with. */
export interface ErrorAnswer {
  status: number;
  message: Text;
  /** The stable code sent beside the words; by default the message's id, or `http.{status}`. */
  code?: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

/** The words of the answers every service gives to the framework's errors. */
export interface ErrorMessages {
  /** 400: a JSON body that does not parse. */
  invalidJson: Text;
  /** 413: a body over the route's limit. */
  bodyTooLarge: Text;
  /** 413: anything else too large (a file over its limit). */
  tooLarge: Text;
  /** 415. */
  unsupportedType: Text;
  /** 429. */
  tooManyRequests: Text;
  /** 500: nothing about what went wrong leaves the server. */
  unexpected: Text;
  /** 414: a path parameter over the router's limit. */
  addressTooLong: Text;
  /** 400: an address the router cannot read. */
  addressInvalid: Text;
  /** 503: too many pictures waiting to be decoded (default: the error's own English words). */
  imageQueueFull?: Text;
  /** 404: no route serves the address (default: "Route {method} {path} not found"). */
  routeNotFound?: (method: string, path: string) => Text;
}

/** One failed schema check: the field (its wire path) and what is wrong with it in English. */
export interface ValidationProblem {
  field: string;
  /** The schema's or zod's English words, e.g. "must be at most 50 characters". */
  problem: string;
  /** zod's issue code (`too_big`, `invalid_type`…), when known. */
  code?: string;
  /** zod's details of the issue (`maximum`, `origin`, `expected`…). */
  details: Record<string, unknown>;
}

/** How one service answers errors: the body its spec fixes, its words, and its own errors. */
export interface ErrorPolicy {
  /** The body of every error answer, e.g. `{ success: false, message, code }` or `{ error, code }`. */
  body: (message: string, code: string) => object;
  messages: ErrorMessages;
  /**
   * The service's own errors, tried after the shared ones (safe errors, full queues, validation)
   * and before the framework's status codes. Undefined passes the error on.
   */
  classify?: (error: FastifyError, request: FastifyRequest) => ErrorAnswer | undefined;
  /**
   * One failed schema check in a language other than English (English is always
   * "{field} {problem}" as the schema words it). Without it every language gets the English.
   */
  validation?: (problem: ValidationProblem, language: Language) => string;
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } } & Record<string, unknown>;
}

/** Each failed check (at most three) with its field and English problem. */
function validationProblems(issues: readonly ValidationIssue[], context: string | undefined): ValidationProblem[] {
  return issues.slice(0, 3).map((issue) => {
    const fromPath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const field = fromPath || issue.params?.issue?.path?.join('.') || context || 'request';
    const problem = (issue.message ?? 'is invalid').replace(/^Invalid input: /, '');
    return { field, problem, code: issue.keyword, details: issue.params ?? {} };
  });
}

/** "email must be a valid e-mail address": the field, then what is wrong with it. */
export function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  language: Language = 'en',
  words?: ErrorPolicy['validation'],
): string {
  return validationProblems(issues, context)
    .map((p) => (language === 'en' || !words ? `${p.field} ${p.problem}` : words(p, language)))
    .join('; ');
}

/** A validation answer, worded in whichever language the request asks for. */
function validationText(issues: readonly ValidationIssue[], context: string | undefined, policy: ErrorPolicy): Text {
  if (!policy.validation) return describeValidation(issues, context);
  const message: LocalizedMessage = {
    id: 'validation',
    render: (language) => describeValidation(issues, context, language, policy.validation),
  };
  return message;
}

/** Errors that carry their own safe answer, and validation errors (400 naming the field). */
function knownAnswer(error: FastifyError, request: FastifyRequest, policy: ErrorPolicy): ErrorAnswer | undefined {
  if (error instanceof ImageQueueFullError) {
    return { status: 503, message: policy.messages.imageQueueFull ?? error.message, retryAfter: 5 };
  }
  if (error instanceof HttpError) return { status: error.statusCode, message: error.text };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as ValidationIssue[];
    return { status: 400, message: validationText(issues, error.validationContext, policy) };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map(({ path, code, message, ...details }) => ({
      instancePath: `/${path.join('/')}`,
      keyword: code,
      message,
      params: details,
    }));
    return { status: 400, message: validationText(issues, undefined, policy) };
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

/** An answer's stable code: its own, the id of its message, or `http.{status}` for fixed words. */
export function errorCode(answer: ErrorAnswer): string {
  if (answer.code) return answer.code;
  return typeof answer.message === 'string' ? `http.${answer.status}` : answer.message.id;
}

/**
 * The words of an answer in the request's language; an answer whose words depend on the language
 * says so with `Vary: Accept-Language`.
 */
function wordsFor(text: Text, request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply): string {
  if (typeof text === 'string') return text;
  varyOnLanguage(reply);
  return text.render(requestLanguage(request));
}

/**
 * The one error handler of the FarmAI servers: known errors keep their message, validation errors
 * name the field, anything unexpected is logged and answered with a generic 500 (no stack trace).
 * Messages are worded in the language the request asks for (`Accept-Language`).
 */
export function errorHandler(policy: ErrorPolicy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerError(error, request, policy);
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    return reply.code(answer.status).send(policy.body(wordsFor(answer.message, request, reply), errorCode(answer)));
  };
}

/** For Fastify's `frameworkErrors`: errors met before a route is chosen get the same answer as the rest. */
export function frameworkErrorHandler(policy: ErrorPolicy): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    const answer = reply as FastifyReply;
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const refusal: ErrorAnswer = {
      status: tooLong ? 414 : 400,
      message: tooLong ? policy.messages.addressTooLong : policy.messages.addressInvalid,
    };
    return answer
      .code(refusal.status)
      .send(policy.body(wordsFor(refusal.message, request, answer), errorCode(refusal)));
  };
}

/** 404 for an address no route serves, naming it without its query. */
export function notFoundHandler(policy: ErrorPolicy) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const text = policy.messages.routeNotFound?.(request.method, path) ?? `Route ${request.method} ${path} not found`;
    return reply.code(404).send(policy.body(wordsFor(text, request, reply), errorCode({ status: 404, message: text })));
  };
}
