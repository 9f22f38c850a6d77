import { LANGUAGES, type Language, type ProductTranslations, type SortOption } from '@farmai/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProducts } from '../bench/generate.js';
import { freshSearchPath } from '../bench/queries.js';
import type { Database } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { toProduct } from '../src/modules/catalog/mapper.js';
import { CatalogReadModelStore } from '../src/modules/catalog/read-model/store.js';
import * as repo from '../src/modules/catalog/repository.js';
import { bn } from '../src/seed/content/translations/bn.js';
import { hi } from '../src/seed/content/translations/hi.js';
import { createTestDatabase } from './helper.js';

/**
 * Translated products in the SQL search and the in-memory read model: both answer every language
 * byte for byte alike, find a product by the words of any of its translations (with a typo, a
 * wrong vowel sign, a missing accent), and answer an English search as they did before products
 * had translations.
 */

const UREA = 'Urea 46% N — 50 kg';
const TOMATO = "Hybrid Tomato Seeds F1 'Ruby' — 10 g";

const translated: { title: string; description: string; translations: ProductTranslations }[] = [
  {
    title: UREA,
    description: 'Granular urea containing 46% nitrogen. One bag supplies 23 kg N.',
    translations: {
      bn: bn.products[UREA],
      hi: hi.products[UREA],
      es: { title: 'Urea 46 % N — 50 kg', description: 'Urea granulada con un 46 % de nitrógeno.' },
      fr: { title: 'Urée 46 % N — 50 kg', description: 'Urée granulée à 46 % d’azote.' },
    },
  },
  {
    title: TOMATO,
    description: 'Semi-determinate F1 hybrid bearing firm, round red fruits.',
    translations: { bn: bn.products[TOMATO], hi: hi.products[TOMATO] },
  },
  {
    title: 'Hybrid Maize Seeds Golden 900 — 2 kg',
    description: 'Yellow dent hybrid maize for grain.',
    translations: {
      es: { title: 'Semillas de maíz híbrido Golden 900 — 2 kg', description: 'Maíz híbrido dentado amarillo.' },
      // typed with a decomposed accent and a zero-width joiner: search folds both away
      fr: { title: 'Semences de mai\u0308s hybride — 2 kg', description: 'Maïs hybride pour le grain.' },
      hi: { title: 'संकर मक्का बीज — 2 किलो', description: 'दाने के लिए पीली संकर मक्का। र\u200dया' },
    },
  },
  {
    title: 'Neem Oil 500 ml',
    description: 'Cold-pressed neem oil, a botanical insecticide.',
    translations: { bn: { title: 'নিম তেল ৫০০ মিলি', description: 'ঠান্ডা চাপে তৈরি নিম তেল, উদ্ভিজ্জ কীটনাশক।' } },
  },
];

let database: Database;
let drop: () => Promise<void>;
let store: CatalogReadModelStore;
const silent = { info() {}, warn() {} } as never;
const urea = { id: '' };

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await repo.insertProducts(database.db, generateProducts(0, 1_500));
  for (const [i, p] of translated.entries()) {
    const row = await repo.insertProduct(database.db, {
      ...p,
      image: '/uploads/products/x.webp',
      category: i === 0 ? 'fertilizer' : 'seed',
      brand: 'agrobangla',
      priceCents: 1_000 + i,
      salePriceCents: 0,
      totalStock: 10,
    });
    if (p.title === UREA) urea.id = row.id;
  }
  store = new CatalogReadModelStore(database.db, silent);
  await store.start();
}, 120_000);
afterAll(async () => {
  store?.close();
  await drop?.();
});

function model() {
  const current = store.current;
  if (!current) throw new Error('read model not loaded');
  return current;
}

/** Searches SQL and the model in a language and checks they give the same bytes; answers the SQL rows. */
async function expectSearchAgrees(keyword: string, language: Language, limit = 20, offset = 0) {
  const expected = await repo.searchProducts(database.db, keyword, { limit, offset });
  const actual = model().search(keyword, { limit, offset }, language);
  const label = `${keyword} (${language}) ${limit}/${offset}`;
  expect(actual.total, label).toBe(expected.total);
  expect(
    actual.items.map((b) => b.toString()),
    label,
  ).toEqual(expected.rows.map((r) => JSON.stringify(toProduct(r, language))));
  return expected;
}

const MULTILINGUAL = [
  'ইউরিয়া',
  'ইউরিয়া সার',
  // one wrong vowel sign (ি → ী), and in Hindi (ू → ु)
  'ইউরীয়া',
  'यूरिया',
  'युरिया',
  'यूरिया खाद',
  'urée',
  // without the accent, and with a letter missing
  'uree',
  'maiz',
  'maïs',
  'semillas maíz',
  'নিম তেল',
  'रया',
  'urea ইউরিয়া',
  'टमाटर',
  'टमाटार',
];

describe('translated products', () => {
  it('answer listings and products in every language as SQL does, marking the fallbacks', async () => {
    for (const language of LANGUAGES) {
      for (const sortBy of ['title-atoz', 'price-lowtohigh'] as SortOption[]) {
        const filter = { categories: [], brands: ['agrobangla'], sortBy, limit: 100, offset: 0 };
        const expected = await repo.listProductPage(database.db, filter);
        const actual = model().list(filter, language);
        expect(actual.total).toBe(expected.total);
        expect(actual.items.map((b) => b.toString())).toEqual(
          expected.rows.map((r) => JSON.stringify(toProduct(r, language))),
        );
      }
    }
    const inBangla = JSON.parse(model().product(urea.id, 'bn')?.toString() ?? '{}');
    expect(inBangla).toMatchObject({ title: bn.products[UREA]?.title, language: 'bn' });
    const english = JSON.parse(model().product(urea.id)?.toString() ?? '{}');
    expect(english.title).toBe(UREA);
    expect(english).not.toHaveProperty('language');
    const [other] = await database.db
      .select()
      .from(products)
      .where(sql`${products.translations} = '{}'::jsonb`)
      .limit(1);
    const fallback = JSON.parse(
      model()
        .product(other?.id ?? '', 'hi')
        ?.toString() ?? '{}',
    );
    expect(fallback).toMatchObject({ title: other?.title, language: 'en' });
  });

  it('are found by the words of any language, misspelt too, as SQL finds them', async () => {
    for (const keyword of MULTILINGUAL) {
      for (const language of ['en', 'bn', 'hi'] as Language[]) await expectSearchAgrees(keyword, language);
    }
    for (const keyword of ['ইউরিয়া', 'ইউরিয়া সার', 'ইউরীয়া', 'यूरिया', 'यूरिया खाद', 'युरिया', 'urée', 'urea ইউরিয়া']) {
      const { rows } = await repo.searchProducts(database.db, keyword, { limit: 20, offset: 0 });
      expect(
        rows.map((r) => r.id),
        keyword,
      ).toContain(urea.id);
    }
    // a joiner typed inside a Hindi word, and an accent typed as its own character, are folded away
    const joined = await repo.searchProducts(database.db, 'रया', { limit: 5, offset: 0 });
    expect(joined.rows.map((r) => r.title)).toEqual(['Hybrid Maize Seeds Golden 900 — 2 kg']);
    const maize = await repo.searchProducts(database.db, 'mai\u0308s', { limit: 5, offset: 0 });
    expect(maize.rows.map((r) => r.title)).toEqual(['Hybrid Maize Seeds Golden 900 — 2 kg']);
  });

  it('leave English searches as they were before products had translations', async () => {
    const pathAt = freshSearchPath(5);
    const keywords = [
      'tomato',
      'tomatoe seed',
      'fertiliser',
      'urea',
      'hybrid seed',
      'neem',
      'xylophone',
      'seed 16',
      ...Array.from({ length: 80 }, (_, n) =>
        decodeURIComponent(new URL(pathAt(n), 'http://x').pathname.split('/').pop() ?? ''),
      ),
    ];
    const before = [];
    for (const keyword of keywords) before.push(await expectSearchAgrees(keyword, 'en', 10));
    await database.db
      .update(products)
      .set({ translations: {}, translatedSearchText: '', translatedTitles: '', updatedAt: new Date() })
      .where(sql`${products.translations} <> '{}'::jsonb`);
    await store.changed({});
    for (const [i, keyword] of keywords.entries()) {
      const after = await expectSearchAgrees(keyword, 'en', 10);
      expect(after.total, keyword).toBe(before[i]?.total);
      expect(
        after.rows.map((r) => r.id),
        keyword,
      ).toEqual(before[i]?.rows.map((r) => r.id));
    }
  }, 60_000);
});
