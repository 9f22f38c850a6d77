import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** At most one warning this often about lost database connections. */
const LOST_WARNING_EVERY_MS = 10_000;

export default fp(
  async function databasePlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    const { database } = opts;
    new Gauge({
      name: 'farmai_db_pool_connections',
      help: 'Database connections by state: total, idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [app.metrics.registry],
      collect() {
        const stats = database.poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const lost = new Counter({
      name: 'farmai_db_connections_lost_total',
      help: 'Database connections the server ended or lost (a restart, a failover, pg_terminate_backend)',
      registers: [app.metrics.registry],
    });
    // one warning per burst: a restart ends every connection of the pool at once
    let warnedAt = 0;
    let unreported = 0;
    database.onConnectionLost((err) => {
      lost.inc();
      unreported += 1;
      if (Date.now() - warnedAt < LOST_WARNING_EVERY_MS) return;
      warnedAt = Date.now();
      app.log.warn(
        { err: { message: err.message, code: (err as { code?: string }).code }, connections: unreported },
        'database connection lost; new connections are opened as requests need them',
      );
      unreported = 0;
    });
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
