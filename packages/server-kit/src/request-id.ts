import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id travels in, both ways and on to the diagnosis service. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like; anything else (too long, odd characters) is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming `X-Request-Id` when it is well formed, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify options: the id comes from requestIdOf (not taken as it is); Fastify logs it as `reqId`. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;

/** Every answer carries its request's id, errors and forwarded answers included. */
export function echoRequestId(app: FastifyInstance): void {
  // a callback hook: no promise per request
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
}
