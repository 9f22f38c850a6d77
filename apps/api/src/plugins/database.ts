import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

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
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
