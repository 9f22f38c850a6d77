import { STOCKED_PRODUCTS } from './generate.js';
import { type Api, apiFor, type RequestSpec, type Scenario, signUp } from './load.js';

/** The general scenarios: the shop's main reads and writes, next to the bare health route. */

export const TARGETS = {
  listRatio: 0.3,
  searchRatio: 0.2,
  cartAddRatio: 0.15,
  orderListRatio: 0.3,
  scaleLatency: 1.5,
  memoryMb: 300,
};

export const BASELINE: Scenario = { name: 'health', path: '/api/health' };

const LIST_PAGES = [1, 2, 3, 4, 5];
export const LIST: Scenario = {
  name: 'product list',
  path: LIST_PAGES.map(
    (page) => `/api/shop/products/get?category=seed,fertilizer&brand=aci,agritech&sortBy=price-hightolow&page=${page}`,
  ),
  minRatio: TARGETS.listRatio,
};

/** The same pages as a browser asks for them: compressed (the catalog cache keeps the brotli copy). */
const LIST_BROTLI: Scenario = {
  path: LIST.path,
  name: 'product list, br',
  headers: { 'accept-encoding': 'gzip, deflate, br' },
};

export const SEARCH_KEYWORDS = ['tomato', 'fertiliser', 'sprayer', 'organic seed'];

/** Cart add: this many shoppers, each adding to this many products in turn. */
const CART_SHOPPERS = 10;
const CART_LINES = 8;

/** Orders the order-list shopper has placed: a season of buying for one farm. */
const ORDERS_PER_SHOPPER = 20;

/** The products bench/server.ts stocked for the write scenarios: the first by title. */
export async function stockedProductIds(api: Api): Promise<string[]> {
  const list = await api.get<{ data: { _id: string }[] }>(
    `/api/shop/products/get?sortBy=title-atoz&limit=${STOCKED_PRODUCTS}`,
  );
  if (list.data.length === 0) throw new Error('no products to add');
  return list.data.map((p) => p._id);
}

export const SCENARIOS: Scenario[] = [
  LIST,
  LIST_BROTLI,
  {
    name: 'product detail',
    async setup(api) {
      const ids: string[] = [];
      for (const page of [1, 2, 3]) {
        const list = await api.get<{ data: { _id: string }[] }>(
          `/api/shop/products/get?sortBy=title-atoz&limit=100&page=${page}`,
        );
        ids.push(...list.data.map((p) => p._id));
      }
      if (ids.length === 0) throw new Error('no products to fetch');
      return { path: ids.map((id) => `/api/shop/products/get/${id}`) };
    },
  },
  {
    name: 'search',
    path: SEARCH_KEYWORDS.map((k) => `/api/shop/search/${encodeURIComponent(k)}`),
    minRatio: TARGETS.searchRatio,
  },
  {
    name: 'cart add',
    async setup(api) {
      const ids = await stockedProductIds(api);
      // shoppers each filling a cart of their own with a handful of products, requests interleaved
      const shoppers: { userId: string; headers: Record<string, string> }[] = [];
      for (let i = 0; i < CART_SHOPPERS; i++) {
        const session = apiFor(api.url);
        const userId = await signUp(session, 'cart');
        shoppers.push({ userId, headers: session.sessionHeaders() });
      }
      const variants: NonNullable<RequestSpec['variants']> = [];
      for (let line = 0; line < CART_LINES; line++) {
        for (const [i, { userId, headers }] of shoppers.entries()) {
          const productId = ids[(i * CART_LINES + line) % ids.length];
          variants.push({ headers, body: { userId, productId, quantity: 1 } });
        }
      }
      return { method: 'POST', path: '/api/shop/cart/add', variants };
    },
    minRatio: TARGETS.cartAddRatio,
    // on PostgreSQL before the checkout path was profiled and trimmed (three statements, reads repeated)
    before: 0.02,
  },
  {
    name: 'order list',
    async setup(api) {
      const userId = await signUp(api, 'orders');
      for (const productId of (await stockedProductIds(api)).slice(0, 3)) {
        await api.post('/api/shop/cart/add', { userId, productId, quantity: 2 });
      }
      const address = await api.post<{ data: { _id: string } }>('/api/shop/address/add', {
        userId,
        address: '12 Bench Road',
        city: 'Bogura',
        pincode: '5800',
        phone: '01700000000',
        notes: 'Gate 2',
      });
      for (let i = 0; i < ORDERS_PER_SHOPPER; i++) {
        await api.post('/api/shop/order/create', { userId, addressInfo: { addressId: address.data._id } });
      }
      return { path: `/api/shop/order/list/${userId}`, headers: api.sessionHeaders() };
    },
    minRatio: TARGETS.orderListRatio,
    // on PostgreSQL before the list was one statement and then kept per buyer while their orders are unchanged
    before: 0.03,
  },
];
