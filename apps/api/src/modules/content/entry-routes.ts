import {
  type ContentRoutes,
  deletedResponseSchema,
  type EntryStatus,
  errorResponses,
  idParamsSchema,
  languageFromHeader,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { onRoute } from '../../lib/define-route.js';
import { readMultipart } from '../../lib/multipart.js';
import * as service from './service.js';

/**
 * The HTTP face of one entry kind (docs/product/wire.md#uploads-and-content): a public list in the
 * request's language, the admin's list with every translation, and admin add/update/delete through
 * a multipart form whose optional `image` goes through the upload pipeline. The kinds differ in
 * their routes, the keys their list and updated entry are sent under, and their text fields.
 */
export interface EntryRoutes<
  Fields extends Record<string, unknown> & { status?: EntryStatus },
  Wire extends service.EntryWire,
  Read = unknown,
> {
  /** The kind's routes (`routes.common.scm`, `routes.common.expertAdvice`). */
  routes: ContentRoutes;
  tag: string;
  kind: service.EntryKind<Fields, Wire, Read>;
  fields: z.ZodType<Fields>;
  listKey: string;
  updateKey: string;
  responses: { list: z.ZodType; adminList: z.ZodType; created: z.ZodType; updated: z.ZodType };
}

const errors = errorResponses(413, 415);

const multipartDoc = 'multipart/form-data; the image (JPEG, PNG or WebP, at most 5 MB) is optional';

export function registerEntryRoutes<
  F extends Record<string, unknown> & { status?: EntryStatus },
  W extends service.EntryWire,
  R,
>(fastify: FastifyInstance, entries: EntryRoutes<F, W, R>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { routes, kind } = entries;
  const tags = [entries.tag];

  /** Parses the text fields; only the fields that were sent count on update. */
  const parseFields = (raw: Record<string, string>, partial: boolean): Partial<F> => {
    const parsed = entries.fields.parse(raw) as F;
    if (!partial) return parsed;
    return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in raw)) as Partial<F>;
  };

  onRoute(app, routes.list, { schema: { tags, response: { 200: entries.responses.list } } }, async (request, reply) => {
    reply.header('vary', 'accept-language');
    const language = languageFromHeader(request.headers['accept-language']);
    return { success: true as const, [entries.listKey]: await kind.list(app.db, language) };
  });

  onRoute(
    app,
    routes.translations,
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: entries.responses.adminList, ...errors } } },
    async () => ({ success: true as const, [entries.listKey]: await kind.listAdmin(app.db) }),
  );

  onRoute(
    app,
    routes.add,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        response: { 201: entries.responses.created, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, 'image');
      const fields = parseFields(form.fields, false) as F;
      const data = await service.addEntry(app.db, app.storage, kind, fields, form.file?.buffer);
      return reply.code(201).send({ success: true as const, message: request.t('entry.added'), data });
    },
  );

  onRoute(
    app,
    routes.update,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: entries.responses.updated, ...errors },
      },
    },
    async (request) => {
      // an unknown id is answered before the form is read
      const existing = await service.getEntry(app.db, kind, request.params.id);
      const form = await readMultipart(request, 'image');
      const change = { fields: parseFields(form.fields, true), image: form.file?.buffer };
      const updated = await service.updateEntry(app.db, app.storage, kind, existing, change, request.log);
      return { success: true as const, message: request.t('entry.updated'), [entries.updateKey]: updated };
    },
  );

  onRoute(
    app,
    routes.remove,
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } },
    },
    async (request) => {
      const removed = await service.deleteEntry(app.db, app.storage, kind, request.params.id, request.log);
      return { success: true as const, message: request.t('entry.deleted'), id: removed._id };
    },
  );
}
