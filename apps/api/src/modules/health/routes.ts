import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const READY_TIMEOUT_MS = 1_500;

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
      let timer: NodeJS.Timeout | undefined;
      try {
        // a database that does not answer makes the replica unready, within the probe's patience
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('Database did not answer within 1.5 s')), READY_TIMEOUT_MS);
          }),
        ]);
        return { success: true, status: 'ready', database: app.database.kind };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        reply.header('retry-after', '5');
        return reply.code(503).send({ success: false, status: 'unavailable', database: app.database.kind });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
