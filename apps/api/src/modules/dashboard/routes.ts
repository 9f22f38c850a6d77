import { dashboardResponseSchema, errorResponseSchema, routes } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { getDashboard } from './service.js';

/** The back office's dashboard (`routes.admin.dashboard`). */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  onRoute(
    app,
    routes.admin.dashboard.get,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin dashboard'],
        description:
          'What the shop owner sees first: paid revenue and orders per UTC day for the last 30 days (zero-filled), ' +
          'orders by status, low-stock (1–9) and out-of-stock products, the 5 best sellers by units in paid orders, ' +
          'content counts and paid totals. Money in dollars.',
        response: { 200: dashboardResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getDashboard(app.db) }),
  );
}
