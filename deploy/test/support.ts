import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reading the repository's deployment files and the sources they must agree with. */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

export type Service = 'api' | 'diagnosis';

export { startScript } from '../cluster/processes.js';

/** The file a package.json script runs with tsx, e.g. `migrate` → `src/cli/migrate.ts`. */
export function tsxScriptFile(service: Service, script: string): string {
  const pkg = JSON.parse(read(`apps/${service}/package.json`)) as { scripts: Record<string, string> };
  const match = /^tsx (\S+\.ts)$/.exec(pkg.scripts[script] ?? '');
  if (!match?.[1]) throw new Error(`apps/${service}: script "${script}" does not run a file with tsx`);
  return match[1];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

/** The keys of an object literal `export const <name> = { KEY: …, … }` in the shared server code. */
function sharedShapeKeys(name: string): string[] {
  for (const file of sourceFiles('packages/server-kit/src')) {
    const text = read(file);
    const start = text.indexOf(`export const ${name} = {`);
    if (start === -1) continue;
    const body = text.slice(start, text.indexOf('\n};', start));
    return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] as string);
  }
  throw new Error(`${name}, spread into a config.ts, is not found in packages/server-kit/src`);
}

/**
 * Every environment variable a service reads: the keys of its config.ts schema (with the shared
 * shapes it spreads in), and any `process.env.NAME` in its sources or the shared server code.
 */
export function configEnvNames(service: Service): Set<string> {
  const config = read(`apps/${service}/src/config.ts`);
  const names = new Set([...config.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] as string));
  for (const spread of config.matchAll(/\.\.\.(\w+Shape)\b/g)) {
    for (const key of sharedShapeKeys(spread[1] as string)) names.add(key);
  }
  for (const file of [...sourceFiles(`apps/${service}/src`), ...sourceFiles('packages/server-kit/src')]) {
    for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1] as string);
  }
  return names;
}

/** The names of `names` the service does not read (NODE_ENV and the OpenTelemetry SDK's OTEL_* aside). */
export function unknownEnv(service: Service, names: Iterable<string>): string[] {
  const known = configEnvNames(service);
  return [...names].filter((n) => !known.has(n) && n !== 'NODE_ENV' && !n.startsWith('OTEL_'));
}

/** Runs a program if the machine has it: its exit code and output, or undefined when it is missing. */
export function runTool(command: string, args: string[]): { status: number; output: string } | undefined {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return undefined;
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** A Kubernetes quantity in bytes (Mi, Gi, M, G, plain). */
export function bytes(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(quantity);
  if (!match) throw new Error(`not a memory quantity: ${quantity}`);
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 }[match[2] ?? ''] ?? 1;
  return Number(match[1]) * unit;
}

/** Measured resident memory (README, Memory; hostile images): API under load, diagnosis at its peak. */
export const MEASURED_PEAK_MB: Record<Service, number> = { api: 335, diagnosis: 293 };

/** The config's sections (`frontend public`, `backend api`, …) with their lines, comments left out. */
export function haproxySections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    if (/^\S/.test(line)) {
      current = [];
      sections.set(line.trim(), current);
    } else {
      current?.push(line.trim().replace(/\s+/g, ' '));
    }
  }
  return sections;
}
