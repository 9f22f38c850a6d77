import {
  diagnosisHistoryClearResponseSchema,
  diagnosisHistoryEntryResponseSchema,
  diagnosisHistoryListResponseSchema,
  diagnosisHistoryParamsSchema,
  errorResponses,
  messageResponseSchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as service from './service.js';

const tags = ['diagnosis'];
const errors = errorResponses();

/**
 * The signed-in user's past diagnoses (`routes.diagnosis.history`). Entries are
 * written only by the diagnosis proxy, when an analysis succeeds; another user's id answers 404.
 */
export async function diagnosisHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const context = (request: { log: FastifyInstance['log'] }) => ({
    db: app.db,
    storage: app.storage,
    log: request.log,
  });

  onRoute(
    app,
    routes.diagnosis.history.list,
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The signed-in user’s last 50 diagnoses, newest first.',
        response: { 200: diagnosisHistoryListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.listHistory(app.db, request.user.id) }),
  );

  onRoute(
    app,
    routes.diagnosis.history.get,
    {
      ...signedIn,
      schema: {
        tags,
        description: 'One of the signed-in user’s diagnoses, with the answer as it was given.',
        params: diagnosisHistoryParamsSchema,
        response: { 200: diagnosisHistoryEntryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getHistoryEntry(app.db, request.user.id, request.params.id),
    }),
  );

  onRoute(
    app,
    routes.diagnosis.history.remove,
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Deletes one of the signed-in user’s diagnoses and its thumbnail.',
        params: diagnosisHistoryParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteHistoryEntry(context(request), request.user.id, request.params.id);
      return { success: true as const, message: request.t('diagnosis.historyDeleted') };
    },
  );

  onRoute(
    app,
    routes.diagnosis.history.clear,
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Deletes every diagnosis of the signed-in user and their thumbnails.',
        response: { 200: diagnosisHistoryClearResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('diagnosis.historyCleared'),
      data: { deleted: await service.clearHistory(context(request), request.user.id) },
    }),
  );
}
