import { errorResponseSchema, newsletterBodySchema, newsletterResponseSchema, routes } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as service from './service.js';

/** Subscribing to the newsletter (`routes.common.newsletter`). */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  onRoute(
    app,
    routes.common.newsletter.subscribe,
    {
      schema: {
        tags: ['newsletter'],
        description:
          'Public. Subscribes an e-mail address; a repeated address (any letter case) gets the same answer and no second row.',
        body: newsletterBodySchema,
        response: {
          200: newsletterResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await service.subscribe(app.db, app.counters, request.ip, request.body.email);
      return { success: true as const, message: request.t('newsletter.subscribed') };
    },
  );
}
