import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  captureBodySchema,
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
  type Order,
  orderCancelBodySchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderDocumentQuerySchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderRetryBodySchema,
  orderRetryResponseSchema,
  paymentOptionsResponseSchema,
  paymentReturnBodySchema,
  paymentReturnResponseSchema,
  routes,
  userIdParamsSchema,
} from '@farmai/contracts';
import { renderText } from '@farmai/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { sendJson } from '../../lib/send-json.js';
import type { Accounts } from './accounts.js';
import { adminStatusRoutes } from './admin-status-routes.js';
import { captureOrder } from './capture.js';
import { paymentOptions } from './cash.js';
import { type OrderLists, orderLists } from './order-lists.js';
import { paymentReturn } from './payment-return.js';
import { recheckWindow } from './reconcile.js';
import * as service from './service.js';

const errors = errorResponses(409);
const paymentErrors = { 402: errorResponseSchema, 502: errorResponseSchema };
const tags = ['orders'];

/** Sends a PDF as a download named after the order number. */
function sendPdf(reply: FastifyReply, document: { pdf: Buffer; orderNumber: string }, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}-${document.orderNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/**
 * Every order change takes units off the shelf or puts them back: the catalog shows it before the buyer is
 * answered. `movingStock` runs such a change and has the catalog read again the products it names, or
 * (should the change fail part way) whatever changed lately, as `refreshCatalog` does; `movingOrder` is
 * a change that answers the order.
 */
function stockMoves(app: App) {
  const refreshCatalog = () => app.catalogCache.invalidate();
  const movingStock = async <T>(change: Promise<T>, productsOf: (done: T) => string[]): Promise<T> => {
    try {
      const done = await change;
      await app.catalogCache.invalidate({ products: productsOf(done) });
      return done;
    } catch (err) {
      await refreshCatalog();
      throw err;
    }
  };
  const movingOrder = (change: Promise<Order>) =>
    movingStock(change, (order) => order.cartItems.map((item) => item.productId));
  return { refreshCatalog, movingStock, movingOrder };
}

/** The shopper's orders: checkout, payment return, history (`routes.shop.order`). */
export async function ordersRoutes(
  fastify: FastifyInstance,
  opts: { publicUrl: string; paymentRecheckMs: number; accounts: Accounts },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const signedIn = { onRequest: app.authenticate };
  const urls = { returnUrl: `${opts.publicUrl}/shop/paypal-return`, cancelUrl: `${opts.publicUrl}/shop/checkout` };
  const { refreshCatalog, movingStock, movingOrder } = stockMoves(app);

  onRoute(
    app,
    routes.shop.order.create,
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
        // only cash on delivery is chosen by name: anything else a client sends pays online
        paymentMethod: request.body.paymentMethod === 'cod' ? ('cod' as const) : undefined,
      };
      const { productIds, ...answer } = await movingStock(
        service.createOrder(app.db, app.payments, input, urls),
        (placed) => placed.productIds,
      );
      return reply.code(201).send({ success: true as const, ...answer });
    },
  );

  onRoute(
    app,
    routes.shop.order.capture,
    {
      ...signedIn,
      schema: { tags, body: captureBodySchema, response: { 200: orderResponseSchema, ...paymentErrors, ...errors } },
    },
    async (request) => {
      // a hold that had run out may have been taken again
      const data = await movingOrder(captureOrder(app.db, app.payments, request.user.id, request.body));
      return { success: true as const, message: request.t('order.confirmed'), data };
    },
  );

  onRoute(
    app,
    routes.shop.order.cancel,
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
      const data = await movingOrder(service.cancelOrder(app.db, request.user.id, request.body.orderId));
      return { success: true as const, message: request.t('order.cancelled'), data };
    },
  );

  historyRoutes(
    app,
    refreshCatalog,
    orderLists(app.db, {
      provider: app.payments,
      onPaid: refreshCatalog,
      recheck: recheckWindow(opts.paymentRecheckMs),
    }),
  );
  retryAndReceiptRoutes(app, urls, refreshCatalog, opts.accounts);
  returnAndOptionsRoutes(app, refreshCatalog);
}

/** The shopper's orders and one order's details; reading them may find a payment settled. */
function historyRoutes(app: App, refreshCatalog: () => Promise<void>, lists: OrderLists) {
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const signedIn = { onRequest: app.authenticate };
  onRoute(
    app,
    routes.shop.order.list,
    { ...self, schema: { tags, params: userIdParamsSchema, response: { 200: orderListResponseSchema, ...errors } } },
    // the list as last sent while the buyer's orders are unchanged; the phone's copy is checked by its ETag (304)
    async (request, reply) => {
      // the route's own serializer (its response schema), as for an answer not kept: the same bytes either way
      const serialize = (data: Order[]) => reply.serialize({ success: true, data }) as string;
      const json = await lists.answer(request.params.userId, serialize);
      return sendJson(request, reply, json, { private: true });
    },
  );

  onRoute(
    app,
    routes.shop.order.details,
    { ...signedIn, schema: { tags, params: orderIdParamsSchema, response: { 200: orderResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.getOrder(app.db, request.params.orderId, {
        userId: request.user.id,
        provider: app.payments,
        onPaid: refreshCatalog,
      }),
    }),
  );
}

/** The payment return page's question, and how the buyer may pay. */
function returnAndOptionsRoutes(app: App, refreshCatalog: () => void) {
  const signedIn = { onRequest: app.authenticate };
  onRoute(
    app,
    routes.shop.order.paymentReturn,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Where the signed-in buyer’s order of a provider’s payment stands (`paymentId` or PayPal’s `token`, and ' +
          '`PayerID`, from the return URL), read from the server whichever tab or device asks: an approved payment ' +
          'is captured first (idempotent: never twice). `paid`, `pending` (ask again shortly) or `failed` with why.',
        body: paymentReturnBodySchema,
        response: { 200: paymentReturnResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { reason, ...answer } = await paymentReturn(app.db, app.payments, request.user.id, request.body).finally(
        refreshCatalog,
      );
      const message = reason ? { message: renderText(reason, request.answerLanguage()) } : {};
      return { success: true as const, data: { ...answer, ...message } };
    },
  );

  onRoute(
    app,
    routes.shop.order.paymentOptions,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'How the signed-in buyer may pay for the cart as it is now: cash on delivery when the shop offers it, its ' +
          'fee and maximum, and whether this cart is within it.',
        response: { 200: paymentOptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await paymentOptions(app.db, request.user.id) }),
  );
}

/** The app with the zod type provider. */
type App = ReturnType<typeof typed>;
const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();

/** The shopper's pending payment retried, and the receipt PDF. */
function retryAndReceiptRoutes(app: App, urls: service.CheckoutUrls, refreshCatalog: () => void, accounts: Accounts) {
  const signedIn = { onRequest: app.authenticate };
  onRoute(
    app,
    routes.shop.order.retry,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'A new approval page for the signed-in user’s order whose payment is pending (or whose hold ran out): ' +
          'its units are held again and the provider opens another payment. 409 when it was paid meanwhile, or ' +
          'can no longer be paid (cancelled, refunded, a capture under way).',
        body: orderRetryBodySchema,
        response: { 200: orderRetryResponseSchema, ...paymentErrors, ...errors },
      },
    },
    async (request) => {
      const input = { userId: request.user.id, orderId: request.body.orderId, language: request.answerLanguage() };
      const result = await service.retryPayment(app.db, app.payments, input, urls).finally(refreshCatalog);
      return { success: true as const, ...result };
    },
  );

  onRoute(
    app,
    routes.shop.order.receipt,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The order’s receipt as a PDF (application/pdf): number, date, buyer, address, lines with unit prices ' +
          'and line totals, totals, payment method and status. The buyer’s own orders; an admin’s any.',
        params: orderIdParamsSchema,
        querystring: orderDocumentQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await service.orderDocument(app.db, 'receipt', request.params.orderId, {
        ...(request.user.role === 'admin' ? {} : { userId: request.user.id }),
        language: request.query.lang ?? request.answerLanguage(),
        accounts,
      });
      return sendPdf(reply, document, 'receipt');
    },
  );
}

/** Every order, for the back office (`routes.admin.orders`). */
/**
 * The back office's order routes. `accounts` names the buyers and admins (the auth module's
 * `accountNames`, handed over by the app).
 */
export async function adminOrdersRoutes(
  fastify: FastifyInstance,
  opts: { statusMailDelaySeconds: number; accounts: Accounts },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin orders'];

  onRoute(
    app,
    routes.admin.orders.list,
    {
      ...admin,
      schema: {
        tags: adminTags,
        description:
          'Every order, newest first, with the buyer’s name and e-mail. `q` finds an order number, a name, an ' +
          'e-mail or a phone number; `status`, `paymentStatus`, `from` and `to` (days, inclusive) filter; ' +
          '`page` and `limit` page the list.',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.searchOrders(app.db, request.query, opts.accounts)),
    }),
  );

  onRoute(
    app,
    routes.admin.orders.details,
    {
      ...admin,
      schema: { tags: adminTags, params: idParamsSchema, response: { 200: orderResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.getOrder(app.db, request.params.id, { accounts: opts.accounts }),
    }),
  );

  adminStatusRoutes(app, opts.statusMailDelaySeconds, opts.accounts);
  documentRoutes(app, opts.accounts);
}

/** The packing slip for the back office. */
function documentRoutes(app: App, accounts: Accounts) {
  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin orders'];
  onRoute(
    app,
    routes.admin.orders.packingSlip,
    {
      ...admin,
      schema: {
        tags: adminTags,
        description:
          'The order’s packing slip as a PDF (application/pdf): the lines and quantities and the address; no prices.',
        params: idParamsSchema,
        querystring: orderDocumentQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const document = await service.orderDocument(app.db, 'packingSlip', request.params.id, {
        language: request.query.lang ?? request.answerLanguage(),
        accounts,
      });
      return sendPdf(reply, document, 'packing-slip');
    },
  );
}
