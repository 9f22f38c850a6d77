import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson } from '../../../lib/send-json.js';
import * as service from '../service.js';
import type { AnswerInLanguage } from './answer.js';
import { productHeadOf, productIdOfSegment, withProductHead } from './product-page-head.js';

/**
 * Answers a product page's address (`/shop/product/{id}-{slug}`) with the web app's index.html
 * carrying the product's head; false when there is no such product (the caller answers 404).
 */
export type ProductPageAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  segment: string,
  indexHtml: string,
) => Promise<boolean>;

/** The catalog's served pages, filled in when the catalog's routes are registered (plugins/web.ts sends them). */
export interface CatalogPages {
  product?: ProductPageAnswer;
}

/**
 * The product page's index.html, kept in the catalog's answer cache in the request's language;
 * an unknown product is kept as an empty answer.
 */
export function productPageAnswer(
  app: FastifyInstance,
  answer: AnswerInLanguage,
  publicUrl: string,
): ProductPageAnswer {
  return async (request, reply, segment, indexHtml) => {
    const id = productIdOfSegment(segment);
    if (!id) return false;
    const entry = await answer(request, `page:product:${id}`, async (model, language) => {
      const product = await service.findProductIn(app.db, model, id, language);
      return product ? withProductHead(indexHtml, productHeadOf(product, publicUrl, language)) : '';
    });
    if (entry.byteLength === 0) return false;
    await sendJson(request, reply, entry, { type: 'text/html; charset=utf-8' });
    return true;
  };
}
