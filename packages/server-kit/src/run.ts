import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConfigError } from './env.js';

/**
 * SHUTDOWN_DRAIN_MS: how long a stopping server stays up after SIGTERM, answering 503 on
 * `/api/ready` while still serving, so that a load balancer takes it out before it closes.
 */
export const shutdownDrainMsEnv = z.coerce
  .number({ message: 'must be a number of milliseconds' })
  .int({ message: 'must be a whole number of milliseconds' })
  .min(0, { message: 'must be between 0 and 600000' })
  .max(600_000, { message: 'must be between 0 and 600000' })
  .default(5_000);

/** Whether the server is stopping: from SIGTERM on it is no longer ready, though it still serves. */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

/**
 * How a server treats its connections. While it drains, every answer carries `Connection: close`,
 * so clients and proxies open their next connection elsewhere instead of keeping one to a server
 * about to close; and a client that half-closed its connection after sending still gets its answer.
 */
export function handleConnections(app: FastifyInstance, drain: Drain): void {
  answerHalfClosedRequests(app);
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
}

/**
 * Stops the server gracefully: it stops being ready at once, keeps serving for `drainMs` (or
 * until `cutShort` resolves), then closes (in-flight requests finish, idle keep-alive connections
 * are closed, resources close).
 */
export async function stopGracefully(
  app: FastifyInstance,
  drain: Drain,
  drainMs: number,
  cutShort: Promise<unknown> = new Promise(() => undefined),
): Promise<void> {
  drain.begin();
  if (drainMs > 0) {
    const wait = new AbortController();
    await Promise.race([sleep(drainMs, undefined, { signal: wait.signal }).catch(() => undefined), cutShort]);
    wait.abort();
  }
  await app.close();
}

export interface ListenOptions {
  port: number;
  host: string;
  /** How long to keep serving after SIGTERM (default 0: close at once). */
  drainMs?: number;
  /** The drain the app's readiness route reads; one is made when not given. */
  drain?: Drain;
}

/**
 * Listens, and stops gracefully on SIGTERM or SIGINT (see `stopGracefully`); a second signal
 * ends the drain early. The process exits 10 s after the drain if closing hangs.
 */
export async function listenUntilStopped(app: FastifyInstance, options: ListenOptions): Promise<string> {
  const drain = options.drain ?? createDrain();
  const drainMs = options.drainMs ?? 0;
  let closing = false;
  let endDrain: () => void = () => undefined;
  const cutShort = new Promise<void>((resolve) => {
    endDrain = resolve;
  });
  const shutdown = async (signal: string) => {
    if (closing) {
      endDrain();
      return;
    }
    closing = true;
    app.log.info({ signal, drainMs }, 'shutting down: not ready any more, serving until the drain ends');
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000);
    timer.unref();
    try {
      await stopGracefully(app, drain, drainMs, cutShort);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app.listen({ port: options.port, host: options.host });
}

/**
 * A client may close its sending side once the request is sent (a half-close: some proxies,
 * scripts and phones do). Node's default then drops the request and its answer; with this the
 * answer is written and the connection closed after it.
 */
function answerHalfClosedRequests(app: FastifyInstance): void {
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}

/** Runs a server's main function; a configuration error prints only its message. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((err) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(`${name} failed to start:`, err);
    process.exit(1);
  });
}
