import { brandIds, categoryIds, sortOptionIds } from '@farmai/contracts';
import { createRandom } from './generate.js';

/**
 * Request paths for the "fresh query" scenarios: each request asks for a filter combination or a
 * search the server has not answered in this run, so the catalog answer cache misses, as it does
 * on the long tail of real traffic.
 */

function shuffle<T>(items: T[], seed: number): T[] {
  const rand = createRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Every subset of a list, as comma lists ('' for none). */
function subsets(values: readonly string[]): string[] {
  const out: string[] = [];
  for (let mask = 0; mask < 1 << values.length; mask++) {
    out.push(values.filter((_, i) => mask & (1 << i)).join(','));
  }
  return out;
}

const sortIds = sortOptionIds;
const LIST_PAGES = 10;

/**
 * The n-th listing of a sequence that visits every (categories, brands, sort, page) combination
 * once, in a scrambled order: 32 × 64 × 4 × 10 = 81,920 different URLs.
 */
export function freshListPath(): (n: number) => string {
  const categories = subsets(categoryIds);
  const brands = subsets(brandIds);
  const total = categories.length * brands.length * sortIds.length * LIST_PAGES;
  // a multiplier coprime with the total walks every combination before repeating one
  const STRIDE = 48_271;
  return (n) => {
    let k = Number((BigInt(n % total) * BigInt(STRIDE)) % BigInt(total));
    const page = (k % LIST_PAGES) + 1;
    k = Math.floor(k / LIST_PAGES);
    const sortBy = sortIds[k % sortIds.length];
    k = Math.floor(k / sortIds.length);
    const brand = brands[k % brands.length] ?? '';
    const category = categories[Math.floor(k / brands.length)] ?? '';
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (brand) query.set('brand', brand);
    query.set('sortBy', sortBy ?? 'price-lowtohigh');
    query.set('page', String(page));
    return `/api/shop/products/get?${query.toString().replaceAll('%2C', ',')}`;
  };
}

/** Words shoppers type: crops, product kinds, qualities, brands (lower-case, 4+ letters). */
const VOCABULARY = [
  ...'tomato rice wheat maize potato onion chilli brinjal cucumber pumpkin okra cabbage cauliflower spinach carrot mustard lentil jute watermelon gourd'.split(
    ' ',
  ),
  ...'organic premium hybrid high-yield super gold classic natural heavy-duty quick-grow disease-resistant certified fresh'.split(
    ' ',
  ),
  ...'seeds seedlings urea gypsum zinc sulphate boron compost vermicompost bone meal seaweed potash humic fertilizer granules booster food conditioner'.split(
    ' ',
  ),
  ...'neem cypermethrin imidacloprid mancozeb carbendazim glyphosate chlorpyrifos copper sulphur abamectin emamectin insecticide fungicide herbicide miticide spray powder'.split(
    ' ',
  ),
  ...'knapsack sprayer hand power battery sickle spade pruning shears watering drip irrigation meter drill wheelbarrow rake trowel weeder'.split(
    ' ',
  ),
  ...'mulch film shade grow bags tray poultry feed fish cattle tarpaulin garden gloves twine coat bird'.split(' '),
  ...'germination root yield pests rust-proof gloves districts coastal smallholder extension'.split(' '),
].filter((w, i, all) => w.length >= 4 && all.indexOf(w) === i);

/** One letter left out (not the first): a typical typo. */
function typos(word: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out.filter((t) => t.length >= 5 && !VOCABULARY.includes(t));
}

const SEARCH_PAGES = [1, 2, 3];
const SEARCH_LIMITS = [12, 16, 20, 24, 30, 36, 40, 48, 50];

/** A multiplier that walks 0..size-1 in a scrambled order without repeats. */
function strideFor(size: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = 48_271;
  while (gcd(stride, size) !== 1) stride += 2;
  return stride;
}

/**
 * Paths that take the pools in turn and visit every keyword of each at page 1 to 3 and several
 * page sizes before repeating one.
 */
function searchPathsOver(pools: string[][]): (n: number) => string {
  const variants = SEARCH_PAGES.length * SEARCH_LIMITS.length;
  const sizes = pools.map((pool) => pool.length * variants);
  const strides = sizes.map(strideFor);
  return (n) => {
    const kind = n % pools.length;
    const size = sizes[kind] as number;
    let k = Number((BigInt(Math.floor(n / pools.length) % size) * BigInt(strides[kind] as number)) % BigInt(size));
    const pool = pools[kind] as string[];
    const keyword = pool[k % pool.length] as string;
    k = Math.floor(k / pool.length);
    const page = SEARCH_PAGES[k % SEARCH_PAGES.length] as number;
    const limit = SEARCH_LIMITS[Math.floor(k / SEARCH_PAGES.length)] as number;
    return searchPath(keyword, page, limit);
  };
}

const searchPath = (keyword: string, page: number, limit: number) =>
  `/api/shop/search/${encodeURIComponent(keyword)}?page=${page}&limit=${limit}`;

/**
 * The n-th search of a sequence that takes in turn a single word, a misspelt word (one letter left
 * out), two words, and two words of which one is misspelt; each kind visits every keyword at
 * page 1 to 3 and several page sizes before it repeats one (at least 4,000 different URLs a kind).
 */
export function freshSearchPath(seed = 7): (n: number) => string {
  const rand = createRandom(seed);
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)] as T;
  const misspelt = VOCABULARY.flatMap(typos);
  return searchPathsOver(
    [
      VOCABULARY,
      misspelt,
      VOCABULARY.flatMap((a) => VOCABULARY.filter((b) => b !== a).map((b) => `${a} ${b}`)),
      misspelt.map((t) => `${t} ${pick(VOCABULARY)}`),
    ].map((pool, i) => shuffle([...pool], seed + i)),
  );
}

/** Things shoppers ask for that the generated catalog does not sell. */
export const UNKNOWN_WORDS =
  'tractor harvester thresher greenhouse polytunnel rotavator cultivator incubator beehive chainsaw generator hydroponic trellis silage scythe biochar perlite cocopeat lawnmower tiller'.split(
    ' ',
  );
/** Brands the generated catalog does not carry. */
export const UNKNOWN_BRANDS =
  'syngenta bayer mahindra corteva basf dhanuka rallis kubota yara sonalika escorts netafim godrej lalteer'.split(' ');
/** Sizes as shoppers type them, most of them written unlike the catalog's ("50 kg", "1 L"). */
export const SIZES = '50kg|1 l|25 kg|500ml|5 ltr|10kg|2 litre|250 gm|100gm|20 l|1kg|5 kg'.split('|');
/**
 * Misspellings: of short words, which the search's own correction leaves as they are ("did you
 * mean" answers them), and of longer ones, which it corrects.
 */
export const TYPOS =
  'sedd ureaa okrra jutte neeem whet maze onin boran zinx spde hoee rce tomatto fertlzer insectcide fungcide potaash gypsm sprayr'.split(
    ' ',
  );
/** Catalog words that an unknown word or a size accompanies. */
const KNOWN = 'urea tomato seed rice potash sprayer neem gypsum compost onion'.split(' ');

const SYLLABLES = 'bdfgklmnprstvz'.split('').flatMap((c) => 'aeiou'.split('').map((v) => c + v));

/** A word made of four syllables, a different one for every n below 70⁴ (about 24 million). */
function madeUpWord(n: number): string {
  const base = SYLLABLES.length;
  let k = Number((BigInt(n) * 2_654_435_761n) % BigInt(base ** 4));
  let word = '';
  for (let i = 0; i < 4; i++) {
    word += SYLLABLES[k % base];
    k = Math.floor(k / base);
  }
  return word;
}

/**
 * The n-th search of a sequence in which every request carries a word the catalog does not hold:
 * in turn a word never asked before (made up), an unknown product or a catalog word with a size
 * ("tractor 50kg", "urea 50kg", "1 l"), a brand the catalog does not carry, and a misspelling
 * (each alone, or with a catalog word or a size). Each kind visits every keyword at page 1 to 3 and several page sizes before repeating one
 * (at least 8,000 different URLs a kind besides the made-up words).
 */
export function freshUnknownSearchPath(seed = 13): (n: number) => string {
  const alone = (words: string[], others: string[]) => [
    ...words,
    ...words.flatMap((w) => others.map((o) => `${w} ${o}`)),
  ];
  const pools = [
    alone(SIZES, []).concat([...UNKNOWN_WORDS, ...KNOWN].flatMap((w) => SIZES.map((s) => `${w} ${s}`))),
    alone(UNKNOWN_BRANDS, [...KNOWN, ...SIZES]),
    alone(TYPOS, [...KNOWN, ...SIZES]),
  ].map((pool, i) => shuffle(pool, seed + i));
  const known = searchPathsOver(pools);
  return (n) =>
    n % 4 === 0
      ? searchPath(madeUpWord(n / 4), SEARCH_PAGES[(n / 4) % 3] as number, SEARCH_LIMITS[(n / 4) % 9] as number)
      : known(n - Math.floor(n / 4) - 1);
}
