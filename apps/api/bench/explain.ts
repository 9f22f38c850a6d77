/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the statements the catalog repository sends for a few typical
 * listings and searches, so a sequential scan or a sort of the whole table shows up next to the
 * throughput figures. The statements are captured as Drizzle sends them (text and parameters),
 * then explained on the same database.
 *
 *   npx tsx bench/explain.ts [--products N]     (PGlite in memory, or PostgreSQL with DATABASE_URL)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseOptions } from '../src/db/client.js';
import * as catalog from '../src/modules/catalog/service.js';
import { generateProducts } from './generate.js';

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/** Collects the statements Drizzle sends while `capturing` is set; pass `onQuery` to createDatabase. */
export class QueryCapture {
  capturing = false;
  readonly queries: CapturedQuery[] = [];
  readonly onQuery = (text: string, params: unknown[]) => {
    if (this.capturing) this.queries.push({ text, params });
  };

  async during(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
    this.queries.length = 0;
    this.capturing = true;
    try {
      await fn();
    } finally {
      this.capturing = false;
    }
    return [...this.queries];
  }
}

/** The catalog reads that are explained: a label and the call. */
export const EXPLAINED_READS: { label: string; run: (database: Database) => Promise<unknown> }[] = [
  {
    label: 'list: everything, price low to high, page 1',
    run: (d) => catalog.listProducts(d.db, { category: [], brand: [], sortBy: 'price-lowtohigh', page: 1, limit: 24 }),
  },
  {
    label: 'list: seed+fertilizer / aci+agritech, price high to low, page 5',
    run: (d) =>
      catalog.listProducts(d.db, {
        category: ['seed', 'fertilizer'],
        brand: ['aci', 'agritech'],
        sortBy: 'price-hightolow',
        page: 5,
        limit: 24,
      }),
  },
  {
    label: 'list: farmtools, title A to Z, page 40',
    run: (d) =>
      catalog.listProducts(d.db, { category: ['farmtools'], brand: [], sortBy: 'title-atoz', page: 40, limit: 24 }),
  },
  { label: 'search: "tomato", page 1', run: (d) => catalog.searchProducts(d.db, 'tomato', { page: 1, limit: 50 }) },
  {
    label: 'search: "organic seed", page 3',
    run: (d) => catalog.searchProducts(d.db, 'organic seed', { page: 3, limit: 24 }),
  },
  {
    label: 'search: "tomatoe seed" (a typo)',
    run: (d) => catalog.searchProducts(d.db, 'tomatoe seed', { page: 1, limit: 50 }),
  },
  {
    label: 'search: "xylophone" (no match)',
    run: (d) => catalog.searchProducts(d.db, 'xylophone', { page: 1, limit: 50 }),
  },
];

/** EXPLAIN of each statement of each read in EXPLAINED_READS, as printable text. */
export async function explainCatalog(database: Database, capture: QueryCapture, analyze = true): Promise<string> {
  const out: string[] = [];
  for (const read of EXPLAINED_READS) {
    const t = performance.now();
    const queries = await capture.during(() => read.run(database));
    out.push(`\n=== ${read.label} (${queries.length} statement(s), ${(performance.now() - t).toFixed(1)} ms)`);
    for (const q of queries) {
      const options = analyze ? '(ANALYZE, BUFFERS)' : '';
      const result = await database.executeSql(`explain ${options} ${q.text}`, q.params);
      out.push(`--- ${q.text.replace(/\s+/g, ' ').slice(0, 160)}${q.text.length > 160 ? ' …' : ''}`);
      for (const row of result.rows as Record<string, string>[]) out.push(`    ${row['QUERY PLAN']}`);
    }
  }
  return out.join('\n');
}

/** Inserts `count` generated products in batches of 1,000 rows, then ANALYZE. */
export async function seedProducts(database: Database, count: number): Promise<void> {
  for (let from = 0; from < count; from += 1_000) {
    const rows = generateProducts(from, Math.min(1_000, count - from));
    await database.db.transaction((tx) => catalog.insertProducts(tx, rows));
  }
  await database.db.execute(sql`analyze`);
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const count = Number(values.products);
  const capture = new QueryCapture();
  const adminUrl = process.env.DATABASE_URL;
  const name = `farmai_explain_${randomBytes(6).toString('hex')}`;
  const options: DatabaseOptions = { onQuery: capture.onQuery };
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    options.url = url.toString();
  }
  const database = await createDatabase(options);
  try {
    await database.migrate();
    const t = Date.now();
    await seedProducts(database, count);
    console.log(`${count.toLocaleString('en-US')} products on ${database.kind} in ${Date.now() - t} ms`);
    // once to warm the caches, then the explained run
    await explainCatalog(database, capture, false);
    console.log(await explainCatalog(database, capture));
  } finally {
    await database.close();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
