import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ success: z.boolean(), status: z.string(), database: z.string().optional() });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // liveness: the process answers; deliberately touches nothing else
  app.get('/api/health', { schema: { tags: ['operations'], response: { 200: statusSchema } } }, async () => ({
    success: true,
    status: 'ok',
  }));

  // readiness: the database answers
  app.get(
    '/api/ready',
    { schema: { tags: ['operations'], response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { success: true, status: 'ready', database: app.database.kind };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return reply.code(503).send({ success: false, status: 'unavailable', database: app.database.kind });
      }
    },
  );
}
