import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * Builds the JavaScript a server's `npm start` runs: its entries as one ES-module bundle whose shared
 * code and lazily loaded parts are chunks beside them. The workspace packages (@farmai/*, which
 * publish TypeScript sources) are bundled in; every other package stays an import resolved from
 * node_modules at run time. Nothing is rebuilt while every file the last build read is older than
 * it (`npm start` builds first, and so do the tests that start a server as `npm start` does, several
 * at once); a build is made beside and swapped in, so a server starting meanwhile finds the old
 * build or the new one.
 */
export interface ServiceBundle {
  /** What the build says it built (`apps/api`). */
  name: string;
  /** The package's folder; the paths below are relative to it. */
  dir: string;
  /** Where the bundle goes. */
  outdir: string;
  entryPoints: Record<string, string>;
  /** Folders copied beside the bundle (`to`, inside outdir), which the modules find there. */
  copies?: { from: string; to: string }[];
  /** Build even when up to date. */
  force?: boolean;
}

/** Bare imports are external, but for the workspace packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@farmai/') ? undefined : { external: true }));
  },
};

const STAMP = 'inputs.json';

/** Whether the bundle was built after every file its build read last changed (and the build's own files). */
function upToDate(bundle: ServiceBundle): boolean {
  const stamp = path.join(bundle.dir, bundle.outdir, STAMP);
  if (bundle.force || !existsSync(stamp)) return false;
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [
    ...(JSON.parse(readFileSync(stamp, 'utf8')) as string[]).map((file) => path.join(bundle.dir, file)),
    path.join(bundle.dir, 'scripts/build.ts'),
    path.join(bundle.dir, 'package.json'),
    import.meta.filename,
  ];
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs < builtAt);
}

/** Builds the bundle unless it is up to date; answers what it built, for the build's log (nothing when up to date). */
export async function bundleService(bundle: ServiceBundle): Promise<string | undefined> {
  if (upToDate(bundle)) return undefined;
  const started = Date.now();
  const outdir = path.join(bundle.dir, bundle.outdir);
  const staging = `${outdir}.${process.pid}`;
  const result = await build({
    absWorkingDir: bundle.dir,
    entryPoints: bundle.entryPoints,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // flat: the modules find files beside them (import.meta.dirname)
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs);
  for (const { from, to } of bundle.copies ?? []) {
    const source = path.join(bundle.dir, from);
    cpSync(source, path.join(staging, to), { recursive: true });
    inputs.push(from, ...readdirSync(source, { recursive: true, encoding: 'utf8' }).map((f) => path.join(from, f)));
  }
  writeFileSync(path.join(staging, STAMP), `${JSON.stringify(inputs, null, 1)}\n`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(path.dirname(outdir), { recursive: true });
  renameSync(staging, outdir);
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length;
  return `${bundle.name}: built ${files} files into ${bundle.outdir}/ in ${Date.now() - started} ms`;
}
