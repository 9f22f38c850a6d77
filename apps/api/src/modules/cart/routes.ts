import {
  cartItemBodySchema,
  cartLineParamsSchema,
  cartResponseSchema,
  cartUserParamsSchema,
  errorResponseSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './service.js';

const tags = ['cart'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };

  app.post(
    '/api/shop/cart/add',
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'Product is added to cart',
      data: await service.addToCart(app.db, request.body),
    }),
  );

  app.get(
    '/api/shop/cart/get/:userId',
    { ...self, schema: { tags, params: cartUserParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await service.getCart(app.db, request.params.userId) }),
  );

  app.delete(
    '/api/shop/cart/:userId/:productId',
    { ...self, schema: { tags, params: cartLineParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'Cart item is deleted successfully',
      data: await service.removeCartLine(app.db, request.params.userId, request.params.productId),
    }),
  );

  app.put(
    '/api/shop/cart/update-cart',
    { ...self, schema: { tags, body: cartItemBodySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'Cart item is updated successfully',
      data: await service.updateCartLine(app.db, request.body),
    }),
  );
}
