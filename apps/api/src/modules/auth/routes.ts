import {
  authResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  logoutAllResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as account from './account.js';
import { accountLinkRoutes } from './account-routes.js';
import * as service from './service.js';

const tags = ['auth'];

/**
 * Mails follow the language a signed-in user's browser asks for: a sign-in or the app's start-up
 * check with an Accept-Language naming another language updates the account's.
 */
async function followLanguage(app: FastifyInstance, request: FastifyRequest, userId: string) {
  if (!request.headers['accept-language']) return;
  await account.followLanguage(app.db, userId, request.answerLanguage());
}

/** Signing up and in (`routes.auth`), with the sessions' own routes and the calls behind mailed links. */
export async function authRoutes(fastify: FastifyInstance, opts: { signUpLimitPerHour: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // forgot password, reset password, confirm a new e-mail: the calls behind mailed links
  await app.register(accountLinkRoutes);

  onRoute(
    app,
    routes.auth.register,
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: {
          201: authResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // the same answer whether or not the e-mail already has an account
      await service.signUp(app.db, app.counters, request.body, {
        ip: request.ip,
        limitPerHour: opts.signUpLimitPerHour,
        log: request.log,
        language: request.answerLanguage(),
      });
      return reply.code(201).send({ success: true, message: request.t('auth.registered') });
    },
  );

  onRoute(
    app,
    routes.auth.login,
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: authResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await service.login(app.db, app.counters, request.body, request.ip);
      await app.setSession(reply, user);
      await followLanguage(app, request, user.id);
      return { success: true, message: request.t('auth.loggedIn'), user };
    },
  );

  sessionRoutes(app);
}

/** Signing out, here or everywhere, and the session check. */
function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  onRoute(
    app,
    routes.auth.logout,
    { schema: { tags, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { success: true as const, message: request.t('auth.loggedOut') };
    },
  );

  onRoute(
    app,
    routes.auth.logoutAll,
    {
      schema: {
        tags,
        description: 'Signs the user out on every device: every session of the account ends.',
        response: { 200: logoutAllResponseSchema, 401: errorResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const sessions = await app.endAllSessions(request.user.id, reply);
      return { success: true, message: request.t('auth.loggedOutEverywhere'), sessions };
    },
  );

  onRoute(
    app,
    routes.auth.checkAuth,
    {
      schema: { tags, response: { 200: authResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await followLanguage(app, request, request.user.id);
      return { success: true, message: request.t('auth.authenticated'), user: request.user };
    },
  );
}
