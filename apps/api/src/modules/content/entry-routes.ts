import { errorResponseSchema, idParamsSchema } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { removeImage, storeImage, type UploadFolder } from '../uploads/service.js';

/**
 * Expert advice and cultivation guides behave the same way: a public list, and
 * admin add/update/delete through a multipart form whose optional `image` goes
 * through the upload pipeline. Only their names and text fields differ.
 */
export interface EntryKind<Fields extends Record<string, string>, Wire extends { _id: string; path: string }> {
  base: string;
  tag: string;
  folder: UploadFolder;
  listKey: string;
  updateKey: string;
  fields: z.ZodType<Fields>;
  wire: z.ZodType<Wire>;
  notFoundMessage: string;
  list(app: FastifyInstance): Promise<Wire[]>;
  find(app: FastifyInstance, id: string): Promise<Wire | undefined>;
  insert(app: FastifyInstance, fields: Fields, path: string): Promise<Wire>;
  update(
    app: FastifyInstance,
    id: string,
    fields: Partial<Fields>,
    path: string | undefined,
  ): Promise<Wire | undefined>;
  remove(app: FastifyInstance, id: string): Promise<Wire | undefined>;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

export function registerEntryRoutes<F extends Record<string, string>, W extends { _id: string; path: string }>(
  fastify: FastifyInstance,
  kind: EntryKind<F, W>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = [kind.tag];
  const multipartDoc = 'multipart/form-data; the image (JPEG, PNG or WebP, at most 5 MB) is optional';

  /** Parses the text fields; only the fields that were sent count on update. */
  const parseFields = (raw: Record<string, string>, partial: boolean): Partial<F> => {
    const parsed = kind.fields.parse(raw) as F;
    if (!partial) return parsed;
    return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in raw)) as Partial<F>;
  };

  app.get(
    kind.base,
    { schema: { tags, response: { 200: z.object({ success: z.literal(true), [kind.listKey]: z.array(kind.wire) }) } } },
    async () => ({ success: true as const, [kind.listKey]: await kind.list(app) }),
  );

  app.post(
    `${kind.base}/add`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ success: z.literal(true), message: z.string(), data: kind.wire }), ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, 'image');
      const fields = parseFields(form.fields, false) as F;
      const path = form.file ? await storeImage(app.storage, kind.folder, form.file.buffer) : '';
      const data = await kind.insert(app, fields, path);
      return reply.code(201).send({ success: true as const, message: 'Entry added successfully', data });
    },
  );

  app.put(
    `${kind.base}/:id`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), [kind.updateKey]: kind.wire }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await kind.find(app, id);
      if (!existing) throw notFound(kind.notFoundMessage);
      const form = await readMultipart(request, 'image');
      const fields = parseFields(form.fields, true);
      const path = form.file ? await storeImage(app.storage, kind.folder, form.file.buffer) : undefined;
      const updated = await kind.update(app, id, fields, path);
      if (!updated) throw notFound(kind.notFoundMessage);
      if (path && existing.path !== path) {
        await removeImage(app.storage, existing.path).catch((err) =>
          request.log.warn({ err }, 'old image not removed'),
        );
      }
      return { success: true as const, message: 'Entry updated successfully', [kind.updateKey]: updated };
    },
  );

  app.delete(
    `${kind.base}/:id`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const removed = await kind.remove(app, request.params.id);
      if (!removed) throw notFound(kind.notFoundMessage);
      await removeImage(app.storage, removed.path).catch((err) => request.log.warn({ err }, 'image not removed'));
      return { success: true as const, message: 'Entry deleted successfully', id: removed._id };
    },
  );
}
