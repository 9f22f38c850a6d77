import {
  addressBodySchema,
  addressListResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  addressUpdateBodySchema,
  errorResponses,
  routes,
  userIdParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as service from './service.js';

const tags = ['addresses'];
const errors = errorResponses();

/** The signed-in user's delivery addresses (`routes.shop.address`). */
export async function addressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };

  onRoute(
    app,
    routes.shop.address.add,
    { ...self, schema: { tags, body: addressBodySchema, response: { 201: addressResponseSchema, ...errors } } },
    async (request, reply) => {
      const { userId, ...values } = request.body;
      const data = await service.addAddress(app.db, userId, values);
      return reply.code(201).send({ success: true as const, message: request.t('address.added'), data });
    },
  );

  onRoute(
    app,
    routes.shop.address.list,
    {
      ...self,
      schema: { tags, params: userIdParamsSchema, response: { 200: addressListResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.listAddresses(app.db, request.params.userId) }),
  );

  onRoute(
    app,
    routes.shop.address.update,
    {
      ...self,
      schema: {
        tags,
        params: addressParamsSchema,
        body: addressUpdateBodySchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('address.updated'),
      data: await service.updateAddress(app.db, request.params.userId, request.params.addressId, request.body),
    }),
  );

  onRoute(
    app,
    routes.shop.address.remove,
    { ...self, schema: { tags, params: addressParamsSchema, response: { 200: addressResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: request.t('address.deleted'),
      data: await service.deleteAddress(app.db, request.params.userId, request.params.addressId),
    }),
  );
}
