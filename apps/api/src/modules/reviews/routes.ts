import { errorResponseSchema, reviewBodySchema, reviewSchema } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.js';

export default async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  app.post(
    '/api/shop/review/add',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        description: 'userId and userName are taken from the session; a body value is ignored.',
        body: reviewBodySchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), data: reviewSchema }),
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
      return reply.code(201).send({ success: true as const, message: 'Review added successfully!', data });
    },
  );

  app.get(
    '/api/shop/review/:productId',
    {
      schema: {
        tags,
        params: z.object({ productId: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true), data: z.array(reviewSchema) }) },
      },
    },
    async (request) => ({ success: true as const, data: await service.listReviews(app.db, request.params.productId) }),
  );
}
