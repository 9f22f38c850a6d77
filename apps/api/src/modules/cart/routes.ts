import {
  cartItemBodySchema,
  cartLineParamsSchema,
  cartMergeBodySchema,
  cartMergeResponseSchema,
  cartResponseSchema,
  errorResponses,
  routes,
  userIdParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as service from './service.js';

const tags = ['cart'];
const errors = errorResponses();

/** The signed-in user's cart (`routes.shop.cart`). */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };

  onRoute(
    app,
    routes.shop.cart.add,
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('cart.added'),
      data: await service.addToCart(app.db, request.body, request.answerLanguage()),
    }),
  );

  onRoute(
    app,
    routes.shop.cart.get,
    { ...self, schema: { tags, params: userIdParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.getCart(app.db, request.params.userId, request.answerLanguage()),
    }),
  );

  onRoute(
    app,
    routes.shop.cart.remove,
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

  onRoute(
    app,
    routes.shop.cart.update,
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('cart.updated'),
      data: await service.updateCartLine(app.db, request.body, request.answerLanguage()),
    }),
  );

  onRoute(
    app,
    routes.shop.cart.merge,
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
