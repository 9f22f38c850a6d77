import {
  captureBodySchema,
  cartUserParamsSchema,
  errorResponseSchema,
  orderCancelBodySchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  orderStatusBodySchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: orderSchema });
const many = z.object({ success: z.literal(true), data: z.array(orderSchema) });

export default async function orderRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const signedIn = { onRequest: app.authenticate };
  const admin = { onRequest: app.requireAdmin };
  const tags = ['orders'];
  const urls = { returnUrl: `${opts.publicUrl}/shop/paypal-return`, cancelUrl: `${opts.publicUrl}/shop/checkout` };

  app.post(
    '/api/shop/order/create',
    {
      ...self,
      schema: {
        tags,
        description:
          'Creates the order from the signed-in user’s cart and the address `addressInfo.addressId`; ' +
          'client-sent lines, prices, totals and statuses are ignored.',
        body: orderCreateBodySchema,
        response: { 201: orderCreateResponseSchema, 402: errorResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      let result: Awaited<ReturnType<typeof service.createOrder>>;
      try {
        result = await service.createOrder(
          app.db,
          app.payments,
          { userId: request.user.id, addressId: request.body.addressInfo?.addressId },
          urls,
        );
      } finally {
        // the order's units are off the shelf (or back on it, when it could not be made): the
        // catalog shows it before the buyer is answered
        await app.catalogCache.invalidate();
      }
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/api/shop/order/capture',
    {
      ...signedIn,
      schema: {
        tags,
        body: captureBodySchema,
        response: { 200: one, 402: errorResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const data = await service.captureOrder(app.db, app.payments, request.user.id, request.body);
        return { success: true as const, message: 'Order confirmed', data };
      } finally {
        // a hold that had run out may have been taken again
        await app.catalogCache.invalidate();
      }
    },
  );

  app.post(
    '/api/shop/order/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Gives up the signed-in user’s unpaid order (the buyer left the payment page): its units go back on ' +
          'the shelf at once. An order already paid, or being paid, is returned unchanged.',
        body: orderCancelBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      try {
        const data = await service.cancelOrder(app.db, request.user.id, request.body.orderId);
        return { success: true as const, message: 'Order cancelled', data };
      } finally {
        await app.catalogCache.invalidate();
      }
    },
  );

  app.get(
    '/api/shop/order/list/:userId',
    { ...self, schema: { tags, params: cartUserParamsSchema, response: { 200: many, ...errors } } },
    async (request) => ({ success: true as const, data: await service.listOrders(app.db, request.params.userId) }),
  );

  app.get(
    '/api/shop/order/details/:orderId',
    { ...signedIn, schema: { tags, params: orderIdParamsSchema, response: { 200: one, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.getOrder(app.db, request.params.orderId, request.user.id),
    }),
  );

  const adminTags = ['admin orders'];
  app.get(
    '/api/admin/orders/get',
    { ...admin, schema: { tags: adminTags, response: { 200: many, ...errors } } },
    async () => ({
      success: true as const,
      data: await service.listOrders(app.db),
    }),
  );

  app.get(
    '/api/admin/orders/details/:id',
    {
      ...admin,
      schema: { tags: adminTags, params: z.object({ id: z.string().max(100) }), response: { 200: one, ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.getOrder(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/orders/update/:id',
    {
      ...admin,
      schema: {
        tags: adminTags,
        params: z.object({ id: z.string().max(100) }),
        body: orderStatusBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Order status is updated successfully!',
      data: await service.updateOrderStatus(app.db, request.params.id, request.body.orderStatus),
    }),
  );
}
