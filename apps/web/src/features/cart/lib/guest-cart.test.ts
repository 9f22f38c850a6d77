// @vitest-environment happy-dom
// (the browser cart lives in local storage)
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addGuestLine,
  cartWaitingOffline,
  clearGuestCart,
  GUEST_CART_KEY,
  guestCartLines,
  removeGuestLines,
  setGuestQuantity,
  subscribeGuestCart,
} from './guest-cart';

const seeds = { productId: 'p1', title: 'Okra Seeds', image: '/a.webp', price: 4, salePrice: 3.5, totalStock: 5 };
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

  it('reads what it can of a stored cart: unusable lines and repeats are skipped, odd fields emptied', () => {
    store([
      { productId: 'p1', quantity: 2, title: 'Okra', image: 7, price: -3, salePrice: 'cheap', totalStock: 1.5 },
      { productId: 'p1', quantity: 9 },
      { productId: '', quantity: 1 },
      { productId: 'p2', quantity: 0 },
      { productId: 'p3', quantity: 1.5 },
      { productId: 'p4', quantity: 10_001 },
      null,
      'p5',
      { productId: 'p6', quantity: 1 },
    ]);
    expect(guestCartLines()).toEqual([
      { productId: 'p1', quantity: 2, title: 'Okra', image: '', price: 0, salePrice: 0, totalStock: undefined },
      { productId: 'p6', quantity: 1, title: '', image: '', price: 0, salePrice: 0, totalStock: undefined },
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

  it("keeps what each account added offline apart from the visitor's cart and from each other", () => {
    const farmer = cartWaitingOffline('user-farmer');
    const neighbour = cartWaitingOffline('user-neighbour');
    farmer.add(seeds, 2);
    expect(cartWaitingOffline('user-farmer').lines()).toEqual([{ ...seeds, quantity: 2 }]);
    expect(neighbour.lines()).toEqual([]);
    expect(guestCartLines()).toEqual([]);
    expect(localStorage.getItem('cartWaiting:user-farmer')).toContain('Okra Seeds');
    farmer.clear();
    expect(localStorage.getItem('cartWaiting:user-farmer')).toBeNull();
  });
});
