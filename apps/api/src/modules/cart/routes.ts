import {
  cartItemBodySchema,
  cartLineParamsSchema,
  cartMergeBodySchema,
  cartMergeResponseSchema,
  cartResponseSchema,
  errorResponses,
  userIdParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './service.js';

const tags = ['cart'];
const errors = errorResponses();

/** The signed-in user's cart; registered under `/api/shop/cart`. */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };

  app.post(
    '/add',
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('cart.added'),
      data: await service.addToCart(app.db, request.body, request.answerLanguage()),
    }),
  );

  app.get(
    '/get/:userId',
    { ...self, schema: { tags, params: userIdParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.getCart(app.db, request.params.userId, request.answerLanguage()),
    }),
  );

  app.delete(
    '/:userId/:productId',
    { ...self, schema: { tags, params: cartLineParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('cart.deleted'),
      data: await service.removeCartLine(
        app.db,
        request.params.userId,
        request.params.productId,
        request.answerLanguage(),
      ),
    }),
  );

  app.put(
    '/update-cart',
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('cart.updated'),
      data: await service.updateCartLine(app.db, request.body, request.answerLanguage()),
    }),
  );

  app.post(
    '/merge',
    { ...self, schema: { tags, body: cartMergeBodySchema, response: { 200: cartMergeResponseSchema, ...errors } } },
    async (request) => {
      const { cart, notices } = await service.mergeCart(app.db, request.body, request.answerLanguage());
      return {
        success: true as const,
        message: request.t('cart.merged'),
        data: cart,
        notices,
      };
    },
  );
}
