import { errorResponseSchema, routes, uploadResponseSchema } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { badRequest } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { storeImage } from './service.js';

/** The admin's picture uploads (`routes.admin.products.uploadImage`). */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  onRoute(
    app,
    routes.admin.products.uploadImage,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin products'],
        description: 'multipart/form-data with the image under the field my_file (JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const form = await readMultipart(request, 'my_file');
      if (!form.file) throw badRequest('upload.fileRequired');
      const url = await storeImage(app.storage, 'products', form.file.buffer);
      return { success: true as const, result: { url } };
    },
  );
}
