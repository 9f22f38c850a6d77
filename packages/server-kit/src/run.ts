import type { FastifyInstance } from 'fastify';
import { ConfigError } from './env.js';

/**
 * Listens, and closes the app gracefully on SIGTERM or SIGINT (in-flight requests finish,
 * resources close; after 10 s the process exits anyway).
 */
export async function listenUntilStopped(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<string> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return app.listen(options);
}

/** Runs a server's main function; a configuration error prints only its message. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((err) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(`${name} failed to start:`, err);
    process.exit(1);
  });
}
