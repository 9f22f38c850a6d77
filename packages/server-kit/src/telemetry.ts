import { z } from 'zod';
import { parseEnv, telemetryEnvShape } from './env.js';

export { ConfigError } from './env.js';

/**
 * OpenTelemetry tracing, started before the server's own modules load (the `--import` preload
 * of `npm start`, src/telemetry.ts in each server) so that http, Fastify, pg, ioredis and the
 * calls made with undici are traced. It starts only when an OTLP endpoint is configured and
 * OTEL_SDK_DISABLED is not true; otherwise no OpenTelemetry module is loaded at all.
 */
export interface Telemetry {
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

const telemetryEnv = z.object(telemetryEnvShape);

/** Whether the environment asks for tracing (a wrong OTEL_* value throws a ConfigError). */
export function tracingWanted(source: NodeJS.ProcessEnv = process.env): boolean {
  const env = parseEnv(telemetryEnv, source);
  if (env.OTEL_SDK_DISABLED) return false;
  return env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined;
}

let started: Telemetry | undefined;

/**
 * Starts tracing as the environment says, naming the service `serviceName` unless
 * OTEL_SERVICE_NAME names it. Answers undefined when tracing is off.
 */
export async function startTelemetry(serviceName: string): Promise<Telemetry | undefined> {
  if (started || !tracingWanted()) return started;
  // ES modules (pg and ioredis as the servers import them) are instrumented through this hook
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env.OTEL_SERVICE_NAME ||= serviceName;
  // traces only: metrics are Prometheus's (/metrics), logs stay JSON lines on stdout
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const [{ UndiciInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      // scrapes are not traced (the route also says `otel: false` to the Fastify instrumentation)
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url?.split('?')[0] === '/metrics' }),
      new UndiciInstrumentation(),
      // a span per request and per handler; one per hook (a dozen a request) would mostly be noise
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  started = { shutdown: () => sdk.shutdown() };
  return started;
}

/** Stops tracing when it was started (the servers call this as they close). */
export async function stopTelemetry(): Promise<void> {
  const telemetry = started;
  started = undefined;
  await telemetry?.shutdown();
}
