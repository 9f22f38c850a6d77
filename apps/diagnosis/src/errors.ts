import { diagnosisErrorBody, type Language, languageFromHeader } from '@farmai/contracts';
import { ImageQueueFullError } from '@farmai/media';
import {
  answerError,
  type ErrorAnswer,
  type ErrorMessages,
  type ErrorPolicy,
  errorCode,
  HttpError,
  type Text,
} from '@farmai/server-kit';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ERROR_TEXT, type ErrorKey, type ErrorParams } from './errors-text-data.js';

/** An error whose message is safe to show the client, with its HTTP status. */
export { HttpError };

/** An error of this service with a message in every language (errors-text-data.ts); its own message is English. */
export class DiagnosisError extends HttpError {
  constructor(
    statusCode: number,
    readonly key: ErrorKey,
    readonly params: ErrorParams = {},
  ) {
    super(statusCode, ERROR_TEXT.en[key](params));
  }
}

const POLICY_KEYS = [
  'invalidJson',
  'bodyTooLarge',
  'tooLarge',
  'unsupportedType',
  'tooManyRequests',
  'unexpected',
  'addressTooLong',
  'addressInvalid',
] as const satisfies readonly (keyof ErrorMessages & ErrorKey)[];

/** How the diagnosis service answers errors: `{ error }`, the field its clients read (docs/product/wire.md#diagnosis, docs/product/wire.md#errors). */
export const diagnosisErrorPolicy: ErrorPolicy = {
  body: diagnosisErrorBody,
  messages: {
    invalidJson: ERROR_TEXT.en.invalidJson(),
    bodyTooLarge: ERROR_TEXT.en.bodyTooLarge(),
    tooLarge: ERROR_TEXT.en.tooLarge(),
    unsupportedType: ERROR_TEXT.en.unsupportedType(),
    tooManyRequests: ERROR_TEXT.en.tooManyRequests(),
    unexpected: ERROR_TEXT.en.unexpected(),
    addressTooLong: ERROR_TEXT.en.addressTooLong(),
    addressInvalid: ERROR_TEXT.en.addressInvalid(),
  },
};

/** The language a request asks for (`Accept-Language`, English when it asks for none we speak). */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);

/** Marks an answer as depending on `Accept-Language`, beside whatever else it varies on. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === 'accept-language' || v === '*')) list.push('Accept-Language');
  reply.header('vary', list.join(', '));
}

/** An error's message in a language: its own key, or the English message it carries found among the policy's. */
export function errorMessage(error: unknown, english: Text, language: Language): string {
  // a message of the shared catalogue (validation) renders itself in any language
  if (typeof english !== 'string') return english.render(language);
  if (language === 'en') return english;
  const text = ERROR_TEXT[language];
  if (error instanceof DiagnosisError) return text[error.key](error.params);
  if (error instanceof ImageQueueFullError) return text.photosQueued();
  const key = POLICY_KEYS.find((k) => ERROR_TEXT.en[k]() === english);
  return key ? text[key]() : english;
}

/** An error's stable code: its own key, the key of the policy's message it carries, or the shared rule. */
export function errorCodeOf(error: unknown, answer: ErrorAnswer): string {
  if (error instanceof DiagnosisError) return error.key;
  if (error instanceof ImageQueueFullError) return 'photosQueued';
  const english = answer.message;
  const key = typeof english === 'string' ? POLICY_KEYS.find((k) => ERROR_TEXT.en[k]() === english) : undefined;
  return key ?? errorCode(answer);
}

/** The shared error answers (server-kit's), worded in the request's language. */
export function localisedErrorHandler(policy: ErrorPolicy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerError(error, request, policy);
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    varyOnLanguage(reply);
    const message = errorMessage(error, answer.message, requestLanguage(request));
    return reply.code(answer.status).send(policy.body(message, errorCodeOf(error, answer)));
  };
}

/** Errors met before a route is chosen, worded in the request's language. */
export function localisedFrameworkErrors(policy: ErrorPolicy): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    const answer = reply as FastifyReply;
    const key = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'addressTooLong' : 'addressInvalid';
    varyOnLanguage(answer);
    const language = languageFromHeader(request.headers['accept-language']);
    return answer.code(key === 'addressTooLong' ? 414 : 400).send(policy.body(ERROR_TEXT[language][key](), key));
  };
}

/** 404 for an address no route serves, naming it without its query, in the request's language. */
export function localisedNotFound(policy: ErrorPolicy) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    varyOnLanguage(reply);
    const params = { method: request.method, path: request.url.split('?')[0] };
    return reply
      .code(404)
      .send(policy.body(ERROR_TEXT[requestLanguage(request)].routeNotFound(params), 'routeNotFound'));
  };
}
