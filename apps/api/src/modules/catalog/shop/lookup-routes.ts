import {
  errorResponseSchema,
  errorResponses,
  ingredientProductsQuerySchema,
  ingredientProductsResponseSchema,
  productIdParamsSchema,
  productResponseSchema,
  relatedProductsQuerySchema,
  relatedProductsResponseSchema,
  routes,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../../lib/define-route.js';
import { sendJson } from '../../../lib/send-json.js';
import * as service from '../service.js';
import { type AnswerInLanguage, normalizeKeyword } from './answer.js';

const errors = errorResponses();

/** What a product's page reads: the product, and the products shown beside it. */
export function productPageRoutes(app: FastifyInstance, answer: AnswerInLanguage, tags: string[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  onRoute(
    typed,
    routes.shop.products.get,
    { schema: { tags, params: productIdParamsSchema, response: { 200: productResponseSchema, ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendJson(
        request,
        reply,
        await answer(request, `product:${id}`, (model, language) =>
          service.getProductJson(app.db, model, id, language),
        ),
      );
    },
  );

  onRoute(
    typed,
    routes.shop.products.related,
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        querystring: relatedProductsQuerySchema,
        response: { 200: relatedProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      const entry = await answer(request, `related:${id}|${limit}`, (model, language) =>
        service.relatedProductsJson(app.db, model, id, limit, language),
      );
      return sendJson(request, reply, entry);
    },
  );
}

/** The shop's lookups beside the listing: suggestions as the shopper types, and products by ingredient. */
export function finderRoutes(app: FastifyInstance, answer: AnswerInLanguage, tags: string[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  onRoute(
    typed,
    routes.shop.products.suggest,
    {
      schema: {
        tags,
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const typed = normalizeKeyword(request.query.q);
      const entry = await answer(request, `suggest:${typed}`, (model, language) =>
        service.suggestJson(app.db, model, typed, language),
      );
      return sendJson(request, reply, entry);
    },
  );

  onRoute(
    typed,
    routes.shop.products.byIngredients,
    {
      schema: {
        tags,
        querystring: ingredientProductsQuerySchema,
        response: { 200: ingredientProductsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { ingredients, limit } = request.query;
      // the answer does not depend on the order the ingredients are named in
      const key = `ingredients:${[...ingredients].sort().join(',')}|${limit}`;
      const entry = await answer(request, key, (model, language) =>
        service.productsByIngredientsJson(app.db, model, request.query, language),
      );
      return sendJson(request, reply, entry);
    },
  );
}
