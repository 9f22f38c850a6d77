import {
  errorResponses,
  mailDetailResponseSchema,
  mailIdParamsSchema,
  mailListResponseSchema,
  mailStatusResponseSchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { notFound } from '../../lib/errors.js';
import { listWrittenMails, readWrittenMail } from './transport.js';

const tags = ['admin mail'];

/**
 * The mails written to files, for the back office (`routes.admin.mail`). The list
 * and the mails answer only when mail goes to files (no SMTP_URL) and the shop is not in
 * production (`listed`); elsewhere they answer 404. The status says which, for the admin menu.
 */
export async function adminMailRoutes(fastify: FastifyInstance, opts: { dir: string; listed: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  onRoute(
    app,
    routes.admin.mail.status,
    {
      ...admin,
      schema: {
        tags,
        description: 'Whether the written mails can be listed here (no SMTP server, not production).',
        response: { 200: mailStatusResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ success: true as const, data: { listed: opts.listed } }),
  );
  if (!opts.listed) return;

  onRoute(
    app,
    routes.admin.mail.list,
    {
      ...admin,
      schema: {
        tags,
        description: 'The mails written to DATA_DIR/mail/ (no SMTP server configured), newest first.',
        response: { 200: mailListResponseSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await listWrittenMails(opts.dir) };
    },
  );

  onRoute(
    app,
    routes.admin.mail.get,
    {
      ...admin,
      schema: { tags, params: mailIdParamsSchema, response: { 200: mailDetailResponseSchema, ...errorResponses() } },
    },
    async (request, reply) => {
      const mail = await readWrittenMail(opts.dir, request.params.id);
      if (!mail) throw notFound('mail.notFound');
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: mail };
    },
  );
}
