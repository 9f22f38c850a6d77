import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DIAGNOSIS_MAX_IMAGE_BYTES } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { createLocaliser, type Localiser, type TranslationSet } from '@farmai/diagnosis-engine/knowledge/localise';
import { KNOWLEDGE_TRANSLATIONS } from '@farmai/diagnosis-engine/knowledge/translations/index';
import type { KnowledgeEntry } from '@farmai/diagnosis-engine/knowledge/types';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import type { StorageDriver } from '@farmai/media';
import {
  connectOptionalRedis,
  createDrain,
  type Drain,
  echoRequestId,
  handleConnections,
  registerMetrics,
  requestIdOptions,
  waitForRedis,
} from '@farmai/server-kit';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { Config } from './config.js';
import { LeafModel } from './engine/leaf-model.js';
import { diagnosisErrorPolicy, localisedErrorHandler, localisedFrameworkErrors, localisedNotFound } from './errors.js';
import { decorateDiagnosisMetrics } from './metrics.js';
import { type ChatClient, createOpenAiCompatibleClient } from './providers/openai-compatible.js';
import { redisWithFallbackStore } from './rate-limit-store.js';
import analyzeRoutes from './routes/analyze.js';
import cropsRoutes from './routes/crops.js';
import { STORAGE_FOLDER } from './routes/photo.js';
import { createStorage, UPLOADS_PREFIX } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
    matcher: TextMatcher;
    /** The cloud AI, when AI_BASE_URL, AI_API_KEY and AI_MODEL are set. */
    chat: ChatClient | undefined;
    /** The leaf-photo model; undefined when its files could not be loaded (photos are then measured only). */
    leafModel: LeafModel | undefined;
    /** The knowledge base in the other languages (translations/<lang>/), entry by entry. */
    localiser: Localiser;
  }
}

export interface BuildOptions {
  config: Config;
  /** The knowledge base to diagnose with (the server passes KNOWLEDGE_BASE). */
  knowledgeBase: readonly KnowledgeEntry[];
  /** Its translations; defaults to the shipped ones (translations/<lang>/index.ts). */
  translations?: TranslationSet;
  /** The names farmers use for its entries, every language together; defaults to the shipped ones (local-names/). */
  localNames?: (entryId: string) => string[];
  /** Defaults to the driver the configuration names. */
  storage?: StorageDriver;
  /** Defaults to an OpenAI-compatible client when the configuration has `ai`. */
  chat?: ChatClient;
  /** Defaults to the model in LEAF_MODEL_DIR; null runs without it. */
  leafModel?: LeafModel | null;
  /** fetch used by the default chat client. */
  fetch?: typeof fetch;
  logger?: FastifyServerOptions['logger'];
  /** Set by the server on SIGTERM: `/api/ready` answers 503 and answers close their connection. */
  drain?: Drain;
}

/** The server with the shared error answers (`{ error }`) and its security headers. */
function createServer(options: BuildOptions): FastifyInstance {
  const policy = diagnosisErrorPolicy;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
    // errors met before a route is chosen get the same JSON answer as the rest
    frameworkErrors: localisedFrameworkErrors(policy),
  });
  // answers are checked against their contract (@farmai/contracts) on the way out
  app.setSerializerCompiler(serializerCompiler);
  // the shared error answers, in the language the request asks for (Accept-Language)
  app.setErrorHandler(localisedErrorHandler(policy));
  app.setNotFoundHandler(localisedNotFound(policy));
  handleConnections(app, options.drain ?? createDrain());
  echoRequestId(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  return app;
}

/** The storage, the text matcher, the leaf-photo model (when it loads) and the cloud AI (when configured). */
async function decorateEngines(app: FastifyInstance, options: BuildOptions, storage: StorageDriver): Promise<void> {
  const { config } = options;
  app.decorate('storage', storage);
  const localiser = createLocaliser(options.translations ?? KNOWLEDGE_TRANSLATIONS, options.localNames);
  app.decorate('localiser', localiser);
  app.decorate('matcher', new TextMatcher(options.knowledgeBase, { localNames: localiser.localNames }));
  let leafModel = options.leafModel ?? undefined;
  if (options.leafModel === undefined) {
    try {
      leafModel = await LeafModel.load(config.leafModelDir);
    } catch (err) {
      app.log.warn({ err, dir: config.leafModelDir }, 'leaf-photo model not loaded; photos are measured only');
    }
  }
  app.decorate('leafModel', leafModel);
  app.decorate(
    'chat',
    options.chat ?? (config.ai ? createOpenAiCompatibleClient(config.ai, options.fetch) : undefined),
  );
}

/** Compression, CORS for the web app, per-IP limits and the multipart form reader. */
async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
  // the Markdown answers travel to phones on slow connections: brotli or gzip above 1 kB
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    credentials: false,
    maxAge: 600,
  });
  // per-IP counts in this process, or in Redis (shared by every replica) when REDIS_URL is set,
  // and in this process again while Redis is away
  const redis = config.redisUrl ? connectOptionalRedis(config.redisUrl, app.log, 'per-IP limits') : undefined;
  if (redis) {
    app.addHook('onClose', async () => redis.disconnect());
    await waitForRedis(redis);
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithFallbackStore(redis, 'farmai-diagnosis-rate-limit:') } : {}),
    onExceeded: () => app.diagnosisMetrics.rateLimited(),
  });
  await app.register(multipart, { limits: { fileSize: DIAGNOSIS_MAX_IMAGE_BYTES, files: 1 } });
}

/** With local storage, only this service's folder is served, with long cache headers (keys are random and never reused). */
async function servePictures(app: FastifyInstance, config: Config, storage: StorageDriver): Promise<void> {
  if (config.storage.driver !== 'local' || storage.name !== 'local') return;
  const root = path.join(config.storage.root, STORAGE_FOLDER);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_PREFIX}/${STORAGE_FOLDER}/`,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

/** Builds the diagnosis service without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // every photo is a different image: libvips' operation cache would only hold memory
  sharp.cache(false);
  const { config } = options;
  const app = createServer(options);
  await registerMetrics(app, {
    service: 'diagnosis',
    config: config.metrics,
    notFound: localisedNotFound(diagnosisErrorPolicy),
  });
  decorateDiagnosisMetrics(app);
  const storage = options.storage ?? createStorage(config.storage, config.diagnosisPublicUrl);
  await decorateEngines(app, options, storage);
  await registerPlugins(app, config);
  await servePictures(app, config, storage);

  app.get(routes.operations.health.path, async () => ({
    success: true,
    service: 'diagnosis',
    engine: app.chat ? 'llm' : 'offline',
    knowledgeBase: options.knowledgeBase.length,
    storage: storage.name,
  }));
  // readiness: the engine is loaded (it is before the server listens) and the server is not stopping
  app.get(routes.operations.ready.path, async (_request, reply) => {
    if (options.drain?.draining) return reply.code(503).send({ success: false, status: 'stopping' });
    return { success: true, status: 'ready', leafModel: app.leafModel !== undefined };
  });
  await app.register(analyzeRoutes, { rateLimitPerMinute: config.rateLimitPerMinute });
  await app.register(cropsRoutes);
  return app;
}
