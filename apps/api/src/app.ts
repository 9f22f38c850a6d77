import { UPLOAD_MAX_IMAGE_BYTES } from '@farmai/contracts';
import type { StorageDriver } from '@farmai/media';
import {
  createDrain,
  type Drain,
  echoRequestId,
  frameworkErrorHandler,
  handleConnections,
  notFoundHandler,
  registerMetrics,
  requestIdOptions,
} from '@farmai/server-kit';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { addressesRoutes } from './modules/addresses/index.js';
import { accountNames, authRoutes, profileRoutes } from './modules/auth/index.js';
import { cartRoutes } from './modules/cart/index.js';
import { type CatalogPages, catalogRoutes } from './modules/catalog/index.js';
import { contentRoutes } from './modules/content/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { diagnosisHistoryRoutes } from './modules/diagnosis-history/index.js';
import { diagnosisProxyRoutes } from './modules/diagnosis-proxy/index.js';
import { healthRoutes } from './modules/health/index.js';
import { newsletterRoutes } from './modules/newsletter/index.js';
import { adminOrdersRoutes, ordersRoutes, productsInOrders } from './modules/orders/index.js';
import {
  createPaymentProvider,
  DEMO_APPROVE_PATH,
  type PaymentProvider,
  paymentsRoutes,
} from './modules/payments/index.js';
import { reviewsRoutes } from './modules/reviews/index.js';
import { adminSettingsRoutes } from './modules/settings/index.js';
import { uploadRoutes } from './modules/uploads/index.js';
import authPlugin from './plugins/auth.js';
import catalogCachePlugin from './plugins/catalog-cache.js';
import databasePlugin from './plugins/database.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin, { apiErrorPolicy } from './plugins/errors.js';
import i18nPlugin from './plugins/i18n.js';
import inputGuardPlugin from './plugins/input-guard.js';
import jobsPlugin from './plugins/jobs.js';
import kvPlugin from './plugins/kv.js';
import mailPlugin from './plugins/mail.js';
import paymentJobsPlugin from './plugins/payment-jobs.js';
import securityPlugin, { type SecurityOptions } from './plugins/security.js';
import storagePlugin, { createStorage } from './plugins/storage.js';
import webPlugin from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Defaults to the driver the configuration names. */
  storage?: StorageDriver;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to PayPal when configured, else the demo provider. */
  payments?: PaymentProvider;
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDatabase?: boolean;
  /** `false` reads the catalog from the database every time (the benchmark's scale runs measure the queries). */
  catalogCache?: boolean;
  /** `false` reads the public catalog from SQL instead of the in-memory read model. */
  catalogReadModel?: boolean;
  /** Set by the server on SIGTERM: `/api/ready` answers 503 and answers close their connection. */
  drain?: Drain;
}

/** The distinct origins of the addresses given, leaving out the site's own. */
function otherOrigins(publicUrl: string, urls: (string | undefined)[]): string[] {
  const own = new URL(publicUrl).origin;
  const origins = urls.filter((url): url is string => url !== undefined).map((url) => new URL(url).origin);
  return [...new Set(origins)].filter((origin) => origin !== own);
}

/** Security headers and XSRF tokens: the origins pictures may come from, the secret tokens are signed with. */
function securityOptions(config: Config, s3Origin: string | undefined): SecurityOptions {
  return {
    secureCookies: config.secureCookies,
    secret: config.jwtSecret,
    // the diagnosis service's pictures come through this origin by default, else from its own
    // public address; uploads on S3 from the bucket's
    imageOrigins: otherOrigins(config.publicUrl, [config.diagnosisPublicUrl, s3Origin]),
    connectOrigins: [],
    formPaths: [DEMO_APPROVE_PATH],
  };
}

/**
 * How long a plugin or an onReady hook may take: the catalog is read into memory before the server
 * listens, 5–15 s for 100,000 products on a busy two-core machine, past Fastify's default of 10 s.
 */
const PLUGIN_TIMEOUT_MS = 120_000;

/** A shopper's own cart, addresses, profile, orders and reviews, and the back office's orders. */
async function registerShopperRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cartRoutes);
  await app.register(addressesRoutes);
  await app.register(profileRoutes);
  await app.register(ordersRoutes, {
    publicUrl: config.publicUrl,
    paymentRecheckMs: config.paymentRecheckMs,
    accounts: accountNames,
  });
  await app.register(adminOrdersRoutes, {
    statusMailDelaySeconds: config.mail.statusDelaySeconds,
    accounts: accountNames,
  });
  await app.register(reviewsRoutes);
}

/** Builds the API without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    ...requestIdOptions,
    // errors met before a route is chosen get the same JSON answer as the rest
    frameworkErrors: frameworkErrorHandler(apiErrorPolicy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const drain = options.drain ?? createDrain();
  handleConnections(app, drain);
  echoRequestId(app);
  await registerMetrics(app, { service: 'api', config: config.metrics, notFound: notFoundHandler(apiErrorPolicy) });
  const storage = options.storage ?? createStorage(config.storage);
  const s3Origin = config.storage.driver === 's3' ? (config.storage.publicUrl ?? config.storage.endpoint) : undefined;

  // messages in the language of Accept-Language, for errors and route answers alike
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // JSON and pages for slow connections: brotli (quality 4) or gzip above 1 kB; the web app's
  // files are compressed once at build time and served as they are (plugins/web.ts)
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(databasePlugin, { database: options.database, closeOnShutdown: options.closeDatabase ?? false });
  await app.register(kvPlugin, { redisUrl: config.redisUrl });
  await app.register(catalogCachePlugin, { redisUrl: config.redisUrl, enabled: options.catalogCache ?? true });
  await app.register(authPlugin, { secret: config.jwtSecret, secureCookies: config.secureCookies });
  await app.register(securityPlugin, securityOptions(config, s3Origin));
  // before multipart, which this route must not parse: it forwards the form untouched
  await app.register(diagnosisProxyRoutes, { diagnosisUrl: config.diagnosisUrl });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_IMAGE_BYTES, files: 1 } });
  await app.register(storagePlugin, {
    storage,
    localRoot: config.storage.driver === 'local' && storage.name === 'local' ? config.storage.root : undefined,
  });
  await app.register(docsPlugin, { publicUrl: config.publicUrl });

  const payments = options.payments ?? createPaymentProvider(config, options.database.db);
  app.decorate('payments', payments);
  await app.register(jobsPlugin, { pollingIntervalSeconds: config.jobPollingIntervalMs / 1000 });
  await app.register(paymentJobsPlugin, {
    intervalMs: config.paymentSettleIntervalMs,
    captureGraceMs: config.paymentCaptureGraceMs,
  });

  await app.register(mailPlugin, { config });

  // each module registers its routes at the paths of their definitions (routes in @farmai/contracts)
  await app.register(healthRoutes, { currency: config.shopCurrency, drain });
  await app.register(authRoutes, { signUpLimitPerHour: config.signUpLimitPerHour });
  await app.register(uploadRoutes);
  const catalogPages: CatalogPages = {};
  await app.register(catalogRoutes, {
    readModel: options.catalogReadModel ?? config.catalogReadModel,
    legacyListLimit: config.legacyListLimit,
    pages: catalogPages,
    publicUrl: config.publicUrl,
    productsInOrders,
  });
  await app.register(contentRoutes);
  await app.register(dashboardRoutes);
  await app.register(diagnosisHistoryRoutes);
  await registerShopperRoutes(app, config);
  await app.register(newsletterRoutes);
  if (payments.name === 'demo') {
    await app.register(paymentsRoutes, {
      publicUrl: config.publicUrl,
      currency: config.shopCurrency,
    });
  }
  await app.register(adminSettingsRoutes);

  app.setNotFoundHandler(notFoundHandler(apiErrorPolicy));
  await app.register(webPlugin, { root: config.webDistDir, pages: catalogPages });
  return app;
}
