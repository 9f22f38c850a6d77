import type { Cart } from '@farmai/contracts';
import { describe, expect, it } from 'vitest';
import { addRefusal, cartTotal, itemCount, lineTotal, withOfflineChanges } from './cart-math';

const line = (productId: string, price: number, salePrice: number, quantity: number, totalStock = 10) => ({
  productId,
  title: productId,
  image: '',
  price,
  salePrice,
  quantity,
  totalStock,
});
const cart: Cart = {
  _id: 'c',
  userId: 'u',
  items: [line('a', 10, 0, 3), line('b', 0.1, 0, 3), line('c', 20, 12.5, 2)],
};

describe('cart math', () => {
  it('uses the sale price when above 0 and adds in cents', () => {
    expect(lineTotal(line('x', 20, 12.5, 2))).toBe(25);
    expect(cartTotal(cart)).toBe(55.3);
    expect(itemCount(cart)).toBe(8);
    expect(cartTotal(undefined)).toBe(0);
  });

  it('stops one unit past the stock and reports what is already in the cart', () => {
    expect(addRefusal(cart, 'a', { totalStock: 4 })).toBeNull();
    expect(addRefusal(cart, 'a', { totalStock: 3 })).toEqual({ quantity: 3, limit: 3, reason: 'stockLimit' });
    expect(addRefusal(cart, 'a', { totalStock: 5 }, 2)).toBeNull();
    expect(addRefusal(cart, 'a', { totalStock: 5 }, 3)).toMatchObject({ quantity: 3, reason: 'stockLimit' });
    expect(addRefusal(cart, 'new', { totalStock: 1 })).toBeNull();
    expect(addRefusal(cart, 'new', { totalStock: 0 })).toEqual({ quantity: 0, limit: 0, reason: 'soldOut' });
    expect(addRefusal(cart, 'a', { totalStock: undefined })).toBeNull();
  });
});

describe('the cart as the phone shows it after changes made offline', () => {
  const server: Cart = { _id: 'c', userId: 'u', items: [line('a', 10, 0, 3), line('b', 5, 0, 1), line('c', 2, 0, 2)] };

  it('is the server’s cart when nothing waits', () => {
    expect(withOfflineChanges(server, [], [])).toBe(server);
    expect(withOfflineChanges(undefined, [line('a', 10, 0, 1)], [])).toBeUndefined();
  });

  it('lowers and removes the server’s lines, adds units on top and new lines last', () => {
    const shown = withOfflineChanges(
      server,
      [line('a', 10, 0, 2), line('d', 1, 0, 4)],
      [line('a', 10, 0, 1), line('b', 5, 0, 0)],
    );
    expect(shown?.items.map((item) => [item.productId, item.quantity])).toEqual([
      ['a', 3],
      ['c', 2],
      ['d', 4],
    ]);
    expect(itemCount(shown)).toBe(9);
    expect(shown?.items[1]).toBe(server.items[2]);
  });
});
