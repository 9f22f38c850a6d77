/**
 * Builds the JavaScript `npm start` runs (apps/api/dist): the server, the tracing preload and the
 * child that creates a new embedded database, each an entry of one bundle whose shared code and
 * lazily loaded parts (demo data, order documents) are chunks beside them (server-kit's
 * bundleService). The migrations are copied next to the bundle, where the database client looks
 * for them.
 */
import path from 'node:path';
import { bundleService } from '@farmai/server-kit/bundle';

const built = await bundleService({
  name: 'apps/api',
  dir: path.resolve(import.meta.dirname, '..'),
  outdir: 'dist',
  entryPoints: {
    server: 'src/server.ts',
    telemetry: 'src/telemetry.ts',
    'bootstrap-child': 'src/bootstrap-child.ts',
  },
  copies: [{ from: 'src/db/migrations', to: 'migrations' }],
  force: process.argv.includes('--force'),
});
if (built) console.log(built);
