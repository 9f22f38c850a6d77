import {
  adviceFieldsSchema,
  cultivationEntrySchema,
  cultivationFieldsSchema,
  errorResponseSchema,
  expertAdviceSchema,
  featureAddBodySchema,
  featureSchema,
  idParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { removeImage } from '../uploads/service.js';
import { registerEntryRoutes } from './entry-routes.js';
import { toAdvice, toCultivation, toFeature } from './mapper.js';
import * as repo from './repository.js';

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  };

  app.get(
    '/api/common/feature/get',
    {
      schema: {
        tags: ['features'],
        response: { 200: z.object({ success: z.literal(true), data: z.array(featureSchema) }) },
      },
    },
    async () => ({ success: true as const, data: (await repo.listFeatures(app.db)).map(toFeature) }),
  );

  app.post(
    '/api/common/feature/add',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['features'],
        body: featureAddBodySchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string(), data: featureSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const data = toFeature(await repo.insertFeature(app.db, request.body.image));
      return reply.code(201).send({ success: true as const, message: 'Feature image added successfully', data });
    },
  );

  app.delete(
    '/api/common/feature/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['features'],
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const removed = await repo.deleteFeature(app.db, request.params.id);
      if (!removed) throw notFound('Feature image not found');
      await removeImage(app.storage, removed.image).catch((err) => request.log.warn({ err }, 'image not removed'));
      return { success: true as const, message: 'Feature image deleted successfully', id: removed.id };
    },
  );

  registerEntryRoutes(app, {
    base: '/api/common/expertAdvice',
    tag: 'expert advice',
    folder: 'advice',
    listKey: 'expertAdvice',
    updateKey: 'expertAdvice',
    fields: adviceFieldsSchema,
    wire: expertAdviceSchema,
    notFoundMessage: 'Expert advice not found',
    list: async (a) => (await repo.listAdvice(a.db)).map(toAdvice),
    find: async (a, id) => {
      const row = await repo.findAdvice(a.db, id);
      return row && toAdvice(row);
    },
    insert: async (a, f, path) => toAdvice(await repo.insertAdvice(a.db, { ...f, path })),
    update: async (a, id, f, path) => {
      const row = await repo.updateAdvice(a.db, id, defined({ ...f, path }));
      return row && toAdvice(row);
    },
    remove: async (a, id) => {
      const row = await repo.deleteAdvice(a.db, id);
      return row && toAdvice(row);
    },
  });

  registerEntryRoutes(app, {
    base: '/api/common/scm',
    tag: 'scientific cultivation',
    folder: 'cultivation',
    listKey: 'scientificCultivationMethods',
    updateKey: 'scientificCultivationMethods',
    fields: cultivationFieldsSchema,
    wire: cultivationEntrySchema,
    notFoundMessage: 'Cultivation entry not found',
    list: async (a) => (await repo.listCultivation(a.db)).map(toCultivation),
    find: async (a, id) => {
      const row = await repo.findCultivation(a.db, id);
      return row && toCultivation(row);
    },
    insert: async (a, f, path) =>
      toCultivation(await repo.insertCultivation(a.db, { cropName: f.crop_name, description: f.description, path })),
    update: async (a, id, f, path) => {
      const row = await repo.updateCultivation(
        a.db,
        id,
        defined({ cropName: f.crop_name, description: f.description, path }),
      );
      return row && toCultivation(row);
    },
    remove: async (a, id) => {
      const row = await repo.deleteCultivation(a.db, id);
      return row && toCultivation(row);
    },
  });
}
