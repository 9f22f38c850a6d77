import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  bulkDeleteBodySchema,
  bulkDeleteResponseSchema,
  bulkStockBodySchema,
  bulkStockResponseSchema,
  errorResponses,
  productDeleteResponseSchema,
  productIdParamsSchema,
  productInputSchema,
  productUpdateSchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../../lib/define-route.js';
import { pagedAsAsked } from '../paging.js';
import * as service from './service.js';

const errors = errorResponses();

/** The admin's product table, adding and editing (docs/product/wire.md#admin-products-and-orders). */
export async function adminProductRoutes(fastify: FastifyInstance, opts: { legacyListLimit: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin products'];

  onRoute(
    app,
    routes.admin.products.add,
    { ...admin, schema: { tags, body: productInputSchema, response: { 201: adminProductResponseSchema, ...errors } } },
    async (request, reply) => {
      const data = await service.createProduct(app.db, request.body);
      await app.catalogCache.invalidate({ products: [data._id] });
      return reply.code(201).send({ success: true, message: request.t('product.added'), data });
    },
  );

  onRoute(
    app,
    routes.admin.products.list,
    {
      ...admin,
      schema: {
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listAdminProducts(app.db, pagedAsAsked(request, request.query, opts.legacyListLimit))),
    }),
  );

  onRoute(
    app,
    routes.admin.products.get,
    {
      ...admin,
      schema: { tags, params: productIdParamsSchema, response: { 200: adminProductResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.getAdminProduct(app.db, request.params.id) }),
  );

  onRoute(
    app,
    routes.admin.products.edit,
    {
      ...admin,
      schema: {
        tags,
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.updateProduct(app.db, request.params.id, request.body);
      await app.catalogCache.invalidate({ products: [request.params.id] });
      return { success: true as const, message: request.t('product.updated'), data };
    },
  );
}

/**
 * The admin's deleting (archiving a product orders name), restoring and the
 * table's bulk actions (docs/product/wire.md#admin-products-and-orders).
 */
export async function adminProductRemovalRoutes(
  fastify: FastifyInstance,
  opts: { productsInOrders: service.ProductsInOrders },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin products'];

  onRoute(
    app,
    routes.admin.products.remove,
    {
      ...admin,
      schema: { tags, params: productIdParamsSchema, response: { 200: productDeleteResponseSchema, ...errors } },
    },
    async (request) => {
      const outcome = await service.deleteProduct(app.db, request.params.id, opts.productsInOrders);
      await app.catalogCache.invalidate({ products: [request.params.id] });
      const message = request.t(outcome === 'archived' ? 'product.archived' : 'product.deleted');
      return { success: true as const, message, outcome };
    },
  );

  onRoute(
    app,
    routes.admin.products.restore,
    {
      ...admin,
      schema: { tags, params: productIdParamsSchema, response: { 200: adminProductResponseSchema, ...errors } },
    },
    async (request) => {
      const data = await service.restoreProduct(app.db, request.params.id);
      await app.catalogCache.invalidate({ products: [request.params.id] });
      return { success: true as const, message: request.t('product.restored'), data };
    },
  );

  onRoute(
    app,
    routes.admin.products.bulkDelete,
    {
      ...admin,
      schema: { tags, body: bulkDeleteBodySchema, response: { 200: bulkDeleteResponseSchema, ...errors } },
    },
    async (request) => {
      const { ids } = request.body;
      const result = await service.deleteProducts(app.db, ids, opts.productsInOrders);
      await app.catalogCache.invalidate({ products: ids });
      const message = request.t('product.bulkDeleted', {
        deleted: result.deleted.length,
        archived: result.archived.length,
      });
      return { success: true as const, message, ...result };
    },
  );

  onRoute(
    app,
    routes.admin.products.bulkStock,
    {
      ...admin,
      schema: { tags, body: bulkStockBodySchema, response: { 200: bulkStockResponseSchema, ...errors } },
    },
    async (request) => {
      const { ids, totalStock } = request.body;
      const updated = await service.setProductsStock(app.db, ids, totalStock);
      await app.catalogCache.invalidate({ products: ids });
      return { success: true as const, message: request.t('product.stockSet', { n: updated }), updated };
    },
  );
}
