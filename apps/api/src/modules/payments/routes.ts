import { isLanguage, type Language, pathTo, routes } from '@farmai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onRoute } from '../../lib/define-route.js';
import { checkFormToken } from '../../plugins/security.js';
import { approveDemoPayment, findDemoPayment } from './demo.js';
import { renderDemoPaymentPage, renderPaymentNotFoundPage } from './demo-page.js';

/** The "Pay now" form's address, any payment's (the security plugin takes its XSRF token from the form). */
export const DEMO_APPROVE_PATH = new RegExp(
  `^${routes.payments.demo.approve.path.replace(':paymentId', '[^/?]+')}(\\?|$)`,
);

const params = z.object({ paymentId: z.string().min(1).max(200) });
/** `lang`: the language the web app's shopper chose (en, es, fr, bn, hi; a region such as bn-BD is fine). */
const querystring = z.object({ lang: z.string().max(35).optional() });

/**
 * The shopper's language on these pages, which a browser redirect opens: the web app's `lang`
 * when it names a language FarmAI speaks, else the browser's `Accept-Language`.
 */
function pageLanguage(request: FastifyRequest, lang: string | undefined): Language {
  const asked = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(asked) ? asked : request.answerLanguage();
}

/** The demo provider's approval page and its "Pay now" form (`routes.payments.demo`). */
export async function paymentsRoutes(fastify: FastifyInstance, opts: { publicUrl: string; currency: string }) {
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

  onRoute(
    app,
    routes.payments.demo.page,
    {
      schema: {
        tags: ['payments'],
        description:
          'Approval page of the demo payment provider (HTML), in the language of `lang` or else of `Accept-Language`',
        params,
        querystring,
      },
    },
    async (request, reply) => {
      const language = pageLanguage(request, request.query.lang);
      const payment = await findDemoPayment(app.db, request.params.paymentId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.code(404).send(renderPaymentNotFoundPage(checkoutUrl, language));
      // the form keeps the chosen language for the page that may answer it
      const lang = request.query.lang ? `?${new URLSearchParams({ lang: language })}` : '';
      return renderDemoPaymentPage({
        // an order paid already (in another tab or device, maybe by another of its payments) offers no Pay now
        paidAt: payment.paidBy ? `${returnUrl}?${new URLSearchParams({ paymentId: payment.paidBy })}` : undefined,
        payment,
        approveAction: `${pathTo(routes.payments.demo.approve, { paymentId: payment.id })}${lang}`,
        cancelUrl: checkoutUrl,
        xsrfToken: request.xsrfToken,
        language,
        currency: opts.currency,
      });
    },
  );

  onRoute(
    app,
    routes.payments.demo.approve,
    {
      schema: {
        tags: ['payments'],
        description: 'The "Pay now" form: approves the payment and redirects (303) to the return page',
        params,
        querystring,
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      checkFormToken(request.xsrfToken, (request.body as Record<string, unknown> | undefined)?._xsrf);
      const payment = await approveDemoPayment(app.db, request.params.paymentId);
      if (!payment) {
        const page = renderPaymentNotFoundPage(checkoutUrl, pageLanguage(request, request.query.lang));
        return reply.code(404).type('text/html; charset=utf-8').send(page);
      }
      // a second Pay now for an order paid meanwhile approves nothing: the buyer is shown the paid order
      if (payment.paidBy) {
        return reply.redirect(`${returnUrl}?${new URLSearchParams({ paymentId: payment.paidBy })}`, 303);
      }
      const query = new URLSearchParams({ paymentId: payment.id, PayerID: payment.payerId });
      return reply.redirect(`${returnUrl}?${query}`, 303);
    },
  );
}
