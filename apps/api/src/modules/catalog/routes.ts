import type { FastifyInstance } from 'fastify';
import { adminProductRemovalRoutes, adminProductRoutes } from './admin/routes.js';
import type { ProductsInOrders } from './admin/service.js';
import { CatalogReadModelStore } from './read-model/store.js';
import { NearWordsFromSql } from './repository.js';
import { answerInLanguage } from './shop/answer.js';
import { type CatalogPages, productPageAnswer } from './shop/product-page.js';
import { shopProductRoutes } from './shop/routes.js';

export type { CatalogPages } from './shop/product-page.js';

/** How the catalog's routes are registered (app.ts). */
export interface CatalogRoutesOptions {
  /** `false`: public reads go to SQL every time (no read model in memory). */
  readModel?: boolean;
  /** Products a list answers when the request names neither `page` nor `limit` (default 500). */
  legacyListLimit?: number;
  /** Where the product page's answer is handed to the web app's server. */
  pages?: CatalogPages;
  /** The site's public address: the absolute addresses of the link-preview tags. */
  publicUrl?: string;
  /** Which products an order names (asked of the orders module): those are archived, not deleted. */
  productsInOrders: ProductsInOrders;
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
  await app.register(adminProductRemovalRoutes, { productsInOrders: opts.productsInOrders });
  const answer = answerInLanguage(app, store);
  await app.register(shopProductRoutes, { answer, sqlWords, legacyListLimit });
  if (opts.pages) opts.pages.product = productPageAnswer(app, answer, opts.publicUrl ?? '');
}
