import { brandIds, categoryIds, type SortOption } from '@farmai/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../bench/generate.js';
import { freshListPath, freshSearchPath } from '../bench/queries.js';
import type { Database } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import type { ReadPage } from '../src/modules/catalog/read-model/read-model.js';
import { CatalogReadModelStore } from '../src/modules/catalog/read-model/store.js';
import * as repo from '../src/modules/catalog/repository.js';
import { createTestDatabase } from './helper.js';

/**
 * The in-memory read model must answer exactly what the SQL statements answer: the same products
 * in the same order, and the same totals, for listings and searches of every kind (words, typos,
 * several words, punctuation, short words, other scripts), and it must stay so as products are
 * added, edited and deleted.
 */
const PRODUCTS = 3_000;

let database: Database;
let drop: () => Promise<void>;
let store: CatalogReadModelStore;
const silent = { info() {}, warn() {} } as never;
/** The statements that read products by id, while `countingReads` is set. */
let readsById = 0;
let countingReads = false;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(undefined, {
    onQuery: (text) => {
      if (countingReads && /from "products" where "products"\."id" = any/.test(text)) readsById += 1;
    },
  }));
  for (let from = 0; from < PRODUCTS; from += 1_000) {
    await repo.insertProducts(database.db, generateProducts(from, 1_000));
  }
  // titles that differ only in case, a Bangla title and punctuation, to pin the order and matching
  await repo.insertProducts(database.db, [
    ...[
      'Hand-Push Seeder',
      'HDPE Water Tank',
      'hand sprayer 16 L',
      'ধানের বীজ (উচ্চ ফলনশীল)',
      'N.P.K 10-26-26 Fertilizer',
    ].map((title, i) => ({
      image: '/uploads/products/x.webp',
      title,
      description: `Edge case ${i}: 50kg. bag, high-yield; নিম তেল`,
      category: categoryIds[i % categoryIds.length] as string,
      brand: brandIds[i % brandIds.length] as string,
      priceCents: 1_000 + i,
      salePriceCents: 0,
      totalStock: i,
    })),
  ]);
  // sales and ratings with many ties, so the featured and popularity orders reach every tie-break
  await database.db.execute(
    sql`update products set units_sold = abs(hashtext(id::text)) % 7, average_review = (abs(hashtext(title)) % 5)::real`,
  );
  store = new CatalogReadModelStore(database.db, silent);
  await store.start();
}, 120_000);
afterAll(async () => {
  store?.close();
  await drop?.();
});

const idsOf = (page: ReadPage) => page.items.map((b) => (JSON.parse(b.toString()) as { _id: string })._id);

function model() {
  const current = store.current;
  if (!current) throw new Error('read model not loaded');
  return current;
}

async function expectListsAgree(count: number) {
  const pathAt = freshListPath();
  for (let n = 0; n < count; n++) {
    const query = new URL(pathAt(n * 7), 'http://x').searchParams;
    const filter: repo.ListFilter = {
      categories: query.get('category')?.split(',') ?? [],
      brands: query.get('brand')?.split(',') ?? [],
      sortBy: query.get('sortBy') as SortOption,
      limit: 24,
      offset: (Number(query.get('page')) - 1) * 24,
    };
    const expected = await repo.listProductPage(database.db, filter);
    const actual = model().list(filter);
    const label = JSON.stringify(filter);
    expect(actual.total, label).toBe(expected.total);
    expect(idsOf(actual), label).toEqual(expected.rows.map((r) => r.id));
  }
}

const EDGE_KEYWORDS = [
  'tomatoe seed',
  'fertiliser',
  'high-yield',
  '50kg.',
  'n.p.k',
  'np',
  'a',
  'hand',
  'HAND push',
  'ধান',
  'নিম তেল',
  'xylophone',
  'tomato tomato',
  'seed 16',
  '%_\\',
  // three words and more: the ranking counts how many of them each title holds
  'organic tomato seed',
  'hybrid onion seed pack',
  'seed pack 1 kg',
  'tomatoe organic sed',
];

async function expectSearchesAgree(keywords: { keyword: string; limit: number; offset: number }[]) {
  for (const { keyword, limit, offset } of keywords) {
    const expected = await repo.searchProducts(database.db, keyword, { limit, offset });
    const actual = model().search(keyword, { limit, offset });
    const label = `${keyword} ${limit}/${offset}`;
    expect(actual.total, label).toBe(expected.total);
    expect(idsOf(actual), label).toEqual(expected.rows.map((r) => r.id));
  }
}

function searchMix(count: number) {
  const pathAt = freshSearchPath(11);
  const out = EDGE_KEYWORDS.flatMap((keyword) => [0, 10].map((offset) => ({ keyword, limit: 10, offset })));
  for (let n = 0; n < count; n++) {
    const url = new URL(pathAt(n), 'http://x');
    out.push({
      keyword: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
      limit: Number(url.searchParams.get('limit')),
      offset: (Number(url.searchParams.get('page')) - 1) * Number(url.searchParams.get('limit')),
    });
  }
  return out;
}

describe('catalog read model', () => {
  it('lists every filter, sort and page as the SQL listing does', async () => {
    expect(model().size).toBe(PRODUCTS + 5);
    await expectListsAgree(300);
  }, 60_000);

  it('searches words, typos, phrases, punctuation and other scripts as the SQL search does', async () => {
    await expectSearchesAgree(searchMix(240));
  }, 60_000);

  it('follows products added, edited and deleted, told by id or only that something changed', async () => {
    const all = await database.db.select().from(products).orderBy(asc(products.id)).limit(40);
    const [a, b, c, d] = all;
    if (!a || !b || !c || !d) throw new Error('no products');
    await repo.updateProduct(database.db, a.id, { title: 'Zzz Organic Tomato Seed Gold', category: 'seed' });
    await repo.updateProduct(database.db, b.id, { priceCents: 1, salePriceCents: 0, brand: 'famai' });
    await repo.deleteProduct(database.db, c.id);
    const added = await repo.insertProduct(database.db, {
      image: '/uploads/products/y.webp',
      title: 'Brand-new Quinoa Seed',
      description: 'quinoa for highlands',
      category: 'seed',
      brand: 'aci',
      priceCents: 500,
      salePriceCents: 0,
      totalStock: 3,
    });
    await store.changed({ products: [a.id, b.id, c.id, added.id] });
    // a stock move by an order is announced without ids
    await database.db
      .update(products)
      .set({ totalStock: 77, updatedAt: new Date() })
      .where(sql`${products.id} = ${d.id}`);
    await store.changed({});
    // a paid order counts units sold, a stock runs out: both announced without ids, both move places
    const [g, h] = all.slice(20);
    if (!g || !h) throw new Error('no products');
    await database.db
      .update(products)
      .set({ unitsSold: 1_000, totalStock: 50, updatedAt: new Date() })
      .where(sql`${products.id} = ${g.id}`);
    await database.db
      .update(products)
      .set({ totalStock: 0, updatedAt: new Date() })
      .where(sql`${products.id} = ${h.id}`);
    await store.changed({});
    const top = model().list({ categories: [], brands: [], sortBy: 'popularity', limit: 1, offset: 0 });
    expect(idsOf(top)).toEqual([g.id]);

    expect(model().size).toBe(PRODUCTS + 5);
    expect(JSON.parse(model().product(d.id)?.toString() ?? '{}').totalStock).toBe(77);

    // a second stock move in the same millisecond as the version held keeps its change time: the
    // catch-up compares the counters too
    const [held] = await database.db.select().from(products).where(sql`${products.id} = ${d.id}`);
    await database.db
      .update(products)
      .set({ totalStock: 76, updatedAt: held?.updatedAt })
      .where(sql`${products.id} = ${d.id}`);
    await store.changed({});
    expect(JSON.parse(model().product(d.id)?.toString() ?? '{}').totalStock).toBe(76);

    // changes nobody announced (a script beside the server) are found by the periodic check
    const [e, f] = all.slice(10);
    if (!e || !f) throw new Error('no products');
    await repo.updateProduct(database.db, e.id, { title: 'Silent Sorghum Seed' });
    await database.db.delete(products).where(sql`${products.id} = ${f.id}`);
    expect(model().product(f.id)).toBeDefined();
    await store.reconcile();
    expect(model().product(f.id)).toBeUndefined();
    expect(model().search('sorghum', { limit: 5, offset: 0 }).total).toBe(1);
    expect(model().size).toBe(PRODUCTS + 4);
    expect(model().product(c.id)).toBeUndefined();
    await expectListsAgree(120);
    await expectSearchesAgree([
      ...['quinoa', 'quinao seed', 'zzz organic', 'organic tomato', 'gold', 'silent', 'sorgum'].map((keyword) => ({
        keyword,
        limit: 20,
        offset: 0,
      })),
      ...searchMix(60),
    ]);
  }, 60_000);

  it('follows a change to many products at once (a price list imported, a range withdrawn)', async () => {
    const some = await database.db.select().from(products).orderBy(asc(products.title)).limit(500);
    const repriced = some.slice(0, 300);
    const withdrawn = some.slice(300, 480);
    for (const [i, p] of repriced.entries()) {
      await repo.updateProduct(database.db, p.id, { priceCents: 100 + ((i * 7919) % 5000), salePriceCents: 0 });
    }
    for (const p of withdrawn) await repo.deleteProduct(database.db, p.id);
    await store.changed({ products: [...repriced, ...withdrawn].map((p) => p.id) });
    expect(model().size).toBe(PRODUCTS + 4 - withdrawn.length);
    await expectListsAgree(120);
    await expectSearchesAgree(searchMix(60));
  }, 60_000);

  it('reads together the products announced while an earlier reading waits or runs (orders come many at once)', async () => {
    const some = await database.db.select().from(products).orderBy(asc(products.id)).limit(4).offset(200);
    for (const [i, p] of some.entries()) {
      await database.db
        .update(products)
        .set({ totalStock: 1_000 + i, updatedAt: new Date() })
        .where(sql`${products.id} = ${p.id}`);
    }
    const [a, b, c, d] = some.map((p) => p.id) as [string, string, string, string];
    readsById = 0;
    countingReads = true;
    // announced in the same turn: one reading; then two more announced while that one runs: one more
    const first = [store.changed({ products: [a] }), store.changed({ products: [b] })];
    await Promise.resolve();
    const second = [store.changed({ products: [c] }), store.changed({ products: [d, a] })];
    await Promise.all([...first, ...second]);
    countingReads = false;
    expect(readsById).toBe(2);
    expect(some.map((p) => JSON.parse(model().product(p.id)?.toString() ?? '{}').totalStock)).toEqual([
      1_000, 1_001, 1_002, 1_003,
    ]);
  });
});
