import type { Brand, Category } from '@farmai/contracts';
import type { ProductValues } from '../src/modules/catalog/repository.js';

/**
 * The write scenarios (cart add, orders) buy the first products by title over and over; the
 * bench database gives these a stock that cannot run out during a run.
 */
export const STOCKED_PRODUCTS = 100;
export const STOCKED_QUANTITY = 10_000_000;

/** A small seeded PRNG (mulberry32), so every run benchmarks the same catalog. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CROPS = [
  'Tomato',
  'Rice',
  'Wheat',
  'Maize',
  'Potato',
  'Onion',
  'Chilli',
  'Brinjal',
  'Cucumber',
  'Pumpkin',
  'Okra',
  'Cabbage',
  'Cauliflower',
  'Spinach',
  'Carrot',
  'Mustard',
  'Lentil',
  'Jute',
  'Watermelon',
  'Bitter Gourd',
];

const ADJECTIVES = [
  'Organic',
  'Premium',
  'Hybrid',
  'High-Yield',
  'Eco',
  'Super',
  'Gold',
  'Classic',
  'Pro',
  'Bio',
  'Natural',
  'Heavy-Duty',
  'Quick-Grow',
  'Disease-Resistant',
  'Certified',
  'Farm Fresh',
];

interface CategoryWords {
  cores: string[];
  suffixes: string[];
  sizes: string[];
  /** Price range in whole currency units; prices are drawn log-uniformly. */
  price: [number, number];
  weight: number;
}

const WORDS: Record<Category, CategoryWords> = {
  seed: {
    cores: CROPS,
    suffixes: ['Seeds', 'Seed Pack', 'F1 Seeds', 'Seedlings', 'Seed Kit'],
    sizes: ['10 g', '50 g', '100 g', '250 g', '500 g', '1 kg'],
    price: [40, 2_500],
    weight: 3,
  },
  fertilizer: {
    cores: [
      'Urea',
      'TSP',
      'MoP',
      'DAP',
      'Gypsum',
      'Zinc Sulphate',
      'Boron',
      'Compost',
      'Vermicompost',
      'NPK 15-15-15',
      'Bone Meal',
      'Seaweed Extract',
      'Potash',
      'Humic Acid',
    ],
    suffixes: ['Fertilizer', 'Granules', 'Booster', 'Plant Food', 'Soil Conditioner'],
    sizes: ['500 g', '1 kg', '5 kg', '10 kg', '25 kg', '50 kg'],
    price: [60, 4_000],
    weight: 3,
  },
  pestisides: {
    cores: [
      'Neem Oil',
      'Cypermethrin',
      'Imidacloprid',
      'Mancozeb',
      'Carbendazim',
      'Glyphosate',
      'Chlorpyrifos',
      'Copper Oxychloride',
      'Sulphur',
      'Abamectin',
      'Emamectin',
      'Bt',
    ],
    suffixes: ['Insecticide', 'Fungicide', 'Herbicide', 'Miticide', 'Spray', 'Powder'],
    sizes: ['50 ml', '100 ml', '250 ml', '500 ml', '1 L', '5 L'],
    price: [80, 6_000],
    weight: 2,
  },
  farmtools: {
    cores: [
      'Knapsack Sprayer',
      'Hand Sprayer',
      'Power Sprayer',
      'Battery Sprayer',
      'Hoe',
      'Sickle',
      'Spade',
      'Pruning Shears',
      'Watering Can',
      'Drip Irrigation Kit',
      'Soil pH Meter',
      'Seed Drill',
      'Wheelbarrow',
      'Rake',
      'Trowel',
      'Hand Weeder',
    ],
    suffixes: ['', 'Set', 'Tool', 'Plus', 'Max'],
    sizes: ['', 'Small', 'Large', '5 L', '16 L', '20 L'],
    price: [150, 40_000],
    weight: 2,
  },
  others: {
    cores: [
      'Mulch Film',
      'Shade Net',
      'Grow Bags',
      'Seedling Tray',
      'Poultry Feed',
      'Fish Feed',
      'Cattle Feed',
      'Tarpaulin',
      'Garden Gloves',
      'Jute Twine',
      'Rain Coat',
      'Bird Net',
    ],
    suffixes: ['', 'Roll', 'Pack', 'Bundle', 'Bag'],
    sizes: ['', '1 kg', '5 kg', '10 m', '50 m', '100 pcs'],
    price: [50, 12_000],
    weight: 1,
  },
};

const BRAND_WEIGHTS: [Brand, number][] = [
  ['aci', 3],
  ['agritech', 3],
  ['agrobangla', 2],
  ['famai', 2],
  ['farmy', 2],
  ['unknown', 1],
];

const BENEFITS = [
  'Improves germination and early root growth.',
  'Gives an even, healthy stand in the field.',
  'Tested in the coastal and northern districts.',
  'Easy to use for smallholder farmers.',
  'Protects against common pests for up to three weeks.',
  'Raises yield when used with a balanced fertilizer plan.',
  'Long-lasting, rust-proof build for daily field work.',
  'Follow the label and wear gloves when handling.',
  'Store in a cool, dry place away from children.',
  'Recommended by local agricultural extension officers.',
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** Two different items. */
function pickTwo<T>(rand: () => number, items: readonly T[]): [T, T] {
  const a = Math.floor(rand() * items.length);
  const b = (a + 1 + Math.floor(rand() * (items.length - 1))) % items.length;
  return [items[a] as T, items[b] as T];
}

function weighted<T>(rand: () => number, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return (items[items.length - 1] as [T, number])[0];
}

const CATEGORY_WEIGHTS = Object.entries(WORDS).map(([id, w]) => [id as Category, w.weight] as [Category, number]);

/** Generates `count` products (starting at index `from`) deterministically from word lists. */
export function generateProducts(from: number, count: number, seed = 20_240_601): ProductValues[] {
  const rand = createRandom(seed + from);
  const rows: ProductValues[] = [];
  for (let i = from; i < from + count; i++) {
    const category = weighted(rand, CATEGORY_WEIGHTS);
    const words = WORDS[category];
    const brand = weighted(rand, BRAND_WEIGHTS);
    const core = pick(rand, words.cores);
    const title = [pick(rand, ADJECTIVES), core, pick(rand, words.suffixes), pick(rand, words.sizes)]
      .filter(Boolean)
      .join(' ');
    const [low, high] = words.price;
    const price = Math.exp(Math.log(low) + rand() * (Math.log(high) - Math.log(low)));
    const priceCents = Math.round(price) * 100 + (rand() < 0.3 ? 50 : 0);
    const onSale = rand() < 0.25;
    const salePriceCents = onSale ? Math.max(100, Math.floor((priceCents * (0.6 + rand() * 0.35)) / 100) * 100) : 0;
    const [crop1, crop2] = pickTwo(rand, CROPS);
    const [benefit1, benefit2] = pickTwo(rand, BENEFITS);
    const description = `${title} for ${crop1.toLowerCase()} and ${crop2.toLowerCase()} growers. ${benefit1} ${benefit2} Item ${i + 1}.`;
    rows.push({
      image: `/uploads/products/bench-${i % 64}.webp`,
      title,
      description,
      category,
      brand,
      priceCents,
      salePriceCents: salePriceCents < priceCents ? salePriceCents : 0,
      totalStock: Math.floor(rand() * 500),
    });
  }
  return rows;
}
