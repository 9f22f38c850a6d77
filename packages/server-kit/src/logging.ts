import { stdSerializers } from 'pino';

/** Headers that carry credentials, masked in every log line. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Seven or more digits, maybe with spaces, dashes, dots or a leading +: a phone number. */
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;
/** What a failed query's error says it was sent: form values, addresses, phone numbers… */
const QUERY_PARAMS = /params: [^\n]*/g;

/** Takes personal data out of a text headed for the log. */
export function scrubLogText(text: string): string {
  return text.replace(QUERY_PARAMS, 'params: [redacted]').replace(EMAIL, '[e-mail]').replace(PHONE, '[number]');
}

type SerializedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/**
 * pino's error serializer, less what a failed request's error may carry of the person who sent
 * it: a database error lists the query's values (a password hash, an address, a phone number),
 * and messages may quote the input.
 */
export function safeErrorSerializer(err: Error): SerializedError {
  const out = { ...stdSerializers.err(err) } as SerializedError;
  for (const key of ['params', 'query', 'body', 'input', 'values']) delete out[key];
  out.message = scrubLogText(String(out.message ?? ''));
  out.stack = scrubLogText(String(out.stack ?? ''));
  if (out.cause instanceof Error) out.cause = safeErrorSerializer(out.cause);
  else if (out.cause && typeof out.cause === 'object') {
    const cause = out.cause as Record<string, unknown>;
    out.cause = Object.fromEntries(
      Object.entries(cause)
        .filter(([key]) => !['params', 'query', 'body', 'input', 'values', 'detail', 'where'].includes(key))
        .map(([key, value]) => [key, typeof value === 'string' ? scrubLogText(value) : value]),
    );
  }
  return out;
}

/** The logger options both servers start with. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: REDACT,
    serializers: { err: safeErrorSerializer },
  };
}
