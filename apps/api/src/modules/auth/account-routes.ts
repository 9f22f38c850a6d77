import {
  confirmEmailBodySchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  routes,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import * as account from './account.js';

const tags = ['auth'];

/** The public pages' calls behind mailed links: forgot password, reset password, confirm a new e-mail. */
export async function accountLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // "Forgot password" looks the address up in the background: see account.requestPasswordReset
  await app.jobs.work<{ email: string }>(
    account.PASSWORD_RESET_JOB,
    ({ email }) => account.sendPasswordReset(app.db, app.counters, email),
    { policy: 'standard', retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, batchSize: 10 },
  );

  onRoute(
    app,
    routes.auth.forgotPassword,
    {
      schema: {
        tags,
        description:
          'Mails a one-time link to reset the password (valid 1 hour) when the address has an account. ' +
          'The answer is the same whether or not it has one.',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await account.requestPasswordReset(app.db, app.counters, request.body.email, request.ip);
      return { success: true as const, message: request.t('account.resetSent') };
    },
  );

  onRoute(
    app,
    routes.auth.resetPassword,
    {
      schema: {
        tags,
        description:
          'Sets a new password with the token of a reset link (single use). Every session of the account ends.',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await account.resetPassword(app.db, request.body);
      await app.endAllSessions(userId, reply);
      return { success: true as const, message: request.t('account.passwordReset') };
    },
  );

  onRoute(
    app,
    routes.auth.confirmEmail,
    {
      schema: {
        tags,
        description: 'Confirms a new e-mail address with the token of the link mailed to it (single use).',
        body: confirmEmailBodySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await account.confirmEmailChange(app.db, request.body.token);
      app.refreshSessions(userId);
      return { success: true as const, message: request.t('account.emailConfirmed') };
    },
  );
}
