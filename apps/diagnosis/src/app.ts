import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ImageQueueFullError, type StorageDriver } from '@farmai/media';
import { connectOptionalRedis, waitForRedis } from '@farmai/server-kit';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import sharp from 'sharp';
import type { Config } from './config.js';
import type { KnowledgeEntry } from './engine/knowledge/types.js';
import { LeafModel } from './engine/leaf-model.js';
import { TextMatcher } from './engine/text-matcher.js';
import { HttpError } from './errors.js';
import { type ChatClient, createOpenAiCompatibleClient } from './providers/openai-compatible.js';
import { redisWithFallbackStore } from './rate-limit-store.js';
import analyzeRoutes, { MAX_IMAGE_BYTES, STORAGE_FOLDER } from './routes/analyze.js';
import { createStorage, UPLOADS_PREFIX } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
    matcher: TextMatcher;
    /** The cloud AI, when AI_BASE_URL, AI_API_KEY and AI_MODEL are set. */
    chat: ChatClient | undefined;
    /** The leaf-photo model; undefined when its files could not be loaded (photos are then measured only). */
    leafModel: LeafModel | undefined;
  }
}

export interface BuildOptions {
  config: Config;
  /** The knowledge base to diagnose with (the server passes KNOWLEDGE_BASE). */
  knowledgeBase: readonly KnowledgeEntry[];
  /** Defaults to the driver the configuration names. */
  storage?: StorageDriver;
  /** Defaults to an OpenAI-compatible client when the configuration has `ai`. */
  chat?: ChatClient;
  /** Defaults to the model in LEAF_MODEL_DIR; null runs without it. */
  leafModel?: LeafModel | null;
  /** fetch used by the default chat client. */
  fetch?: typeof fetch;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the diagnosis service without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // every photo is a different image: libvips' operation cache would only hold memory
  sharp.cache(false);
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  });

  const storage = options.storage ?? createStorage(config.storage, config.diagnosisPublicUrl);
  app.decorate('storage', storage);
  app.decorate('matcher', new TextMatcher(options.knowledgeBase));
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    if (error instanceof ImageQueueFullError) {
      reply.header('retry-after', '5');
      return reply.code(503).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'Too many requests: please wait a minute and try again.' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ error: 'The request is too large.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ error: 'Unsupported content type; send multipart/form-data.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ error: 'The request body could not be read.' });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

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
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });

  if (config.storage.driver === 'local' && storage.name === 'local') {
    // only this service's folder is served, with long cache headers (keys are random and never reused)
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

  app.get('/api/health', async () => ({
    success: true,
    service: 'diagnosis',
    engine: app.chat ? 'llm' : 'offline',
    knowledgeBase: options.knowledgeBase.length,
    storage: storage.name,
  }));
  await app.register(analyzeRoutes, { rateLimitPerMinute: config.rateLimitPerMinute });
  return app;
}
