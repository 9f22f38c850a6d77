import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../bench/generate.js';
import { SIZES, TYPOS, UNKNOWN_BRANDS, UNKNOWN_WORDS } from '../bench/queries.js';
import type { Database } from '../src/db/client.js';
import type { CatalogReadModelStore } from '../src/modules/catalog/read-model/store.js';
import * as repo from '../src/modules/catalog/repository.js';
import * as service from '../src/modules/catalog/service.js';
import { createTestDatabase } from './helper.js';
import { loadedStore, modelOf } from './helpers/read-model.js';

/**
 * Searches with a word the catalog lacks (an unknown product or brand, a size written unlike the
 * catalog's, a misspelling, a made-up word) answer from the read model exactly what they answer
 * from SQL, "did you mean" included, and without a database round trip.
 */
const PRODUCTS = 3_000;

let database: Database;
let drop: () => Promise<void>;
let store: CatalogReadModelStore;
let statements = 0;

const product = (title: string, description: string) => ({
  image: '/uploads/products/x.webp',
  title,
  description,
  category: 'fertilizer',
  brand: 'aci',
  priceCents: 1_000,
  salePriceCents: 0,
  totalStock: 5,
});

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(process.env.DATABASE_URL, {
    onQuery: () => {
      statements += 1;
    },
  }));
  for (let from = 0; from < PRODUCTS; from += 1_000) {
    await repo.insertProducts(database.db, generateProducts(from, 1_000));
  }
  await repo.insertProducts(database.db, [
    product('Zorbex Soil Wetter 1 L', 'Helps water soak into dry soil.'),
    {
      ...product('Paddy Seed High Yield', 'Certified paddy seed.'),
      translations: { bn: { title: 'ধানের বীজ উচ্চ ফলনশীল', description: 'প্রত্যয়িত ধানের বীজ, নিম তেল সহ' } },
    },
  ]);
  // a product sold and removed before the catalog is loaded: its words stay in the SQL vocabulary
  const gone = await repo.insertProduct(database.db, product('Zorb Kelp Gel', 'Seaweed gel.'));
  await repo.deleteProduct(database.db, gone.id);
  store = await loadedStore(database.db);
}, 120_000);
afterAll(async () => {
  store?.close();
  await drop?.();
});

const model = () => modelOf(store);

/** Unknown words, sizes, brands and misspellings, alone and with catalog words, and other scripts. */
const KEYWORDS = [
  ...UNKNOWN_WORDS,
  ...UNKNOWN_BRANDS,
  ...SIZES,
  ...TYPOS,
  'urea 50kg',
  'tractor 1 l',
  'syngenta tomato',
  'sedd 1kg',
  'okra sedd',
  'ureaa 25 kg',
  'babababa',
  'qqxxzz',
  '5000kg',
  'zorv',
  'zorbx',
  // a wrong first letter: found through shared trigrams alone
  'kompost',
  'xoron',
  'kabbage',
  'ধানর বিজ',
  'নিম তল',
];

const PAGES = [
  { page: 1, limit: 24 },
  { page: 2, limit: 10 },
];

const answerOf = async (keyword: string, query: { page: number; limit: number }, fromModel: boolean) =>
  JSON.parse(
    (await service.searchProductsJson(database.db, fromModel ? model() : undefined, keyword, query)).toString(),
  );

describe('searches with words the catalog lacks', () => {
  it('answer from memory what SQL answers: the same products, totals and "did you mean"', async () => {
    let suggested = 0;
    let nothing = 0;
    let found = 0;
    for (const keyword of KEYWORDS) {
      for (const query of PAGES) {
        const fromSql = await answerOf(keyword, query, false);
        const fromModel = await answerOf(keyword, query, true);
        expect(fromModel, `${keyword} ${JSON.stringify(query)}`).toEqual(fromSql);
        if (fromSql.didYouMean) suggested += 1;
        else if (fromSql.pagination.total === 0) nothing += 1;
        else found += 1;
      }
    }
    // the list reaches every outcome: a suggestion, nothing at all, products found (some by correction)
    expect(suggested).toBeGreaterThan(10);
    expect(nothing).toBeGreaterThan(10);
    expect(found).toBeGreaterThan(10);
  }, 120_000);

  it('are answered without a database statement when the catalog is in memory', async () => {
    const before = statements;
    for (const keyword of KEYWORDS) await answerOf(keyword, { page: 1, limit: 24 }, true);
    expect(statements - before).toBe(0);
    // the counter does count the statements of the SQL path
    await answerOf('tractor', { page: 1, limit: 24 }, false);
    expect(statements).toBeGreaterThan(before);
  });

  it('suggest among the words SQL knows, those of products removed before the catalog was loaded included', async () => {
    // "zorb" is the word of a removed product only; it still finds the product whose word holds it
    for (const fromModel of [false, true]) {
      const answer = await answerOf('zorv', { page: 1, limit: 24 }, fromModel);
      expect(answer.data).toEqual([]);
      expect(answer.didYouMean).toBe('zorb');
    }
  });
});

describe('the SQL path of "did you mean"', () => {
  it('reads the words near a typed word once, until the catalog changes', async () => {
    const words = new repo.NearWordsFromSql(database.db);
    const before = statements;
    const first = await words.near('tractor');
    expect(first).toEqual(await repo.wordsNear(database.db, 'tractor'));
    const read = statements;
    expect(await words.near('tractor')).toEqual(first);
    expect(statements).toBe(read);
    expect(read - before).toBe(2);
    words.forget();
    await words.near('tractor');
    expect(statements).toBe(read + 1);
  });
});
