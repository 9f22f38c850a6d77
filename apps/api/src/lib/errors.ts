import { HttpError, type Text } from '@farmai/server-kit';
import { apiMessage, type MessageId, type MessageParams } from '../i18n/index.js';

/**
 * An error whose message is safe to show to the client (the shared error handler answers with it,
 * in the language the request asks for).
 */
export class AppError extends HttpError {
  override name = 'AppError';
}

/** An error with this status and one of the API's messages. */
const withStatus =
  (status: number) =>
  <K extends MessageId>(id: K, ...params: MessageParams<K>): AppError =>
    new AppError(status, apiMessage(id, ...params));

/** 400 with the message. */
export const badRequest = withStatus(400);
/** 401 with the message. */
export const unauthorized = withStatus(401);
/** 403 with the message. */
export const forbidden = withStatus(403);
/** 404 with the message. */
export const notFound = withStatus(404);
/** 409 with the message. */
export const conflict = withStatus(409);
/** 429 with the message. */
export const tooManyRequests = withStatus(429);

/** An error with its status and words as they came (another module's safe message). */
export const appError = (status: number, text: Text) => new AppError(status, text);
