import { healthResponseSchema, routes } from '@farmai/contracts';
import type { Drain } from '@farmai/server-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { databaseAnswers } from './service.js';

/**
 * Liveness and readiness (`routes.operations`); `currency` is the shop's (SHOP_CURRENCY), told to the web app by the health check;
 * `drain` says when the server is stopping.
 */
export async function healthRoutes(fastify: FastifyInstance, opts: { currency: string; drain: Drain }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // liveness: the process answers; deliberately touches nothing else
  onRoute(
    app,
    routes.operations.health,
    { schema: { tags: ['operations'], response: { 200: healthResponseSchema } } },
    async () => ({
      success: true,
      status: 'ok',
      currency: opts.currency,
    }),
  );

  // readiness: the server is not stopping and the database answers
  onRoute(
    app,
    routes.operations.ready,
    { schema: { tags: ['operations'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      if (opts.drain.draining) {
        return reply.code(503).send({ success: false, status: 'stopping', database: app.database.kind });
      }
      try {
        await databaseAnswers(app.database);
        return { success: true, status: 'ready', database: app.database.kind };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        reply.header('retry-after', '5');
        return reply.code(503).send({ success: false, status: 'unavailable', database: app.database.kind });
      }
    },
  );
}
