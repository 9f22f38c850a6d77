import {
  errorResponseSchema,
  type Language,
  languageFromHeader,
  productListQuerySchema,
  productListResponseSchema,
  routes,
  searchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@farmai/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onRoute } from '../../lib/define-route.js';
import { sendJson } from '../../lib/send-json.js';
import { adminProductRemovalRoutes, adminProductRoutes } from './admin/routes.js';
import { pagedAsAsked } from './paging.js';
import { productHeadOf, productIdOfSegment, withProductHead } from './product-page-head.js';
import type { CatalogReadModel } from './read-model/read-model.js';
import { CatalogReadModelStore } from './read-model/store.js';
import { NearWordsFromSql } from './repository.js';
import * as service from './service.js';
import { finderRoutes, normalizeKeyword, productPageRoutes } from './shop-lookup-routes.js';

/** The cache key of an answer in a language: English answers keep the keys they always had. */
const inLanguage = (language: Language, key: string) => (language === 'en' ? key : `${language}:${key}`);

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

export interface CatalogRoutesOptions {
  /** `false`: public reads go to SQL every time (no read model in memory). */
  readModel?: boolean;
  /** Products a list answers when the request names neither `page` nor `limit` (default 500). */
  legacyListLimit?: number;
  /** Where the product page's answer is handed to the web app's server. */
  pages?: CatalogPages;
  /** The site's public address: the absolute addresses of the link-preview tags. */
  publicUrl?: string;
}

/** The admin's product writes (`routes.admin.products`) and the shop's public reads (`routes.shop.products`). */
export async function catalogRoutes(app: FastifyInstance, opts: CatalogRoutesOptions) {
  const store = opts.readModel === false ? undefined : new CatalogReadModelStore(app.db, app.log);
  if (store) {
    app.catalogCache.onChange((change) => store.changed(change));
    // the server listens once the catalog is in memory (a failed load leaves the reads on SQL)
    app.addHook('onReady', async () => store.start());
    app.addHook('onClose', async () => store.close());
  }
  // the "did you mean" of searches SQL answers (the model off or not loaded) keeps the words it read
  const sqlWords = new NearWordsFromSql(app.db);
  app.catalogCache.onChange(async () => sqlWords.forget());
  const legacyListLimit = opts.legacyListLimit ?? 500;
  await app.register(adminProductRoutes, { legacyListLimit });
  await app.register(adminProductRemovalRoutes);
  await app.register(shopProductRoutes, { store, sqlWords, legacyListLimit });
  if (opts.pages) opts.pages.product = productPageAnswer(app, store, opts.publicUrl ?? '');
}

/**
 * The product page's index.html, kept in the catalog's answer cache (emptied by every write that
 * changes a product) in the request's language; an unknown product is kept as an empty answer.
 */
function productPageAnswer(
  app: FastifyInstance,
  store: CatalogReadModelStore | undefined,
  publicUrl: string,
): ProductPageAnswer {
  return async (request, reply, segment, indexHtml) => {
    const id = productIdOfSegment(segment);
    if (!id) return false;
    const model = store?.current;
    const language = languageFromHeader(request.headers['accept-language']);
    const entry = await app.catalogCache.serialized(
      inLanguage(language, `page:product:${id}`),
      async () => {
        const product = await service.findProductIn(app.db, model, id, language);
        return product ? withProductHead(indexHtml, productHeadOf(product, publicUrl, language)) : '';
      },
      { keepOnSecondAsk: model !== undefined },
    );
    if (entry.byteLength === 0) return false;
    await sendJson(request, reply, entry, { type: 'text/html; charset=utf-8' });
    return true;
  };
}

/**
 * The shop's public reads (docs/product/wire.md#shop), answered from the catalog cache, which loads them
 * from the read model when it is in memory and from SQL otherwise.
 */
async function shopProductRoutes(
  fastify: FastifyInstance,
  opts: { store: CatalogReadModelStore | undefined; sqlWords: NearWordsFromSql; legacyListLimit: number },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { store, sqlWords } = opts;
  const tags = ['shop products'];
  /**
   * The answer in the request's language. The model's answers are cheap to make again: the cache
   * keeps only those asked for twice.
   */
  const answer = (
    request: FastifyRequest,
    key: string,
    load: (model: CatalogReadModel | undefined, language: Language) => Promise<string | Buffer>,
  ) => {
    const model = store?.current;
    const language = languageFromHeader(request.headers['accept-language']);
    return app.catalogCache.serialized(inLanguage(language, key), () => load(model, language), {
      keepOnSecondAsk: model !== undefined,
    });
  };

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
