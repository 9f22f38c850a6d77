import path from 'node:path';
import {
  ConfigError,
  checkStorageEnv,
  empty,
  isUrl,
  type MetricsConfig,
  metricsConfigFrom,
  metricsEnvShape,
  parseEnv,
  parseTrustProxy,
  port,
  type StorageConfig,
  shutdownDrainMsEnv,
  storageConfigFrom,
  storageEnvShape,
  telemetryEnvShape,
  trimSlash,
  trustProxyEnv,
  url,
} from '@farmai/server-kit';
import { z } from 'zod';
import { DEFAULT_LEAF_MODEL_DIR } from './engine/leaf-model.js';

/** One origin or a comma-separated list of them, e.g. "https://farmai.example,https://www.farmai.example". */
const originList = z
  .string()
  .trim()
  .refine((v) => v.split(',').every((o) => isUrl(o.trim(), ['http:', 'https:'])), {
    message: 'must be an http(s) origin or a comma-separated list of them',
  });

const envSchema = z
  .object({
    HOST: z.string().default('0.0.0.0'),
    DIAGNOSIS_PORT: port.default(3001),
    /** The API's port: the default public address (PUBLIC_URL) is derived from it, as the API does. */
    PORT: port.default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    DIAGNOSIS_PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    WEB_ORIGIN: z.preprocess(empty, originList.optional()),
    TRUST_PROXY: trustProxyEnv,
    ...storageEnvShape,
    ...metricsEnvShape,
    /** The internal metrics listener of this service when METRICS_PORT is the API's (both on one host). */
    DIAGNOSIS_METRICS_PORT: z.preprocess(empty, port.optional()),
    ...telemetryEnvShape,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    AI_BASE_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    AI_API_KEY: z.preprocess(empty, z.string().optional()),
    AI_MODEL: z.preprocess(empty, z.string().trim().optional()),
    AI_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int({ message: 'must be a whole number of milliseconds' })
      .min(100, { message: 'must be between 100 and 300000' })
      .max(300_000, { message: 'must be between 100 and 300000' })
      .default(20_000),
    LEAF_MODEL_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ message: 'must be a number' })
      .int({ message: 'must be a whole number' })
      .min(1, { message: 'must be between 1 and 100000' })
      .max(100_000, { message: 'must be between 1 and 100000' })
      .default(20),
    REDIS_URL: z.preprocess(empty, url(['redis:', 'rediss:']).optional()),
    SHUTDOWN_DRAIN_MS: shutdownDrainMsEnv,
  })
  .superRefine((env, ctx) => {
    checkStorageEnv(env, ctx);
    const ai = { AI_BASE_URL: env.AI_BASE_URL, AI_API_KEY: env.AI_API_KEY, AI_MODEL: env.AI_MODEL };
    const set = Object.entries(ai).filter(([, v]) => v !== undefined);
    if (set.length > 0 && set.length < 3) {
      for (const [name, value] of Object.entries(ai)) {
        if (value === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be set together with AI_BASE_URL, AI_API_KEY and AI_MODEL',
          });
        }
      }
    }
  });

export type Env = z.input<typeof envSchema>;

export type { StorageConfig };

export interface AiConfig {
  /** e.g. "https://api.openai.com/v1"; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /**
   * Absolute base URL under which this service's images are reachable: local uploads are
   * returned as `${diagnosisPublicUrl}/uploads/diagnosis/…`. By default PUBLIC_URL, the API,
   * which forwards those paths here.
   */
  diagnosisPublicUrl: string;
  /** Origins allowed by CORS (the web app). */
  webOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For is believed (for the per-IP rate limit). By default only
   * loopback: the API forwards the web app's requests from the same host. Trusting everyone
   * would let clients dodge the rate limit with a made-up header.
   */
  trustProxy: boolean | string[];
  storage: StorageConfig;
  logLevel: string;
  /** Where /metrics is served (METRICS_TOKEN, METRICS_PORT or DIAGNOSIS_METRICS_PORT, METRICS_HOST). */
  metrics: MetricsConfig;
  /** The OpenAI-compatible chat-completions endpoint; undefined = offline engine only. */
  ai: AiConfig | undefined;
  rateLimitPerMinute: number;
  /** Folder with leaf-model.onnx and labels.json. */
  leafModelDir: string;
  /** With several replicas, the rate-limit counts live in this Redis so that they are shared. */
  redisUrl: string | undefined;
  /** After SIGTERM: answer 503 on /api/ready and keep serving this long, then close (ms). */
  shutdownDrainMs: number;
}

export { ConfigError };

/**
 * Parses and validates the environment once. Throws a ConfigError naming every
 * wrong variable; nothing else in the diagnosis service reads process.env.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = parseEnv(envSchema, source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const config: Config = {
    host: env.HOST,
    port: env.DIAGNOSIS_PORT,
    dataDir,
    // by default the images are served through the API, which forwards /uploads/diagnosis/ here
    diagnosisPublicUrl: trimSlash(env.DIAGNOSIS_PUBLIC_URL ?? publicUrl),
    webOrigins: (env.WEB_ORIGIN ?? publicUrl).split(',').map((o) => new URL(o.trim()).origin),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    storage: storageConfigFrom(env, dataDir),
    logLevel: env.LOG_LEVEL,
    metrics: metricsConfigFrom({ ...env, METRICS_PORT: env.DIAGNOSIS_METRICS_PORT ?? env.METRICS_PORT }),
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? {
            baseUrl: trimSlash(env.AI_BASE_URL),
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : undefined,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    leafModelDir: env.LEAF_MODEL_DIR ?? DEFAULT_LEAF_MODEL_DIR,
    redisUrl: env.REDIS_URL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
  };
  return { ...config, ...overrides };
}
