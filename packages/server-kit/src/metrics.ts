import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { stopTelemetry } from './telemetry.js';

/**
 * Where `/metrics` is served: on the main port to requests that carry `Authorization: Bearer
 * <token>`, and/or on an internal listener (`port` on `host`) without a token. With neither, the
 * main port answers 404 and nothing else listens.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

export interface MetricsOptions {
  /** The `service` label every series carries (`api`, `diagnosis`). */
  service: string;
  config: MetricsConfig;
  /** The app's own 404 answer, for `/metrics` when it is not served on the main port. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export interface ServerMetrics {
  /** This app's registry: the app's own metrics are created with `registers: [registry]`. */
  registry: Registry;
  /** The internal listener's address, once the app is ready (undefined without METRICS_PORT). */
  internalAddress(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
  interface FastifyContextConfig {
    /** An operations route (`/metrics`): not counted in the request metrics, no session cookie. */
    operations?: boolean;
  }
}

export const METRICS_PATH = '/metrics';

type Label = 'method' | 'route' | 'status_code';

/** The route template of a request, or `unmatched`: never the raw URL, so the label values stay few. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Serves the registry on a plain HTTP listener of its own (METRICS_PORT), answering nothing else. */
function internalListener(registry: Registry): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
}

/**
 * The Prometheus metrics every server has: Node's defaults, and the count and duration of the
 * requests by method, route template and status code. Register it first, on the root instance.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames,
    registers: [registry],
  });

  let server: Server | undefined;
  const { config } = options;
  app.decorate('metrics', {
    registry,
    internalAddress: () => (server?.address() as AddressInfo | null) ?? undefined,
  });

  // the spans still buffered are sent as the server closes (nothing to do when tracing is off)
  app.addHook('onClose', async () => stopTelemetry());

  // the series of each method, route and status, looked up once (prom-client would hash the labels every time)
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<Label> }>();
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config.operations) {
      const route = routeOf(request);
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let found = series.get(key);
      if (!found) {
        const labels = { method: request.method, route, status_code: reply.statusCode };
        found = { count: requests.labels(labels), time: duration.labels(labels) };
        series.set(key, found);
      }
      found.count.inc();
      found.time.observe(reply.elapsedTime / 1000);
    }
    done();
  });

  app.get(
    METRICS_PATH,
    {
      // not traced either (`otel: false`, read by the OpenTelemetry Fastify instrumentation when tracing is on)
      config: { operations: true, ...({ otel: false } as object) },
      schema: { hide: true },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!config.token) return options.notFound(request, reply);
      if (!bearerMatches(request.headers.authorization, config.token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  if (config.port === undefined) return;
  const port = config.port;
  server = internalListener(registry);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, config.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
  });
}
