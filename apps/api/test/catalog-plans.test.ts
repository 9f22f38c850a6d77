import type { ProductListQuery } from '@farmai/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../bench/generate.js';
import type { Database } from '../src/db/client.js';
import * as catalog from '../src/modules/catalog/service.js';
import { createTestDatabase } from './helper.js';

/**
 * The listing and search must stay index reads as the catalog grows: at 10,000 products, EXPLAIN
 * of the very statements the repository sends (captured as Drizzle sends them) must show the index
 * each one is built for, no sequential scan of the products, and no sort of the whole catalog.
 */
const PRODUCTS = 10_000;

let database: Database;
let drop: () => Promise<void>;
let capturing = false;
const captured: { text: string; params: unknown[] }[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(undefined, {
    onQuery: (text, params) => {
      if (capturing) captured.push({ text, params });
    },
  }));
  for (let from = 0; from < PRODUCTS; from += 2_000) {
    await catalog.insertProducts(database.db, generateProducts(from, 2_000));
  }
  await database.db.execute(sql`vacuum analyze`);
}, 120_000);
afterAll(async () => drop?.());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The statements a catalog read sends, each with the nodes of its plan. */
async function plansOf(read: () => Promise<unknown>): Promise<{ text: string; nodes: PlanNode[] }[]> {
  captured.length = 0;
  capturing = true;
  try {
    await read();
  } finally {
    capturing = false;
  }
  const plans = [];
  for (const q of [...captured]) {
    const { rows } = await database.executeSql(`explain (format json) ${q.text}`, q.params);
    const raw = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    if (!top) throw new Error(`no plan for ${q.text}`);
    plans.push({ text: q.text, nodes: nodesOf(top.Plan) });
  }
  return plans;
}

const describeNode = (n: PlanNode) =>
  `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''} (${n['Plan Rows']} rows)`;

function expectNoFullScan(plan: { text: string; nodes: PlanNode[] }) {
  const summary = `${plan.text}\n${plan.nodes.map(describeNode).join('\n')}`;
  const seqScans = plan.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products');
  expect(seqScans, summary).toEqual([]);
  return summary;
}

const indexesOf = (plan: { nodes: PlanNode[] }) => plan.nodes.flatMap((n) => n['Index Name'] ?? []);

const LISTS: ProductListQuery[] = [
  { category: [], brand: [], sortBy: 'price-lowtohigh', page: 1, limit: 24 },
  { category: [], brand: [], sortBy: 'title-ztoa', page: 30, limit: 24 },
  { category: ['seed'], brand: [], sortBy: 'price-hightolow', page: 3, limit: 24 },
  { category: [], brand: ['aci'], sortBy: 'title-atoz', page: 1, limit: 24 },
  { category: ['seed'], brand: ['famai'], sortBy: 'price-lowtohigh', page: 2, limit: 24 },
  { category: ['seed', 'fertilizer'], brand: ['aci', 'agritech'], sortBy: 'price-hightolow', page: 5, limit: 24 },
  { category: ['pestisides', 'others', 'farmtools'], brand: [], sortBy: 'title-atoz', page: 2, limit: 48 },
  { category: [], brand: [], sortBy: 'featured', page: 1, limit: 24 },
  { category: ['fertilizer'], brand: [], sortBy: 'newest', page: 2, limit: 24 },
  { category: [], brand: ['agrobangla'], sortBy: 'popularity', page: 1, limit: 24 },
  { category: ['seed', 'others'], brand: ['aci'], sortBy: 'featured', page: 3, limit: 24 },
];

describe(`catalog query plans at ${PRODUCTS.toLocaleString('en-US')} products`, () => {
  it.each(LISTS)('the listing reads an index in order, sorting no more than a page: %o', async (query) => {
    const plans = await plansOf(() => catalog.listProducts(database.db, query));
    expect(plans).toHaveLength(1);
    for (const plan of plans) {
      const summary = expectNoFullScan(plan);
      expect(
        indexesOf(plan).filter((name) => /^products_.*_idx$/.test(name)),
        summary,
      ).not.toEqual([]);
      const bigSorts = plan.nodes.filter((n) => n['Node Type'] === 'Sort' && n['Plan Rows'] > 500);
      expect(bigSorts.map(describeNode), summary).toEqual([]);
    }
  });

  it.each([
    ['tomato', 1],
    ['organic seed', 2],
    ['sprayer', 3],
  ])('search for "%s" finds its candidates through the trigram index, in one statement', async (keyword, page) => {
    const plans = await plansOf(() => catalog.searchProducts(database.db, keyword, { page, limit: 24 }));
    expect(plans).toHaveLength(1);
    for (const plan of plans) {
      const summary = expectNoFullScan(plan);
      expect(indexesOf(plan), summary).toContain('products_search_trgm_idx');
    }
  });

  it('a misspelt word is corrected through the vocabulary index, and the products found through theirs', async () => {
    const plans = await plansOf(() => catalog.searchProducts(database.db, 'tomatoe seed', { page: 1, limit: 24 }));
    expect(plans.map((p) => p.text.match(/from "(\w+)"/)?.[1])).toEqual([
      'products',
      'product_search_words',
      'products',
    ]);
    const [exact, correction, corrected] = plans as [(typeof plans)[0], (typeof plans)[0], (typeof plans)[0]];
    expect(indexesOf(exact), expectNoFullScan(exact)).toContain('products_search_trgm_idx');
    expect(indexesOf(correction)).toContain('product_search_words_trgm_idx');
    expect(indexesOf(corrected), expectNoFullScan(corrected)).toContain('products_search_trgm_idx');
    const found = await catalog.searchProducts(database.db, 'tomatoe seed', { page: 1, limit: 5 });
    expect(found.data[0]?.title).toMatch(/tomato seed/i);
  });
});
