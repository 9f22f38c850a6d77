/**
 * Builds the JavaScript `npm start` runs (apps/diagnosis/dist/bundle): the server and the tracing
 * preload, one bundle (server-kit's bundleService). It sits two folders below the package, as
 * src/engine does, so the leaf model's default place, worked out from the module's own
 * (engine/leaf-model.ts), is the same from the sources and from the bundle.
 */
import path from 'node:path';
import { bundleService } from '@farmai/server-kit/bundle';

const built = await bundleService({
  name: 'apps/diagnosis',
  dir: path.resolve(import.meta.dirname, '..'),
  outdir: 'dist/bundle',
  entryPoints: {
    server: 'src/server.ts',
    telemetry: 'src/telemetry.ts',
  },
  force: process.argv.includes('--force'),
});
if (built) console.log(built);
