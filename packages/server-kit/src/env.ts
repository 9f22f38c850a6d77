import path from 'node:path';
import { z } from 'zod';

/** A wrong environment variable: the message names every one of them. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Blank variables count as unset. */
export const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const port = z.coerce
  .number({ message: 'must be a port number' })
  .int({ message: 'must be a port number' })
  .min(0, { message: 'must be between 0 and 65535' })
  .max(65535, { message: 'must be between 0 and 65535' });

export const isUrl = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => isUrl(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'must be one of fatal, error, warn, info, debug, trace, silent',
  })
  .default('info');

export const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** Parses the environment with `schema`, or throws a ConfigError naming each wrong variable. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The variables that choose where uploaded images are stored; both servers read the same ones. */
export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.preprocess(empty, z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.preprocess(empty, url(['http:', 'https:']).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(empty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(empty, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(empty, booleanFlag.optional()),
  S3_PUBLIC_URL: z.preprocess(empty, url(['http:', 'https:']).optional()),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

export type StorageConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      publicUrl: string | undefined;
    };

/** Adds the "S3_BUCKET is required" rule to a schema's superRefine. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx) {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  }
}

export function storageConfigFrom(env: StorageEnv, dataDir: string): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', root: path.join(dataDir, 'uploads') };
  return {
    driver: 's3',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/**
 * TRUST_PROXY: whose X-Forwarded-For is believed when a server works out the client's address
 * (per-address limits, logs). `true`, `false`, or a comma-separated list of addresses, CIDR
 * ranges and the names `loopback`, `linklocal`, `uniquelocal` (proxy-addr's vocabulary).
 */
export const trustProxyEnv = z.preprocess(
  empty,
  z
    .string()
    .trim()
    .refine((v) => /^[\w.:/,\s-]+$/.test(v), {
      message: 'must be true, false, or a comma-separated list of addresses, CIDR ranges or loopback/uniquelocal',
    })
    .optional(),
);

/**
 * Unset → only loopback: a proxy on the same host (the API in front of the diagnosis service,
 * a local nginx). Trusting every peer would let any client pick its own address with a made-up header.
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined) return ['loopback'];
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Where `/metrics` is served (README, "Metrics, logs and traces"). */
export const metricsEnvShape = {
  METRICS_TOKEN: z.preprocess(empty, z.string().min(16, { message: 'must be at least 16 characters' }).optional()),
  METRICS_PORT: z.preprocess(empty, port.optional()),
  METRICS_HOST: z.preprocess(empty, z.string().trim().optional()),
};

type MetricsEnv = z.output<z.ZodObject<typeof metricsEnvShape>>;

export function metricsConfigFrom(env: MetricsEnv) {
  return { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? '0.0.0.0' };
}

/**
 * The OpenTelemetry variables the servers document; the SDK reads them (and the other OTEL_*
 * ones) itself, these are checked so that a typo stops the start instead of tracing nothing.
 */
export const telemetryEnvShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(empty, url(['http:', 'https:']).optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(empty, url(['http:', 'https:']).optional()),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.preprocess(
    empty,
    z.enum(['http/protobuf', 'http/json'], { message: 'must be http/protobuf or http/json' }).optional(),
  ),
  OTEL_SDK_DISABLED: z.preprocess(empty, booleanFlag.optional()),
  OTEL_SERVICE_NAME: z.preprocess(empty, z.string().trim().optional()),
};
