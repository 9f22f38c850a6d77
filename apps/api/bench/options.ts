import { parseArgs } from 'node:util';

/** The command line of `npm run bench`. */

const DEFAULT_PRODUCTS = 10_000;
export const LARGE_PRODUCTS = 100_000;
export const SMALL_PRODUCTS = 1_000;
const WARMUP_SECONDS = 2;

const CATALOG_SIZES = [10_000, 100_000];
const QUICK_DURATION = 3;
const USER_SIZES: [number, number] = [1_000, 100_000];

export const USAGE = `Usage: npm run bench -- [options]

  --large            ${LARGE_PRODUCTS.toLocaleString('en-US')} products instead of ${DEFAULT_PRODUCTS.toLocaleString('en-US')} (implies --scale)
  --products N       number of products (overrides --large)
  --duration S       seconds per scenario, after a ${WARMUP_SECONDS} s warm-up (default 10)
  --connections C    concurrent connections (default 50)
  --scale            also run the product list at ${SMALL_PRODUCTS.toLocaleString('en-US')} and ${LARGE_PRODUCTS.toLocaleString('en-US')} products and compare latencies

  --capacity         only the capacity part: browse, search and full checkouts on one API process
  --users-scale      only the user-scale part: sign-in, session check, order list and cart at
                     ${USER_SIZES.map((n) => n.toLocaleString('en-US')).join(' and ')} generated users
  --user-sizes N,N   the two user counts of --users-scale

  --memory           only the memory part: the API as npm start runs it, with the demo data, on each
                     database (see --databases): resident memory at rest, peak under 8 admin uploads
                     of a 6300 × 6300 pixel image at once, and after; with the figures from before
                     the API ran from built JavaScript and the targets
  --catalog          only the catalog part (below)
  --skip-catalog     everything but the catalog part
  --sizes N,N        catalog sizes (default ${CATALOG_SIZES.map((n) => n.toLocaleString('en-US')).join(',')})
  --databases D,D    catalog and memory databases: pglite, postgres (default pglite, and postgres when DATABASE_URL is set)
  --quick            ${QUICK_DURATION} s per scenario after a 1 s warm-up (unless --duration is given)
  --no-cache         catalog part with the answer cache off
  --no-read-model    catalog part with the in-memory read model off (every read goes to SQL)
  --only TEXT,TEXT   only the scenarios whose names hold one of these (e.g. "unknown", "search",
                     "cart add" or "checkout"), beside the bare route, in the general, catalog and capacity parts

--catalog, --capacity, --users-scale and --memory combine; with none of them the general, catalog,
capacity and memory parts run.
Uses PGlite in a temporary folder, or a throwaway PostgreSQL database when DATABASE_URL is set.

The catalog part measures every public catalog read (list, search, detail, reviews) twice at each size
and on each database, next to the bare route of the same server: "repeated" asks the same few
URLs again and again (the answer cache hits), "fresh" asks a new filter combination, keyword or
product on every request (the cache misses), and "search, unknown word" puts a word the catalog
lacks in every request (a made-up word, an unknown product or brand, a size, a misspelling). It prints EXPLAIN (ANALYZE, BUFFERS) of the list
and search statements at the largest size, and writes bench-results/catalog.json.`;

// ---------------------------------------------------------------------------------------------
// options

export interface Options {
  products: number;
  duration: number;
  warmup: number;
  connections: number;
  scale: boolean;
  /** Run the general scenarios (all but the catalog part). */
  general: boolean;
  /** Run the catalog part. */
  catalog: boolean;
  /** Run the capacity part (browse, search, checkout). */
  capacity: boolean;
  /** Run the user-scale part, at these two user counts. */
  userScale: boolean;
  userSizes: [number, number];
  /** Run the memory part (rest, hostile-image burst, after). */
  memory: boolean;
  sizes: number[];
  databases: DatabaseKind[];
  /** The catalog part's servers keep the answer cache (as in production). */
  catalogCache: boolean;
  /** The catalog part's servers answer public reads from the read model (as in production). */
  catalogReadModel: boolean;
  /** Only the catalog reads whose names hold one of these (all when empty). */
  only: string[];
}

export type DatabaseKind = 'pglite' | 'postgres';

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number, got "${raw}"`);
  return n;
}

class UsageError extends Error {}

export function parseOptions(argv: string[]): Options | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      large: { type: 'boolean', default: false },
      products: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      scale: { type: 'boolean', default: false },
      catalog: { type: 'boolean', default: false },
      capacity: { type: 'boolean', default: false },
      'users-scale': { type: 'boolean', default: false },
      memory: { type: 'boolean', default: false },
      'user-sizes': { type: 'string' },
      'skip-catalog': { type: 'boolean', default: false },
      sizes: { type: 'string' },
      databases: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'no-read-model': { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  if (values.catalog && values['skip-catalog']) throw new UsageError('--catalog and --skip-catalog exclude each other');
  const products = positiveInt('products', values.products, values.large ? LARGE_PRODUCTS : DEFAULT_PRODUCTS);
  const userSizes = values['user-sizes']?.split(',').map((n) => positiveInt('user-sizes', n, 0)) ?? USER_SIZES;
  if (userSizes.length !== 2) throw new UsageError('--user-sizes takes two numbers, e.g. 1000,100000');
  const only = values.catalog || values.capacity || values['users-scale'] || values.memory;
  const sizes = values.sizes?.split(',').map((n) => positiveInt('sizes', n, 0)) ?? CATALOG_SIZES;
  const databases = (values.databases?.split(',') ?? ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]).map(
    (d) => {
      if (d !== 'pglite' && d !== 'postgres') throw new UsageError(`--databases takes pglite and postgres, got "${d}"`);
      if (d === 'postgres' && !process.env.DATABASE_URL) throw new UsageError('postgres needs DATABASE_URL');
      return d as DatabaseKind;
    },
  );
  return {
    products,
    duration: positiveInt('duration', values.duration, values.quick ? QUICK_DURATION : 10),
    warmup: values.quick ? 1 : WARMUP_SECONDS,
    connections: positiveInt('connections', values.connections, 50),
    scale: values.scale || values.large || products >= LARGE_PRODUCTS,
    general: !only,
    catalog: only ? values.catalog : !values['skip-catalog'],
    capacity: only ? values.capacity : true,
    userScale: values['users-scale'],
    userSizes: userSizes as [number, number],
    memory: only ? values.memory : true,
    sizes,
    databases,
    catalogCache: !values['no-cache'],
    catalogReadModel: !values['no-read-model'],
    only: values.only?.split(',').filter(Boolean) ?? [],
  };
}

/** Whether the scenario `name` is measured: every one without --only, else those whose names hold one of its parts. */
export const wanted = (options: Pick<Options, 'only'>, name: string): boolean =>
  options.only.length === 0 || options.only.some((part) => name.includes(part));
