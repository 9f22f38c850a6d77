import {
  cashPaymentBodySchema,
  errorResponses,
  idParamsSchema,
  orderCorrectionBodySchema,
  orderResponseSchema,
  orderStatusBodySchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import type { Accounts } from './accounts.js';
import { changeStatusByAdmin } from './admin-status.js';
import { refund } from './capture.js';
import { settleCash } from './cash.js';
import type { OrderRow } from './repository.js';
import * as service from './service.js';

const errors = errorResponses(409);

/** The app with the zod type provider. */
type App = ReturnType<typeof typed>;
const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();

/** The back office's status changes: a step forward, or a correction back with its reason. */
export function adminStatusRoutes(app: App, delaySeconds: number, accounts: Accounts) {
  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin orders'];
  // rejecting a paid order owes a refund: asked for at once (the settling tries again if the provider fails)
  // and its units are back on the shelf: the catalog shows them before the admin is answered
  const settle = async (row: OrderRow) => {
    if (row.stockState === 'released') await app.catalogCache.invalidate();
    if (row.paymentStatus === 'refundPending' && row.captureId) await refund(app.db, app.payments, row);
  };

  onRoute(
    app,
    routes.admin.orders.update,
    {
      ...admin,
      schema: {
        tags: adminTags,
        description:
          'Moves the order one or more steps forward (pending → confirmed → inProcess → inShipping → delivered), ' +
          'or rejects it before it ships (a paid one is refunded). Anything else, a move back included, is 409 ' +
          'with the statuses named. The buyer is mailed once, ORDER_STATUS_MAIL_DELAY_SECONDS after the last change.',
        params: idParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = { adminId: request.user.id };
      await settle(await changeStatusByAdmin(app.db, request.params.id, request.body.orderStatus, actor, delaySeconds));
      return {
        success: true as const,
        message: request.t('order.statusUpdated'),
        data: await service.getOrder(app.db, request.params.id, { accounts }),
      };
    },
  );

  onRoute(
    app,
    routes.admin.orders.correct,
    {
      ...admin,
      schema: {
        tags: adminTags,
        description:
          'Corrects the order back to an earlier status, with the reason (required), kept with the admin’s name ' +
          'in `statusChanges`; the buyer’s timeline shows the corrected state without it. 409 for a status that ' +
          'is not earlier, or `pending` for a paid order.',
        params: idParamsSchema,
        body: orderCorrectionBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = { adminId: request.user.id, reason: request.body.reason };
      await changeStatusByAdmin(app.db, request.params.id, request.body.orderStatus, actor, delaySeconds);
      return {
        success: true as const,
        message: request.t('order.statusCorrected'),
        data: await service.getOrder(app.db, request.params.id, { accounts }),
      };
    },
  );

  cashRoutes(app, delaySeconds);
}

/** A cash-on-delivery order settled at delivery: paid, or rejected and its units back on the shelf. */
function cashRoutes(app: App, delaySeconds: number) {
  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin orders'];
  onRoute(
    app,
    routes.admin.orders.cash,
    {
      ...admin,
      schema: {
        tags: adminTags,
        description:
          'Settles a cash-on-delivery order at delivery: `paid` (the money was taken; its units are sold) or ' +
          '`rejected` (not paid: the order is rejected and its units go back on the shelf; like any rejection, not ' +
          'once it has shipped). 409 for an order not paid in cash, or already settled the other way.',
        params: idParamsSchema,
        body: cashPaymentBodySchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = { adminId: request.user.id };
      const data = await settleCash(app.db, request.params.id, request.body.outcome, actor, delaySeconds).finally(() =>
        app.catalogCache.invalidate(),
      );
      const message = request.t(request.body.outcome === 'paid' ? 'order.cashPaid' : 'order.cashRejected');
      return { success: true as const, message, data };
    },
  );
}
