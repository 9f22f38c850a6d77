import type { StorageDriver } from '@farmai/media';
import { createStorage, UPLOADS_PREFIX } from '@farmai/server-kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { createStorage, UPLOADS_PREFIX };

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
  }
}

/** Decorates the app with the storage driver and, for local disk, serves the files. */
export default fp(
  async function storagePlugin(app: FastifyInstance, opts: { storage: StorageDriver; localRoot: string | undefined }) {
    app.decorate('storage', opts.storage);
    if (opts.localRoot) {
      await opts.storage.ping();
      await app.register(fastifyStatic, {
        root: opts.localRoot,
        prefix: `${UPLOADS_PREFIX}/`,
        decorateReply: false,
        index: false,
        immutable: true,
        maxAge: '365d',
      });
    }
  },
  { name: 'storage' },
);
