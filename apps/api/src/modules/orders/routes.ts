import {
  captureBodySchema,
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
  orderCancelBodySchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusBodySchema,
  userIdParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captureOrder } from './capture.js';
import * as service from './service.js';

const errors = errorResponses(409);
const paymentErrors = { 402: errorResponseSchema, 502: errorResponseSchema };
const tags = ['orders'];

/** The shopper's orders: checkout, payment return, history; registered under `/api/shop/order`. */
export async function ordersRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const signedIn = { onRequest: app.authenticate };
  const urls = { returnUrl: `${opts.publicUrl}/shop/paypal-return`, cancelUrl: `${opts.publicUrl}/shop/checkout` };
  // every change takes units off the shelf or puts them back: the catalog shows it before the buyer is answered
  const refreshCatalog = () => app.catalogCache.invalidate();

  app.post(
    '/create',
    {
      ...self,
      schema: {
        tags,
        description:
          'Creates the order from the signed-in user’s cart and the address `addressInfo.addressId`; ' +
          'client-sent lines, prices, totals and statuses are ignored.',
        body: orderCreateBodySchema,
        response: { 201: orderCreateResponseSchema, ...paymentErrors, ...errors },
      },
    },
    async (request, reply) => {
      // the approval page the buyer is sent to speaks the language of this request
      const input = {
        userId: request.user.id,
        addressId: request.body.addressInfo?.addressId,
        language: request.answerLanguage(),
      };
      const result = await service.createOrder(app.db, app.payments, input, urls).finally(refreshCatalog);
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/capture',
    {
      ...signedIn,
      schema: { tags, body: captureBodySchema, response: { 200: orderResponseSchema, ...paymentErrors, ...errors } },
    },
    async (request) => {
      // a hold that had run out may have been taken again
      const data = await captureOrder(app.db, app.payments, request.user.id, request.body).finally(refreshCatalog);
      return { success: true as const, message: request.t('order.confirmed'), data };
    },
  );

  app.post(
    '/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Gives up the signed-in user’s unpaid order (the buyer left the payment page): its units go back on ' +
          'the shelf at once. An order already paid, or being paid, is returned unchanged.',
        body: orderCancelBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.cancelOrder(app.db, request.user.id, request.body.orderId).finally(refreshCatalog);
      return { success: true as const, message: request.t('order.cancelled'), data };
    },
  );

  app.get(
    '/list/:userId',
    { ...self, schema: { tags, params: userIdParamsSchema, response: { 200: orderListResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await service.listOrders(app.db, request.params.userId) }),
  );

  app.get(
    '/details/:orderId',
    { ...signedIn, schema: { tags, params: orderIdParamsSchema, response: { 200: orderResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.getOrder(app.db, request.params.orderId, request.user.id),
    }),
  );
}

/** Every order, for the back office; registered under `/api/admin/orders`. */
export async function adminOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin orders'];

  app.get(
    '/get',
    { ...admin, schema: { tags: adminTags, response: { 200: orderListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: await service.listOrders(app.db) }),
  );

  app.get(
    '/details/:id',
    {
      ...admin,
      schema: { tags: adminTags, params: idParamsSchema, response: { 200: orderResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.getOrder(app.db, request.params.id) }),
  );

  app.put(
    '/update/:id',
    {
      ...admin,
      schema: {
        tags: adminTags,
        params: idParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('order.statusUpdated'),
      data: await service.updateOrderStatus(app.db, request.params.id, request.body.orderStatus),
    }),
  );
}
