import { HttpError } from '@farmai/server-kit';

/** An error whose message is safe to show to the client (the shared error handler answers with it). */
export class AppError extends HttpError {
  override name = 'AppError';
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Unauthorised user! Please sign in.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
