import { diagnosisErrorBody } from '@farmai/contracts';
import { type ErrorPolicy, HttpError } from '@farmai/server-kit';

/** An error whose message is safe to show the client, with its HTTP status. */
export { HttpError };

/** How the diagnosis service answers errors: `{ error }`, the field its clients read (docs/product/wire.md#diagnosis, docs/product/wire.md#errors). */
export const diagnosisErrorPolicy: ErrorPolicy = {
  body: diagnosisErrorBody,
  messages: {
    invalidJson: 'The request body could not be read.',
    bodyTooLarge: 'The request is too large.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'Unsupported content type; send multipart/form-data.',
    tooManyRequests: 'Too many requests: please wait a minute and try again.',
    unexpected: 'Something went wrong on our side. Please try again.',
    addressTooLong: 'The address is too long.',
    addressInvalid: 'The address is not valid.',
  },
};
