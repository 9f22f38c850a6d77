import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  booleanFlag,
  ConfigError,
  checkStorageEnv,
  empty,
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

/** The currencies Intl can write (ISO 4217 codes). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 currency code, in any letter case ("usd" is USD). */
const currency = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => CURRENCIES.has(code), { message: 'must be an ISO 4217 currency code such as USD, EUR or BDT' });

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: port.default(3000),
    DIAGNOSIS_PORT: port.default(3001),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    DATABASE_URL: z.preprocess(empty, url(['postgres:', 'postgresql:']).optional()),
    DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(100)
      .max(600_000)
      .default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(100)
      .max(3_600_000)
      .default(15_000),
    JWT_SECRET: z.preprocess(empty, z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
    ADMIN_EMAIL: z.preprocess(empty, z.email({ message: 'must be a valid e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(empty, z.string().min(8, { message: 'must be at least 8 characters' }).optional()),
    SEED_DEMO: z.preprocess(empty, booleanFlag.optional()),
    MIGRATE_ON_START: z.preprocess(empty, booleanFlag.optional()),
    CATALOG_READ_MODEL: z.preprocess(empty, booleanFlag.optional()),
    LEGACY_LIST_LIMIT: z.coerce
      .number({ message: 'must be a number of products' })
      .int()
      .min(1, { message: 'must be 1 or more' })
      .max(10_000, { message: 'must be at most 10000' })
      .default(500),
    SIGN_UP_LIMIT_PER_HOUR: z.coerce
      .number({ message: 'must be a number of sign-ups' })
      .int()
      .min(1, { message: 'must be 1 or more' })
      .default(20),
    ...storageEnvShape,
    ...metricsEnvShape,
    ...telemetryEnvShape,
    REDIS_URL: z.preprocess(empty, url(['redis:', 'rediss:']).optional()),
    TRUST_PROXY: trustProxyEnv,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    WEB_DIST_DIR: z.preprocess(empty, z.string().optional()),
    DIAGNOSIS_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    DIAGNOSIS_PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    PAYPAL_CLIENT_ID: z.preprocess(empty, z.string().optional()),
    PAYPAL_CLIENT_SECRET: z.preprocess(empty, z.string().optional()),
    PAYPAL_ENV: z.enum(['sandbox', 'live'], { message: 'must be sandbox or live' }).default('sandbox'),
    PAYPAL_API_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
    PAYMENT_SETTLE_INTERVAL_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(30_000),
    PAYMENT_RECHECK_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(600_000)
      .default(5_000),
    JOB_POLLING_INTERVAL_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(500)
      .max(60_000)
      .default(2_000),
    SHOP_CURRENCY: z.preprocess(empty, currency.optional()),
    SMTP_URL: z.preprocess(empty, url(['smtp:', 'smtps:']).optional()),
    MAIL_FROM: z.preprocess(empty, z.string().trim().min(3).max(200).optional()),
    MAIL_RETRY_LIMIT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(50).default(8),
    MAIL_RETRY_DELAY_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(1)
      .max(3_600)
      .default(30),
    ORDER_STATUS_MAIL_DELAY_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int()
      .min(0)
      .max(86_400)
      .default(120),
    SHUTDOWN_DRAIN_MS: shutdownDrainMsEnv,
    PAYMENT_CAPTURE_GRACE_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int()
      .min(0)
      .max(3_600_000)
      .default(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    checkStorageEnv(env, ctx);
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      const missing = env.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other PayPal variable' });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other admin variable' });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  diagnosisPort: number;
  /** Where the API forwards diagnosis requests from the web app. */
  diagnosisUrl: string;
  /** Where browsers fetch the diagnosis service's pictures (allowed by the page's CSP). */
  diagnosisPublicUrl: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL: wait at most this long for a connection; then the request gets 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: one statement may take at most this long; then the request gets 503. */
  databaseStatementTimeoutMs: number;
  jwtSecret: string;
  /** Admin account from the environment; when set it is created or its password reset on every start. */
  admin: { email: string; password: string; fromEnv: boolean };
  seedDemo: boolean;
  /**
   * PostgreSQL: apply the migrations at start (under an advisory lock). Off when a separate step
   * (`npm run migrate`, a Kubernetes Job) runs them first; the server then refuses to start on a
   * schema older than its code. The embedded database always migrates at start.
   */
  migrateOnStart: boolean;
  /** The public catalog is answered from memory (loaded at start, kept in step with every write). */
  catalogReadModel: boolean;
  /** Products a product list answers when the request names neither `page` nor `limit` (older clients). */
  legacyListLimit: number;
  /** Accounts one client address may create per hour (more get 429). */
  signUpLimitPerHour: number;
  storage: StorageConfig;
  redisUrl: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed for the client's address (sign-in limits, the
   * address passed on to the diagnosis service). Default: loopback only.
   */
  trustProxy: boolean | string[];
  /** PayPal Orders v2 credentials; without them the built-in demo provider takes payments. */
  paypal: { clientId: string; clientSecret: string; env: 'sandbox' | 'live'; apiUrl: string | undefined } | undefined;
  /** How often each replica settles unrecorded captures, owed refunds and unpaid holds. */
  paymentSettleIntervalMs: number;
  /** How long a buyer's order list leaves a waiting payment unasked after asking the provider about it. */
  paymentRecheckMs: number;
  /** A capture asked for this long ago and not recorded is taken to be lost (its process died) and settled. */
  paymentCaptureGraceMs: number;
  /** How often each replica looks for queued background jobs (ms). */
  jobPollingIntervalMs: number;
  /**
   * The ISO 4217 currency the shop's prices are in (default USD): money on the demo payment page is
   * written in it, and the web app reads it from `GET /api/health`.
   */
  shopCurrency: string;
  /**
   * Outgoing mail: through the SMTP server `smtpUrl` names, else written as `.eml` files to `dir`
   * (listed at /admin/mail outside production). A failed send is tried again `retryLimit` times,
   * waiting `retryDelaySeconds`, doubled each time. The back office's status changes of an order are told
   * to the buyer `statusDelaySeconds` after the last one, in one mail.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    dir: string;
    retryLimit: number;
    retryDelaySeconds: number;
    statusDelaySeconds: number;
  };
  logLevel: string;
  /** After SIGTERM: answer 503 on /api/ready and keep serving this long, then close (ms). */
  shutdownDrainMs: number;
  /** Where /metrics is served (METRICS_TOKEN, METRICS_PORT, METRICS_HOST). */
  metrics: MetricsConfig;
  webDistDir: string;
  secureCookies: boolean;
}

export { ConfigError };

export const DEFAULT_ADMIN = { email: 'admin@farmai.local', password: 'farmai-admin' } as const;
export const DEMO_FARMER = { email: 'farmer@farmai.local', password: 'farmai-farmer', userName: 'farmer' } as const;

/** The domain mails come from by default: the public address's host, or farmai.local for a local one. */
function mailDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') ? 'farmai.local' : host;
}

/** Reads the secret kept in DATA_DIR, creating it on first use. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Parses and validates the environment once. Throws a ConfigError naming every
 * wrong variable; nothing else in the API reads process.env.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = parseEnv(envSchema, source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const config: Config = {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    diagnosisPort: env.DIAGNOSIS_PORT,
    diagnosisUrl: (env.DIAGNOSIS_URL ?? `http://127.0.0.1:${env.DIAGNOSIS_PORT}`).replace(/\/+$/, ''),
    diagnosisPublicUrl: trimSlash(env.DIAGNOSIS_PUBLIC_URL ?? publicUrl),
    dataDir,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: env.JWT_SECRET ?? overrides.jwtSecret ?? localJwtSecret(dataDir),
    admin: {
      email: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email).toLowerCase(),
      password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      fromEnv: env.ADMIN_EMAIL !== undefined,
    },
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    migrateOnStart: env.MIGRATE_ON_START ?? true,
    catalogReadModel: env.CATALOG_READ_MODEL ?? true,
    legacyListLimit: env.LEGACY_LIST_LIMIT,
    signUpLimitPerHour: env.SIGN_UP_LIMIT_PER_HOUR,
    storage: storageConfigFrom(env, dataDir),
    redisUrl: env.REDIS_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            env: env.PAYPAL_ENV,
            apiUrl: env.PAYPAL_API_URL,
          }
        : undefined,
    paymentSettleIntervalMs: env.PAYMENT_SETTLE_INTERVAL_MS,
    paymentRecheckMs: env.PAYMENT_RECHECK_MS,
    paymentCaptureGraceMs: env.PAYMENT_CAPTURE_GRACE_MS,
    jobPollingIntervalMs: env.JOB_POLLING_INTERVAL_MS,
    shopCurrency: env.SHOP_CURRENCY ?? 'USD',
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `FarmAI <no-reply@${mailDomain(publicUrl)}>`,
      dir: path.join(dataDir, 'mail'),
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      statusDelaySeconds: env.ORDER_STATUS_MAIL_DELAY_SECONDS,
    },
    logLevel: env.LOG_LEVEL,
    metrics: metricsConfigFrom(env),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    secureCookies: publicUrl.startsWith('https:'),
  };
  return { ...config, ...overrides };
}
