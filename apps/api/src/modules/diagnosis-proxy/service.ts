import type { IncomingHttpHeaders } from 'node:http';
import { DIAGNOSIS_MAX_IMAGE_BYTES } from '@farmai/contracts';

/** Room in the forwarded body for the form around the photo (the symptoms text, part headers). */
const FORM_ROOM_BYTES = 1024 * 1024;

/** The largest form forwarded: the diagnosis service's photo limit, plus room for the form around it. */
export const PROXY_BODY_LIMIT = DIAGNOSIS_MAX_IMAGE_BYTES + FORM_ROOM_BYTES;

/** Where the diagnosis service serves its uploaded and generated pictures (local storage). */
export const DIAGNOSIS_UPLOADS_PREFIX = '/uploads/diagnosis/';

/** The diagnosis call waits this long for the service (a photo and the cloud AI take a while). */
export const UPSTREAM_TIMEOUT_MS = 120_000;

/**
 * The headers a form is forwarded with: the diagnosis service takes no credentials, and no
 * address headers from the client. The client's address is the one this server worked out
 * (TRUST_PROXY), replacing whatever the client sent; the multipart boundary is kept, which the
 * proxy would otherwise drop; the client's `Accept-Language` goes along, so the service can answer
 * in the shopper's language. `plain` asks for an uncompressed answer (one this server reads
 * before passing it on, to keep it in the user's history).
 */
export function analyzeHeaders(
  headers: IncomingHttpHeaders,
  contentType: string | undefined,
  clientIp: string,
  requestId: string,
  plain = false,
): IncomingHttpHeaders {
  const {
    cookie: _cookie,
    'x-xsrf-token': _xsrf,
    forwarded: _forwarded,
    'x-forwarded-for': _xff,
    'x-real-ip': _realIp,
    'accept-language': language,
    ...rest
  } = headers;
  // the id this server gave the request (the client's own, when well formed): one id in both services' logs
  const forwarded: IncomingHttpHeaders = {
    ...rest,
    'content-type': contentType,
    'x-forwarded-for': clientIp,
    'x-request-id': requestId,
  };
  if (language) forwarded['accept-language'] = language;
  if (plain) delete forwarded['accept-encoding'];
  return forwarded;
}

/** Only what a browser's image request needs: the diagnosis service takes no credentials. */
export function pictureHeaders(headers: IncomingHttpHeaders, requestId: string): IncomingHttpHeaders {
  const { cookie: _cookie, ...rest } = headers;
  return { ...rest, 'x-request-id': requestId };
}

/** A read-only call (the covered crops): no credentials; the client's `Accept-Language` goes along. */
export function readHeaders(headers: IncomingHttpHeaders, requestId: string): IncomingHttpHeaders {
  const { cookie: _cookie, 'x-xsrf-token': _xsrf, ...rest } = headers;
  return { ...rest, 'x-request-id': requestId };
}
