import {
  addressBodySchema,
  addressParamsSchema,
  addressSchema,
  addressUpdateBodySchema,
  cartUserParamsSchema,
  errorResponseSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.js';

const tags = ['addresses'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: addressSchema });

export default async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };

  app.post(
    '/api/shop/address/add',
    { ...self, schema: { tags, body: addressBodySchema, response: { 201: one, ...errors } } },
    async (request, reply) => {
      const { userId, ...values } = request.body;
      const data = await service.addAddress(app.db, userId, values);
      return reply.code(201).send({ success: true as const, message: 'Address added successfully', data });
    },
  );

  app.get(
    '/api/shop/address/get/:userId',
    {
      ...self,
      schema: {
        tags,
        params: cartUserParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(addressSchema) }), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.listAddresses(app.db, request.params.userId) }),
  );

  app.put(
    '/api/shop/address/update/:userId/:addressId',
    {
      ...self,
      schema: { tags, params: addressParamsSchema, body: addressUpdateBodySchema, response: { 200: one, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: 'Address updated successfully',
      data: await service.updateAddress(app.db, request.params.userId, request.params.addressId, request.body),
    }),
  );

  app.delete(
    '/api/shop/address/delete/:userId/:addressId',
    { ...self, schema: { tags, params: addressParamsSchema, response: { 200: one, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'Address deleted successfully',
      data: await service.deleteAddress(app.db, request.params.userId, request.params.addressId),
    }),
  );
}
