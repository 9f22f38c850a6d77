import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkFormToken } from '../../plugins/security.js';
import { approveDemoPayment, demoPaymentPath, findDemoPayment } from './demo.js';
import { renderDemoPaymentPage } from './demo-page.js';

export const DEMO_APPROVE_PATH = /^\/api\/payments\/demo\/[^/?]+\/approve(\?|$)/;

const params = z.object({ paymentId: z.string().min(1).max(200) });

const notFoundPage = (checkoutUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment not found · FarmAI</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>Payment not found</h1><p>This payment link is not valid.</p><p><a href="${checkoutUrl}">Back to checkout</a></p></body></html>`;

/** The demo provider's approval page and its "Pay now" form; registered under `/api/payments/demo`. */
export async function paymentsRoutes(fastify: FastifyInstance, opts: { publicUrl: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checkoutUrl = `${opts.publicUrl}/shop/checkout`;
  const returnUrl = `${opts.publicUrl}/shop/paypal-return`;

  // a plain HTML form posts application/x-www-form-urlencoded
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/:paymentId',
    { schema: { tags: ['payments'], description: 'Approval page of the demo payment provider (HTML)', params } },
    async (request, reply) => {
      const payment = await findDemoPayment(app.db, request.params.paymentId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.code(404).send(notFoundPage(checkoutUrl));
      return renderDemoPaymentPage({
        payment,
        approveAction: `${demoPaymentPath(payment.id)}/approve`,
        cancelUrl: checkoutUrl,
        xsrfToken: request.xsrfToken,
      });
    },
  );

  app.post(
    '/:paymentId/approve',
    {
      schema: {
        tags: ['payments'],
        description: 'The "Pay now" form: approves the payment and redirects (303) to the return page',
        params,
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      checkFormToken(request.cookies['XSRF-TOKEN'], (request.body as Record<string, unknown> | undefined)?._xsrf);
      const payment = await approveDemoPayment(app.db, request.params.paymentId);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(checkoutUrl));
      const query = new URLSearchParams({ paymentId: payment.id, PayerID: payment.payerId });
      return reply.redirect(`${returnUrl}?${query}`, 303);
    },
  );
}
