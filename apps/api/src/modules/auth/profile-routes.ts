import {
  accountDeleteBodySchema,
  emailChangeBodySchema,
  errorResponses,
  messageResponseSchema,
  passwordChangeBodySchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  routes,
  userIdParamsSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { removeDiagnosisThumbnails } from '../diagnosis-history/index.js';
import * as account from './account.js';

const tags = ['profile'];

/** The signed-in user's own account (`routes.shop.profile`). `{userId}` must be the user's own (else 403). */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const errors = errorResponses(409, 429);

  onRoute(
    app,
    routes.shop.profile.get,
    { ...self, schema: { tags, params: userIdParamsSchema, response: { 200: profileResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await account.getProfile(app.db, request.params.userId) };
    },
  );

  onRoute(
    app,
    routes.shop.profile.update,
    {
      ...self,
      schema: {
        tags,
        description: 'Changes the user name and/or the language mails are written in.',
        params: userIdParamsSchema,
        body: profileUpdateBodySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await account.updateProfile(app.db, request.params.userId, request.body);
      app.refreshSessions(request.params.userId);
      return { success: true as const, message: request.t('account.profileUpdated'), data };
    },
  );

  credentialRoutes(app);

  onRoute(
    app,
    routes.shop.profile.remove,
    {
      ...self,
      schema: {
        tags,
        description:
          'Deletes the account (confirmed by the password): name, e-mail, password, addresses, cart, past diagnoses and ' +
          'sessions go; orders stay for the books under "Deleted user", without street address or phone.',
        params: userIdParamsSchema,
        body: accountDeleteBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const thumbnails = await account.deleteAccount(app.db, request.params.userId, request.body.password);
      await app.endAllSessions(request.params.userId, reply);
      await removeDiagnosisThumbnails(app.storage, thumbnails, request.log);
      return { success: true as const, message: request.t('account.deleted') };
    },
  );
}

/** Changing the e-mail address or the password, each confirmed by the current password. */
function credentialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const self = { onRequest: app.authenticate, preHandler: app.requireSelf };
  const errors = errorResponses(409, 429);

  onRoute(
    app,
    routes.shop.profile.changeEmail,
    {
      ...self,
      schema: {
        tags,
        description:
          'Asks to use another e-mail address (needs the current password). A one-time link goes to the new ' +
          'address; the address changes when it is opened. The current address is told.',
        params: userIdParamsSchema,
        body: emailChangeBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.requestEmailChange(app.db, app.counters, request.params.userId, request.body);
      return { success: true as const, message: request.t('account.emailChangeSent', { email: request.body.email }) };
    },
  );

  onRoute(
    app,
    routes.shop.profile.changePassword,
    {
      ...self,
      schema: {
        tags,
        description: 'Changes the password (needs the current one). The user’s other sessions end; this one stays.',
        params: userIdParamsSchema,
        body: passwordChangeBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await account.changePassword(app.db, request.params.userId, request.body);
      await app.endOtherSessions(request);
      return { success: true as const, message: request.t('account.passwordChanged') };
    },
  );
}
