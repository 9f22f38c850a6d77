import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI description of every route, browsable at /api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance, opts: { publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'FarmAI API',
          description: 'Shop, content and account API of FarmAI. Mutating calls need the X-XSRF-TOKEN header.',
          version: '1.0.0',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
