import {
  errorResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  routes,
  searchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../../lib/define-route.js';
import { sendJson } from '../../../lib/send-json.js';
import { pagedAsAsked } from '../paging.js';
import type { NearWordsFromSql } from '../repository.js';
import * as service from '../service.js';
import { type AnswerInLanguage, normalizeKeyword } from './answer.js';
import { finderRoutes, productPageRoutes } from './lookup-routes.js';

/**
 * The shop's public reads (docs/product/wire.md#shop), answered from the catalog cache, which loads them
 * from the read model when it is in memory and from SQL otherwise.
 */
export async function shopProductRoutes(
  fastify: FastifyInstance,
  opts: { answer: AnswerInLanguage; sqlWords: NearWordsFromSql; legacyListLimit: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { answer, sqlWords } = opts;
  const tags = ['shop products'];

  onRoute(
    app,
    routes.shop.products.list,
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const query = pagedAsAsked(request, request.query, opts.legacyListLimit);
      const { category, brand, sortBy, page, limit } = query;
      const key = `list:${category.join(',')}|${brand.join(',')}|${sortBy}|${page}|${limit}`;
      const entry = await answer(request, key, (model, language) =>
        service.listProductsJson(app.db, model, query, language),
      );
      return sendJson(request, reply, entry);
    },
  );

  finderRoutes(app, answer, tags);

  productPageRoutes(app, answer, tags);

  onRoute(
    app,
    routes.shop.products.search,
    {
      schema: {
        tags,
        params: searchParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const keyword = normalizeKeyword(request.params.keyword);
      const { page, limit } = request.query;
      const entry = await answer(request, `search:${keyword}|${page}|${limit}`, (model, language) =>
        service.searchProductsJson(app.db, model, keyword, request.query, language, sqlWords),
      );
      return sendJson(request, reply, entry);
    },
  );
}
