import {
  errorResponseSchema,
  reviewBodySchema,
  reviewListResponseSchema,
  reviewProductParamsSchema,
  reviewResponseSchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as service from './service.js';

/** Product reviews (`routes.shop.review`). */
export async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  onRoute(
    app,
    routes.shop.review.add,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: 'userId and userName are taken from the session; a body value is ignored.',
        body: reviewBodySchema,
        response: {
          201: reviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.addReview(app.db, request.user, request.body);
      // the product's averageReview changed
      await app.catalogCache.invalidate({ products: [request.body.productId] });
      return reply.code(201).send({ success: true as const, message: request.t('review.added'), data });
    },
  );

  onRoute(
    app,
    routes.shop.review.list,
    { schema: { tags, params: reviewProductParamsSchema, response: { 200: reviewListResponseSchema } } },
    async (request) => ({ success: true as const, data: await service.listReviews(app.db, request.params.productId) }),
  );
}
