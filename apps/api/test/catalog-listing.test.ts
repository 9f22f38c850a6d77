import { brandIds, categoryIds, type SortOption, sortOptionIds } from '@farmai/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import {
  countProducts,
  deleteProduct,
  insertProducts,
  listProducts,
  updateProduct,
} from '../src/modules/catalog/repository.js';
import { createTestDatabase } from './helper.js';

let database: Database;
let drop: () => Promise<void>;

// deterministic spread over every category and brand, with equal prices and titles to test ties
const rows = Array.from({ length: 160 }, (_, i) => ({
  image: 'https://example.test/p.webp',
  title: `Product ${String.fromCharCode(65 + ((i * 7) % 26))}${(i * 13) % 5}`,
  description: 'A product for the listing test',
  category: categoryIds[(i * 3) % categoryIds.length] as string,
  brand: brandIds[(i * 5) % brandIds.length] as string,
  priceCents: 100 + ((i * 37) % 23) * 50,
  salePriceCents: i % 4 === 0 ? 90 + ((i * 11) % 7) * 50 : 0,
  totalStock: i % 9 === 0 ? 0 : 10,
}));

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await insertProducts(database.db, rows);
  // sales and ratings with ties, so the featured and popularity orders reach their tie-breaks
  await database.db.execute(
    sql`update products set units_sold = abs(hashtext(id::text)) % 4, average_review = (abs(hashtext(title)) % 3)::real`,
  );
});
afterAll(async () => drop?.());

/** Out of stock last in every order, written from the rules rather than from the repository's keys. */
const soldOut = asc(sql`${products.totalStock} = 0`);
const ORDER: Record<SortOption, SQL[]> = {
  'price-lowtohigh': [soldOut, asc(products.effectivePriceCents), asc(products.id)],
  'price-hightolow': [soldOut, desc(products.effectivePriceCents), desc(products.id)],
  'title-atoz': [soldOut, asc(sql`lower(${products.title})`), asc(products.id)],
  'title-ztoa': [soldOut, desc(sql`lower(${products.title})`), desc(products.id)],
  featured: [
    soldOut,
    desc(products.unitsSold),
    desc(products.averageReview),
    desc(products.createdAt),
    asc(products.id),
  ],
  newest: [soldOut, desc(products.createdAt), desc(products.id)],
  popularity: [soldOut, desc(products.unitsSold), desc(products.averageReview), asc(products.id)],
};

/** The plain query the listing must agree with. */
async function reference(categories: string[], brands: string[], sortBy: SortOption, limit: number, offset: number) {
  const where = and(
    categories.length > 0 ? inArray(products.category, categories) : undefined,
    brands.length > 0 ? inArray(products.brand, brands) : undefined,
  );
  const page = await database.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ORDER[sortBy])
    .limit(limit)
    .offset(offset);
  const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return { ids: page.map((r) => r.id), total: count?.n ?? 0 };
}

const FILTERS: [string[], string[]][] = [
  [[], []],
  [['seed'], []],
  [[], ['aci']],
  [['seed'], ['aci']],
  [['seed', 'fertilizer'], []],
  [[], ['aci', 'agritech', 'farmy']],
  [
    ['seed', 'fertilizer', 'others'],
    ['aci', 'agritech'],
  ],
  [
    ['seed', 'farmtools'],
    ['unknown', 'famai'],
  ],
];
const SORTS: SortOption[] = sortOptionIds;

async function expectListingAgrees() {
  for (const [categories, brands] of FILTERS) {
    for (const sortBy of SORTS) {
      for (const offset of [0, 7, 40, 400]) {
        const expected = await reference(categories, brands, sortBy, 7, offset);
        const page = await listProducts(database.db, { categories, brands, sortBy, limit: 7, offset });
        expect(
          page.map((p) => p.id),
          `${categories}/${brands}/${sortBy}/${offset}`,
        ).toEqual(expected.ids);
        expect(await countProducts(database.db, { categories, brands })).toBe(expected.total);
      }
    }
  }
}

describe('catalog listing', () => {
  it('pages every filter and sort exactly as a plain ordered query does, with its total', async () => {
    await expectListingAgrees();
  });

  it('keeps the totals right when products change category or brand, or are deleted', async () => {
    const all = await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    const [first, second, third] = all;
    if (!first || !second || !third) throw new Error('no products');
    await updateProduct(database.db, first.id, { category: 'seed', brand: 'aci' });
    await updateProduct(database.db, second.id, { brand: 'famai' });
    await updateProduct(database.db, third.id, { priceCents: 99_900 });
    await deleteProduct(database.db, third.id);
    await insertProducts(database.db, [{ ...rows[0], category: 'others', brand: 'unknown' } as (typeof rows)[0]]);
    await expectListingAgrees();
    const [seedAci] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.category, 'seed'), eq(products.brand, 'aci')));
    expect(await countProducts(database.db, { categories: ['seed'], brands: ['aci'] })).toBe(seedAci?.n);
  });
});
