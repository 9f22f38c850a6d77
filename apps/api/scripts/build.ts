/**
 * Builds the JavaScript `npm start` runs (apps/api/dist): the server, the tracing preload and the
 * child that creates a new embedded database, each an entry of one ES-module bundle whose shared
 * code and lazily loaded parts (demo data, order documents) are chunks beside them. The
 * workspace packages (@farmai/*, which publish TypeScript sources) are bundled in; every other
 * package stays an import resolved from node_modules at run time. The migrations are copied
 * next to the bundle, where the database client looks for them. Nothing is rebuilt while every
 * file the last build read is older than it (`npm start` builds first, and so do the tests that
 * start the API as `npm start` does, several at once).
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiDir, 'dist');

/** Bare imports are external, but for the workspace packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@farmai/') ? undefined : { external: true }));
  },
};

const stamp = path.join(outdir, 'inputs.json');

/** Whether dist/ was built after every file its build read last changed (and this script). */
function upToDate(): boolean {
  if (process.argv.includes('--force') || !existsSync(stamp)) return false;
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [...(JSON.parse(readFileSync(stamp, 'utf8')) as string[]), 'scripts/build.ts', 'package.json'];
  return inputs.every((file) => {
    const full = path.join(apiDir, file);
    return existsSync(full) && statSync(full).mtimeMs < builtAt;
  });
}

if (upToDate()) process.exit(0);
const started = Date.now();
// built beside, then swapped in: a server starting meanwhile finds the old build or the new one
const staging = `${outdir}.${process.pid}`;
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    telemetry: 'src/telemetry.ts',
    'bootstrap-child': 'src/bootstrap-child.ts',
  },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // flat: the modules find files beside them (import.meta.dirname), as in src/
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const migrations = path.join(apiDir, 'src/db/migrations');
cpSync(migrations, path.join(staging, 'migrations'), { recursive: true });
const migrationFiles = readdirSync(migrations, { recursive: true, encoding: 'utf8' }).map((f) =>
  path.join('src/db/migrations', f),
);
const inputs = [...Object.keys(result.metafile.inputs), 'src/db/migrations', ...migrationFiles];
writeFileSync(path.join(staging, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
rmSync(outdir, { recursive: true, force: true });
renameSync(staging, outdir);
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length;
console.log(`apps/api: built ${files} files into dist/ in ${Date.now() - started} ms`);
