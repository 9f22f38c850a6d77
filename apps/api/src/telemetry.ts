/**
 * Loaded before the server (`node --import tsx --import ./src/telemetry.ts src/server.ts`, as
 * `npm start` does): starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, so the
 * modules the server then loads are instrumented. Without it nothing is loaded.
 */
// only this entry of the kit: the rest (fastify, ioredis…) must load after tracing starts
import { ConfigError, startTelemetry } from '@farmai/server-kit/telemetry';

try {
  await startTelemetry('farmai-api');
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
