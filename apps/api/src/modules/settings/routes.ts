import { errorResponses, routes, shopSettingsResponseSchema, shopSettingsSchema } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { getSettings, saveSettings } from './service.js';

/** The shop's settings in the back office (`routes.admin.settings`). */
export async function adminSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['admin settings'];

  onRoute(
    app,
    routes.admin.settings.get,
    {
      ...admin,
      schema: {
        tags,
        description: 'The shop settings: cash on delivery (on or off, its fee and the largest order total it may pay).',
        response: { 200: shopSettingsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ success: true as const, data: await getSettings(app.db) }),
  );

  onRoute(
    app,
    routes.admin.settings.save,
    {
      ...admin,
      schema: {
        tags,
        description:
          'Saves the shop settings. Cash on delivery: `fee` (dollars) is added to each cash order’s total; orders ' +
          'whose total is above `maximum` (null: no limit) cannot be paid in cash. Orders placed before keep theirs.',
        body: shopSettingsSchema,
        response: { 200: shopSettingsResponseSchema, ...errorResponses() },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.t('settings.saved'),
      data: await saveSettings(app.db, request.body),
    }),
  );
}
