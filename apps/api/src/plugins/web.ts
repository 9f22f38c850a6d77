import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogPages } from '../modules/catalog/index.js';
import { SESSION_COOKIE } from './auth.js';
import { firstVisitFiles, withModulePreloads, withReadPreloads } from './web-manifest.js';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other
 * non-API GET that is not a file answers index.html so client-side routes work on reload.
 * Files are sent brotli- or gzip-compressed when the build made those twins and the browser
 * takes them.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { root: string; pages?: CatalogPages }) {
    const index = path.join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built; only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html and the assets have .br and .gz twins from the build (vite.config.ts)
      preCompressed: true,
      setHeaders(res, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // a product page carries the product's title, description and link-preview tags (docs/product/wire.md#served-pages)
    const indexHtml = readFileSync(index, 'utf8');
    // each page names the code its first visit needs, so the browser fetches it with the entry
    const filesFor = firstVisitFiles(opts.root);
    // `forEveryone`: a page kept in a cache shared by all readers (a product's) always asks for the
    // session check; any other tells a visitor with no session cookie that there is none
    const pageHtml = (request: FastifyRequest, urlPath: string, forEveryone = false) =>
      withReadPreloads(
        withModulePreloads(indexHtml, filesFor(urlPath, request.answerLanguage())),
        urlPath,
        forEveryone || Boolean(request.cookies[SESSION_COOKIE]),
      );
    const sendPage = (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
      reply.header('cache-control', 'no-cache');
      const html = pageHtml(request, urlPath);
      if (html === indexHtml) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(html);
    };
    app.get<{ Params: { segment: string } }>(
      '/shop/product/:segment',
      { schema: { hide: true } },
      async (request, reply) => {
        const product = opts.pages?.product;
        const urlPath = request.url.split('?')[0] ?? '/';
        if (product && (await product(request, reply, request.params.segment, pageHtml(request, urlPath, true))))
          return reply;
        return sendPage(request, reply.code(product ? 404 : 200), urlPath);
      },
    );
    // files present at start-up got their own routes above; everything else is a client route
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) {
        return reply
          .code(404)
          .send({ success: false, message: request.t('request.unknownRoute'), code: 'request.unknownRoute' });
      }
      return sendPage(request, reply, urlPath);
    });
  },
  { name: 'web' },
);
