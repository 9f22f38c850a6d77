// @vitest-environment happy-dom
// (the browser cart lives in local storage)
import { NO_FACTS, PRODUCT_FACT_KEYS } from '@farmai/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addGuestLine,
  clearGuestCart,
  GUEST_CART_KEY,
  guestCartLines,
  offlineCart,
  removeGuestLines,
  setGuestQuantity,
  subscribeGuestCart,
} from './guest-cart';

const seeds = {
  productId: 'p1',
  title: 'Okra Seeds',
  image: '/a.webp',
  price: 4,
  salePrice: 3.5,
  totalStock: 5,
  ...NO_FACTS,
};
/** Every product fact at 12, as a product that states them. */
const stated = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, 12]));
const unreadable = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, 'long']));
const store = (value: unknown) => localStorage.setItem(GUEST_CART_KEY, JSON.stringify(value));

afterEach(() => clearGuestCart());

describe('the browser cart', () => {
  it('adds units to a line, keeps the latest snapshot, and tells its listeners', () => {
    const listener = vi.fn();
    const stop = subscribeGuestCart(listener);
    addGuestLine(seeds);
    addGuestLine({ ...seeds, price: 5 }, 2);
    expect(guestCartLines()).toEqual([{ ...seeds, price: 5, quantity: 3 }]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setGuestQuantity('p1', 1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(guestCartLines()[0]?.quantity).toBe(1);
    removeGuestLines(['p1']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('answers the same array until the lines change (as useSyncExternalStore needs)', () => {
    addGuestLine(seeds);
    const first = guestCartLines();
    expect(guestCartLines()).toBe(first);
    addGuestLine(seeds);
    expect(guestCartLines()).not.toBe(first);
  });

  it('reads what it can of a stored cart: unusable lines and repeats are skipped, odd fields emptied, facts kept', () => {
    store([
      {
        productId: 'p1',
        quantity: 2,
        title: 'Okra',
        image: 7,
        price: -3,
        salePrice: 'cheap',
        totalStock: 1.5,
        ...unreadable,
      },
      { productId: 'p1', quantity: 9 },
      { productId: '', quantity: 1 },
      { productId: 'p2', quantity: 0 },
      { productId: 'p3', quantity: 1.5 },
      { productId: 'p4', quantity: 10_001 },
      null,
      'p5',
      { productId: 'p6', quantity: 1, ...stated },
    ]);
    expect(guestCartLines()).toEqual([
      {
        productId: 'p1',
        quantity: 2,
        title: 'Okra',
        image: '',
        price: 0,
        salePrice: 0,
        totalStock: undefined,
        ...NO_FACTS,
      },
      { productId: 'p6', quantity: 1, title: '', image: '', price: 0, salePrice: 0, totalStock: undefined, ...stated },
    ]);
    localStorage.setItem(GUEST_CART_KEY, 'not json');
    expect(guestCartLines()).toEqual([]);
    store({ productId: 'p1', quantity: 1 });
    expect(guestCartLines()).toEqual([]);
  });

  it('holds at most 100 lines, as one merge takes', () => {
    for (let i = 0; i < 105; i++) addGuestLine({ ...seeds, productId: `p${i}` });
    expect(guestCartLines()).toHaveLength(100);
    store(Array.from({ length: 120 }, (_, i) => ({ productId: `q${i}`, quantity: 1 })));
    expect(guestCartLines()).toHaveLength(100);
  });

  it("keeps what each account changed offline apart from the visitor's cart and from each other", () => {
    const farmer = offlineCart('user-farmer');
    const neighbour = offlineCart('user-neighbour');
    farmer.added.add(seeds, 2);
    farmer.changed.put({ ...seeds, productId: 'p2' }, 0);
    expect(offlineCart('user-farmer').added.lines()).toEqual([{ ...seeds, quantity: 2 }]);
    expect(offlineCart('user-farmer').changed.lines()).toEqual([{ ...seeds, productId: 'p2', quantity: 0 }]);
    expect(neighbour.added.lines()).toEqual([]);
    expect(neighbour.changed.lines()).toEqual([]);
    expect(guestCartLines()).toEqual([]);
    expect(localStorage.getItem('cartWaiting:user-farmer')).toContain('Okra Seeds');
    farmer.added.clear();
    farmer.changed.clear();
    expect(localStorage.getItem('cartWaiting:user-farmer')).toBeNull();
    expect(localStorage.getItem('cartChanged:user-farmer')).toBeNull();
  });

  it('keeps a line of no units only where asked (a removal waiting to be sent), and sets a line with put', () => {
    const { changed } = offlineCart('user-farmer');
    changed.put(seeds, 3);
    changed.put({ ...seeds, title: 'Okra' }, 2);
    changed.put({ ...seeds, productId: 'p2' }, 0);
    expect(changed.lines().map((line) => [line.productId, line.quantity, line.title])).toEqual([
      ['p1', 2, 'Okra'],
      ['p2', 0, 'Okra Seeds'],
    ]);
    // a stored visitor's line of no units is not a line
    store([{ productId: 'p1', quantity: 0 }]);
    expect(guestCartLines()).toEqual([]);
    changed.clear();
  });
});
