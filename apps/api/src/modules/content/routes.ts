import {
  adminCultivationListResponseSchema,
  adminExpertAdviceListResponseSchema,
  adminFeatureListResponseSchema,
  adviceFieldsSchema,
  cultivationFieldsSchema,
  cultivationListResponseSchema,
  cultivationResponseSchema,
  cultivationUpdateResponseSchema,
  deletedResponseSchema,
  errorResponses,
  expertAdviceListResponseSchema,
  expertAdviceResponseSchema,
  expertAdviceUpdateResponseSchema,
  featureAddBodySchema,
  featureListResponseSchema,
  featureResponseSchema,
  featureUpdateBodySchema,
  idParamsSchema,
  languageFromHeader,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { registerEntryRoutes } from './entry-routes.js';
import * as service from './service.js';

const errors = errorResponses();

/** The home page's banners (docs/product/wire.md#uploads-and-content), in the request's language. */
function featureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['features'];

  onRoute(
    app,
    routes.common.feature.list,
    { schema: { tags, response: { 200: featureListResponseSchema } } },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      const language = languageFromHeader(request.headers['accept-language']);
      return { success: true as const, data: await service.listFeatures(app.db, language) };
    },
  );

  onRoute(
    app,
    routes.common.feature.translations,
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: adminFeatureListResponseSchema, ...errors } } },
    async () => ({ success: true as const, data: await service.listAdminFeatures(app.db) }),
  );

  onRoute(
    app,
    routes.common.feature.add,
    {
      onRequest: app.requireAdmin,
      schema: { tags, body: featureAddBodySchema, response: { 201: featureResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await service.addFeature(app.db, request.body);
      return reply.code(201).send({ success: true as const, message: request.t('feature.added'), data });
    },
  );

  onRoute(
    app,
    routes.common.feature.update,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: featureUpdateBodySchema,
        response: { 200: featureResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateFeature(app.db, app.storage, request.params.id, request.body, request.log),
    }),
  );

  onRoute(
    app,
    routes.common.feature.remove,
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } },
    },
    async (request) => {
      const id = await service.deleteFeature(app.db, app.storage, request.params.id, request.log);
      return { success: true as const, message: request.t('feature.deleted'), id };
    },
  );
}

/** Banners, expert advice and cultivation guides (`routes.common`). */
export async function contentRoutes(app: FastifyInstance) {
  featureRoutes(app);

  registerEntryRoutes(app, {
    routes: routes.common.expertAdvice,
    tag: 'expert advice',
    kind: service.adviceKind,
    fields: adviceFieldsSchema,
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    responses: {
      list: expertAdviceListResponseSchema,
      adminList: adminExpertAdviceListResponseSchema,
      created: expertAdviceResponseSchema,
      updated: expertAdviceUpdateResponseSchema,
    },
  });

  registerEntryRoutes(app, {
    routes: routes.common.scm,
    tag: 'scientific cultivation',
    kind: service.cultivationKind,
    fields: cultivationFieldsSchema,
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    responses: {
      list: cultivationListResponseSchema,
      adminList: adminCultivationListResponseSchema,
      created: cultivationResponseSchema,
      updated: cultivationUpdateResponseSchema,
    },
  });
}
